package org.partita.core.claims;

import java.util.Locale;

import org.partita.core.metrics.Statistics;

/**
 * A measured mean with its confidence interval {@code [mean − halfWidth, mean + halfWidth]} over the replications.
 * Claims compare intervals, never bare means: without a half-width (one replication) nothing can be decided.
 */
record Interval(double mean, double low, double high, long n) {

    static Interval of(Statistics s) {
        if (s == null || s.n() < 2 || Double.isNaN(s.mean()) || Double.isNaN(s.halfWidth())) {
            return new Interval(s == null ? Double.NaN : s.mean(), Double.NaN, Double.NaN, s == null ? 0 : s.n());
        }
        return new Interval(s.mean(), s.mean() - s.halfWidth(), s.mean() + s.halfWidth(), s.n());
    }

    /** A stated number (a threshold): an interval of width 0. */
    static Interval exactly(double v) {
        return new Interval(v, v, v, Long.MAX_VALUE);
    }

    /** Whether there is an interval to decide with (at least two replications, a defined mean). */
    boolean decidable() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** A stated number ({@link #exactly}) rather than a measured interval. */
    boolean exact() {
        return n == Long.MAX_VALUE;
    }

    /** Entirely below {@code o}. */
    boolean below(Interval o) {
        return high < o.low;
    }

    /** Entirely above {@code o}. */
    boolean above(Interval o) {
        return low > o.high;
    }

    String show() {
        if (exact()) {
            return fmt(mean);
        }
        return decidable() ? fmt(mean) + " ± " + fmt(high - mean) : fmt(mean) + " (n = " + n + ", no interval)";
    }

    static String fmt(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        String s = String.format(Locale.ROOT, "%.4g", v);
        if (s.contains(".") && !s.contains("e")) {
            s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return s;
    }
}

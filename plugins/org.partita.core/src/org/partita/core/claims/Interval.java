package org.partita.core.claims;

import java.util.Locale;

import org.apache.commons.math3.distribution.TDistribution;
import org.partita.core.metrics.Statistics;

/**
 * A measured mean with its confidence interval {@code [mean − halfWidth, mean + halfWidth]} over the replications.
 * Claims compare intervals, never bare means: without a half-width (one replication) nothing can be decided.
 */
record Interval(double mean, double low, double high, long n) {

    static Interval of(Statistics s) {
        return of(s, s == null ? Double.NaN : s.confidence());
    }

    /**
     * The interval of {@code s} at {@code confidence}: its half-width scaled by the ratio of the Student-t quantiles
     * (the standard error is the same at any level), so that a claim can be judged at another level than the one
     * the results were written with (see {@link ClaimSignificance}).
     */
    static Interval of(Statistics s, double confidence) {
        if (s == null || s.n() < 2 || Double.isNaN(s.mean()) || Double.isNaN(s.halfWidth())) {
            return new Interval(s == null ? Double.NaN : s.mean(), Double.NaN, Double.NaN, s == null ? 0 : s.n());
        }
        double hw = s.halfWidth();
        if (confidence != s.confidence()) {
            hw *= quantile(s.n() - 1, confidence) / quantile(s.n() - 1, s.confidence());
        }
        return new Interval(s.mean(), s.mean() - hw, s.mean() + hw, s.n());
    }

    /** The two-sided Student-t quantile {@code t_{1−α/2, df}} of a confidence level {@code 1 − α}. */
    static double quantile(long df, double confidence) {
        return new TDistribution(null, df).inverseCumulativeProbability(1 - (1 - confidence) / 2);
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

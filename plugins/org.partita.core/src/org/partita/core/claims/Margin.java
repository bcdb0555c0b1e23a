package org.partita.core.claims;

/**
 * The size of a difference, in percent, by the papers' improvement formula: for {@code A below B},
 * {@code (B − A) / A}; for {@code A above B}, {@code (A − B) / B} (Dandamudi and Yu's "performance improvement",
 * whose denominator is the better policy). {@code by 31% to 56%} is {@code [31, 56]}; {@code by at least 10%} is
 * {@code [10, ∞)}; {@code by at most 10%} is {@code [0, 10]}: "A below B by at most 10%" says that A is below B, so a
 * difference in the other direction does not satisfy it.
 */
public record Margin(double low, double high) {

    public Margin {
        if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
            throw new IllegalArgumentException("a margin needs low <= high, got " + low + " to " + high);
        }
    }

    public static Margin atLeast(double percent) {
        return new Margin(percent, Double.POSITIVE_INFINITY);
    }

    /** {@code by at most X%}: in the claim's direction, by no more than X % ({@code [0, X]}). */
    public static Margin atMost(double percent) {
        if (!(percent >= 0)) {
            throw new IllegalArgumentException("'by at most' needs a size of 0% or more, got " + percent + "%");
        }
        return new Margin(0, percent);
    }

    /** As written after {@code by}. */
    public String describe() {
        if (high == Double.POSITIVE_INFINITY) {
            return "at least " + Interval.fmt(low) + "%";
        }
        if (low == 0) {
            return "at most " + Interval.fmt(high) + "%";
        }
        return Interval.fmt(low) + "% to " + Interval.fmt(high) + "%";
    }

    /**
     * The paper's one number for this margin: the middle of a range, or its one end ({@code at least},
     * {@code at most}).
     */
    double reference() {
        return high == Double.POSITIVE_INFINITY ? low : low == 0 ? high : (low + high) / 2;
    }

    /** Whether {@code estimate} (a measured difference in percent) lies inside the margin. */
    boolean contains(double estimate) {
        return estimate >= low && estimate <= high;
    }

    /** Holds when the whole measured range lies inside the margin, fails when none of it does. */
    Verdict judge(double measuredLow, double measuredHigh) {
        if (measuredLow >= low && measuredHigh <= high) {
            return Verdict.HOLDS;
        }
        if (measuredHigh < low || measuredLow > high) {
            return Verdict.FAILS;
        }
        return Verdict.INCONCLUSIVE;
    }
}

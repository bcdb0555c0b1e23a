package org.partita.core.claims;

/**
 * The size of a difference, in percent, by the papers' improvement formula: for {@code A below B},
 * {@code (B − A) / A}; for {@code A above B}, {@code (A − B) / B} (Dandamudi and Yu's "performance improvement",
 * whose denominator is the better policy). {@code by 31% to 56%} is {@code [31, 56]}; {@code by at least 10%} is
 * {@code [10, ∞)}; {@code by at most 10%} is {@code (−∞, 10]}.
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

    public static Margin atMost(double percent) {
        return new Margin(Double.NEGATIVE_INFINITY, percent);
    }

    /** As written after {@code by}. */
    public String describe() {
        if (high == Double.POSITIVE_INFINITY) {
            return "at least " + Interval.fmt(low) + "%";
        }
        if (low == Double.NEGATIVE_INFINITY) {
            return "at most " + Interval.fmt(high) + "%";
        }
        return Interval.fmt(low) + "% to " + Interval.fmt(high) + "%";
    }

    /**
     * The paper's one number for this margin: the middle of a range, or its one end ({@code at least},
     * {@code at most}).
     */
    double reference() {
        return high == Double.POSITIVE_INFINITY ? low : low == Double.NEGATIVE_INFINITY ? high : (low + high) / 2;
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

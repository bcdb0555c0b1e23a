package org.partita.ui.charts;

/** Tick marks of a time axis: round steps (1, 2 or 5 × 10^k seconds) about {@code spacing} pixels apart. */
public final class TimeAxis {

    private TimeAxis() {
    }

    /** The round step for {@code span} seconds drawn over {@code pixels}, ticks about {@code spacing} px apart. */
    public static double step(double span, int pixels, int spacing) {
        double raw = span / Math.max(1.0, pixels / (double) spacing);
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5}) {
            if (m * magnitude >= raw) {
                return m * magnitude;
            }
        }
        return 10 * magnitude;
    }

    /** The multiples of {@code step} in {@code [from, to]}. */
    public static double[] ticks(double from, double to, double step) {
        long first = (long) Math.ceil(from / step);
        long last = (long) Math.floor(to / step);
        if (last < first) {
            return new double[0];
        }
        double[] t = new double[(int) Math.min(1000, last - first + 1)];
        for (int i = 0; i < t.length; i++) {
            t[i] = (first + i) * step;
        }
        return t;
    }
}

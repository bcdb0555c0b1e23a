package org.partita.ui.results;

/**
 * One curve of a metric against a sweep variable: the points' x values, y means and confidence half-widths, and
 * which points did not reach a steady state ({@code summary.csv}'s {@code steady_state} is {@code warmup-short},
 * {@code not-steady} or {@code overloaded}), so that a chart can mark them.
 *
 * @param name       legend label (usually the pipeline name)
 * @param x          sweep values, ascending
 * @param mean       metric means, one per x
 * @param halfWidth  confidence-interval half-widths, one per x (0 when there is a single replication)
 * @param unsteady   per x, whether the point's mean is not a steady-state estimate
 */
public record MetricSeries(String name, double[] x, double[] mean, double[] halfWidth, boolean[] unsteady) {

    public MetricSeries {
        if (x.length != mean.length || x.length != halfWidth.length || x.length != unsteady.length) {
            throw new IllegalArgumentException("x, mean, halfWidth and unsteady must have the same length");
        }
    }

    /** A curve whose points are all steady (or not diagnosed). */
    public MetricSeries(String name, double[] x, double[] mean, double[] halfWidth) {
        this(name, x, mean, halfWidth, new boolean[x.length]);
    }

    /** Whether any point is not steady. */
    public boolean anyUnsteady() {
        for (boolean u : unsteady) {
            if (u) {
                return true;
            }
        }
        return false;
    }
}

package org.partita.ui.results;

/**
 * One curve of a metric against a sweep variable: the points' x values, y means and confidence half-widths.
 *
 * @param name       legend label (usually the pipeline name)
 * @param x          sweep values, ascending
 * @param mean       metric means, one per x
 * @param halfWidth  confidence-interval half-widths, one per x (0 when there is a single replication)
 */
public record MetricSeries(String name, double[] x, double[] mean, double[] halfWidth) {

    public MetricSeries {
        if (x.length != mean.length || x.length != halfWidth.length) {
            throw new IllegalArgumentException("x, mean and halfWidth must have the same length");
        }
    }
}

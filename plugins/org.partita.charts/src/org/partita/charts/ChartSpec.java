package org.partita.charts;

import java.util.List;

/**
 * A chart, independent of where its numbers come from: title, axis labels with units, and its curves in legend
 * order.
 *
 * @param title      the chart's title
 * @param xLabel     the x axis label
 * @param yLabel     the y axis label
 * @param curves     the curves, in legend order
 * @param timeSeries whether the curves are sampled over time: thin lines without point markers or error bars
 */
public record ChartSpec(String title, String xLabel, String yLabel, List<Curve> curves, boolean timeSeries) {

    public ChartSpec {
        curves = List.copyOf(curves);
    }

    /** A chart of means with their confidence intervals (not a time series). */
    public ChartSpec(String title, String xLabel, String yLabel, List<Curve> curves) {
        this(title, xLabel, yLabel, curves, false);
    }
}

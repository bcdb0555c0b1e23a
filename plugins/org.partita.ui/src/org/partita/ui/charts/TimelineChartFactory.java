package org.partita.ui.charts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.partita.ui.results.Timeline.Steps;

/** Busy nodes (or utilization) and queue length over simulated time, as step lines on two y axes. */
public final class TimelineChartFactory {

    public static final String BUSY = "busy nodes";
    public static final String QUEUE = "queue length";

    private TimelineChartFactory() {
    }

    public static Chart create(Composite parent, String title, Steps busy, Steps queue) {
        Chart chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText(title);
        chart.getLegend().setPosition(SWT.BOTTOM); // the plot keeps the width, the names stay whole
        chart.getAxisSet().getXAxis(0).getTitle().setText("simulated time (s)");
        chart.getAxisSet().getYAxis(0).getTitle().setText(BUSY);
        int queueAxis = chart.getAxisSet().createYAxis();
        IAxis q = chart.getAxisSet().getYAxis(queueAxis);
        q.getTitle().setText(QUEUE);
        q.setPosition(IAxis.Position.Secondary);
        Display d = parent.getDisplay();
        ILineSeries<?> b = line(chart, BUSY, busy);
        b.setLineColor(d.getSystemColor(SWT.COLOR_DARK_BLUE));
        ILineSeries<?> w = line(chart, QUEUE, queue);
        w.setLineColor(d.getSystemColor(SWT.COLOR_DARK_RED));
        w.setYAxisId(queueAxis);
        chart.getAxisSet().adjustRange();
        return chart;
    }

    public static final String LARGEST_FREE = "largest free";
    public static final String FRAGMENTATION = "fragmentation";

    /**
     * The sampled timeline of {@code timeline.csv}: busy nodes and the largest job that could start on the first
     * axis, queue length on the second, external fragmentation (0 to 1) on a third.
     */
    public static Chart create(Composite parent, String title, Steps busy, Steps queue, Steps largestFree,
            Steps fragmentation) {
        Chart chart = create(parent, title, busy, queue);
        chart.getAxisSet().getYAxis(0).getTitle().setText("nodes");
        Display d = parent.getDisplay();
        ILineSeries<?> l = line(chart, LARGEST_FREE, largestFree);
        l.setLineColor(d.getSystemColor(SWT.COLOR_DARK_GREEN));
        int fragAxis = chart.getAxisSet().createYAxis();
        IAxis f = chart.getAxisSet().getYAxis(fragAxis);
        f.getTitle().setText(FRAGMENTATION);
        f.setPosition(IAxis.Position.Secondary);
        ILineSeries<?> g = line(chart, FRAGMENTATION, fragmentation);
        g.setLineColor(d.getSystemColor(SWT.COLOR_DARK_MAGENTA));
        g.setYAxisId(fragAxis);
        chart.getAxisSet().adjustRange();
        return chart;
    }

    private static ILineSeries<?> line(Chart chart, String id, Steps steps) {
        ILineSeries<?> s = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
        s.setXSeries(steps.time());
        s.setYSeries(steps.value());
        s.enableStep(true);
        s.setSymbolType(PlotSymbolType.NONE);
        return s;
    }
}

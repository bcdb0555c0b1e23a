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

    private static ILineSeries<?> line(Chart chart, String id, Steps steps) {
        ILineSeries<?> s = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
        s.setXSeries(steps.time());
        s.setYSeries(steps.value());
        s.enableStep(true);
        s.setSymbolType(PlotSymbolType.NONE);
        return s;
    }
}

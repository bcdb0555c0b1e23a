package org.partita.ui.views;

import java.util.List;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.ui.part.ViewPart;
import org.partita.ui.charts.MetricChartFactory;
import org.partita.ui.charts.MetricSeries;

/** Shows one metric against the sweep variable, one curve per pipeline. */
public class MetricChartView extends ViewPart {

    private Composite parent;
    private Chart chart;

    @Override
    public void createPartControl(Composite parent) {
        this.parent = parent;
        show("No results yet", "sweep", "metric", List.of());
    }

    /** Replaces the chart with the given curves. */
    public void show(String title, String xLabel, String yLabel, List<MetricSeries> curves) {
        if (chart != null) {
            chart.dispose();
        }
        chart = MetricChartFactory.create(parent, title, xLabel, yLabel, curves);
        parent.layout();
    }

    @Override
    public void setFocus() {
        chart.setFocus();
    }
}

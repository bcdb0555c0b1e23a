package org.partita.ui.charts;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IErrorBar.ErrorBarType;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries.SeriesType;

/**
 * Draws "metric vs sweep variable" the way the papers do: one line per pipeline with confidence-interval error
 * bars. No workbench dependency, so views and tests share it.
 */
public final class MetricChartFactory {

    private MetricChartFactory() {
    }

    public static Chart create(Composite parent, String title, String xLabel, String yLabel,
            List<MetricSeries> curves) {
        Chart chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(xLabel);
        chart.getAxisSet().getYAxis(0).getTitle().setText(yLabel);
        for (MetricSeries curve : curves) {
            ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, curve.name());
            line.setXSeries(curve.x());
            line.setYSeries(curve.mean());
            line.getYErrorBar().setType(ErrorBarType.BOTH);
            line.getYErrorBar().setPlusErrors(curve.halfWidth());
            line.getYErrorBar().setMinusErrors(curve.halfWidth());
            line.getYErrorBar().setVisible(true);
        }
        chart.getAxisSet().adjustRange();
        return chart;
    }
}

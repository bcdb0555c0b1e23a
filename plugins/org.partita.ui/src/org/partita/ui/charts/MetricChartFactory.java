package org.partita.ui.charts;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
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

    /** Distinct line colours (the SVG export uses the same palette). */
    static final RGB[] PALETTE = {new RGB(31, 119, 180), new RGB(214, 39, 40), new RGB(44, 160, 44),
        new RGB(255, 127, 14), new RGB(148, 103, 189), new RGB(140, 86, 75), new RGB(227, 119, 194),
        new RGB(127, 127, 127)};

    private MetricChartFactory() {
    }

    public static Chart create(Composite parent, String title, String xLabel, String yLabel,
            List<MetricSeries> curves) {
        Chart chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(xLabel);
        chart.getAxisSet().getYAxis(0).getTitle().setText(yLabel);
        for (int i = 0; i < curves.size(); i++) {
            MetricSeries curve = curves.get(i);
            ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, curve.name());
            Color colour = new Color(parent.getDisplay(), PALETTE[i % PALETTE.length]);
            line.setLineColor(colour);
            line.setSymbolColor(colour);
            line.setLineWidth(2);
            line.getYErrorBar().setColor(colour);
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

package org.partita.ui.charts;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IErrorBar.ErrorBarType;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.partita.ui.results.MetricSeries;

/**
 * Draws "metric vs sweep variable" the way the papers do: one line per pipeline with confidence-interval error
 * bars; a point that did not reach a steady state is marked by a large cross of its line's colour, in a series of its
 * own named {@code "<curve> – not steady"} ({@link #UNSTEADY}). No workbench dependency, so views and
 * tests share it.
 */
public final class MetricChartFactory {

    /** Distinct line colours (the first of the chart renderer's; the SVG export draws each curve in its colour here). */
    static final RGB[] PALETTE = {new RGB(31, 119, 180), new RGB(214, 39, 40), new RGB(44, 160, 44),
        new RGB(255, 127, 14), new RGB(148, 103, 189), new RGB(140, 86, 75), new RGB(227, 119, 194),
        new RGB(127, 127, 127)};

    /** The suffix of the series that marks a curve's points that are not steady. */
    public static final String UNSTEADY = " – not steady";

    private MetricChartFactory() {
    }

    public static Chart create(Composite parent, String title, String xLabel, String yLabel,
            List<MetricSeries> curves) {
        return create(parent, title, xLabel, yLabel, curves, List.of());
    }

    /**
     * {@code curves} as solid lines and {@code compared} (a second result set's curves) as dashed lines. The
     * {@code i}-th compared curve, when not {@code null}, is the counterpart of the {@code i}-th curve and has its
     * colour, so that a pipeline keeps its colour; a {@code null} entry stands for a curve without counterpart, and
     * entries past the curves have colours of their own.
     */
    public static Chart create(Composite parent, String title, String xLabel, String yLabel,
            List<MetricSeries> curves, List<MetricSeries> compared) {
        Chart chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(xLabel);
        chart.getAxisSet().getYAxis(0).getTitle().setText(yLabel);
        for (int i = 0; i < curves.size(); i++) {
            addLine(chart, curves.get(i), PALETTE[i % PALETTE.length], LineStyle.SOLID);
        }
        for (int i = 0; i < compared.size(); i++) {
            if (compared.get(i) != null) {
                addLine(chart, compared.get(i), PALETTE[i % PALETTE.length], LineStyle.DASH);
            }
        }
        List<MetricSeries> all = new java.util.ArrayList<>(curves);
        compared.stream().filter(java.util.Objects::nonNull).forEach(all::add);
        chart.getAxisSet().adjustRange();
        double[] y = yRange(all);
        if (y != null) {
            chart.getAxisSet().getYAxis(0).setRange(new Range(y[0], y[1]));
        }
        double[] x = xRange(all);
        if (x != null) {
            chart.getAxisSet().getXAxis(0).setRange(new Range(x[0], x[1]));
        }
        return chart;
    }

    private static void addLine(Chart chart, MetricSeries curve, RGB rgb, LineStyle style) {
        ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, curve.name());
        Color colour = new Color(chart.getDisplay(), rgb);
        line.setLineColor(colour);
        line.setSymbolColor(colour);
        line.setLineWidth(2);
        line.setLineStyle(style);
        line.getYErrorBar().setColor(colour);
        line.setXSeries(curve.x());
        line.setYSeries(curve.mean());
        line.getYErrorBar().setType(ErrorBarType.BOTH);
        line.getYErrorBar().setPlusErrors(curve.halfWidth());
        line.getYErrorBar().setMinusErrors(minusErrors(curve));
        line.getYErrorBar().setVisible(true);
        if (curve.anyUnsteady()) {
            markUnsteady(chart, curve, colour);
        }
    }

    private static void markUnsteady(Chart chart, MetricSeries curve, Color colour) {
        int n = 0;
        for (boolean u : curve.unsteady()) {
            n += u ? 1 : 0;
        }
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0, k = 0; i < curve.x().length; i++) {
            if (curve.unsteady()[i]) {
                x[k] = curve.x()[i];
                y[k++] = curve.mean()[i];
            }
        }
        ILineSeries<?> marks = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE,
                curve.name() + UNSTEADY);
        marks.setLineStyle(LineStyle.NONE);
        marks.setSymbolType(PlotSymbolType.CROSS);
        marks.setSymbolSize(8);
        marks.setSymbolColor(colour);
        marks.setXSeries(x);
        marks.setYSeries(y);
    }

    /**
     * The lower error bars: the half-width, but a non-negative mean's bar stops at zero (every metric is
     * non-negative; a bar below zero would only show the normal approximation's limits — as the interpreter's
     * charts draw it).
     */
    public static double[] minusErrors(MetricSeries curve) {
        double[] out = new double[curve.mean().length];
        for (int i = 0; i < out.length; i++) {
            double m = curve.mean()[i];
            double h = curve.halfWidth()[i];
            out[i] = m >= 0 && h > m ? m : h;
        }
        return out;
    }

    /**
     * The y axis range: every mean with its error bar (see {@link #minusErrors}), plus 5% of the span above and below, so
     * that no point or bar sits on the plot's border; {@code null} when there is no finite value.
     */
    public static double[] yRange(List<MetricSeries> curves) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (MetricSeries c : curves) {
            for (int i = 0; i < c.mean().length; i++) {
                double m = c.mean()[i];
                double h = Double.isFinite(c.halfWidth()[i]) ? c.halfWidth()[i] : 0;
                if (Double.isFinite(m)) {
                    lo = Math.min(lo, m - Math.min(h, m >= 0 ? m : h));
                    hi = Math.max(hi, m + h);
                }
            }
        }
        return padded(lo, hi, 0.05);
    }

    /** The x axis range: the sweep values plus 3% of their span on each side; {@code null} when there are none. */
    public static double[] xRange(List<MetricSeries> curves) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (MetricSeries c : curves) {
            for (double v : c.x()) {
                if (Double.isFinite(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        return padded(lo, hi, 0.03);
    }

    private static double[] padded(double lo, double hi, double fraction) {
        if (!(lo <= hi)) {
            return null;
        }
        double pad = hi > lo ? (hi - lo) * fraction : Math.max(Math.abs(hi) * fraction, 1);
        return new double[] {lo - pad, hi + pad};
    }
}

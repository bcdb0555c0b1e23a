package org.partita.ui.charts;

import java.util.ArrayList;
import java.util.List;

import org.partita.charts.ChartRenderer;
import org.partita.charts.ChartSpec;
import org.partita.charts.Curve;
import org.partita.ui.results.MetricSeries;

/**
 * "Metric vs sweep variable" curves as the command line draws its chart files: the view's curves become a
 * {@link ChartSpec} that {@link ChartRenderer} (bundle org.partita.charts) draws, so an exported SVG looks like the
 * {@code chart-*.svg} of a run. The colours are the view's ({@link MetricChartFactory#PALETTE}). Pure Java2D, no SWT.
 */
public final class ChartExport {

    private ChartExport() {
    }

    /**
     * {@code curves} solid and {@code compared} dashed, the {@code i}-th compared curve (when not {@code null}) in the
     * colour of the {@code i}-th curve, as {@link MetricChartFactory} draws them.
     */
    public static ChartSpec spec(String title, String xLabel, String yLabel, List<MetricSeries> curves,
            List<MetricSeries> compared) {
        List<Curve> all = new ArrayList<>();
        for (int i = 0; i < curves.size(); i++) {
            all.add(curve(curves.get(i), false, i));
        }
        for (int i = 0; i < compared.size(); i++) {
            if (compared.get(i) != null) { // a null entry keeps the colour positions and draws nothing
                all.add(curve(compared.get(i), true, i));
            }
        }
        return new ChartSpec(title, xLabel, yLabel, all);
    }

    private static Curve curve(MetricSeries s, boolean dashed, int index) {
        return new Curve(s.name(), s.x(), s.mean(), s.halfWidth(), s.unsteady(), dashed,
                index % MetricChartFactory.PALETTE.length);
    }

    /** The SVG document of the curves, {@code compared} as in {@link #spec}. */
    public static String svg(String title, String xLabel, String yLabel, List<MetricSeries> curves,
            List<MetricSeries> compared) {
        return ChartRenderer.svg(spec(title, xLabel, yLabel, curves, compared));
    }

    public static String svg(String title, String xLabel, String yLabel, List<MetricSeries> curves) {
        return svg(title, xLabel, yLabel, curves, List.of());
    }
}

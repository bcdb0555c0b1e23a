package org.partita.ui.charts;

import java.util.List;
import java.util.Locale;

import org.partita.ui.results.MetricSeries;

/**
 * Writes "metric vs sweep variable" curves as a standalone SVG document (axes with ticks, one polyline per curve
 * with its CI error bars, a cross on each point that is not steady, a legend), for papers and slides. Pure text:
 * no SWT needed.
 */
public final class SvgExport {

    private static final int W = 720;
    private static final int H = 480;
    private static final int LEFT = 80;
    private static final int RIGHT = 170;
    private static final int TOP = 50;
    private static final int BOTTOM = 60;
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f"};

    private SvgExport() {
    }

    public static String metricChart(String title, String xLabel, String yLabel, List<MetricSeries> curves) {
        return metricChart(title, xLabel, yLabel, curves, List.of());
    }

    /**
     * {@code curves} solid and {@code compared} dashed, the {@code i}-th compared curve (when not {@code null}) in
     * the colour of the {@code i}-th curve, as {@link MetricChartFactory} draws them.
     */
    public static String metricChart(String title, String xLabel, String yLabel, List<MetricSeries> curves,
            List<MetricSeries> compared) {
        List<MetricSeries> all = new java.util.ArrayList<>(curves);
        all.addAll(compared); // null entries keep the colour positions and draw nothing
        double x0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y0 = 0;
        double y1 = Double.NEGATIVE_INFINITY;
        for (MetricSeries c : all) {
            if (c == null) {
                continue;
            }
            double[] minus = MetricChartFactory.minusErrors(c);
            for (int i = 0; i < c.x().length; i++) {
                if (!Double.isFinite(c.mean()[i])) {
                    continue;
                }
                x0 = Math.min(x0, c.x()[i]);
                x1 = Math.max(x1, c.x()[i]);
                y0 = Math.min(y0, c.mean()[i] - minus[i]);
                y1 = Math.max(y1, c.mean()[i] + c.halfWidth()[i]);
            }
        }
        if (!Double.isFinite(x0)) {
            x0 = 0;
            x1 = 1;
            y1 = 1;
        }
        if (x1 == x0) {
            x0 -= 0.5;
            x1 += 0.5;
        }
        if (y1 <= y0) {
            y1 = y0 + 1;
        }
        y1 += (y1 - y0) * 0.05;
        Scale sx = new Scale(x0, x1, LEFT, W - RIGHT);
        Scale sy = new Scale(y0, y1, H - BOTTOM, TOP);
        StringBuilder s = new StringBuilder();
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append(fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                + "font-family=\"sans-serif\" font-size=\"12\">\n", W, H, W, H));
        s.append(fmt("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H));
        s.append(fmt("<text x=\"%d\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">%s</text>\n",
                (LEFT + W - RIGHT) / 2, esc(title)));
        s.append(fmt("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", LEFT, H - BOTTOM, W - RIGHT,
                H - BOTTOM));
        s.append(fmt("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", LEFT, TOP, LEFT,
                H - BOTTOM));
        for (int i = 0; i <= 5; i++) {
            double xv = x0 + (x1 - x0) * i / 5;
            double yv = y0 + (y1 - y0) * i / 5;
            s.append(fmt("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", sx.map(xv), H - BOTTOM + 18,
                    tick(xv)));
            s.append(fmt("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", LEFT - 6, sy.map(yv) + 4,
                    tick(yv)));
        }
        s.append(fmt("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", (LEFT + W - RIGHT) / 2, H - 18,
                esc(xLabel)));
        s.append(fmt("<text transform=\"translate(20 %d) rotate(-90)\" text-anchor=\"middle\">%s</text>\n",
                (TOP + H - BOTTOM) / 2, esc(yLabel)));
        int legendRow = 0;
        for (int c = 0; c < all.size(); c++) {
            MetricSeries curve = all.get(c);
            if (curve == null) {
                continue;
            }
            boolean dashed = c >= curves.size();
            String colour = COLOURS[(dashed ? c - curves.size() : c) % COLOURS.length];
            StringBuilder pts = new StringBuilder();
            s.append(fmt("<g class=\"series\" id=\"%s\" stroke=\"%s\" fill=\"%s\"%s>\n", esc(curve.name()), colour,
                    colour, dashed ? " stroke-dasharray=\"6 4\"" : ""));
            double[] minus = MetricChartFactory.minusErrors(curve);
            for (int i = 0; i < curve.x().length; i++) {
                if (!Double.isFinite(curve.mean()[i])) {
                    continue;
                }
                double px = sx.map(curve.x()[i]);
                double py = sy.map(curve.mean()[i]);
                pts.append(fmt("%.1f,%.1f ", px, py));
                double hw = curve.halfWidth()[i];
                if (hw > 0) {
                    double lo = sy.map(curve.mean()[i] - minus[i]);
                    double hi = sy.map(curve.mean()[i] + hw);
                    s.append(fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", px, lo, px,
                            hi));
                    s.append(fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", px - 4, lo, px + 4, lo));
                    s.append(fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", px - 4, hi, px + 4, hi));
                }
                s.append(fmt("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\"/>\n", px, py));
                if (curve.unsteady()[i]) { // as the view marks it: a cross, the mean is not a steady-state estimate
                    s.append(fmt("<path class=\"not-steady\" d=\"M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f\" "
                            + "stroke-width=\"2\"><title>not steady</title></path>\n", px - 7, py - 7, px + 7,
                            py + 7, px - 7, py + 7, px + 7, py - 7));
                }
            }
            s.append(fmt("<polyline fill=\"none\" points=\"%s\"/>\n", pts.toString().strip()));
            int ly = TOP + 20 * legendRow++;
            s.append(fmt("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", W - RIGHT + 15, ly, W - RIGHT + 35, ly));
            s.append(fmt("<text x=\"%d\" y=\"%d\" stroke=\"none\" fill=\"black\">%s</text>\n", W - RIGHT + 40,
                    ly + 4, esc(curve.name())));
            s.append("</g>\n");
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private record Scale(double d0, double d1, double r0, double r1) {
        double map(double v) {
            return r0 + (v - d0) / (d1 - d0) * (r1 - r0);
        }
    }

    private static String tick(double v) {
        String t = String.format(Locale.ROOT, "%.3g", v);
        return t.contains("e") ? t : t.replaceAll("\\.?0+$", "");
    }

    private static String fmt(String f, Object... args) {
        return String.format(Locale.ROOT, f, args);
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

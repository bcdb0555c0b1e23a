package org.partita.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * Draws a {@link ChartSpec} headless (AWT in headless mode) to PNG and SVG with JFreeChart and JFreeSVG: one line
 * per curve, the mean with an error bar of the confidence-interval half-width, a cross of the curve's colour on each
 * point that is not steady (a series of its own, legend {@code "<curve>" + }{@value #NOT_STEADY}), dashed curves
 * dashed. The command line, the experiment suites and the workbench's SVG export all draw through it.
 *
 * <p>Deterministic: fixed size ({@value #WIDTH}×{@value #HEIGHT}), the JDK's logical fonts (SansSerif), fixed
 * colours, tick labels in a fixed locale and a fixed SVG id prefix, so the SVG is byte-identical across runs and
 * machines with the same JDK fonts, and the PNG is identical within one JDK.
 */
public final class ChartRenderer {

    public static final int WIDTH = 800;
    public static final int HEIGHT = 500;

    /** The suffix of the legend entry of a curve's crosses on the points that are not steady. */
    public static final String NOT_STEADY = " – not steady";

    /** The curves' colours, by {@link Curve#colour()} (modulo their number). */
    public static final List<Color> PALETTE = List.of(new Color(0x1f77b4), new Color(0xd62728),
            new Color(0x2ca02c), new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2),
            new Color(0x7f7f7f), new Color(0xbcbd22), new Color(0x17becf));

    /** The dash pattern of a dashed curve: 6 px drawn, 4 px left out. */
    private static final float[] DASH = {6f, 4f};

    static {
        System.setProperty("java.awt.headless", "true");
        // rotated labels (the y axis) as text, not glyph outlines, so the SVG stays readable and searchable
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    /** The marker of a point that is not steady: a diagonal cross, 14 px wide, strokes 2.4 px thick. */
    private static final Shape CROSS = new BasicStroke(2.4f).createStrokedShape(cross(7));

    private ChartRenderer() {
    }

    private static Shape cross(double r) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(-r, -r);
        p.lineTo(r, r);
        p.moveTo(-r, r);
        p.lineTo(r, -r);
        return p;
    }

    /** PNG bytes of {@code spec} at the fixed size. */
    public static byte[] png(ChartSpec spec) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(b, chart(spec), WIDTH, HEIGHT);
        return b.toByteArray();
    }

    /** The SVG document of {@code spec} at the fixed size. */
    public static String svg(ChartSpec spec) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        g.setDefsKeyPrefix("partita");
        chart(spec).draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGDocument();
    }

    /**
     * The JFreeChart of {@code spec}: the curves' series first, in order, then per curve that has points that are
     * not steady a series of crosses on them.
     */
    private static JFreeChart chart(ChartSpec spec) {
        List<Curve> curves = spec.curves();
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Curve c : curves) {
            YIntervalSeries s = new YIntervalSeries(c.name(), false, true);
            for (int i = 0; i < c.x().length; i++) {
                if (Double.isFinite(c.mean()[i])) {
                    s.add(c.x()[i], c.mean()[i], c.low(i), c.high(i));
                }
            }
            data.addSeries(s);
        }
        List<Curve> marked = new ArrayList<>(); // per series of crosses, the curve it belongs to
        for (Curve c : curves) {
            if (c.anyNotSteady()) {
                YIntervalSeries marks = new YIntervalSeries(c.name() + NOT_STEADY, false, true);
                for (int i = 0; i < c.x().length; i++) {
                    if (c.notSteady()[i] && Double.isFinite(c.mean()[i])) {
                        marks.add(c.x()[i], c.mean()[i], c.mean()[i], c.mean()[i]);
                    }
                }
                data.addSeries(marks);
                marked.add(c);
            }
        }
        boolean time = spec.timeSeries();
        NumberAxis x = new NumberAxis(spec.xLabel());
        x.setAutoRangeIncludesZero(false);
        NumberAxis y = new NumberAxis(spec.yLabel());
        y.setAutoRangeIncludesZero(true);
        XYErrorRenderer r = new XYErrorRenderer();
        r.setDefaultLinesVisible(true);
        r.setDefaultShapesVisible(!time); // a time series has a point per sample
        r.setDrawXError(false);
        r.setDrawYError(!time);
        r.setCapLength(6);
        XYPlot plot = new XYPlot(data, x, y, r);
        JFreeChart chart = new JFreeChart(spec.title(), new Font(Font.SANS_SERIF, Font.BOLD, 18), plot, true);
        theme().apply(chart); // before the series colours: applying a theme resets them
        float width = time ? 1f : 2f;
        for (int i = 0; i < curves.size(); i++) {
            Curve c = curves.get(i);
            r.setSeriesPaint(i, colour(c));
            r.setSeriesStroke(i, c.dashed()
                    ? new BasicStroke(width, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 10f, DASH, 0f)
                    : new BasicStroke(width));
        }
        for (int k = 0; k < marked.size(); k++) { // crosses on the points that are not steady
            int i = curves.size() + k;
            r.setSeriesPaint(i, colour(marked.get(k)));
            r.setSeriesStroke(i, new BasicStroke(width));
            r.setSeriesLinesVisible(i, false);
            r.setSeriesShapesVisible(i, true);
            r.setSeriesShape(i, CROSS);
        }
        // tick labels in a fixed locale, whatever the machine's
        x.setStandardTickUnits(NumberAxis.createStandardTickUnits(Locale.ROOT));
        y.setStandardTickUnits(NumberAxis.createStandardTickUnits(Locale.ROOT));
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        return chart;
    }

    private static Color colour(Curve c) {
        return PALETTE.get(c.colour() % PALETTE.size());
    }

    private static StandardChartTheme theme() {
        StandardChartTheme t = new StandardChartTheme("partita");
        t.setExtraLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        t.setLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        t.setRegularFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        t.setSmallFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        t.setShadowVisible(false);
        return t;
    }
}

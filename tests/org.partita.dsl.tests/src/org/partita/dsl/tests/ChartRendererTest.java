package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.partita.charts.ChartRenderer;
import org.partita.charts.ChartSpec;
import org.partita.charts.Curve;

/**
 * The headless chart renderer shared by the command line, the suites and the workbench's SVG export: curves with
 * their confidence-interval bars, crosses and a legend entry on the points that are not steady, dashed curves, a
 * time series without bars or markers, fixed-size deterministic files.
 */
class ChartRendererTest {

    private static final String BLUE = "#1f77b4"; // palette colour 0
    private static final String RED = "#d62728"; // palette colour 1

    private static final double[] LOAD = {0.2, 0.4, 0.6};

    private static ChartSpec spec() {
        Curve ff = new Curve("FF", LOAD, new double[] {2, 5, 40}, new double[] {0.5, 0, 30},
                new boolean[] {false, false, true}, false, 0);
        Curve before = new Curve("FF [before]", LOAD, new double[] {3, 6, 20}, new double[] {0.2, 0.5, Double.NaN},
                new boolean[3], true, 0);
        Curve as = new Curve("AS", LOAD, new double[] {1, Double.NaN, 9}, new double[] {Double.NaN, 1, Double.NaN},
                new boolean[3], false, 1);
        return new ChartSpec("Response <mesh>", "offered load ρ", "mean response time (s)", List.of(ff, before, as));
    }

    @Test
    void eachCurveHasItsBarsItsCrossesAndItsDash() {
        String svg = ChartRenderer.svg(spec());
        assertTrue(svg.startsWith("<?xml"), svg.substring(0, 40));
        assertTrue(svg.contains("width='800.0' height='500.0'"));
        List<String> texts = SvgChart.texts(svg);
        for (String t : List.of("Response &lt;mesh&gt;", "offered load ρ", "mean response time (s)", "FF",
                "FF [before]", "AS", "FF" + ChartRenderer.NOT_STEADY)) {
            assertTrue(texts.contains(t), t + " in " + texts);
        }
        assertFalse(texts.contains("AS" + ChartRenderer.NOT_STEADY), "AS has no point that is not steady");
        assertEquals(" – not steady", ChartRenderer.NOT_STEADY);

        // a bar where the half-width is positive: FF at 0.2 and 0.6 (solid), its comparison at 0.2 and 0.4 (dashed)
        assertEquals(2, SvgChart.bars(svg, BLUE, false), "FF's bars");
        assertEquals(2, SvgChart.bars(svg, BLUE, true), "the compared curve's bars, dashed");
        assertEquals(0, SvgChart.bars(svg, RED, false) + SvgChart.bars(svg, RED, true),
                "AS's only finite half-width is at a point without a mean");
        assertTrue(SvgChart.lines(svg).stream().anyMatch(l -> l.dashed() && l.colour().equals(BLUE) && !l.isBar()),
                "the compared curve's segments are dashed");
        assertTrue(SvgChart.lines(svg).stream().noneMatch(l -> l.dashed() && l.colour().equals(RED)), "AS is solid");
        assertTrue(SvgChart.lines(svg).stream().filter(l -> l.colour().equals(RED)).allMatch(l -> l.width() == 2),
                "curves are 2 px wide");

        // one cross on FF's point at 0.6 and one in the legend, of FF's colour; none of AS's
        assertEquals(2, SvgChart.crosses(svg, BLUE), SvgChart.markerWidths(svg, BLUE).toString());
        assertEquals(0, SvgChart.crosses(svg, RED));
        // the point markers: FF 3 + legend, its comparison 3 + legend (the crosses aside)
        assertEquals(3 + 1 + 3 + 1, SvgChart.markerWidths(svg, BLUE).stream().filter(w -> w < 12).count());
    }

    @Test
    void barsAreClippedAtZeroForNonNegativeMeans() {
        Curve c = new Curve("FF", new double[] {1, 2}, new double[] {1, 10}, new double[] {3, 1}, new boolean[2],
                false, 0);
        Curve zero = new Curve("zero", new double[] {1, 2}, new double[] {0, 0}, new double[] {0, 0}, new boolean[2],
                false, 1);
        String svg = ChartRenderer.svg(new ChartSpec("t", "x", "y", List.of(c, zero)));
        double axis = SvgChart.lines(svg).stream().filter(l -> l.colour().equals(RED) && !l.isBar())
                .mapToDouble(SvgChart.Line::y1).max().orElseThrow(); // the y of 0: the flat curve "zero"
        double bottom = SvgChart.lines(svg).stream().filter(l -> l.isBar() && l.colour().equals(BLUE))
                .mapToDouble(l -> Math.max(l.y1(), l.y2())).max().orElseThrow();
        assertEquals(axis, bottom, 1e-6, "the bar of 1 ± 3 reaches down to 0, not -2");
    }

    @Test
    void aTimeSeriesHasThinLinesWithoutBarsOrMarkers() {
        Curve c = new Curve("busy", new double[] {0, 60, 120}, new double[] {3, 5, 4}, new double[] {1, 1, 1},
                new boolean[3], false, 0);
        String svg = ChartRenderer.svg(new ChartSpec("Busy", "simulated time (s)", "busy processors", List.of(c),
                true));
        assertEquals(0, SvgChart.bars(svg, BLUE, false));
        List<SvgChart.Line> segments = SvgChart.lines(svg).stream().filter(l -> l.colour().equals(BLUE)).toList();
        assertEquals(2, segments.size(), "two segments, no bars: " + segments);
        assertTrue(segments.stream().allMatch(l -> l.width() == 1), "1 px");
        assertEquals(List.of(), SvgChart.markerWidths(svg, BLUE), "no point markers");
    }

    @Test
    void filesHaveTheFixedSizeAndAreDeterministic() throws Exception {
        byte[] png = ChartRenderer.png(spec());
        assertArrayEquals(png, ChartRenderer.png(spec()), "same PNG bytes");
        assertEquals(ChartRenderer.svg(spec()), ChartRenderer.svg(spec()), "same SVG text");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(ChartRenderer.WIDTH, image.getWidth());
        assertEquals(ChartRenderer.HEIGHT, image.getHeight());
        int blue = 0;
        int red = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                blue += rgb == 0x1f77b4 ? 1 : 0;
                red += rgb == 0xd62728 ? 1 : 0;
            }
        }
        assertTrue(blue > 100 && red > 50, "both colours drawn: " + blue + " blue, " + red + " red pixels");
    }
}

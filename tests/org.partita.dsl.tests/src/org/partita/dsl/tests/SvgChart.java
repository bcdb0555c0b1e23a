package org.partita.dsl.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an SVG of the chart renderer shows, read back from its elements: the straight lines with their colour and
 * dash (curve segments, error bars and their caps), the filled markers with their width (a point's marker is 6 px
 * wide, the cross on a point that is not steady about 17 px) and the texts. Shared with the workbench tests, which
 * check the SVG export.
 */
public final class SvgChart {

    public record Line(double x1, double y1, double x2, double y2, String colour, double width, boolean dashed) {
        /** A vertical line of some length: an error bar (caps and curve segments are not vertical). */
        public boolean isBar() {
            return Math.abs(x1 - x2) < 1e-9 && Math.abs(y1 - y2) > 0.5;
        }
    }

    private static final Pattern LINE = Pattern.compile(
            "<line x1='([^']*)' y1='([^']*)' x2='([^']*)' y2='([^']*)' style='([^']*)'");
    private static final Pattern MARKER = Pattern.compile(
            "<g style='fill:rgb\\((\\d+),(\\d+),(\\d+)\\);stroke:none'[^>]*><path d='([^']*)'/>");
    private static final Pattern TEXT = Pattern.compile("<text [^>]*>([^<]*)</text>");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:E-?\\d+)?");

    private SvgChart() {
    }

    public static List<Line> lines(String svg) {
        List<Line> out = new ArrayList<>();
        Matcher m = LINE.matcher(svg);
        while (m.find()) {
            String style = m.group(5);
            Matcher c = Pattern.compile("stroke:rgb\\((\\d+),(\\d+),(\\d+)\\)").matcher(style);
            Matcher w = Pattern.compile("stroke-width:([0-9.]+)").matcher(style);
            out.add(new Line(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4)),
                    c.find() ? hex(c.group(1), c.group(2), c.group(3)) : "", w.find() ? Double.parseDouble(w.group(1))
                            : 1, style.contains("stroke-dasharray")));
        }
        return out;
    }

    /** The error bars drawn in {@code colour} ({@code "#rrggbb"}), dashed or solid. */
    public static long bars(String svg, String colour, boolean dashed) {
        return lines(svg).stream().filter(l -> l.isBar() && l.colour().equals(colour) && l.dashed() == dashed)
                .count();
    }

    /** The widths of the filled markers in {@code colour}, in the plot and in the legend. */
    public static List<Double> markerWidths(String svg, String colour) {
        List<Double> out = new ArrayList<>();
        Matcher m = MARKER.matcher(svg);
        while (m.find()) {
            if (!hex(m.group(1), m.group(2), m.group(3)).equals(colour)) {
                continue;
            }
            Matcher n = NUMBER.matcher(m.group(4));
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int i = 0; n.find(); i++) {
                if (i % 2 == 0) { // x, y pairs: the x values
                    double x = Double.parseDouble(n.group());
                    lo = Math.min(lo, x);
                    hi = Math.max(hi, x);
                }
            }
            out.add(hi - lo);
        }
        return out;
    }

    /** The number of crosses (markers wider than 12 px) in {@code colour}, the legend's included. */
    public static long crosses(String svg, String colour) {
        return markerWidths(svg, colour).stream().filter(w -> w > 12).count();
    }

    public static List<String> texts(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static String hex(String r, String g, String b) {
        return String.format("#%02x%02x%02x", Integer.parseInt(r), Integer.parseInt(g), Integer.parseInt(b));
    }
}

package org.partita.ui.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.partita.charts.ChartRenderer;
import org.partita.charts.ChartSpec;
import org.partita.charts.Curve;
import org.partita.ui.results.Timeline.Steps;

/**
 * The utilization and queue chart as an SVG document, drawn by the command line's renderer (a time-series
 * {@link ChartSpec}: thin lines, no markers): each step function becomes a line with a vertical segment at every
 * change, so the file shows the same steps as the view. One y axis for all curves (the renderer has one).
 */
public final class TimelineExport {

    private TimelineExport() {
    }

    /** {@code curves} (name → steps, in legend order) over simulated time. */
    public static String svg(String title, String yLabel, Map<String, Steps> curves) {
        List<Curve> out = new ArrayList<>();
        int colour = 0;
        for (var e : curves.entrySet()) {
            double[][] xy = staircase(e.getValue());
            int n = xy[0].length;
            out.add(new Curve(e.getKey(), xy[0], xy[1], new double[n], new boolean[n], false, colour++));
        }
        return ChartRenderer.svg(new ChartSpec(title, "simulated time (s)", yLabel, out, true));
    }

    /** The points of a step function drawn as a staircase: {@code (t_i, v_{i-1})}, then {@code (t_i, v_i)}. */
    static double[][] staircase(Steps s) {
        double[] t = s.time();
        double[] v = s.value();
        if (t.length == 0) {
            return new double[][] {new double[0], new double[0]};
        }
        double[] x = new double[2 * t.length - 1];
        double[] y = new double[x.length];
        x[0] = t[0];
        y[0] = v[0];
        for (int i = 1; i < t.length; i++) {
            x[2 * i - 1] = t[i];
            y[2 * i - 1] = v[i - 1];
            x[2 * i] = t[i];
            y[2 * i] = v[i];
        }
        return new double[][] {x, y};
    }
}

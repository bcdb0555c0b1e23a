package org.partita.charts;

/**
 * One curve of a chart: its legend, its points (x, mean, confidence-interval half-width) and which of them did not
 * reach a steady state, drawn solid or dashed in a colour of the palette.
 *
 * <p>A point whose mean is not finite is left out; a half-width that is 0 or NaN (a single replication) draws no
 * bar. A point that is
 * not steady carries a cross of the curve's colour, and the chart has a legend entry
 * {@code "<name>" + }{@link ChartRenderer#NOT_STEADY} for the curve's crosses.
 *
 * @param name      legend label
 * @param x         the points' x values
 * @param mean      the points' means, one per x
 * @param halfWidth the points' confidence-interval half-widths, one per x
 * @param notSteady per x, whether the point's mean is not a steady-state estimate
 * @param dashed    whether the curve is drawn dashed (e.g. a second result set drawn over the first)
 * @param colour    index into {@link ChartRenderer#PALETTE} (taken modulo its length)
 */
public record Curve(String name, double[] x, double[] mean, double[] halfWidth, boolean[] notSteady, boolean dashed,
        int colour) {

    public Curve {
        if (x.length != mean.length || x.length != halfWidth.length || x.length != notSteady.length) {
            throw new IllegalArgumentException("x, mean, halfWidth and notSteady must have the same length");
        }
        if (colour < 0) {
            throw new IllegalArgumentException("colour index " + colour + " < 0");
        }
    }

    /** The bar's lower end at point {@code i}: mean − half-width, clipped at 0 for a non-negative mean. */
    double low(int i) {
        double y = mean[i];
        double hw = hw(i);
        // Every metric is non-negative: a bar reaching below zero would only show the normal approximation's limits.
        return y >= 0 ? Math.max(0, y - hw) : y - hw;
    }

    /** The bar's upper end at point {@code i}. */
    double high(int i) {
        return mean[i] + hw(i);
    }

    private double hw(int i) {
        return Double.isNaN(halfWidth[i]) ? 0 : halfWidth[i];
    }

    /** Whether any point is not steady. */
    public boolean anyNotSteady() {
        for (boolean u : notSteady) {
            if (u) {
                return true;
            }
        }
        return false;
    }
}

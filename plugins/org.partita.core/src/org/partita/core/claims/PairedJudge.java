package org.partita.core.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

import org.partita.core.metrics.Statistics;

/**
 * Two sides measured on the same jobs: the values of the replications both have (replication k of every pipeline
 * draws the same workload, so the pairs share the workload's variance, which the difference cancels — common random
 * numbers, Law and Kelton §11.2). Gives the Student-t interval of the mean paired difference, and of the ratio of
 * the means by its paired linearisation: with {@code R = mean(top) / mean(bottom)} and the residuals
 * {@code e_i = top_i − R · bottom_i}, {@code se(R) = s_e / (√n · mean(bottom))}.
 */
final class PairedJudge {

    private final double[] x;
    private final double[] y;
    private final double confidence;

    private PairedJudge(double[] x, double[] y, double confidence) {
        this.x = x;
        this.y = y;
        this.confidence = confidence;
    }

    /**
     * The pairs of the replications that both {@code a} (the subject) and {@code b} have, or {@code null} when fewer
     * than two.
     */
    static PairedJudge of(SortedMap<Integer, Double> a, SortedMap<Integer, Double> b, double confidence) {
        List<double[]> pairs = new ArrayList<>();
        for (Map.Entry<Integer, Double> e : a.entrySet()) {
            Double other = b.get(e.getKey());
            if (other != null) {
                pairs.add(new double[] { e.getValue(), other });
            }
        }
        if (pairs.size() < 2) {
            return null;
        }
        double[] x = new double[pairs.size()];
        double[] y = new double[pairs.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = pairs.get(i)[0];
            y[i] = pairs.get(i)[1];
        }
        return new PairedJudge(x, y, confidence);
    }

    /** The number of pairs. */
    int n() {
        return x.length;
    }

    /** The interval of the mean of {@code x_i − y_i}. */
    Interval difference() {
        double[] d = new double[x.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = x[i] - y[i];
        }
        return Interval.of(Statistics.of(d, confidence));
    }

    /**
     * The interval of {@code mean(top) / mean(bottom)}, the subject on top when {@code subjectOnTop}; {@code null}
     * when a mean is not positive.
     */
    Interval ratio(boolean subjectOnTop) {
        double[] top = subjectOnTop ? x : y;
        double[] bottom = subjectOnTop ? y : x;
        double mt = java.util.Arrays.stream(top).average().orElse(Double.NaN);
        double mb = java.util.Arrays.stream(bottom).average().orElse(Double.NaN);
        if (!(mt > 0) || !(mb > 0)) {
            return null;
        }
        double r = mt / mb;
        double sum = 0;
        for (int i = 0; i < top.length; i++) {
            double e = top[i] - r * bottom[i];
            sum += e * e;
        }
        int n = top.length;
        double se = Math.sqrt(sum / (n - 1)) / (Math.sqrt(n) * mb);
        double hw = Interval.quantile(n - 1, confidence) * se;
        return new Interval(r, r - hw, r + hw, n);
    }
}

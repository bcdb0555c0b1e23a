package org.partita.core.metrics;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * Mean and Student-t confidence interval of independent observations (one per replication):
 * {@code half-width = t_{1-α/2, n-1} · s / √n}, with {@code s} the sample standard deviation and
 * {@code α = 1 - confidence}. The half-width is {@code NaN} for {@code n < 2}.
 *
 * @param n         number of observations
 * @param mean      sample mean
 * @param halfWidth CI half-width at {@code confidence}
 * @param confidence confidence level in (0, 1), e.g. 0.95
 */
public record Statistics(long n, double mean, double halfWidth, double confidence) {

    /** Statistics of {@code values} (non-finite values are not allowed: callers decide what to drop). */
    public static Statistics of(double[] values, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (values.length < 2) {
            // one observation (a replay, a single replication) is its own mean, with commons-math's arithmetic
            // (0 + (v − 0) / 1: only −0 becomes +0); its classes, too old for the ahead-of-time class cache, are not
            // loaded for it
            return new Statistics(values.length, values.length == 0 ? Double.NaN : 0.0 + values[0], Double.NaN,
                    confidence);
        }
        SummaryStatistics s = new SummaryStatistics();
        for (double v : values) {
            s.addValue(v);
        }
        long n = s.getN();
        double mean = n == 0 ? Double.NaN : s.getMean();
        double hw = Double.NaN;
        if (n >= 2) {
            TDistribution t = new TDistribution(null, n - 1);
            hw = t.inverseCumulativeProbability(1 - (1 - confidence) / 2) * s.getStandardDeviation()
                    / Math.sqrt(n);
        }
        return new Statistics(n, mean, hw, confidence);
    }

    /** Whether the half-width is within {@code relative} (e.g. 0.03) of |mean|. */
    public boolean withinRelative(double relative) {
        return n >= 2 && !Double.isNaN(halfWidth) && halfWidth <= relative * Math.abs(mean);
    }
}

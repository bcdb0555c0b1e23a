package org.partita.core.workload;

import java.util.random.RandomGenerator;

import org.apache.commons.math3.distribution.EnumeratedIntegerDistribution;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.UniformRealDistribution;

/**
 * The distributions the seed papers use. Continuous ones sample by inversion of the commons-math3 cumulative
 * distribution ({@code inverseCumulativeProbability(u)} with {@code u} from the caller's stream), so each sample
 * consumes exactly one uniform number: adding a draw to one stream never shifts another.
 */
public final class Distributions {

    private Distributions() {
    }

    /** Exponential with the given mean (Poisson arrivals have exponential inter-arrival times of mean 1/λ). */
    public static RealDistribution exponential(double mean) {
        positive("mean", mean);
        ExponentialDistribution d = new ExponentialDistribution(null, mean);
        return new RealDistribution() {
            @Override
            public double sample(RandomGenerator r) {
                return d.inverseCumulativeProbability(r.nextDouble());
            }

            @Override
            public double mean() {
                return mean;
            }
        };
    }

    /** A constant. */
    public static RealDistribution constant(double value) {
        return new RealDistribution() {
            @Override
            public double sample(RandomGenerator r) {
                return value;
            }

            @Override
            public double mean() {
                return value;
            }
        };
    }

    /** Uniform on {@code [lo, hi)}. */
    public static RealDistribution uniform(double lo, double hi) {
        if (!(hi > lo)) {
            throw new IllegalArgumentException("uniform needs lo < hi, got " + lo + ", " + hi);
        }
        UniformRealDistribution d = new UniformRealDistribution(null, lo, hi);
        return new RealDistribution() {
            @Override
            public double sample(RandomGenerator r) {
                return d.inverseCumulativeProbability(r.nextDouble());
            }

            @Override
            public double mean() {
                return (lo + hi) / 2;
            }
        };
    }

    /**
     * Two-branch hyper-exponential H2 with the given mean and coefficient of variation {@code cv >= 1}, in the
     * <em>balanced-means</em> form ({@code p1/μ1 = p2/μ2}, each branch carries half the mean):
     * {@code p1 = (1 + sqrt((cv² - 1) / (cv² + 1))) / 2}, {@code p2 = 1 - p1}, branch means {@code mean / (2 p1)}
     * and {@code mean / (2 p2)}. E.g. mean 16, cv 3.5: p1 = 0.96072, branch means 8.3271 and 203.6729 (Dandamudi
     * and Yu digest §I.3.2). {@code cv = 1} is the exponential.
     */
    public static RealDistribution hyperExponential(double mean, double cv) {
        positive("mean", mean);
        if (!(cv >= 1)) {
            throw new IllegalArgumentException("a hyper-exponential needs cv >= 1, got " + cv);
        }
        if (cv == 1) {
            return exponential(mean);
        }
        double c2 = cv * cv;
        double p1 = 0.5 * (1 + Math.sqrt((c2 - 1) / (c2 + 1)));
        double m1 = mean / (2 * p1);
        double m2 = mean / (2 * (1 - p1));
        return new RealDistribution() {
            @Override
            public double sample(RandomGenerator r) {
                double branchMean = r.nextDouble() < p1 ? m1 : m2;
                return -branchMean * Math.log(1 - r.nextDouble());
            }

            @Override
            public double mean() {
                return mean;
            }

            @Override
            public String toString() {
                return "H2(p1=" + p1 + ", m1=" + m1 + ", m2=" + m2 + ")";
            }
        };
    }

    /** The balanced-means H2 branch parameters {@code {p1, mean1, mean2}} (see {@link #hyperExponential}). */
    public static double[] hyperExponentialBranches(double mean, double cv) {
        double c2 = cv * cv;
        double p1 = 0.5 * (1 + Math.sqrt((c2 - 1) / (c2 + 1)));
        return new double[] {p1, mean / (2 * p1), mean / (2 * (1 - p1))};
    }

    /** Normal {@code N(mean, sd²)} truncated to {@code [lo, hi]}, sampled by inversion of the truncated CDF. */
    public static RealDistribution truncatedNormal(double mean, double sd, double lo, double hi) {
        positive("standard deviation", sd);
        if (!(hi > lo)) {
            throw new IllegalArgumentException("truncation needs lo < hi");
        }
        NormalDistribution n = new NormalDistribution(null, mean, sd);
        double flo = n.cumulativeProbability(lo);
        double fhi = n.cumulativeProbability(hi);
        if (!(fhi > flo)) {
            throw new IllegalArgumentException("the truncation interval has no probability mass");
        }
        double a = (lo - mean) / sd;
        double b = (hi - mean) / sd;
        double z = fhi - flo;
        double exactMean = mean + sd * (pdf(a) - pdf(b)) / z;
        return new RealDistribution() {
            @Override
            public double sample(RandomGenerator r) {
                double x = n.inverseCumulativeProbability(flo + r.nextDouble() * z);
                return Math.min(hi, Math.max(lo, x));
            }

            @Override
            public double mean() {
                return exactMean;
            }
        };
    }

    /**
     * A truncated normal service time (Chang 1997, Fig. 3.5, which gives no parameters): {@code N(mean, (cv·mean)²)}
     * cut at ±2.5σ, the truncation the thesis applies to its normal job sizes (§3.4), and at 0. For cv &le; 0.4 the
     * cut is symmetric and the mean is {@code mean}.
     */
    public static RealDistribution truncatedNormalService(double mean, double cv) {
        positive("mean", mean);
        positive("coefficient of variation", cv);
        double sd = cv * mean;
        return truncatedNormal(mean, sd, Math.max(0, mean - 2.5 * sd), mean + 2.5 * sd);
    }

    private static double pdf(double x) {
        return Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI);
    }

    /** Integers uniform on {@code lo..hi}. */
    public static IntDistribution uniformInt(int lo, int hi) {
        double[] w = new double[hi - lo + 1];
        java.util.Arrays.fill(w, 1);
        return weighted(lo, w);
    }

    /**
     * Chang's discretised truncated normal on {@code lo..hi}: {@code P(s) ∝ Φ((s + 0.5 - mean) / sd) - Φ((s - 0.5
     * - mean) / sd)}, normalised. Chang's text says "variance 6.6" for the 32×32 mesh; the digest shows 6.6 must be
     * the standard deviation (it reproduces the paper's hypercube probabilities with σ = 1.6), so {@code sd} is a
     * standard deviation: pass {@code Math.sqrt(6.6)} for the literal reading.
     */
    public static IntDistribution discretisedNormal(double mean, double sd, int lo, int hi) {
        return weighted(lo, discretisedNormalWeights(mean, sd, lo, hi));
    }

    private static double[] discretisedNormalWeights(double mean, double sd, int lo, int hi) {
        positive("standard deviation", sd);
        NormalDistribution n = new NormalDistribution(null, mean, sd);
        double[] w = new double[hi - lo + 1];
        for (int s = lo; s <= hi; s++) {
            w[s - lo] = n.cumulativeProbability(s + 0.5) - n.cumulativeProbability(s - 0.5);
        }
        return w;
    }

    /**
     * Processor counts {@code 2^d} of subcubes whose dimension d is uniform on {@code lo..hi} (Chang 1997 §3.4: a job
     * of 2^d processors asks the hypercube allocators for a d-cube; 0-cubes are one-node jobs).
     */
    public static IntDistribution subcubes(int lo, int hi) {
        double[] w = new double[hi - lo + 1];
        java.util.Arrays.fill(w, 1);
        return subcubeSizes(lo, w);
    }

    /**
     * Processor counts {@code 2^d} of subcubes whose dimension d follows {@link #discretisedNormal} on {@code lo..hi}
     * (Chang 1997 §3.4: mean 3.5, σ 1.6 on 0..7 gives p0 = p7 = 0.025, p1 = p6 = 0.076, p2 = p5 = 0.162,
     * p3 = p4 = 0.237).
     */
    public static IntDistribution normalSubcubes(double mean, double sd, int lo, int hi) {
        return subcubeSizes(lo, discretisedNormalWeights(mean, sd, lo, hi));
    }

    private static IntDistribution subcubeSizes(int lo, double[] dimensionWeights) {
        int hi = lo + dimensionWeights.length - 1;
        if (lo < 0 || hi > 30) {
            throw new IllegalArgumentException("subcube dimensions must lie in 0..30, got " + lo + ".." + hi);
        }
        double[] w = new double[(1 << hi) - (1 << lo) + 1];
        for (int d = lo; d <= hi; d++) {
            w[(1 << d) - (1 << lo)] = dimensionWeights[d - lo];
        }
        return weighted(1 << lo, w);
    }

    /**
     * Kim and Yoon's exponential side length: exponential with the given mean, rounded to the nearest integer, and
     * resampled until it lies in {@code lo..hi} ("values … outside of the range were ignored"). The exact mean is
     * computed from the rounded, truncated probabilities.
     */
    public static IntDistribution exponentialSide(double mean, int lo, int hi) {
        positive("mean", mean);
        ExponentialDistribution e = new ExponentialDistribution(null, mean);
        double[] w = new double[hi - lo + 1];
        for (int s = lo; s <= hi; s++) {
            w[s - lo] = e.cumulativeProbability(s + 0.5) - e.cumulativeProbability(Math.max(0, s - 0.5));
        }
        IntDistribution exact = weighted(lo, w);
        return new IntDistribution() {
            @Override
            public int sample(RandomGenerator r) {
                while (true) {
                    long v = Math.round(e.inverseCumulativeProbability(r.nextDouble()));
                    if (v >= lo && v <= hi) {
                        return (int) v;
                    }
                }
            }

            @Override
            public double mean() {
                return exact.mean();
            }

            @Override
            public double secondMoment() {
                return exact.secondMoment();
            }

            @Override
            public double expectation(java.util.function.IntToDoubleFunction f) {
                return exact.expectation(f);
            }
        };
    }

    /**
     * Linearly increasing sizes on {@code lo..hi}: {@code P(s) ∝ s - lo + 1} (large jobs more likely), or, when
     * {@code increasing} is false, linearly decreasing: {@code P(s) ∝ hi - s + 1} (small jobs more likely).
     */
    public static IntDistribution linearSizes(int lo, int hi, boolean increasing) {
        double[] w = new double[hi - lo + 1];
        for (int s = lo; s <= hi; s++) {
            w[s - lo] = increasing ? s - lo + 1 : hi - s + 1;
        }
        return weighted(lo, w);
    }

    /** An integer distribution on {@code lo, lo+1, …} with the given (unnormalised) weights. */
    public static IntDistribution weighted(int lo, double[] weights) {
        if (weights.length == 0) {
            throw new IllegalArgumentException("empty distribution");
        }
        int[] values = new int[weights.length];
        double total = 0;
        double m1 = 0;
        double m2 = 0;
        for (int i = 0; i < weights.length; i++) {
            values[i] = lo + i;
            if (!(weights[i] >= 0)) {
                throw new IllegalArgumentException("weights must be >= 0");
            }
            total += weights[i];
        }
        if (!(total > 0)) {
            throw new IllegalArgumentException("weights sum to 0");
        }
        double[] cdf = new double[weights.length];
        double acc = 0;
        for (int i = 0; i < weights.length; i++) {
            double p = weights[i] / total;
            acc += p;
            cdf[i] = acc;
            m1 += p * values[i];
            m2 += p * values[i] * (double) values[i];
        }
        cdf[cdf.length - 1] = 1.0;
        // validates the probabilities the same way commons-math3 does
        new EnumeratedIntegerDistribution(null, values, weights.clone());
        final double mean = m1;
        final double second = m2;
        final double[] probability = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            probability[i] = weights[i] / total;
        }
        return new IntDistribution() {
            @Override
            public int sample(RandomGenerator r) {
                double u = r.nextDouble();
                int i = java.util.Arrays.binarySearch(cdf, u);
                if (i < 0) {
                    i = -i - 1;
                } else {
                    i++;
                }
                return values[Math.min(i, values.length - 1)];
            }

            @Override
            public double mean() {
                return mean;
            }

            @Override
            public double secondMoment() {
                return second;
            }

            @Override
            public double expectation(java.util.function.IntToDoubleFunction f) {
                double sum = 0;
                for (int i = 0; i < values.length; i++) {
                    sum += probability[i] == 0 ? 0 : probability[i] * f.applyAsDouble(values[i]);
                }
                return sum;
            }

            @Override
            public String toString() {
                return "weighted(" + lo + ".." + (lo + weights.length - 1) + ")";
            }
        };
    }

    private static void positive(String what, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(what + " must be positive and finite, got " + v);
        }
    }
}

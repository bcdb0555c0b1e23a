package org.partita.core.metrics;

/**
 * The steady-state diagnosis of one run, from its response times in completion order.
 * <ul>
 * <li><b>Offered load</b> ρ = Σ processors_i · runTime_i / (P · (last submit − first submit)) over the arrived jobs
 * (the workload's own work per unit of capacity, as Kim and Yoon define load); ρ ≥ 1 is {@link SteadyVerdict#OVERLOADED}.
 * {@code NaN} when not assessed.</li>
 * <li><b>MSER-5</b> (White, Cobb and Spratt 2000): the whole completion sequence, warm-up included, in batch means
 * of {@value #MSER_BATCH}; the truncation point d* minimises {@code Σ_{j>d} (Z_j − Z̄_d)² / (m − d)²} over
 * {@code d < m/2}. {@code 5 d*} completions beyond the warm-up's completions is {@link SteadyVerdict#WARMUP_SHORT};
 * a minimum at the end of the searched half means no steady tail ({@link SteadyVerdict#NOT_STEADY}).</li>
 * <li><b>Trend</b>: the measured completions in {@value #TREND_BATCHES} batch means (Law, <i>Simulation Modeling
 * and Analysis</i>, §9.5), the least-squares slope of batch mean on batch index, and its t statistic with
 * {@value #TREND_BATCHES} − 2 degrees of freedom; a one-sided test at level {@value #TREND_ALPHA} that the slope is
 * positive rejects the steady state ({@link SteadyVerdict#NOT_STEADY}).</li>
 * </ul>
 *
 * @param offeredLoad  ρ, or {@code NaN}
 * @param warmup       completions before the first measured one
 * @param truncation   MSER-5 truncation point, in completions, or -1 when too few completions
 * @param trendT       t statistic of the batch-means slope, or {@code NaN} when too few measured completions
 */
public record SteadyState(double offeredLoad, long warmup, long truncation, double trendT, SteadyVerdict verdict) {

    public static final int MSER_BATCH = 5;
    public static final int TREND_BATCHES = 10;
    public static final double TREND_ALPHA = 0.01;

    /** Not diagnosed (e.g. a stored run from before the diagnosis existed). */
    public static final SteadyState UNKNOWN = new SteadyState(Double.NaN, 0, -1, Double.NaN, SteadyVerdict.UNKNOWN);

    /**
     * The critical value, t_{1 − TREND_ALPHA, TREND_BATCHES − 2} = t_{0.99, 8}, written out: computing it at class
     * initialisation loaded about seventy classes of commons-math (too old a class-file version for the
     * distribution's ahead-of-time class cache) into every replay. {@code SteadyStateTest} checks it against
     * commons-math's quantile, to the last bit.
     */
    static final double TREND_CRITICAL = 2.8964594477393124;

    /**
     * @param responses   response times of every completion in completion order, warm-up included, up to the last
     *                    measured one
     * @param warmup      how many of them precede the measured ones
     * @param offeredLoad ρ, or {@code NaN} when not assessed
     */
    public static SteadyState diagnose(double[] responses, int warmup, double offeredLoad) {
        SteadyVerdict v = SteadyVerdict.UNKNOWN;
        long truncation = -1;
        int m = responses.length / MSER_BATCH;
        if (m >= 4) {
            int d = mser(responses, m);
            truncation = (long) d * MSER_BATCH;
            v = d >= m / 2 - 1 ? SteadyVerdict.NOT_STEADY
                    : truncation > warmup ? SteadyVerdict.WARMUP_SHORT : SteadyVerdict.STEADY;
        }
        double t = trendT(responses, warmup);
        if (t > TREND_CRITICAL) {
            v = v.worse(SteadyVerdict.NOT_STEADY);
        } else if (!Double.isNaN(t)) {
            v = v.worse(SteadyVerdict.STEADY);
        }
        if (offeredLoad >= 1) {
            v = SteadyVerdict.OVERLOADED;
        }
        return new SteadyState(offeredLoad, warmup, truncation, t, v);
    }

    /** This diagnosis for a finite workload run to completion: the tests' figures kept, the verdict transient. */
    public SteadyState asTransient() {
        return new SteadyState(offeredLoad, warmup, truncation, trendT, SteadyVerdict.TRANSIENT);
    }

    /** The MSER batch index d* over {@code m} batch means, searched over {@code d < m/2}. */
    public static int mser(double[] x, int m) {
        double[] z = new double[m];
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int i = 0; i < MSER_BATCH; i++) {
                s += x[j * MSER_BATCH + i];
            }
            z[j] = s / MSER_BATCH;
        }
        // suffix sums give every tail's variance in O(m)
        double sum = 0;
        double sq = 0;
        double[] tailSum = new double[m + 1];
        double[] tailSq = new double[m + 1];
        for (int j = m - 1; j >= 0; j--) {
            sum += z[j];
            sq += z[j] * z[j];
            tailSum[j] = sum;
            tailSq[j] = sq;
        }
        int best = 0;
        double bestValue = Double.POSITIVE_INFINITY;
        for (int d = 0; d < m / 2; d++) {
            int n = m - d;
            double ss = tailSq[d] - tailSum[d] * tailSum[d] / n;
            double value = Math.max(ss, 0) / ((double) n * n);
            if (value < bestValue) {
                bestValue = value;
                best = d;
            }
        }
        return best;
    }

    /** The t statistic of the least-squares slope of the measured completions' batch means, or {@code NaN}. */
    public static double trendT(double[] x, int warmup) {
        int n = x.length - warmup;
        int size = n / TREND_BATCHES;
        if (size < 2) {
            return Double.NaN;
        }
        int from = x.length - size * TREND_BATCHES; // drop the leading remainder, nearest the warm-up
        double[] y = new double[TREND_BATCHES];
        for (int b = 0; b < TREND_BATCHES; b++) {
            double s = 0;
            for (int i = 0; i < size; i++) {
                s += x[from + b * size + i];
            }
            y[b] = s / size;
        }
        double xm = (TREND_BATCHES - 1) / 2.0;
        double ym = 0;
        for (double v : y) {
            ym += v;
        }
        ym /= TREND_BATCHES;
        double sxx = 0;
        double sxy = 0;
        for (int b = 0; b < TREND_BATCHES; b++) {
            sxx += (b - xm) * (b - xm);
            sxy += (b - xm) * (y[b] - ym);
        }
        double slope = sxy / sxx;
        double rss = 0;
        for (int b = 0; b < TREND_BATCHES; b++) {
            double r = y[b] - ym - slope * (b - xm);
            rss += r * r;
        }
        double se = Math.sqrt(rss / (TREND_BATCHES - 2) / sxx);
        if (se == 0) {
            return slope > 0 ? Double.POSITIVE_INFINITY : slope < 0 ? Double.NEGATIVE_INFINITY : 0;
        }
        return slope / se;
    }
}

package org.partita.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;

import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.junit.jupiter.api.Test;

class DistributionsTest {

    static final int N = 400_000;

    static SummaryStatistics sample(RealDistribution d, String stream) {
        RandomGenerator g = new RandomStreams(11).stream(stream);
        SummaryStatistics s = new SummaryStatistics();
        for (int i = 0; i < N; i++) {
            s.addValue(d.sample(g));
        }
        return s;
    }

    static SummaryStatistics sample(IntDistribution d, String stream) {
        RandomGenerator g = new RandomStreams(11).stream(stream);
        SummaryStatistics s = new SummaryStatistics();
        for (int i = 0; i < N; i++) {
            s.addValue(d.sample(g));
        }
        return s;
    }

    @Test
    void exponentialMeanAndCv() {
        SummaryStatistics s = sample(Distributions.exponential(5), "e");
        assertEquals(5, s.getMean(), 0.05);
        assertEquals(1, s.getStandardDeviation() / s.getMean(), 0.01);
    }

    @Test
    void hyperExponentialBalancedMeans() {
        double[] b = Distributions.hyperExponentialBranches(16, 3.5);
        // digest §I.3.2: p1 = 0.96072, means 8.3271 and 203.6729
        assertEquals(0.96072, b[0], 1e-5);
        assertEquals(8.3271, b[1], 1e-4);
        assertEquals(203.6729, b[2], 1e-4);
        SummaryStatistics s = sample(Distributions.hyperExponential(16, 3.5), "h2");
        assertEquals(16, s.getMean(), 16 * 0.03);
        assertEquals(3.5, s.getStandardDeviation() / s.getMean(), 3.5 * 0.05);
        assertThrows(IllegalArgumentException.class, () -> Distributions.hyperExponential(1, 0.5));
    }

    @Test
    void uniformAndTruncatedNormal() {
        SummaryStatistics u = sample(Distributions.uniform(2, 8), "u");
        assertEquals(5, u.getMean(), 0.02);
        assertTrue(u.getMin() >= 2 && u.getMax() < 8);
        RealDistribution tn = Distributions.truncatedNormal(5, 3, 0, 20);
        SummaryStatistics t = sample(tn, "tn");
        assertTrue(t.getMin() >= 0 && t.getMax() <= 20);
        assertEquals(tn.mean(), t.getMean(), 0.02);
        assertTrue(tn.mean() > 5, "truncating the lower tail raises the mean");
    }

    /** Fig. 3.5's service time: mean 5, cv 0.2 → σ = 1, cut at 5 ± 2.5 = [2.5, 7.5], symmetric, so the mean stays 5. */
    @Test
    void changTruncatedNormalService() {
        RealDistribution s = Distributions.truncatedNormalService(5, 0.2);
        assertEquals(5, s.mean(), 1e-12);
        SummaryStatistics t = sample(s, "tns");
        assertTrue(t.getMin() >= 2.5 && t.getMax() <= 7.5);
        assertEquals(5, t.getMean(), 0.01);
        // cv 0.6: σ = 3, 5 − 7.5 < 0, so the cut is [0, 12.5] and the mean rises above 5
        RealDistribution wide = Distributions.truncatedNormalService(5, 0.6);
        assertTrue(sample(wide, "tnw").getMin() >= 0);
        assertTrue(wide.mean() > 5);
        assertThrows(IllegalArgumentException.class, () -> Distributions.truncatedNormalService(5, 0));
    }

    @Test
    void changDiscretisedNormalMatchesTheDigest() {
        // hypercube: mean 3.5, σ 1.6 on 0..7 → p0 = 0.0245, p1 = 0.0762, p2 = 0.1624, p3 = 0.2370
        IntDistribution h = Distributions.discretisedNormal(3.5, 1.6, 0, 7);
        RandomGenerator g = new RandomStreams(3).stream("dims");
        int[] counts = new int[8];
        for (int i = 0; i < N; i++) {
            counts[h.sample(g)]++;
        }
        double[] expected = {0.0245, 0.0762, 0.1624, 0.2370, 0.2370, 0.1624, 0.0762, 0.0245};
        for (int k = 0; k < 8; k++) {
            assertEquals(expected[k], counts[k] / (double) N, 0.003, "p" + k);
        }
        assertEquals(3.5, h.mean(), 1e-9);
        // mesh: mean 16.5 with σ = 6.6 (the digest's reading of "variance 6.6"): P(1) ≈ 0.0039, P(16) ≈ 0.0612,
        // effective σ ≈ 6.25
        IntDistribution m = Distributions.discretisedNormal(16.5, 6.6, 1, 32);
        SummaryStatistics s = sample(m, "sides");
        assertEquals(16.5, s.getMean(), 0.05);
        assertEquals(6.25, s.getStandardDeviation(), 0.05);
        // the literal variance reading concentrates the sides (σ = 2.57)
        IntDistribution literal = Distributions.discretisedNormal(16.5, Math.sqrt(6.6), 1, 32);
        SummaryStatistics v = sample(literal, "sides");
        assertTrue(v.getStandardDeviation() < 2.7);
        RandomGenerator g2 = new RandomStreams(4).stream("sides");
        int small = 0;
        for (int i = 0; i < N; i++) {
            small += literal.sample(g2) <= 7 ? 1 : 0;
        }
        assertEquals(0.0002, small / (double) N, 0.0002); // digest: P(side <= 7) ≈ 0.0002
    }

    @Test
    void changSubcubeSizesHaveTheDigestsMeans() {
        // Chang 1997 §3.4 on the 8-cube: dimensions 0..7; mean job size 255/8 = 31.875 (uniform), 19.761 (normal)
        IntDistribution uniform = Distributions.subcubes(0, 7);
        assertEquals(31.875, uniform.mean(), 1e-9);
        IntDistribution normal = Distributions.normalSubcubes(3.5, 1.6, 0, 7);
        // 19.761 comes from the thesis' probabilities rounded to 0.025, 0.076, 0.162, 0.237; the exact discretisation
        // (0.0245, 0.0762, 0.1624, 0.2370) gives 19.720
        assertEquals(19.720, normal.mean(), 5e-4);
        assertEquals(19.761, normal.mean(), 0.05);
        RandomGenerator g = new RandomStreams(5).stream("dims");
        int[] counts = new int[8];
        for (int i = 0; i < N; i++) {
            int size = normal.sample(g);
            assertEquals(1, Integer.bitCount(size), "a subcube has 2^d nodes, got " + size);
            counts[Integer.numberOfTrailingZeros(size)]++;
        }
        double[] expected = {0.0245, 0.0762, 0.1624, 0.2370, 0.2370, 0.1624, 0.0762, 0.0245};
        for (int k = 0; k < 8; k++) {
            assertEquals(expected[k], counts[k] / (double) N, 0.003, "p" + k);
        }
        assertThrows(IllegalArgumentException.class, () -> Distributions.subcubes(0, 31));
    }

    @Test
    void exponentialSidesAreResampledIntoRange() {
        // Kim–Yoon: exponential sides with mean (1+L)/2 on 1..L; for L = 32 the digest reports m ≈ 135 processors
        IntDistribution e = Distributions.exponentialSide(16.5, 1, 32);
        SummaryStatistics s = sample(e, "sides");
        assertTrue(s.getMin() >= 1 && s.getMax() <= 32);
        assertEquals(e.mean(), s.getMean(), 0.05);
        assertEquals(135, e.mean() * e.mean(), 5);
    }

    @Test
    void uniformIntAndLinearSizes() {
        IntDistribution u = Distributions.uniformInt(1, 32);
        assertEquals(16.5, u.mean(), 1e-12);
        assertEquals(272.25, u.mean() * u.mean(), 1e-9); // Chang: mean job area 272.25 on 32×32
        IntDistribution inc = Distributions.linearSizes(1, 10, true);
        IntDistribution dec = Distributions.linearSizes(1, 10, false);
        // P(s) ∝ s: mean = Σs²/Σs = 385/55 = 7; decreasing: mean = 11 - 7 = 4
        assertEquals(7, inc.mean(), 1e-12);
        assertEquals(4, dec.mean(), 1e-12);
        assertEquals(7, sample(inc, "inc").getMean(), 0.02);
        assertEquals(4, sample(dec, "dec").getMean(), 0.02);
    }

    @Test
    void loadConversionsReproducePaperNumbers() {
        // Kim–Yoon: 64×64, ρ = 0.47, r = 10, m = 1056.25 → 0.1823
        assertEquals(0.1823, LoadConversions.kimYoon(0.47, 4096, 1056.25, 10), 1e-4);
        // Chang traffic ratio: service rate 0.2 → λ = 0.2·TR
        assertEquals(0.3, LoadConversions.changTrafficRatio(1.5, 5), 1e-12);
        // Chang 8-cube uniform dims: mean size 255/8 = 31.875, service 5 → 1.606·load
        assertEquals(1.606, LoadConversions.changSystemLoad(1, 256, 31.875, 5), 1e-3);
        // Corbalán W1 swim: P=64, U=0.6, FRAC 0.5, T1 212.2 → 1/λ = 11.05 s
        assertEquals(11.05, 1 / LoadConversions.corbalan(64, 0.6, 0.5, 212.2), 0.01);
        // Dandamudi–Yu: λ = 4U for P = 64, D = 16
        assertEquals(2.8, LoadConversions.dandamudiYu(0.7, 64, 16), 1e-12);
    }

    @Test
    void offeredLoadOfASyntheticStreamMatchesKimYoon() {
        // ρ = λ·m·r/N: generate jobs on 16×16 at ρ = 0.5 and measure the offered load from the stream
        IntDistribution sides = Distributions.uniformInt(1, 16);
        double m = sides.mean() * sides.mean();
        double lambda = LoadConversions.kimYoon(0.5, 256, m, 10);
        SyntheticWorkload w = SyntheticWorkload.shaped(200_000, Distributions.exponential(1 / lambda),
                Distributions.exponential(10), sides, 2);
        JobSource src = w.open(new RandomStreams(5));
        double work = 0;
        double last = 0;
        Job j;
        while ((j = src.next()) != null) {
            work += j.processors() * j.runTime();
            last = j.submit();
        }
        assertEquals(0.5, work / (last * 256), 0.01);
    }

    @Test
    void syntheticStreamsAreIndependentPerQuantity() {
        IntDistribution sides = Distributions.uniformInt(1, 8);
        SyntheticWorkload a = SyntheticWorkload.shaped(100, Distributions.exponential(2),
                Distributions.exponential(10), sides, 2);
        SyntheticWorkload b = a.withInterArrival(Distributions.uniform(0, 1)).withDirectives(0.5, 0.5);
        JobSource sa = a.open(new RandomStreams(9));
        JobSource sb = b.open(new RandomStreams(9));
        for (int i = 0; i < 100; i++) {
            Job x = sa.next();
            Job y = sb.next();
            assertEquals(x.runTime(), y.runTime(), "service stream unaffected by the arrival distribution");
            assertEquals(java.util.Arrays.toString(x.shape()), java.util.Arrays.toString(y.shape()));
        }
    }
}

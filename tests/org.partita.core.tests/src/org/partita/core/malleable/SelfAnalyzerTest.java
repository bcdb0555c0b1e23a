package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.model.Stage;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/**
 * Corbalán's SelfAnalyzer (Ch. 4) as the model emulates it, on sequences worked out by hand: the baseline, Amdahl's
 * factor (Fig. 4.5, 4.6), the discarded iteration after a change, the 0.6/0.4 moving average (Fig. 4.7), the
 * baseline's overhead, the error bound and determinism.
 */
class SelfAnalyzerTest {

    /** Amdahl's law with sequential fraction 0.1: S(4) = 1/0.325 = 3.0769, S(8) = 1/0.2125, S(12) = 1/0.175. */
    private static final SpeedupModel AMDAHL = p -> 1 / (0.1 + 0.9 / p);

    /** A generator that returns the given doubles in turn (uniform draws u = 2d − 1). */
    private static RandomGenerator script(double... draws) {
        return new RandomGenerator() {
            private int next;

            @Override
            public long nextLong() {
                throw new UnsupportedOperationException();
            }

            @Override
            public double nextDouble() {
                return draws[next++];
            }
        };
    }

    private static SelfAnalyzer analyzer(SpeedupModel curve, double t1, SelfAnalyzer.Settings s,
            RandomGenerator noise) {
        return new SelfAnalyzer(s, p -> curve.speedup(Math.min(p, 16)), 16, t1, noise);
    }

    /** The values {@code sa} reports at {@code now} on {@code p} processors. */
    private static List<Double> poll(SelfAnalyzer sa, double now, int p) {
        List<Double> out = new ArrayList<>();
        for (double s = sa.poll(now, p); !Double.isNaN(s); s = sa.poll(now, p)) {
            out.add(s);
        }
        return out;
    }

    /**
     * T1 = 100 s in 100 iterations (L = 1 s), baseline 4, two iterations per measurement, no error. On 8 processors
     * the baseline runs two iterations on 4 (until 0.65 s); f = 0.1/(0.1 + 0.225·4) = 0.1, so AF(4) = 3.0769; two
     * iterations on 8 take 0.425 s, and S(8) = T(4)/T(8)·AF = 0.325/0.2125·3.0769 = 4.7059 — the curve's value.
     */
    @Test
    void baselineAndAmdahlFactor() {
        SelfAnalyzer sa = analyzer(AMDAHL, 100, new SelfAnalyzer.Settings(4, 2, 0, 100), script());
        sa.allocationChanged(0, 8, 0, 0);
        assertTrue(sa.inBaseline());
        assertEquals(4, sa.baselineProcessors());
        assertEquals(0.65, sa.baselineEnd(), 1e-12);
        assertEquals(List.of(), poll(sa, 0.64, 8));
        assertEquals(0.65, sa.next(), 1e-12); // the baseline's end
        List<Double> v = poll(sa, 1.075, 8); // the baseline (0.65) and the measurement on 8 (1.075) are both done
        assertEquals(1, v.size());
        assertEquals(1 / 0.2125, v.get(0), 1e-9);
        assertFalse(sa.inBaseline());
        assertEquals(1.5, sa.next(), 1e-9); // measuring goes on: every two iterations
    }

    /**
     * The baseline's overhead, run by PDPA's neighbour Equip++ (target 0.5, so the job keeps its 8 processors;
     * E(8) = 0.59): two iterations at S(4) hold 8 processors for 0.65 s, then 98 s of work at S(8): the job ends at
     * 0.65 + 98·0.2125 = 21.475 s; with the exact monitor at 100·0.2125 = 21.25 s.
     */
    @Test
    void baselineOverhead() {
        Stage structure = Stage.of("structure", "malleable", "iterations", "100");
        double[] ends = new double[2];
        int k = 0;
        for (String monitor : List.of("selfanalyzer", "exact")) {
            Stage s = Stage.of("share", "equip++", "target", "0.5", "monitor", monitor, "samples", "2", "noise", "0");
            Runs r = new Runs();
            new MalleableSimulation(8, MalleablePolicies.policy(s), MalleablePolicies.settings(s, structure),
                    MalleableModel.only("amdahl", AMDAHL), SimulationConfig.DEFAULT, Double.NaN, true, List.of(r), r,
                    new SplittableRandom(1)).run(JobSource.of(List.of(Runs.job(1, 0, 8, 100, 1))));
            assertEquals(List.of("0.0:0->8"), r.history(1));
            ends[k++] = r.done(1).end();
        }
        assertEquals(21.475, ends[0], 1e-9);
        assertEquals(21.25, ends[1], 1e-9);
    }

    /**
     * The iteration in progress at a change is discarded: at 1.2 s the application is 0.588 into its fifth
     * iteration (2 + 0.55·4.7059 = 4.5882 s of work done); the rest, 0.4118 s of work, takes 0.0721 s on 12
     * processors, then two iterations 0.35 s: the measurement on 12 completes at 1.6221 s, not at 1.55 s.
     */
    @Test
    void theIterationOfAChangeIsDiscarded() {
        SelfAnalyzer sa = analyzer(AMDAHL, 100, new SelfAnalyzer.Settings(4, 2, 0, 100), script());
        sa.allocationChanged(0, 8, 0, 0);
        poll(sa, 1.075, 8);
        sa.allocationChanged(8, 12, 1.2, 2 + 0.55 / 0.2125);
        assertEquals(1.62206, sa.next(), 1e-5);
        assertEquals(List.of(), poll(sa, 1.62, 12));
        List<Double> v = poll(sa, 1.6221, 12);
        assertEquals(1, v.size());
        assertEquals(1 / 0.175, v.get(0), 1e-9);
    }

    /**
     * Fig. 4.7 with a 10% error: the baseline's two draws are 0 (times exact); the first measurement on 8 draws
     * +0.5 twice (times 1.05×: S = 4.7059/1.05 = 4.4818), the next −0.5 twice (0.95×: 4.9536), kept as
     * 0.6·4.4818 + 0.4·4.9536 = 4.6705.
     */
    @Test
    void movingAverageOfOldAndNew() {
        SelfAnalyzer sa = analyzer(AMDAHL, 100, new SelfAnalyzer.Settings(4, 2, 0.1, 100),
                script(0.5, 0.5, 0.75, 0.75, 0.25, 0.25));
        sa.allocationChanged(0, 8, 0, 0);
        double s8 = 1 / 0.2125;
        List<Double> first = poll(sa, 1.075, 8);
        assertEquals(s8 / 1.05, first.get(0), 1e-9);
        assertEquals(List.of(), poll(sa, 1.4, 8));
        List<Double> second = poll(sa, 1.5, 8);
        assertEquals(s8 / 0.95, second.get(0), 1e-9);
        double kept = SelfAnalyzer.combine(SelfAnalyzer.combine(Double.NaN, first.get(0)), second.get(0));
        assertEquals(4.6705, kept, 1e-4);
        assertEquals(0.6 * s8 / 1.05 + 0.4 * s8 / 0.95, kept, 1e-12);
    }

    /**
     * Super-linear at the baseline (swim, S(4) = 6.5, §4.6.4): Amdahl's law gives f = 0, so AF(4) = 4 and the
     * measured curve is displaced downwards by 4/6.5: S(16) measured 4·26.5/6.5 = 16.31, not 26.5.
     */
    @Test
    void superLinearBaselineUnderestimates() {
        SelfAnalyzer sa = analyzer(SpeedupTable.SWIM, 212.2, new SelfAnalyzer.Settings(4, 3, 0, 1000), script());
        sa.allocationChanged(0, 16, 0, 0);
        assertEquals(List.of(4 * 26.5 / 6.5), poll(sa, sa.baselineEnd() + 3 * 0.2122 / 26.5 + 1e-6, 16));
    }

    /**
     * Fewer processors than the baseline: the allocation is the baseline (§4.3.1). On one processor AF = 1 and the
     * speedup on 4 is the traditional T(1)/T(4) = 3.0769; on two, AF(2) = 1/(0.1 + 0.9/2) = S(2) = 1.8182, which
     * is its speedup there (the baseline iterations are the measurement).
     */
    @Test
    void smallAllocationsAreTheBaseline() {
        SelfAnalyzer one = analyzer(AMDAHL, 100, new SelfAnalyzer.Settings(4, 2, 0, 100), script());
        one.allocationChanged(0, 1, 0, 0);
        assertEquals(List.of(1.0), poll(one, 2, 1)); // two iterations on one processor: 2 s
        one.allocationChanged(1, 4, 2, 2); // at an iteration boundary: nothing discarded
        assertEquals(2.65, one.next(), 1e-12);
        List<Double> v = poll(one, 2.65, 4);
        assertEquals(1 / 0.325, v.get(0), 1e-9);

        SelfAnalyzer two = analyzer(AMDAHL, 100, new SelfAnalyzer.Settings(4, 2, 0, 100), script());
        two.allocationChanged(0, 2, 0, 0);
        v = poll(two, 1.1, 2);
        assertEquals(1 / 0.55, v.get(0), 1e-9);
    }

    /**
     * The error bound: with noise n every raw measurement lies within (1−n)/(1+n) and (1+n)/(1−n) of the error-free
     * value, and so do the moving averages; the same stream gives the same numbers, another stream other numbers.
     */
    @Test
    void errorStaysWithinTheBoundAndIsDeterministic() {
        double n = 0.05;
        List<Double> first = measurements(new SplittableRandom(7), n);
        assertEquals(first, measurements(new SplittableRandom(7), n));
        assertNotEquals(first, measurements(new SplittableRandom(8), n));
        double exact = 1 / 0.2125;
        double spread = 0;
        for (double s : first) {
            assertTrue(s >= exact * (1 - n) / (1 + n) - 1e-12 && s <= exact * (1 + n) / (1 - n) + 1e-12, "" + s);
            spread = Math.max(spread, Math.abs(s / exact - 1));
        }
        assertTrue(spread > 0.005, "the error is visible: " + spread);
    }

    /** Raw SelfAnalyzer values on 8 processors, one per 0.425·(1000/100) s block, over 200 blocks. */
    private static List<Double> measurements(RandomGenerator random, double noise) {
        SelfAnalyzer sa = new SelfAnalyzer(new SelfAnalyzer.Settings(4, 2, noise, 1000), AMDAHL::speedup, 16, 1000,
                random);
        sa.allocationChanged(0, 8, 0, 0);
        List<Double> out = new ArrayList<>();
        for (double t = 0; out.size() < 200; t += 0.05) {
            for (double s = sa.poll(t, 8); !Double.isNaN(s); s = sa.poll(t, 8)) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * A policy reads the measured value: PDPA with the SelfAnalyzer (no error) on swim sees E(16) = 16.31/16 = 1.02,
     * not the curve's 1.66; with the exact monitor it sees 26.5.
     */
    @Test
    void policiesReadTheMeasurement() {
        List<RunningApp> seen = new ArrayList<>();
        for (String monitor : List.of("selfanalyzer", "exact")) {
            Stage s = Stage.of("share", "pdpa", "monitor", monitor, "noise", "0");
            MalleableSimulation sim = new MalleableSimulation(16, MalleablePolicies.policy(s),
                    MalleablePolicies.settings(s, null), MalleableModel.only("swim", SpeedupTable.SWIM),
                    SimulationConfig.DEFAULT, Double.NaN, true, List.of(), (t, app, b, after) -> seen.add(app),
                    new SplittableRandom(1));
            sim.run(JobSource.of(List.of(Runs.job(1, 0, 16, 212.2, 1))));
        }
        assertEquals(4 * 26.5 / 6.5, seen.get(0).measuredSpeedup(16), 1e-9);
        assertEquals(26.5, seen.get(seen.size() - 1).measuredSpeedup(16), 1e-9);
    }
}

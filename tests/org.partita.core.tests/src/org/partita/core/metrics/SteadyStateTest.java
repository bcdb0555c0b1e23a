package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.WindowedWorkload;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.LoadConversions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

class SteadyStateTest {

    /** Independent noise around 10. */
    private static double[] noise(int n, long seed) {
        Random r = new Random(seed);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = 10 + r.nextGaussian();
        }
        return x;
    }

    @Test
    void theTrendTestsCriticalValueIsStudentsQuantile() {
        double t = new TDistribution(null, SteadyState.TREND_BATCHES - 2)
                .inverseCumulativeProbability(1 - SteadyState.TREND_ALPHA);
        assertEquals(Double.doubleToLongBits(t), Double.doubleToLongBits(SteadyState.TREND_CRITICAL));
    }

    @Test
    void stationaryNoiseIsSteady() {
        SteadyState s = SteadyState.diagnose(noise(2000, 1), 200, 0.5);
        assertEquals(SteadyVerdict.STEADY, s.verdict(), s.toString());
        assertTrue(s.truncation() <= 200, s.toString());
    }

    @Test
    void aGrowingQueueIsNotSteady() {
        double[] x = noise(2000, 2);
        for (int i = 0; i < x.length; i++) {
            x[i] += 0.01 * i; // response time grows by 20 over the run: the queue never stops growing
        }
        SteadyState s = SteadyState.diagnose(x, 200, Double.NaN);
        assertEquals(SteadyVerdict.NOT_STEADY, s.verdict(), s.toString());
        assertTrue(s.trendT() > 10, s.toString());
    }

    @Test
    void aTransientLongerThanTheWarmupIsFlagged() {
        double[] x = noise(2000, 3);
        for (int i = 0; i < 500; i++) {
            x[i] += 20 * (1 - i / 500.0); // an initial transient over 500 completions, warm-up only 100
        }
        SteadyState s = SteadyState.diagnose(x, 100, 0.5);
        assertEquals(SteadyVerdict.WARMUP_SHORT, s.verdict(), s.toString());
        assertTrue(s.truncation() > 300 && s.truncation() <= 600, s.toString());
        // the same run with a warm-up covering the transient is steady
        assertEquals(SteadyVerdict.STEADY, SteadyState.diagnose(x, 600, 0.5).verdict());
    }

    @Test
    void mserPicksTheEndOfAStepTransient() {
        double[] x = new double[100]; // 20 batches: 4 batches at 50, then 16 alternating 9/11
        for (int i = 0; i < x.length; i++) {
            x[i] = i < 20 ? 50 : (i / 5) % 2 == 0 ? 9 : 11;
        }
        assertEquals(4, SteadyState.mser(x, 20));
    }

    @Test
    void offeredLoadAtOrAboveOneIsOverloaded() {
        assertEquals(SteadyVerdict.OVERLOADED, SteadyState.diagnose(noise(2000, 4), 200, 1.0).verdict());
        assertEquals(SteadyVerdict.STEADY, SteadyState.diagnose(noise(2000, 4), 200, 0.99).verdict());
    }

    @Test
    void tooFewCompletionsAreUnknown() {
        assertEquals(SteadyVerdict.UNKNOWN, SteadyState.diagnose(new double[12], 0, Double.NaN).verdict());
    }

    @Test
    void worstVerdictWins() {
        assertEquals(SteadyVerdict.NOT_STEADY, SteadyVerdict.STEADY.worse(SteadyVerdict.NOT_STEADY));
        assertEquals(SteadyVerdict.OVERLOADED, SteadyVerdict.OVERLOADED.worse(SteadyVerdict.WARMUP_SHORT));
        assertEquals(SteadyVerdict.STEADY, SteadyVerdict.UNKNOWN.worse(SteadyVerdict.STEADY));
    }

    @Test
    void aPointTakesTheVerdictMostReplicationsReach() {
        assertEquals(SteadyVerdict.STEADY, SteadyVerdict.median(List.of(SteadyVerdict.STEADY,
                SteadyVerdict.WARMUP_SHORT)));
        assertEquals(SteadyVerdict.WARMUP_SHORT, SteadyVerdict.median(List.of(SteadyVerdict.NOT_STEADY,
                SteadyVerdict.STEADY, SteadyVerdict.WARMUP_SHORT)));
        assertEquals(SteadyVerdict.OVERLOADED, SteadyVerdict.median(List.of(SteadyVerdict.OVERLOADED,
                SteadyVerdict.OVERLOADED, SteadyVerdict.STEADY)));
        assertEquals(SteadyVerdict.UNKNOWN, SteadyVerdict.median(List.of()));
    }

    /** 16×16 mesh, Kim–Yoon load, exponential service (mean 5 s), first fit: the quickstart's model. */
    private static ExperimentResult run(String load, long jobs, long seed) throws Exception {
        return run(load, jobs, seed, Double.NaN);
    }

    /** As above; with a finite {@code window}, jobs are submitted during it only and every run goes to the end. */
    private static ExperimentResult run(String load, long jobs, long seed, double window) throws Exception {
        var sizes = Distributions.uniformInt(1, 64);
        SyntheticWorkload base = SyntheticWorkload.sized(jobs, Distributions.exponential(1),
                Distributions.exponential(5), sizes);
        WorkloadFactory wf = (point, streams, rejections) -> {
            double rate = LoadConversions.kimYoon(point.getDouble("load"), 256, sizes.mean(), 5);
            return base.withInterArrival(Distributions.exponential(1 / rate)).open(streams);
        };
        Experiment e = new Experiment("steady", MachineSpec.parse("mesh:16x16"),
                List.of(new Pipeline("FF", "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE)),
                List.of(SweepPoint.of("load", load)), Double.isNaN(window) ? wf : new WindowedWorkload(wf, window),
                Double.isNaN(window) ? SimulationConfig.DEFAULT.withWarmup(200) : SimulationConfig.DEFAULT,
                Replications.fixed(2), seed, Double.NaN);
        return new ExperimentRunner(e, StandardStrategies.allocators(), ExperimentRunner.Options.inMemory()).run();
    }

    @Test
    void anOverloadedRunIsFlagged() throws Exception {
        ExperimentResult r = run("1.5", 2000, 42);
        for (RunResult run : r.runs()) {
            assertEquals(SteadyVerdict.OVERLOADED, run.steadyState().verdict(), run.steadyState().toString());
            assertEquals(1.5, run.steadyState().offeredLoad(), 0.15);
        }
        Aggregate a = r.aggregates().get(0);
        assertEquals(SteadyVerdict.OVERLOADED, a.steadyState());
    }

    /**
     * A finite workload run to completion (submitted for 300 s at ρ = 1.5, Corbalán's kind of workload) is not a
     * steady-state experiment: its runs are transient whatever the tests find, and its means decide claims.
     */
    @Test
    void aFiniteWorkloadIsTransientNotOverloaded() throws Exception {
        ExperimentResult r = run("1.5", Long.MAX_VALUE, 42, 300);
        for (RunResult run : r.runs()) {
            assertEquals(SteadyVerdict.TRANSIENT, run.steadyState().verdict(), run.steadyState().toString());
            assertEquals(1.5, run.steadyState().offeredLoad(), 0.3);
        }
        assertEquals(SteadyVerdict.TRANSIENT, r.aggregates().get(0).steadyState());
        assertTrue(SteadyVerdict.TRANSIENT.decidesClaims());
        assertTrue(!SteadyVerdict.TRANSIENT.isSteady());
        assertTrue(!SteadyVerdict.OVERLOADED.decidesClaims() && !SteadyVerdict.WARMUP_SHORT.decidesClaims());
    }

    @Test
    void aStableRunIsNotFlagged() throws Exception {
        ExperimentResult r = run("0.3", 2000, 1);
        for (RunResult run : r.runs()) {
            assertEquals(SteadyVerdict.STEADY, run.steadyState().verdict(), run.steadyState().toString());
            assertEquals(0.3, run.steadyState().offeredLoad(), 0.05);
        }
        assertTrue(r.aggregates().get(0).steadyState().isSteady());
    }
}

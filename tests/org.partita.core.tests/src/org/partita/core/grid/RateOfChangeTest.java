package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationException;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/** Rate-of-Change load balancing and its baselines (IPG-SaLaD §2.2, §3.2, Tables 2–4). */
class RateOfChangeTest {

    static BalanceConfig config(String policy, int ht, int lt, int ct, int interval, double latency,
            double transfer, String placement, double spawn) {
        BalanceConfig d = BalanceConfig.defaults(policy);
        return new BalanceConfig(policy, ht, lt, ct, d.slice(), interval, d.nd0(), d.ndWeight(), d.criticalAmount(),
                d.maxHops(), latency, transfer, placement, spawn, d.generations());
    }

    private static int[][] links(Topology t) {
        int n = t.size();
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            List<Integer> l = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                if (i != j && Topologies.adjacent(t, i, j)) {
                    l.add(j);
                }
            }
            out[i] = l.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    @Test
    void thresholdsMustSatisfyCtLeLtLtHt() {
        for (int[] bad : new int[][] {{4, 1, 2}, {2, 2, 1}, {3, 4, 1}, {4, 1, -1}}) {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> config("rate-of-change", bad[0], bad[1], bad[2], 1, 0, 0, "uniform", 0));
            assertTrue(e.getMessage().contains("0 <= ct <= lt < ht"), e.getMessage());
        }
        var e = assertThrows(IllegalArgumentException.class,
                () -> BalanceConfig.of(Stage.of("balance", "rate-of-change", "ht", "2", "lt", "3")));
        assertTrue(e.getMessage().contains("lt 3") && e.getMessage().contains("ht 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BalanceConfig.of(Stage.of("balance", "rate-of-change", "placement", "left")));
        assertTrue(e.getMessage().contains("placement"), e.getMessage());
        config("rate-of-change", 2, 1, 1, 1, 0, 0, "uniform", 0); // CT = LT is allowed
    }

    /*
     * HT 4, LT 1, CT 1, τ = 2 slices of 1 s. PL = L + DL · ND / τ.
     * L 5, DL -5: above HT -> 0 (spike immunity).   L 0, DL 0, ND 2: below CT, PL 0 -> max(1, 0) = 1.
     * L 3, DL -2, ND 2: PL = 3 - 2 = 1 >= 0 -> 0.    L 3, DL -4, ND 2: PL = -1 -> 1.
     * L 2, DL -3, ND 4: PL = 2 - 6 = -4 -> 4.        L 4 = HT (not above), DL -5, ND 2: PL = -1 -> 1.
     * L 3, DL +1 -> 0.                                L 0, DL -3, ND 2: critical, PL = -3 -> max(1, 3) = 3.
     */
    @Test
    void whenAndHowManyRules() {
        BalanceConfig c = BalanceConfig.defaults("rate-of-change");
        assertEquals(0, RateOfChange.requestAmount(c, 5, -5, 2));
        assertEquals(1, RateOfChange.requestAmount(c, 0, 0, 2));
        assertEquals(0, RateOfChange.requestAmount(c, 3, -2, 2));
        assertEquals(1, RateOfChange.requestAmount(c, 3, -4, 2));
        assertEquals(4, RateOfChange.requestAmount(c, 2, -3, 4));
        assertEquals(1, RateOfChange.requestAmount(c, 4, -5, 2));
        assertEquals(0, RateOfChange.requestAmount(c, 3, 1, 2));
        assertEquals(3, RateOfChange.requestAmount(c, 0, -3, 2));
    }

    /*
     * Two PEs (fully connected), HT 2, LT 1, CT 1, τ = 1 slice, ND0 2, no network delay, no spawning; one job of
     * four tasks of work 1, all placed on PE 0 (placement half). Every PE learns PE 0's load 4.
     * t=0: PE0 (L 4 > HT) skips; PE1 (L 0 < CT) asks PE0 for max(1, 0) = 1 task. PE0 runs task A (0..1).
     * t=1: the request reaches PE0: L 3 > HT, it sends min(3 - 2, 1) = 1 task (B: no CPU used yet, oldest);
     *      without network delay B is at PE1 at once (request over: ND = 0.5 · 2 + 0.5 · (1 - 0) = 1.5).
     *      PE0 (L 2, DL -2, PL = 2 - 2 · 2 / 1 < 0) would ask, but the only other PE it knows has load 0.
     *      PE0 runs C, PE1 runs B (1..2).
     * t=2: PE1 (L 0 < CT, DL -1, PL = 0 - 1 · 1.5 / 1 = -1.5) asks PE0 (known load 2, piggy-backed on the
     *      transfer) for max(1, ⌈1.5⌉) = 2 tasks: the second message. PE0 runs D (2..3); the run ends at 3
     *      before the request is served.
     * T_bal = 3; without balancing PE0 runs the four tasks: T_noLB = 4; T_opt = 4 / 2 = 2; NP = 1 / 2.
     */
    @Test
    void goldenRateOfChangeRun() {
        BalanceConfig c = config("rate-of-change", 2, 1, 1, 1, 0, 0, "half", 0).withTables("placement");
        double[] speeds = {1, 1};
        int[][] nb = {{1}, {0}};
        List<Job> jobs = List.of(Job.rigid(1, 0, 4, 1));
        BalancingSystem.Result bal = new BalancingSystem(c, speeds, nb, false, 1).run(jobs, Double.POSITIVE_INFINITY);
        BalancingSystem.Result none = new BalancingSystem(c.withPolicy("none"), speeds, nb, false, 1)
                .run(jobs, Double.POSITIVE_INFINITY);
        assertEquals(3, bal.completion(), 1e-12);
        assertEquals(1, bal.migrations());
        assertEquals(2, bal.messages());
        assertEquals(4, none.completion(), 1e-12);
        assertEquals(4, bal.totalWork(), 1e-12);
        assertEquals(0.5, BalanceModel.normalizedPerformance(4, 3, 2), 1e-12);
        assertEquals(List.of(), bal.violations());
        assertEquals(0, bal.jobs().get(0).start(), 0);
        assertEquals(3, bal.jobs().get(0).end(), 1e-12);
    }

    /*
     * §3.2.1: "If however a PE's load falls below a Critical threshold (CT) the PE immediately initiates a request
     * for load regardless of the predicted future load": the request does not wait for the next sample interval.
     * Two linked PEs, PE0 of speed 10, PE1 of speed 1; HT 2, LT 1, CT 1, τ = 5 slices of 1 s (intervals start at
     * 0, 5, 10, ...), ND0 2, 0.1 s per hop, 0.2 s per task, no spawning. Three jobs of two tasks of work 10 placed
     * round robin: PE0 and PE1 each hold one task of every job (A1 A2 A3 on PE0, B1 B2 B3 on PE1); both PEs learn
     * PE1's load 3.
     * PE0 finishes A1, A2, A3 at 1, 2, 3 (10 work per slice). t=3 is no interval start, but PE0's load 0 < CT: it
     * asks PE1 (known load 3 >= HT) at once for max(1, ⌈−PL⌉) = 1 task (DL of its last interval +3: PL > 0).
     * t=4: the request arrives (3.1); PE1 (load 3 > HT) sends min(3 − 2, 1) = 1 task, the one with the most CPU
     * time: round robin B1, B2, B3, B1 has given B1 2 s (8 work left). It arrives at 4.3 and is queued at t=5;
     * PE0 runs it from 5 to 5.8: job 1 ends at 5.8 (waiting for the interval at t=5 it would end at 7.8).
     * PE1 now holds 2 tasks, not above HT, and gives no more: one migration in the run.
     */
    @Test
    void aPeBelowTheCriticalThresholdAsksAtOnce() {
        BalanceConfig c = new BalanceConfig("rate-of-change", 2, 1, 1, 1, 5, 2, 0.5, 1, 3, 0.1, 0.2, "uniform", 0, 0);
        List<Job> jobs = List.of(Job.rigid(1, 0, 2, 10), Job.rigid(2, 0, 2, 10), Job.rigid(3, 0, 2, 10));
        BalancingSystem.Result r = new BalancingSystem(c, new double[] {10, 1}, new int[][] {{1}, {0}}, false, 1)
                .run(jobs, Double.POSITIVE_INFINITY);
        assertEquals(5.8, r.jobs().get(0).end(), 1e-9);
        assertEquals(1, r.migrations());
        assertEquals(List.of(), r.violations());
    }

    /*
     * §3.2.2: "Any PE that initiates a request for load is considered to be a sink by the receiving PE(s). This is
     * true regardless of the level of load at the time the request for load transfer was issued."
     * Two linked PEs, PE0 of speed 1, PE1 of speed 10; HT 2, LT 1, CT 1, τ = 1 slice, ND0 2, 0.1 s per hop, 0.2 s
     * per task, no spawning. Four jobs of two tasks of work 5: each PE holds four tasks (both learn load 4).
     * t=0: both loads are above HT. PE1 finishes two tasks (10 work per slice).
     * t=1: PE1 has load 2 = HT (not above), DL −2, PL = 2 − 2 · 2 = −2: it asks PE0 for 2 tasks (message 1).
     * t=2: the request reaches PE0 with PE1's load 2 piggy-backed, but PE1 asked, so PE0 takes it for a sink.
     *      PE0 (load 4 > HT) sends 4 − 2 = 2 tasks. Its own interval: load 2, DL −2, PL −2, so it would ask for
     *      load, but its source table is empty: no second message (taking PE1's reported load 2 = HT for a source
     *      it would ask PE1).
     * With 'tables placement': under 'tables scheduler' PE0's table would hold PE1's current load at t=2.
     */
    @Test
    void theInitiatorOfARequestIsASinkForItsReceiver() {
        BalanceConfig c = new BalanceConfig("rate-of-change", 2, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "uniform", 0, 0,
                "node", 0.1, "sources", "placement", "load");
        List<Job> jobs = List.of(Job.rigid(1, 0, 2, 5), Job.rigid(2, 0, 2, 5), Job.rigid(3, 0, 2, 5),
                Job.rigid(4, 0, 2, 5));
        BalancingSystem.Result r = new BalancingSystem(c, new double[] {1, 10}, new int[][] {{1}, {0}}, false, 1)
                .run(jobs, 2.5);
        assertEquals(1, r.messages());
        assertEquals(2, r.migrations());
    }

    /** Every policy conserves tasks, does the same work as no balancing, and keeps PEs busy exactly that long. */
    @Test
    void policiesConserveWorkOnEveryTopology() {
        List<Job> jobs = workload(new SplittableRandom(3), 6, 32, 8, 0);
        for (Topology t : List.of(Topology.mesh(4, 4), Topology.hypercube(4), Topology.pool(16),
                new Topology(Topology.Kind.BUS, new int[] {16}))) {
            double work = Double.NaN;
            for (String p : BalanceConfig.POLICIES) {
                BalanceConfig c = config(p, 4, 1, 1, 2, 0.1, 0.2, "random", 0.5);
                double[] speeds = new double[16];
                Arrays.fill(speeds, 1);
                BalancingSystem.Result r = new BalancingSystem(c, speeds, links(t), t.kind() == Topology.Kind.BUS, 9)
                        .run(jobs, Double.POSITIVE_INFINITY);
                assertEquals(List.of(), r.violations(), p + " on " + t);
                if (Double.isNaN(work)) {
                    work = r.totalWork();
                }
                assertEquals(work, r.totalWork(), 1e-9, p + " on " + t);
                assertEquals(work, r.busy(), 1e-6, p + " on " + t);
                assertTrue(r.completion() >= work / 16 - 1e-9);
                for (BalancingSystem.JobOutcome o : r.jobs()) {
                    assertTrue(o.start() >= o.job().submit() && o.end() > o.start(), p + " job " + o.job().id());
                }
                if (p.equals("none")) {
                    assertEquals(0, r.migrations());
                }
            }
        }
    }

    /** {@code jobs} jobs of {@code tasks} tasks, work uniform in [1, 1 + spread], submits uniform in [0, window). */
    private static List<Job> workload(SplittableRandom rng, int jobs, int tasks, double spread, double window) {
        List<Job> out = new ArrayList<>();
        for (int j = 0; j < jobs; j++) {
            double submit = window > 0 ? rng.nextDouble() * window : 0;
            out.add(Job.rigid(j + 1, submit, tasks, 1 + rng.nextDouble() * spread));
        }
        out.sort((a, b) -> Double.compare(a.submit(), b.submit()));
        return out;
    }

    /** Mean NP over {@code reps} workloads for one table (placement), policy and topology. */
    private static double np(String placement, String policy, Topology t, int reps) {
        double sum = 0;
        for (int rep = 0; rep < reps; rep++) {
            List<Job> jobs = workload(new SplittableRandom(100 + rep), 8, 64, 9,
                    placement.equals("random") ? 100 : 0);
            BalanceConfig c = config(policy, 4, 1, 1, 2, 0.1, 0.2, placement, 0.5);
            double[] speeds = new double[16];
            Arrays.fill(speeds, 1);
            boolean bus = t.kind() == Topology.Kind.BUS;
            BalancingSystem.Result bal = new BalancingSystem(c, speeds, links(t), bus, 5 + rep)
                    .run(jobs, Double.POSITIVE_INFINITY);
            BalancingSystem.Result none = new BalancingSystem(c.withPolicy("none"), speeds, links(t), bus, 5 + rep)
                    .run(jobs, Double.POSITIVE_INFINITY);
            double first = jobs.get(0).submit();
            sum += BalanceModel.normalizedPerformance(none.completion() - first, bal.completion() - first,
                    none.totalWork() / 16);
        }
        return sum / reps;
    }

    /*
     * Tables 2–4 at reduced scale: 16 PEs as Mesh 4x4, Hypercube, Fully Connected, NOW (bus); 8 applications of
     * 64 tasks (work uniform in 1–10, two children with probability 0.5 for 3 generations), HT 4, LT 1, CT 1,
     * τ = 2 slices, latency 0.1 s, 0.2 s per migrated task; 4 workloads per cell. Measured NP (docs/grid.md):
     *   Table 3 (unstable, half the PEs loaded), RoC: 0.85 0.88 0.90 0.91 (paper 0.74 0.75 0.81 0.60).
     * Reproduced within ±0.2: RoC's unstable NP on Mesh, Hypercube and Fully Connected; every policy helps
     * (NP > 0.4) in the unstable case on every topology. NOT reproduced (stated, not asserted): RoC best in every
     * cell — our Central Job Dispatcher, whose network costs are small here, beats it in every cell, and our RoC is
     * weak (NP 0.2–0.6) in the stable and arbitrary-arrival cases, because only load above HT may be given.
     */
    @Test
    void tables2to4AtReducedScale() {
        Topology[] tops = {Topology.mesh(4, 4), Topology.hypercube(4), Topology.pool(16)};
        double[] paperUnstable = {0.74, 0.75, 0.81};
        for (int i = 0; i < tops.length; i++) {
            double roc = np("half", "rate-of-change", tops[i], 4);
            assertEquals(paperUnstable[i], roc, 0.2, "RoC unstable on " + tops[i]);
        }
        Topology bus = new Topology(Topology.Kind.BUS, new int[] {16});
        for (String p : List.of("gradient", "sid", "cjd", "rate-of-change")) {
            for (Topology t : List.of(tops[0], tops[1], tops[2], bus)) {
                double v = np("half", p, t, 2);
                assertTrue(v > 0.4 && v <= 1.0 + 1e-9, p + " unstable on " + t + ": " + v);
            }
        }
    }

    private static Pipeline pipeline(String name, String policy, String... params) {
        return new Pipeline(name, "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                List.of(Stage.of("balance", policy, params)));
    }

    private static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void endToEndIsDeterministicWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        SyntheticWorkload base = SyntheticWorkload.sized(30, Distributions.exponential(5),
                Distributions.exponential(4), Distributions.uniformInt(4, 32));
        WorkloadFactory wf = (point, streams, rejections) -> base.open(streams);
        Experiment e = new Experiment("roc", Machine.of(Topology.mesh(4, 4)), List.of(pipeline("none", "none"),
                pipeline("roc", "rate-of-change", "placement", "$placement"), pipeline("cjd", "cjd", "placement",
                        "$placement"), pipeline("gm", "gradient"), pipeline("sid", "sid", "ht", "3", "lt", "0",
                        "ct", "0")),
                List.of(SweepPoint.of("placement", "half"), SweepPoint.of("placement", "random")), wf,
                SimulationConfig.DEFAULT, Replications.fixed(2), 5, Double.NaN);
        ExperimentResult one = run(e, dir.resolve("t1"), 1);
        run(e, dir.resolve("t2"), 2);
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("t1").resolve(f)),
                    Files.readAllBytes(dir.resolve("t2").resolve(f)), f);
        }
        assertEquals(20, one.runs().size());
        for (RunResult r : one.runs()) {
            assertEquals(List.of(), r.violations());
            assertEquals(30, r.metrics().get(Metric.JOBS), 0);
            double np = r.metrics().get(Metric.NORMALIZED_PERFORMANCE);
            assertTrue(np <= 1 + 1e-9, "NP " + np);
            double u = r.metrics().get(Metric.UTILIZATION);
            assertTrue(u > 0 && u <= 1, "utilization " + u);
        }
        assertEquals(0, one.runs().get(0).metrics().get(Metric.NORMALIZED_PERFORMANCE), 0); // none vs none
        assertEquals(0, one.runs().get(0).metrics().get(Metric.MIGRATIONS), 0);
        assertTrue(one.runs().get(4).metrics().get(Metric.MIGRATIONS) > 0); // RoC, first point
        assertTrue(RunModels.standard().descriptor("balance", "rate-of-change").parameter("ct") != null);
    }

    /** An endless job stream: with K = 2 and N = 5 the model admits jobs until 7 have completed, then drains. */
    @Test
    void completionLimitOnAnEndlessStream(@TempDir Path dir) throws Exception {
        WorkloadFactory endless = (point, streams, rejections) -> {
            long[] id = {0};
            return () -> {
                id[0]++;
                return Job.rigid(id[0], 3.0 * id[0], 1 + (int) (id[0] % 8), 2 + id[0] % 5);
            };
        };
        Experiment e = new Experiment("endless", Machine.of(Topology.mesh(4, 4)),
                List.of(pipeline("roc", "rate-of-change", "placement", "half")), List.of(), endless,
                SimulationConfig.DEFAULT.withWarmup(2).withMaxCompletions(5), Replications.fixed(1), 1, Double.NaN);
        RunResult r = run(e, dir, 1).runs().get(0);
        assertEquals(List.of(), r.violations());
        assertEquals(5, r.metrics().get(Metric.JOBS), 0);
        assertTrue(r.simulation().completed() >= 7 && r.simulation().completed() == r.simulation().arrived());
        assertTrue(r.metrics().has(Metric.NORMALIZED_PERFORMANCE));
    }

    /** An endless stream of jobs of 8 tasks of work 2, one every 0.1 s: 160 units of work per second. */
    private static org.partita.core.workload.JobSource overloaded() {
        long[] id = {0};
        return () -> {
            id[0]++;
            return Job.rigid(id[0], 0.1 * id[0], 8, 2);
        };
    }

    /**
     * An overloaded stream (160 units of work per second on 4 PEs of speed 1: 40 times their capacity) stops the
     * run once more tasks are present than the limit, with a message that says why and what to do; exactly the
     * limit is allowed (the golden run's 4 tasks with a limit of 4).
     */
    @Test
    void anOverloadedStreamStopsWithAClearMessage() {
        BalanceConfig c = config("rate-of-change", 2, 1, 1, 1, 0, 0, "uniform", 0);
        int[][] nb = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
        BalancingSystem system = new BalancingSystem(c, new double[] {1, 1, 1, 1}, nb, false, 1).taskLimit(500);
        SimulationException e = assertThrows(SimulationException.class,
                () -> system.run(overloaded(), Double.POSITIVE_INFINITY, 0, null));
        assertTrue(e.getMessage().startsWith("balance: 5"), e.getMessage());
        assertTrue(e.getMessage().contains("more than the 500 the model keeps"), e.getMessage());
        assertTrue(e.getMessage().contains("times the work the 4 PEs can do in that time, so the backlog grows "
                + "without bound (an overloaded stream)"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> system.taskLimit(0));

        BalancingSystem.Result atLimit = new BalancingSystem(config("rate-of-change", 2, 1, 1, 1, 0, 0, "half", 0),
                new double[] {1, 1}, new int[][] {{1}, {0}}, false, 1).taskLimit(4)
                .run(List.of(Job.rigid(1, 0, 4, 1)), Double.POSITIVE_INFINITY);
        assertEquals(3, atLimit.completion(), 1e-12);
    }

    /**
     * Through the experiment runner, with no completion limit and the default limit of
     * {@value BalancingSystem#DEFAULT_TASK_LIMIT} tasks: the overloaded stream ends with the model's message instead
     * of running until memory is exhausted.
     */
    @Test
    void anOverloadedExperimentStopsInsteadOfExhaustingMemory(@TempDir Path dir) {
        WorkloadFactory endless = (point, streams, rejections) -> {
            long[] id = {0};
            return () -> {
                id[0]++;
                return Job.rigid(id[0], 0.01 * id[0], 32, 5);
            };
        };
        Experiment e = new Experiment("overloaded", Machine.of(Topology.mesh(4, 4)),
                List.of(pipeline("none", "none")), List.of(), endless, SimulationConfig.DEFAULT,
                Replications.fixed(1), 1, Double.NaN);
        var ex = assertThrows(SimulationException.class, () -> run(e, dir, 1));
        assertTrue(ex.getMessage().contains("more than the 1000000 the model keeps"), ex.getMessage());
    }

    @Test
    void badThresholdsInAPipelineAreNamed(@TempDir Path dir) {
        WorkloadFactory wf = (point, streams, rejections) -> org.partita.core.workload.JobSource.of(
                Job.rigid(1, 0, 2, 1));
        Experiment e = new Experiment("bad", Machine.of(Topology.mesh(2, 2)),
                List.of(pipeline("roc", "rate-of-change", "ct", "3", "lt", "2")), List.of(), wf,
                SimulationConfig.DEFAULT, Replications.fixed(1), 1, Double.NaN);
        var ex = assertThrows(Exception.class, () -> run(e, dir, 1));
        String text = ex.getMessage() + " " + ex.getCause();
        assertTrue(text.contains("0 <= ct <= lt < ht"), text);
    }
}

package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Stage;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/** Whole schedules worked by hand. */
class SpaceSharingGoldenTest {

    private static final double EPS = 1e-9;

    /** J1 (t=0, mp 4, demand 8), J2 (t=0, mp 2, demand 4), J3 (t=1, mp 1, demand 1); fork-join, syn 0.1. */
    private static JobSource threeJobs() {
        return JobSource.of(Job.rigid(1, 0, 4, 8), Job.rigid(2, 0, 2, 4), Job.rigid(3, 1, 1, 1));
    }

    /**
     * AP on a bus of 8, premature queueing (§2.2):
     * <pre>
     * t=0    pass with J1, J2 queued: J1 ceil(8/3) = 3 → nodes 0-2; 4 tasks of 2 s on 3: [0,2) 3 tasks, [2,4) 1,
     *        join [4,4.1) → end 4.1. J2 ceil(8/2) = 4 → nodes 3-6; 2 tasks of 2 s + join → end 2.1. Free: 7.
     * t=1    J3: ceil(8/2) = 4 > 1 free → waits (although it needs one processor).
     * t=2.1  J2 done, 5 free: J3 gets 4 → nodes 3-6; 1 task of 1 s + join → end 3.2.
     * </pre>
     * Responses 4.1, 2.1, 2.2 (mean 2.8); waits 0, 0, 1.1 (mean 1.1/3); mean partition (3 + 4 + 4) / 3.
     * Held processor-seconds: 3·4.1 + 4·2.1 + 4·1.1 = 25.1 over 8 · 4.1 → utilization 25.1 / 32.8. Computing
     * processor-seconds: the jobs' work, 8.1 + 4.1 + 1.1 = 13.3 → idle_pct 100 · (1 − 13.3 / 32.8).
     */
    @Test
    void apQueuesPrematurely() {
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("bus:8", SpaceRuns.partition("ap", "cap", "no"), SpaceRuns.structure("fork-join"),
                threeJobs(), SimulationConfig.DEFAULT, true, rec);
        assertEquals(List.of(), run.violations());
        assertSeen(rec, 1, 0, 4.1, 0, 1, 2);
        assertSeen(rec, 2, 0, 2.1, 3, 4, 5, 6);
        assertSeen(rec, 3, 2.1, 3.2, 3, 4, 5, 6);
        assertEquals(2.8, run.metrics().get(Metric.RESPONSE), EPS);
        assertEquals(1.1 / 3, run.metrics().get(Metric.WAIT), EPS);
        assertEquals(11.0 / 3, run.metrics().get(Metric.PARTITION_SIZE), EPS);
        assertEquals(25.1 / 32.8, run.metrics().get(Metric.UTILIZATION), EPS);
        assertEquals(100 * (1 - 13.3 / 32.8), run.metrics().get(Metric.IDLE_PCT), EPS);
        assertEquals(4.1, run.metrics().get(Metric.MAKESPAN), EPS);
        assertEquals(3 / 4.1, run.metrics().get(Metric.THROUGHPUT), EPS);
        assertEquals(3, run.metrics().get(Metric.JOBS), EPS);
        assertEquals(0, run.metrics().get(Metric.REJECTED), EPS);
        assertEquals(3, run.simulation().completed());
    }

    /**
     * The default is the paper's formula without a cap (§2.2, §2.3): {@code partition ap} and {@code partition map}
     * without {@code cap} schedule the three jobs of {@link #apQueuesPrematurely} as {@code cap no} does, J2 on 4
     * processors although its parallelism is 2 (nodes 3-6), J3 waiting until 2.1; mean response 2.8, held
     * processor-seconds 25.1. With a cap J2 would get 2 and J3 start at 1 ({@link #capAtMaximumParallelism}).
     */
    @Test
    void defaultIsTheFormulaWithoutCap() {
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("bus:8", SpaceRuns.partition("ap"), SpaceRuns.structure("fork-join"),
                threeJobs(), SimulationConfig.DEFAULT, true, rec);
        assertSeen(rec, 2, 0, 2.1, 3, 4, 5, 6);
        assertSeen(rec, 3, 2.1, 3.2, 3, 4, 5, 6);
        assertEquals(2.8, run.metrics().get(Metric.RESPONSE), EPS);
        assertEquals(25.1 / 32.8, run.metrics().get(Metric.UTILIZATION), EPS);
        SpaceRuns.Recorder map = new SpaceRuns.Recorder();
        SpaceRuns.run("bus:8", SpaceRuns.partition("map", "f", "1"), SpaceRuns.structure("fork-join"), threeJobs(),
                SimulationConfig.DEFAULT, true, map);
        assertSeen(map, 2, 0, 2.1, 3, 4, 5);
        assertSeen(map, 3, 1, 2.1, 6, 7);
    }

    /**
     * MAP with f = 1 on the same jobs: S counts the scheduled jobs.
     * <pre>
     * t=0    J1: ceil(8/(2+1+0)) = 3 → nodes 0-2, end 4.1. J2: ceil(8/(1+1+1)) = 3 → nodes 3-5, 2 tasks on 3
     *        → end 2.1. Free: 6, 7.
     * t=1    J3: ceil(8/(1+1+2)) = 2 ≤ 2 free → nodes 6, 7, end 2.1.
     * </pre>
     * Responses 4.1, 2.1, 1.1 (mean 7.3/3); MAP improves on AP by (2.8 − 7.3/3)/(7.3/3) = 15.07%.
     */
    @Test
    void mapAvoidsIt() {
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("bus:8", SpaceRuns.partition("map", "f", "1", "cap", "no"),
                SpaceRuns.structure("fork-join"), threeJobs(), SimulationConfig.DEFAULT, true, rec);
        assertEquals(List.of(), run.violations());
        assertSeen(rec, 1, 0, 4.1, 0, 1, 2);
        assertSeen(rec, 2, 0, 2.1, 3, 4, 5);
        assertSeen(rec, 3, 1, 2.1, 6, 7);
        assertEquals(7.3 / 3, run.metrics().get(Metric.RESPONSE), EPS);
        assertEquals(15.07, SpaceRuns.improvement(2.8, 7.3 / 3), 0.01);
    }

    /**
     * AP with {@code cap yes} (the reading of Fig. 5's caption): J2 gets min(4, 2) = 2 (nodes 3, 4), so at t=1 J3's target
     * min(4, 1) = 1 fits: node 5, end 2.1. Responses 4.1, 2.1, 1.1. No internal fragmentation beyond the jobs' own
     * idle phases: held 3·4.1 + 2·2.1 + 1·1.1 = 17.6 processor-seconds for the same 13.3 of work that
     * {@link #apQueuesPrematurely} (cap no) spreads over 25.1.
     */
    @Test
    void capAtMaximumParallelism() {
        for (Stage stage : List.of(SpaceRuns.partition("ap", "cap", "yes"))) {
            SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
            ModelRun run = SpaceRuns.run("bus:8", stage, SpaceRuns.structure("fork-join"), threeJobs(),
                    SimulationConfig.DEFAULT, true, rec);
            assertEquals(List.of(), run.violations());
            assertSeen(rec, 1, 0, 4.1, 0, 1, 2);
            assertSeen(rec, 2, 0, 2.1, 3, 4);
            assertSeen(rec, 3, 1, 2.1, 5);
            assertEquals(17.6 / 32.8, run.metrics().get(Metric.UTILIZATION), EPS, stage.toString());
            assertEquals(100 * (1 - 13.3 / 32.8), run.metrics().get(Metric.IDLE_PCT), EPS, stage.toString());
        }
    }

    /**
     * The paper's §2.2 scenario through the model: P = 32, two long jobs at t = 0, a third at t = 1. Partition sizes
     * 11 and 16 under AP, 11 and 11 under MAP f = 1; the third job waits under AP (5 free, target 16) and starts at
     * once under MAP f = 1 (10 free, target 8). With {@code recompute pass} AP gives both first jobs 11.
     */
    @Test
    void paperExampleThroughTheModel() {
        JobSource jobs = JobSource.of(Job.rigid(1, 0, 32, 100), Job.rigid(2, 0, 32, 100), Job.rigid(3, 1, 32, 1));
        SpaceRuns.Recorder ap = new SpaceRuns.Recorder();
        SpaceRuns.run("bus:32", SpaceRuns.partition("ap"), SpaceRuns.structure("fork-join"), jobs,
                SimulationConfig.DEFAULT, false, ap);
        assertEquals(List.of(11, 16), ap.started.subList(0, 2).stream().map(r -> r.allocation().size()).toList());
        assertTrue(ap.job(3).start() > 1);

        jobs = JobSource.of(Job.rigid(1, 0, 32, 100), Job.rigid(2, 0, 32, 100), Job.rigid(3, 1, 32, 1));
        SpaceRuns.Recorder map = new SpaceRuns.Recorder();
        SpaceRuns.run("bus:32", SpaceRuns.partition("map", "f", "1"), SpaceRuns.structure("fork-join"), jobs,
                SimulationConfig.DEFAULT, false, map);
        assertEquals(List.of(11, 11, 8), map.started.stream().map(r -> r.allocation().size()).toList());
        assertEquals(1.0, map.job(3).start(), EPS);

        jobs = JobSource.of(Job.rigid(1, 0, 32, 100), Job.rigid(2, 0, 32, 100));
        SpaceRuns.Recorder once = new SpaceRuns.Recorder();
        SpaceRuns.run("bus:32", SpaceRuns.partition("ap", "recompute", "pass"), SpaceRuns.structure("fork-join"),
                jobs, SimulationConfig.DEFAULT, false, once);
        assertEquals(List.of(11, 11), once.started.stream().map(r -> r.allocation().size()).toList());
    }

    /**
     * Ring of 8, fixed partitions of 3, rigid jobs (one task per processor, run time as given):
     * <pre>
     * t=0  J1 (3 procs, 10 s) → nodes 0-2, end 10.  J2 (3, 2 s) → nodes 3-5, end 2.  Free run 6-7 (2).
     * t=1  J3 (3, 1 s): 2 free → waits.
     * t=2  J2 done: free run 3-7 (5) → J3 nodes 3-5, end 3.
     * </pre>
     */
    @Test
    void ringFixedPartitions() {
        JobSource jobs = JobSource.of(Job.rigid(1, 0, 3, 10), Job.rigid(2, 0, 3, 2), Job.rigid(3, 1, 3, 1));
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("ring:8", SpaceRuns.partition("fixed", "size", "3", "cap", "no"), WorkloadTraits.RIGID, jobs,
                SimulationConfig.DEFAULT, true, rec);
        assertEquals(List.of(), run.violations());
        assertSeen(rec, 1, 0, 10, 0, 1, 2);
        assertSeen(rec, 2, 0, 2, 3, 4, 5);
        assertSeen(rec, 3, 2, 3, 3, 4, 5);
    }

    /**
     * A ring where contiguity, not the free count, blocks: ring of 6, fixed 2, rigid jobs of 2 processors:
     * <pre>
     * t=0  J1 (5 s) → 0-1; J2 (1 s) → 2-3; J3 (5 s) → 4-5.
     * t=0.5  J4 arrives, nothing free → waits.
     * t=1  J2 done: run 2-3 free → J4 gets 2-3, end 1 + 1 = 2.
     * </pre>
     * Then fixed 3: J1 → 0-2 (5 s), J2 → 3-5 (1 s); J3 waits; at 1 J3 → 3-5 (end 6); J4 waits for J1 at 5 → 0-2.
     */
    @Test
    void ringBestFitSchedule() {
        JobSource jobs = JobSource.of(Job.rigid(1, 0, 2, 5), Job.rigid(2, 0, 2, 1), Job.rigid(3, 0, 2, 5),
                Job.rigid(4, 0.5, 2, 1));
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        SpaceRuns.run("ring:6", SpaceRuns.partition("fixed", "size", "2", "cap", "no"), WorkloadTraits.RIGID, jobs, SimulationConfig.DEFAULT,
                false, rec);
        assertSeen(rec, 4, 1, 2, 2, 3);

        jobs = JobSource.of(Job.rigid(1, 0, 2, 5), Job.rigid(2, 0, 2, 1), Job.rigid(3, 0, 2, 5),
                Job.rigid(4, 0.5, 2, 1));
        SpaceRuns.Recorder rec3 = new SpaceRuns.Recorder();
        SpaceRuns.run("ring:6", SpaceRuns.partition("fixed", "size", "3", "cap", "no"), WorkloadTraits.RIGID, jobs, SimulationConfig.DEFAULT,
                false, rec3);
        assertSeen(rec3, 1, 0, 5, 0, 1, 2);
        assertSeen(rec3, 2, 0, 1, 3, 4, 5);
        assertSeen(rec3, 3, 1, 6, 3, 4, 5);
        assertSeen(rec3, 4, 5, 6, 0, 1, 2);
    }

    /**
     * A ring treated as a pool ({@code contiguous no}, §4.4's wormhole routing): ring of 8, fixed 4 with the cap,
     * rigid jobs.
     * <pre>
     * t=0    J1 (3 procs, 1 s) → 0-2; J2 (1, 10 s) → 3; J3 (3, 1 s) → 4-6; J4 (1, 10 s) → 7. Full.
     * t=0.5  J5 (4, 1 s) arrives and waits.
     * t=1    J1, J3 done: free 0-2 and 4-6, six processors in two runs of 3.
     *        contiguous: no run of 4 → J5 waits until J2 and J4 end at 10 → nodes 0-3, end 11.
     *        pool: J5 → the lowest free ids 0, 1, 2, 4, end 2.
     * </pre>
     */
    @Test
    void ringWithoutContiguityIsAPool() {
        for (String contiguous : List.of("yes", "no")) {
            JobSource jobs = JobSource.of(Job.rigid(1, 0, 3, 1), Job.rigid(2, 0, 1, 10), Job.rigid(3, 0, 3, 1),
                    Job.rigid(4, 0, 1, 10), Job.rigid(5, 0.5, 4, 1));
            SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
            ModelRun run = SpaceRuns.run("ring:8", SpaceRuns.partition("fixed", "size", "4", "cap", "yes",
                    "contiguous", contiguous), WorkloadTraits.RIGID, jobs, SimulationConfig.DEFAULT, true, rec);
            assertEquals(List.of(), run.violations());
            assertSeen(rec, 1, 0, 1, 0, 1, 2);
            assertSeen(rec, 2, 0, 10, 3);
            assertSeen(rec, 3, 0, 1, 4, 5, 6);
            assertSeen(rec, 4, 0, 10, 7);
            if (contiguous.equals("yes")) {
                assertSeen(rec, 5, 10, 11, 0, 1, 2, 3);
            } else {
                assertSeen(rec, 5, 1, 2, 0, 1, 2, 4);
            }
        }
    }

    /**
     * Eager release frees processors for the next job: bus of 4, MAP f = 1 with cap, fork-join.
     * <pre>
     * t=0  J1 (mp 3, demand 6, 2 s tasks): ceil(4/(2+1)) = 2 → nodes 0, 1. [0,2) tasks 0, 1; [2,4) task 2; join
     *      [4,4.1). Eager: position 1 (node 1) goes at 2. End 4.1.
     *      J2 arrives at 0 too: ceil(4/(1+1+1)) = 2 → nodes 2, 3, mp 2 demand 20 → [0,10) + join → end 10.1.
     * t=1  J3 (mp 1, demand 1): ceil(4/(1+1+2)) = 1, no processor free → waits.
     * t=2  node 1 released → J3 starts on node 1, 1 s task + join → end 3.1 (all-or-none: it would start at 4.1).
     * </pre>
     */
    @Test
    void eagerReleaseLetsTheNextJobStartEarlier() {
        JobSource eagerJobs = JobSource.of(Job.rigid(1, 0, 3, 6), Job.rigid(2, 0, 2, 20), Job.rigid(3, 1, 1, 1));
        SpaceRuns.Recorder eager = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("bus:4", SpaceRuns.partition("map", "f", "1", "cap", "yes", "release",
                "eager"), SpaceRuns.structure("fork-join"), eagerJobs, SimulationConfig.DEFAULT, true, eager);
        assertEquals(List.of(), run.violations());
        assertSeen(eager, 1, 0, 4.1, 0, 1);
        assertSeen(eager, 2, 0, 10.1, 2, 3);
        assertSeen(eager, 3, 2, 3.1, 1);

        JobSource jobs = JobSource.of(Job.rigid(1, 0, 3, 6), Job.rigid(2, 0, 2, 20), Job.rigid(3, 1, 1, 1));
        SpaceRuns.Recorder plain = new SpaceRuns.Recorder();
        SpaceRuns.run("bus:4", SpaceRuns.partition("map", "f", "1", "cap", "yes"), SpaceRuns.structure("fork-join"),
                jobs, SimulationConfig.DEFAULT, true, plain);
        assertEquals(4.1, plain.job(3).start(), EPS);
    }

    /**
     * Warm-up and completion limit as in the rigid engine: K = 1, N = 1 measures only the second completion. The
     * window is [2.1, 3.2]; inside it J1 (still running: its last work task [2, 4) on one processor) computes 1.1
     * processor-seconds and J3 (work [2.1, 3.1), join [3.1, 3.2)) 1.1, so idle_pct = 100 · (1 − 2.2 / (8 · 1.1)).
     */
    @Test
    void warmupAndCompletionLimit() {
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        ModelRun run = SpaceRuns.run("bus:8", SpaceRuns.partition("ap", "cap", "no"), SpaceRuns.structure("fork-join"),
                threeJobs(), SimulationConfig.DEFAULT.withWarmup(1).withMaxCompletions(1), false, rec);
        // completions in order: J2 at 2.1 (warm-up), J3 at 3.2 (measured; the run stops), J1 would end at 4.1
        assertEquals(2, run.simulation().completed());
        assertEquals(1, run.simulation().measured());
        assertEquals(2.1, rec.measurementStart, EPS);
        assertEquals(2.2, run.metrics().get(Metric.RESPONSE), EPS); // J3: 3.2 - 1
        assertEquals(75, run.metrics().get(Metric.IDLE_PCT), EPS);
        assertEquals(1, run.simulation().stillRunning().size());
    }

    private static void assertSeen(SpaceRuns.Recorder rec, long id, double start, double end, int... nodes) {
        SpaceRuns.Seen s = rec.job(id);
        assertEquals(start, s.start(), EPS, "start of job " + id);
        assertEquals(end, s.end(), EPS, "end of job " + id);
        assertArrayEquals(nodes, s.nodes(), "nodes of job " + id);
    }
}

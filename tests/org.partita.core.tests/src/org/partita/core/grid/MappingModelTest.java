package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/** The {@code mapping} run model through {@link ExperimentRunner}. */
class MappingModelTest {

    private static Pipeline pipeline(String name, String policy, String... params) {
        return new Pipeline(name, "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                List.of(Stage.of("mapping", policy, params)));
    }

    private static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    /*
     * Two speed-1 processors (a pool); one-task graphs with scale job: a job's single task has work = run time.
     * Jobs: J1 at 0 (run 4), J2 at 1 (run 2), J3 at 1 (run 3). MH maps each task alone on the idle machine: both
     * processors finish it equally early -> p0 (lower id) every time, so all three queue on p0:
     * J1 0..4, J2 4..6 (ready at 1, earlier job than J3), J3 6..9.
     * response (4 + 5 + 8) / 3 = 17/3; wait (0 + 3 + 5) / 3 = 8/3; makespan 9;
     * utilization 9 busy seconds / (2 processors · 9 s) = 0.5; throughput 3 / 9; S_m = η = 1.
     */
    @Test
    void goldenScheduleOfLoadUnawareMappings(@TempDir Path dir) throws Exception {
        WorkloadFactory wf = (point, streams, rejections) -> JobSource.of(Job.rigid(1, 0, 1, 4),
                Job.rigid(2, 1, 1, 2), Job.rigid(3, 1, 1, 3));
        Experiment e = new Experiment("golden", Machine.of(Topology.pool(2)), List.of(pipeline("mh", "mh")),
                List.of(), wf, SimulationConfig.DEFAULT, Replications.fixed(1), 1, Double.NaN,
                new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "tasks", "1")));
        RunResult r = run(e, dir, 1).runs().get(0);
        assertEquals(List.of(), r.violations());
        assertEquals(3, r.metrics().get(Metric.JOBS), 0);
        assertEquals(17.0 / 3, r.metrics().get(Metric.RESPONSE), 1e-12);
        assertEquals(8.0 / 3, r.metrics().get(Metric.WAIT), 1e-12);
        assertEquals(9, r.metrics().get(Metric.MAKESPAN), 1e-12);
        assertEquals(0.5, r.metrics().get(Metric.UTILIZATION), 1e-12);
        assertEquals(3.0 / 9, r.metrics().get(Metric.THROUGHPUT), 1e-12);
        assertEquals(1, r.metrics().get(Metric.MAPPING_SPEEDUP), 1e-12);
        assertEquals(1, r.metrics().get(Metric.MAPPING_EFFICIENCY), 1e-12);
        List<String> rows = Files.readAllLines(dir.resolve(ResultFiles.JOBS));
        assertEquals(4, rows.size());
        assertTrue(rows.get(3).startsWith("3,1,6,9,1,1,0,5,"), rows.get(3));
    }

    /** With a warm-up of one completion and a limit of one, only J2 is measured. */
    @Test
    void warmupAndCompletionLimit(@TempDir Path dir) throws Exception {
        WorkloadFactory wf = (point, streams, rejections) -> JobSource.of(Job.rigid(1, 0, 1, 4),
                Job.rigid(2, 1, 1, 2), Job.rigid(3, 1, 1, 3));
        Experiment e = new Experiment("k", Machine.of(Topology.pool(2)), List.of(pipeline("mh", "mh")),
                List.of(), wf, SimulationConfig.DEFAULT.withWarmup(1).withMaxCompletions(1), Replications.fixed(1),
                1, Double.NaN, new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "tasks", "1")));
        RunResult r = run(e, dir, 1).runs().get(0);
        assertEquals(1, r.metrics().get(Metric.JOBS), 0);
        assertEquals(5, r.metrics().get(Metric.RESPONSE), 1e-12); // J2: 1 -> 6
        assertEquals(6, r.simulation().endTime(), 1e-12);
        // the run stops at J2's completion, before J3 (queued on p0) is dispatched at 6
        assertEquals(2, r.simulation().started());
        assertEquals(0, r.simulation().stillRunning().size());
    }

    static Experiment gridExperiment() {
        Machine grid = Machine.grid(List.of(new Cluster("a", Topology.mesh(2, 2), 1),
                new Cluster("b", Topology.pool(4), 3), new Cluster("c", Topology.hypercube(2), 2)),
                List.of(new Link("a", "b", 2), new Link("b", "c", 4)));
        SyntheticWorkload base = SyntheticWorkload.sized(40, Distributions.exponential(8),
                Distributions.exponential(6), Distributions.uniformInt(2, 24));
        WorkloadFactory wf = (point, streams, rejections) -> base.open(streams);
        return new Experiment("grid", grid, List.of(pipeline("cm", "cluster-m"), pipeline("cm-flat",
                "cluster-m", "embed", "no"), pipeline("mh", "mh"), pipeline("rnd", "random", "local-bandwidth", "3")),
                List.of(SweepPoint.of("edge", "0.05"), SweepPoint.of("edge", "0.2")), wf,
                SimulationConfig.DEFAULT.withWarmup(5), Replications.fixed(2), 7, Double.NaN,
                new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "edge", "$edge")));
    }

    @Test
    void endToEndOnAGridIsDeterministicWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        Experiment e = gridExperiment();
        ExperimentResult one = run(e, dir.resolve("t1"), 1);
        run(e, dir.resolve("t2"), 2);
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("t1").resolve(f)),
                    Files.readAllBytes(dir.resolve("t2").resolve(f)), f);
        }
        assertEquals(16, one.runs().size());
        for (RunResult r : one.runs()) {
            assertEquals(List.of(), r.violations());
            assertEquals(35, r.metrics().get(Metric.JOBS), 0);
            double u = r.metrics().get(Metric.UTILIZATION);
            assertTrue(u > 0 && u <= 1, "utilization " + u);
            assertTrue(r.metrics().get(Metric.RESPONSE) >= r.metrics().get(Metric.WAIT));
            assertTrue(r.metrics().get(Metric.MAPPING_SPEEDUP) > 0);
        }
        // MH's static mappings are better than random ones on the idle grid, run by run
        for (int i = 0; i < 4; i++) {
            RunResult mh = one.runs().get(2 * 4 + i);
            RunResult rnd = one.runs().get(3 * 4 + i);
            assertTrue(mh.metrics().get(Metric.MAPPING_SPEEDUP) > rnd.metrics().get(Metric.MAPPING_SPEEDUP));
        }
        String summary = Files.readString(dir.resolve("t1").resolve(ResultFiles.SUMMARY));
        assertTrue(summary.contains("mapping_speedup"), summary.lines().findFirst().orElse(""));
    }

    @Test
    void registryAndBadParameters(@TempDir Path dir) {
        assertNotNull(RunModels.standard().descriptor("graphs", "random"));
        assertEquals(List.of("cluster-m", "mh", "random"), RunModels.standard().names("mapping").stream()
                .filter(n -> List.of("cluster-m", "mh", "random").contains(n)).toList());
        assertNotNull(RunModels.standard().descriptor("mapping", "cluster-m").parameter("embed"));
        WorkloadFactory wf = (point, streams, rejections) -> JobSource.of(Job.rigid(1, 0, 1, 4));
        Experiment e = new Experiment("bad", Machine.of(Topology.pool(2)),
                List.of(pipeline("cm", "cluster-m", "embed", "maybe")), List.of(), wf, SimulationConfig.DEFAULT,
                Replications.fixed(1), 1, Double.NaN, WorkloadTraits.RIGID);
        var ex = assertThrows(Exception.class, () -> run(e, dir, 1));
        assertTrue(String.valueOf(ex.getMessage()).contains("embed")
                || String.valueOf(ex.getCause()).contains("embed"), String.valueOf(ex));
        var g = assertThrows(IllegalArgumentException.class,
                () -> GraphGenerator.of(Stage.of("graphs", "random", "edge", "1.5")));
        assertTrue(g.getMessage().contains("edge"), g.getMessage());
        var s = assertThrows(IllegalArgumentException.class,
                () -> GraphGenerator.of(Stage.of("graphs", "layered")));
        assertTrue(s.getMessage().contains("layered"), s.getMessage());
    }

    /** The trait is read and checked through its descriptor alone: defaults, ranges, and keys it does not know. */
    @Test
    void graphsAreReadThroughTheirDescriptor() {
        assertEquals(GraphGenerator.DEFAULT, GraphGenerator.of(Stage.of("graphs", "random")));
        assertEquals(new GraphGenerator(0, 0.05, 1, 5, 1, 5, true), GraphGenerator.DEFAULT);
        assertEquals(new GraphGenerator(7, 0.05, 1, 5, 1, 5, false),
                GraphGenerator.of(Stage.of("graphs", "random", "tasks", "7", "scale", " none")));
        var typo = assertThrows(IllegalArgumentException.class,
                () -> GraphGenerator.of(Stage.of("graphs", "random", "edgee", "0.1")));
        assertEquals("graphs random: unknown parameter(s) [edgee]; valid: data-max, data-min, edge, scale, tasks, "
                + "work-max, work-min", typo.getMessage());
        var zero = assertThrows(IllegalArgumentException.class,
                () -> GraphGenerator.of(Stage.of("graphs", "random", "work-min", "0")));
        assertEquals("graphs random: parameter 'work-min' must be > 0, got 0", zero.getMessage());
        var empty = assertThrows(IllegalArgumentException.class,
                () -> GraphGenerator.of(Stage.of("graphs", "random", "work-min", "3", "work-max", "2")));
        assertTrue(empty.getMessage().contains("need work-min <= work-max"), empty.getMessage());
    }

    /** A link of bandwidth 0 never delivers: the descriptor's range refuses it before a run starts. */
    @Test
    void aLocalBandwidthOfZeroIsRefusedByTheDescriptor() {
        var e = assertThrows(IllegalArgumentException.class, () -> org.partita.core.strategy.StrategyRegistry
                .validate(RunModels.standard().descriptor("mapping", "mh"), Map.of("local-bandwidth", "0")));
        assertEquals("mapping mh: parameter 'local-bandwidth' must be > 0, got 0", e.getMessage());
    }
}

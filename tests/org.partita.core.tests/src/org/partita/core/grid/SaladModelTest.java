package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/** The integrated IPG-SaLaD run model ({@link SaladModel}) through {@link ExperimentRunner}. */
class SaladModelTest {

    private static Pipeline pipeline(String name, Stage... stages) {
        return new Pipeline(name, "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(), List.of(stages));
    }

    private static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void aPipelineOfSeveralGridStagesRunsOnTheIntegratedModel() {
        RunModels models = RunModels.standard();
        Stage mapping = Stage.of("mapping", "cluster-m");
        Stage balance = Stage.of("balance", "rate-of-change");
        Stage share = Stage.of("share", "concurrent-gang");
        for (List<Stage> stages : List.of(List.of(mapping, balance), List.of(mapping, share), List.of(balance, share),
                List.of(mapping, balance, share))) {
            assertSame(models.integratedGrid(), models.model(pipeline("P", stages.toArray(Stage[]::new))));
        }
        assertTrue(models.combinable("share", "ipg-gang") && models.combinable("mapping", "mh"));
        assertTrue(!models.combinable("share", "equipartition") && !models.combinable("partition", "ap"));
        var e = assertThrows(IllegalArgumentException.class,
                () -> RunModels.standard().model(pipeline("Q", mapping, Stage.of("share", "equipartition"))));
        assertTrue(e.getMessage().contains("'share equipartition' and 'mapping cluster-m'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RunModels.standard().integratedGrid().validate(
                pipeline("R", Stage.of("balance", "none", "slice", "2"), Stage.of("share", "ipg-gang", "slice", "1")),
                Machine.of(Topology.pool(4)), StandardStrategies.allocators(), null));
        assertTrue(e.getMessage().contains("'slice' (2) differs from the share stage's slice"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RunModels.standard().integratedGrid().validate(
                pipeline("S", Stage.of("balance", "rate-of-change", "ht", "1", "lt", "2"), share),
                Machine.of(Topology.pool(4)), StandardStrategies.allocators(), null));
        assertTrue(e.getMessage().contains("0 <= ct <= lt < ht"), e.getMessage());
    }

    /*
     * Two speed-1 PEs (a pool); one-task graphs whose work is the run time (scale job). J1 at 0 (run 4), J2 at 1 (run
     * 2), J3 at 1 (run 3). MH maps each task alone on the idle pool: PE 0 (lower id) every time. Plain gang, 1 s
     * slices: at 0 J1 is alone in the trace diagram: [0,1] J1. At 1 (a new period) J1, J2, J3 all hold PE 0: rows
     * 0, 1, 2. [1,2] J1, [2,3] J2, [3,4] J3, [4,5] J1, [5,6] J2 ends at 6, [6,7] J3; at 7 two rows: [7,8] J1 ends at
     * 8, [8,9] J3 ends at 9. Responses 8, 5, 8 (mean 7); waits 0, 1, 2 (mean 1); makespan 9; utilization 9 busy
     * seconds / (2 PEs · 9 s) = 0.5, idle 50 %; throughput 3/9; S_m = η = 1. Concurrent Gang gives the same: PE 0's
     * slot task is always ready, PE 1 never holds a task.
     */
    @Test
    void goldenReportOfMappingAndGang(@TempDir Path dir) throws Exception {
        WorkloadFactory wf = (point, streams, rejections) -> JobSource.of(Job.rigid(1, 0, 1, 4),
                Job.rigid(2, 1, 1, 2), Job.rigid(3, 1, 1, 3));
        Experiment e = new Experiment("golden", Machine.of(Topology.pool(2)),
                List.of(pipeline("gang", Stage.of("mapping", "mh"), Stage.of("share", "ipg-gang", "steps", "1")),
                        pipeline("cg", Stage.of("mapping", "mh"), Stage.of("share", "concurrent-gang"))),
                List.of(), wf, SimulationConfig.DEFAULT, Replications.fixed(1), 1, 8.5,
                new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "tasks", "1")));
        for (RunResult r : run(e, dir, 1).runs()) {
            assertEquals(List.of(), r.violations());
            assertEquals(3, r.metrics().get(Metric.JOBS), 0);
            assertEquals(7, r.metrics().get(Metric.RESPONSE), 1e-9);
            assertEquals(1, r.metrics().get(Metric.WAIT), 1e-9);
            assertEquals(9, r.metrics().get(Metric.MAKESPAN), 1e-9);
            assertEquals(0.5, r.metrics().get(Metric.UTILIZATION), 1e-9);
            assertEquals(50, r.metrics().get(Metric.IDLE_PCT), 1e-7);
            assertEquals(3.0 / 9, r.metrics().get(Metric.THROUGHPUT), 1e-9);
            assertEquals(2, r.metrics().get(Metric.COMPLETED_WITHIN_HORIZON), 0); // J2 at 6, J1 at 8; J3 at 9 > 8.5
            assertEquals(1, r.metrics().get(Metric.MAPPING_SPEEDUP), 1e-12);
            assertEquals(1, r.metrics().get(Metric.MAPPING_EFFICIENCY), 1e-12);
            assertTrue(Double.isNaN(r.metrics().get(Metric.NORMALIZED_PERFORMANCE)), "no balance stage, no NP");
        }
        List<String> rows = Files.readAllLines(dir.resolve(ResultFiles.JOBS));
        assertEquals(7, rows.size());
        assertTrue(rows.get(3).startsWith("3,1,3,9,1,1,0,"), rows.get(3));
    }

    static Experiment fullLoop() {
        Stage cm = Stage.of("mapping", "cluster-m");
        Stage roc = Stage.of("balance", "rate-of-change", "ht", "2", "lt", "1", "ct", "1");
        return onTheGrid(List.of(pipeline("cm-gang", cm, Stage.of("share", "concurrent-gang")),
                pipeline("cm-roc", cm, roc), pipeline("roc-gang", roc, Stage.of("share", "ipg-gang", "class", "io")),
                pipeline("salad", cm, roc, Stage.of("share", "concurrent-gang", "class", "io"))));
    }

    private static Experiment onTheGrid(List<Pipeline> pipelines) {
        Machine grid = Machine.grid(List.of(new Cluster("fast", Topology.pool(4), 3),
                new Cluster("mid", Topology.mesh(2, 3), 2), new Cluster("slow", Topology.pool(6), 1)),
                List.of(new Link("fast", "mid", 4), new Link("mid", "slow", 2)));
        SyntheticWorkload base = SyntheticWorkload.sized(30, Distributions.exponential(6),
                Distributions.exponential(8), Distributions.uniformInt(2, 12));
        WorkloadFactory wf = (point, streams, rejections) -> base.open(streams);
        return new Experiment("salad", grid, pipelines, List.of(), wf,
                SimulationConfig.DEFAULT, Replications.fixed(2), 11, Double.NaN,
                new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "edge", "0.2")));
    }

    @Test
    void theFullLoopIsDeterministicWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        Experiment e = fullLoop();
        ExperimentResult one = run(e, dir.resolve("t1"), 1);
        run(e, dir.resolve("t2"), 2);
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("t1").resolve(f)),
                    Files.readAllBytes(dir.resolve("t2").resolve(f)), f);
        }
        List<String> balanced = new ArrayList<>();
        List<String> names = List.of("cm-gang", "cm-roc", "roc-gang", "salad");
        for (RunResult r : one.runs()) {
            String p = names.get(r.key().pipeline());
            assertEquals(List.of(), r.violations(), p);
            assertEquals(30, r.metrics().get(Metric.JOBS), 0, p);
            double u = r.metrics().get(Metric.UTILIZATION);
            assertTrue(u > 0 && u <= 1, p + " utilization " + u);
            assertEquals(100, r.metrics().get(Metric.IDLE_PCT) + 100 * u, 1e-9, p);
            assertTrue(r.metrics().get(Metric.RESPONSE) >= r.metrics().get(Metric.WAIT), p);
            double np = r.metrics().get(Metric.NORMALIZED_PERFORMANCE);
            if (!p.equals("cm-gang")) {
                balanced.add(p);
                assertTrue(np <= 1 && r.metrics().get(Metric.MIGRATIONS) > 0, p + " NP " + np);
            } else {
                assertTrue(Double.isNaN(np), p);
            }
            assertEquals(p.startsWith("roc"), Double.isNaN(r.metrics().get(Metric.MAPPING_SPEEDUP)), p);
        }
        assertEquals(6, balanced.size());
    }

    /**
     * A degenerate equivalence: {@code balance none spawn 0} adds nothing to a mapping and a scheduler; the same
     * jobs start and end at the same instants, no task moves and the balancer's NP is exactly 0.
     */
    @Test
    void balanceNoneWithoutSpawningAddsNothing(@TempDir Path dir) throws Exception {
        Stage cm = Stage.of("mapping", "cluster-m");
        Stage cg = Stage.of("share", "concurrent-gang", "class", "sync");
        ExperimentResult r = run(onTheGrid(List.of(pipeline("A", cm, cg),
                pipeline("B", cm, Stage.of("balance", "none", "spawn", "0"), cg))), dir, 1);
        List<String> rows = Files.readAllLines(dir.resolve(ResultFiles.JOBS));
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (String row : rows.subList(1, rows.size())) {
            String key = row.replaceFirst(",[AB],(\\d+)$", ",$1");
            (row.contains(",A,") ? a : b).add(key);
        }
        assertEquals(60, a.size());
        assertEquals(a, b);
        for (int rep = 0; rep < 2; rep++) {
            RunResult x = r.runs().get(rep);
            RunResult y = r.runs().get(2 + rep);
            for (Metric m : List.of(Metric.RESPONSE, Metric.WAIT, Metric.MAKESPAN, Metric.UTILIZATION)) {
                assertEquals(x.metrics().get(m), y.metrics().get(m), 0, m.column());
            }
            assertEquals(0, y.metrics().get(Metric.MIGRATIONS), 0);
            assertEquals(0, y.metrics().get(Metric.NORMALIZED_PERFORMANCE), 0);
        }
    }
}

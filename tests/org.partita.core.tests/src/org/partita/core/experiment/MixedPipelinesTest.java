package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * One experiment whose pipelines run on different engines: a migrating rigid pipeline (which makes the runner write
 * {@code placements.csv}) and a load-balancing run model (which moves no job through an allocator). Every run has
 * its part files, so the result files are complete, and the same for any thread count.
 */
class MixedPipelinesTest {

    @TempDir
    Path dir;

    private static Experiment experiment() {
        Pipeline migrating = new Pipeline("MIG", "fcfs", "migration",
                Map.of("base", "first-fit", "trigger", "departure"), ShapeRule.SQUARE, Map.of());
        Pipeline balancing = new Pipeline("BAL", "fcfs", "pool", Map.of(), ShapeRule.SQUARE, Map.of(),
                List.of(Stage.of("balance", "none")));
        WorkloadFactory w = (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE,
                Distributions.exponential(2), Distributions.exponential(5), Distributions.uniformInt(1, 8))
                .open(streams);
        return new Experiment("mixed", MachineSpec.parse("mesh:4x4"), List.of(migrating, balancing),
                List.of(SweepPoint.of("load", "0.5"), SweepPoint.of("load", "0.7")), w,
                SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(60), Replications.fixed(2), 3, Double.NaN);
    }

    private ExperimentResult run(Path out, int threads) throws Exception {
        return new ExperimentRunner(experiment(), StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void everyRunHasItsPartFilesAndTheFilesDoNotDependOnThreads() throws Exception {
        ExperimentResult one = run(dir.resolve("one"), 1);
        run(dir.resolve("two"), 2);
        assertEquals(8, one.runs().size());
        for (RunResult r : one.runs()) {
            assertEquals(List.of(), r.violations(), r.key().toString());
            assertEquals(60.0, r.metrics().get(Metric.JOBS), r.key().toString());
        }
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS, ResultFiles.PLACEMENTS, "rejected.csv")) {
            assertTrue(Files.isRegularFile(dir.resolve("one").resolve(f)), f);
            assertArrayEquals(Files.readAllBytes(dir.resolve("one").resolve(f)),
                    Files.readAllBytes(dir.resolve("two").resolve(f)), f);
        }
        String jobs = Files.readString(dir.resolve("one").resolve(ResultFiles.JOBS));
        assertTrue(jobs.contains(",MIG,") && jobs.contains(",BAL,"), "rows of both pipelines");
        assertTrue(Files.notExists(dir.resolve("one").resolve(".partial")));
    }
}

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
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * Incremental runs ({@code Options.keep}), as suite builds use them: the finished runs stay in {@code .partial/},
 * the next run of the unchanged experiment reuses them instead of simulating again, and a changed experiment starts
 * over instead of refusing.
 */
class IncrementalRunsTest {

    @TempDir
    Path dir;

    private static Experiment experiment(long seed) {
        WorkloadFactory w = WorkloadFactory.described("exponential sizes 1..8",
                (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE, Distributions.exponential(2),
                        Distributions.exponential(5), Distributions.uniformInt(1, 8)).open(streams));
        return new Experiment("inc", MachineSpec.parse("mesh:4x4"),
                List.of(new Pipeline("FF", "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of())),
                List.of(SweepPoint.of("load", "0.5")), w, SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(60),
                Replications.fixed(2), seed, Double.NaN);
    }

    private static ExperimentResult run(Experiment e, Path out, boolean keep) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(), new ExperimentRunner.Options(out, false, 2,
                false, false, null, false, null, keep)).run();
    }

    @Test
    void anUnchangedExperimentReusesItsRunsAndAChangedOneStartsOver() throws Exception {
        Path out = dir.resolve("inc");
        run(experiment(1), out, true);
        Path stored = out.resolve(".partial/run-0-0-1.txt");
        assertTrue(Files.isRegularFile(stored), "the finished runs are kept");
        byte[] summary = Files.readAllBytes(out.resolve(ResultFiles.SUMMARY));
        run(experiment(1), out, true);
        assertArrayEquals(summary, Files.readAllBytes(out.resolve(ResultFiles.SUMMARY)), "the same files");

        // a stored run is read back, not simulated again (the edit resealed with its checksum)
        String text = Files.readString(stored);
        String edited = text.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=123.456");
        Files.writeString(stored, StoreIntegrityTest.resealed(edited));
        run(experiment(1), out, true);
        String row = Files.readAllLines(out.resolve(ResultFiles.SUMMARY)).get(1);
        assertTrue(row.startsWith("FF,0.5,1,1,") && row.contains(",123.456,"), row);

        // another seed: started over, nothing refused, the tampered value gone
        run(experiment(2), out, true);
        assertTrue(Files.readAllLines(out.resolve(ResultFiles.SUMMARY)).stream().noneMatch(l -> l.contains("123.456")));
        // without keep the store is removed as before
        run(experiment(2), out, false);
        assertTrue(Files.notExists(out.resolve(".partial")));
        assertEquals("exponential sizes 1..8", experiment(1).workload().toString());
    }
}

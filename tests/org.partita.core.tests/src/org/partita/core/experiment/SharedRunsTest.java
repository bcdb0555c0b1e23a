package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * Runs shared between experiments next to each other ({@link SharedRuns}): an experiment that differs from a stored
 * one only in its name, what it measures or the order of its pipelines copies that experiment's runs instead of
 * simulating them, and writes the same bytes as when it simulates them itself; a run whose definition differs, or
 * whose source experiment has changed since, is simulated.
 */
class SharedRunsTest {

    @TempDir
    Path dir;

    private static final Pipeline FF = new Pipeline("FF", "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of());
    private static final Pipeline BF = new Pipeline("BF", "fcfs", "best-fit", Map.of(), ShapeRule.SQUARE, Map.of());

    private static Experiment experiment(String name, long seed, List<Pipeline> pipelines) {
        WorkloadFactory w = WorkloadFactory.described("exponential sizes 1..8",
                (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE, Distributions.exponential(2),
                        Distributions.exponential(5), Distributions.uniformInt(1, 8)).open(streams));
        return new Experiment(name, MachineSpec.parse("mesh:4x4"), pipelines,
                List.of(SweepPoint.of("load", "0.5"), SweepPoint.of("load", "0.7")), w,
                SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(60), Replications.fixed(2), seed,
                Double.NaN);
    }

    private static ExperimentResult run(Experiment e, Path out, List<Metric> columns, boolean share)
            throws Exception {
        return run(e, StandardStrategies.allocators(), out, columns, share);
    }

    private static ExperimentResult run(Experiment e, AllocatorRegistry allocators, Path out, List<Metric> columns,
            boolean share) throws Exception {
        return new ExperimentRunner(e, allocators, new ExperimentRunner.Options(out, false, 1, false, false, null,
                false, columns, true).withSharing(share)).run();
    }

    private static final List<Metric> WAIT = List.of(Metric.WAIT);
    private static final List<Metric> UTILIZATION = List.of(Metric.UTILIZATION, Metric.WAIT);

    @Test
    void aSecondExperimentOnTheSameRunsSimulatesNothingAndWritesTheSameBytes() throws Exception {
        ExperimentResult first = run(experiment("fig10", 1, List.of(FF, BF)), dir.resolve("fig10"), WAIT, true);
        assertEquals(new RunCounts(8, 0, 0), first.counts());

        // another name, other columns, the pipelines in another order: every run copied
        Experiment fig12 = experiment("fig12", 1, List.of(BF, FF));
        ExperimentResult shared = run(fig12, dir.resolve("fig12"), UTILIZATION, true);
        assertEquals(new RunCounts(0, 0, 8), shared.counts());

        // the same experiment alone, simulating its runs: the same bytes
        ExperimentResult alone = run(fig12, dir.resolve("alone/fig12"), UTILIZATION, false);
        assertEquals(new RunCounts(8, 0, 0), alone.counts());
        for (String f : List.of(ResultFiles.SUMMARY, "rejected.csv")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("alone/fig12").resolve(f)),
                    Files.readAllBytes(dir.resolve("fig12").resolve(f)), f);
        }

        // copied runs are stored runs of their own: the next build reads them from its store
        assertEquals(new RunCounts(0, 8, 0), run(fig12, dir.resolve("fig12"), UTILIZATION, true).counts());
    }

    @Test
    void aRunWithAnotherDefinitionOrAChangedSourceIsSimulated() throws Exception {
        run(experiment("a", 1, List.of(FF)), dir.resolve("a"), WAIT, true);
        // another seed: nothing in common
        assertEquals(new RunCounts(4, 0, 0), run(experiment("b", 2, List.of(FF)), dir.resolve("b"), WAIT, true)
                .counts());
        // one pipeline in common: its runs copied, the other's simulated
        assertEquals(new RunCounts(4, 0, 4), run(experiment("c", 1, List.of(BF, FF)), dir.resolve("c"), WAIT, true)
                .counts());

        // "a" changes (another seed: its store starts over, its run files now hold other runs): "d", with a's old
        // definition, does not take them for its own
        run(experiment("a", 3, List.of(FF)), dir.resolve("a"), WAIT, true);
        ExperimentResult d = run(experiment("d", 1, List.of(FF)), dir.resolve("d"), WAIT, true);
        assertEquals(new RunCounts(4, 0, 0), d.counts(), "a's store holds the runs of seed 3 now");
        ExperimentResult alone = run(experiment("d", 1, List.of(FF)), dir.resolve("alone/d"), WAIT, false);
        assertArrayEquals(Files.readAllBytes(dir.resolve("alone/d").resolve(ResultFiles.SUMMARY)),
                Files.readAllBytes(dir.resolve("d").resolve(ResultFiles.SUMMARY)));
        assertEquals(4, alone.counts().simulated());
    }

    /**
     * The store and the shared runs hold runs by their effective parameters ({@link RunDescription}): a pipeline that
     * writes its allocator's default reuses the runs of one that leaves it out, and after the default changes the
     * runs simulated under the former one are reused neither from the experiment's own store nor from another's.
     */
    @Test
    void storedRunsAreReusedWhenOnlyTheWritingDiffersAndNotAfterADefaultChanged() throws Exception {
        Pipeline bare = new Pipeline("T", "fcfs", "toy", Map.of(), ShapeRule.SQUARE, Map.of());
        Pipeline one = new Pipeline("T", "fcfs", "toy", Map.of("k", "1"), ShapeRule.SQUARE, Map.of());
        Pipeline two = new Pipeline("T", "fcfs", "toy", Map.of("k", "2"), ShapeRule.SQUARE, Map.of());
        AllocatorRegistry defaultOne = RunDescriptionTest.toy("1");
        AllocatorRegistry defaultTwo = RunDescriptionTest.toy("2");
        assertEquals(new RunCounts(4, 0, 0), run(experiment("a", 1, List.of(bare)), defaultOne, dir.resolve("a"),
                WAIT, true).counts());
        // the default written: the same runs, copied from a
        assertEquals(new RunCounts(0, 0, 4), run(experiment("b", 1, List.of(one)), defaultOne, dir.resolve("b"),
                WAIT, true).counts());
        // the default is now 2: a's and b's runs are runs of k = 1, not copied
        assertEquals(new RunCounts(4, 0, 0), run(experiment("c", 1, List.of(bare)), defaultTwo, dir.resolve("c"),
                WAIT, true).counts());
        // nor read back from a's own store
        assertEquals(new RunCounts(4, 0, 0), run(experiment("a", 1, List.of(bare)), defaultTwo, dir.resolve("a"),
                WAIT, false).counts());
        // while writing the new default explicitly reads them back
        assertEquals(new RunCounts(0, 4, 0), run(experiment("a", 1, List.of(two)), defaultTwo, dir.resolve("a"),
                WAIT, false).counts());
        // k changes nothing in the toy: the same bytes whichever runs were taken
        for (String f : List.of("b", "c")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(ResultFiles.SUMMARY)),
                    Files.readAllBytes(dir.resolve(f).resolve(ResultFiles.SUMMARY)), f);
        }
    }

    @Test
    void twoExperimentsRunningAtOnceSimulateEachSharedRunOnce() throws Exception {
        java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var a = two.submit(() -> run(experiment("a", 1, List.of(FF, BF)), dir.resolve("a"), WAIT, true));
            var b = two.submit(() -> run(experiment("b", 1, List.of(BF, FF)), dir.resolve("b"), UTILIZATION, true));
            RunCounts ca = a.get().counts();
            RunCounts cb = b.get().counts();
            // whichever claims a run first simulates it; the other waits for it, or finds it stored, and copies it
            assertEquals(8, ca.simulated() + cb.simulated(), ca + " " + cb);
            assertEquals(8, ca.shared() + cb.shared(), ca + " " + cb);
        } finally {
            two.shutdownNow();
        }
        run(experiment("b", 1, List.of(BF, FF)), dir.resolve("alone/b"), UTILIZATION, false);
        assertArrayEquals(Files.readAllBytes(dir.resolve("alone/b").resolve(ResultFiles.SUMMARY)),
                Files.readAllBytes(dir.resolve("b").resolve(ResultFiles.SUMMARY)));
    }

    @Test
    void resultsFromTheStoreAloneSimulateNothing() throws Exception {
        Path a = dir.resolve("a");
        byte[] summary;
        run(experiment("a", 1, List.of(FF, BF)), a, WAIT, true);
        summary = Files.readAllBytes(a.resolve(ResultFiles.SUMMARY));
        // its own store: everything read back, the same bytes
        assertEquals(new RunCounts(0, 8, 0), stored(experiment("a", 1, List.of(FF, BF)), a).counts());
        assertArrayEquals(summary, Files.readAllBytes(a.resolve(ResultFiles.SUMMARY)));
        // another experiment on the same runs: copied
        assertEquals(new RunCounts(0, 0, 4), stored(experiment("b", 1, List.of(BF)), dir.resolve("b")).counts());
        // nothing stored, or a run missing: nothing written, the missing runs counted
        MissingRunsException none = assertThrows(MissingRunsException.class,
                () -> stored(experiment("c", 2, List.of(FF)), dir.resolve("c")));
        assertEquals(dir.resolve("c") + ": no run of this experiment is stored", none.getMessage());
        Files.delete(a.resolve(".partial/run-1-1-2.txt"));
        Files.delete(a.resolve(ResultFiles.SUMMARY));
        MissingRunsException one = assertThrows(MissingRunsException.class,
                () -> stored(experiment("a", 1, List.of(FF, BF)), a));
        assertEquals(List.of(new RunKey(1, 1, 2)), one.missing());
        assertTrue(Files.notExists(a.resolve(ResultFiles.SUMMARY)), "nothing written");
    }

    private static ExperimentResult stored(Experiment e, Path out) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(), new ExperimentRunner.Options(out, false, 1,
                false, false, null, false, WAIT, true)).runStored();
    }

    @Test
    void sharingNeedsAKeptStore() {
        assertThrows(IllegalArgumentException.class, () -> new ExperimentRunner.Options(dir, false, 1, false, false,
                null, false, null, false).withSharing(true));
    }
}

package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.partita.core.metrics.Metric;
import org.partita.core.model.SweepPoint;

/**
 * Sharded runs ({@link ExperimentRunner#runShard}) and their merge ({@link ExperimentRunner#merge}): whatever the
 * number of shards and the order they finish in, the merged files are byte-identical to one uninterrupted run's;
 * a merge with runs missing names them; a shard run again runs only what it had not finished.
 */
class ShardingTest {

    private static final List<String> FILES = List.of(ResultFiles.SUMMARY, "rejected.csv", "jobs.csv");

    @TempDir
    Path dir;

    private static ExperimentRunner runner(Experiment e, Path out, int threads) {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null));
    }

    private void assertSameFiles(Path expected, Path actual) throws Exception {
        for (String f : FILES) {
            assertArrayEquals(Files.readAllBytes(expected.resolve(f)), Files.readAllBytes(actual.resolve(f)), f);
        }
    }

    @ParameterizedTest(name = "{0} shard(s)")
    @ValueSource(ints = {1, 2, 4, 7})
    void shardsInAnyOrderMergeToTheOneMachineBytes(int n) throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        Path whole = dir.resolve("whole");
        runner(e, whole, 2).run();
        Path out = dir.resolve("sharded");
        List<Integer> order = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            order.add(k);
        }
        Collections.shuffle(order, new Random(n)); // shards finish in any order
        int owned = 0;
        for (int k : order) {
            ExperimentRunner.ShardReport r = runner(e, out, 1 + k % 2).runShard(new Shard(k, n));
            assertEquals(r.owned(), r.ran(), "a fresh shard runs all it owns");
            owned += r.owned();
        }
        assertEquals(12, owned, "2 pipelines x 2 points x 3 replications, each owned by one shard");
        assertFalse(Files.exists(out.resolve(ResultFiles.SUMMARY)), "a shard writes no result files");
        ExperimentResult merged = runner(e, out, 2).merge();
        assertEquals(12, merged.runs().size());
        assertSameFiles(whole, out);
        assertFalse(Files.exists(out.resolve(RunStore.FOLDER)), "the store is removed after the merge");
    }

    @Test
    void sequentialStoppingShardsByGroupAndMergesToTheSameRuns() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(Replications.untilWithin(0.05, 0.95, Metric.RESPONSE, 2, 8));
        Path whole = dir.resolve("whole");
        ExperimentResult one = runner(e, whole, 2).run();
        Path out = dir.resolve("sharded");
        for (int k = 3; k >= 1; k--) {
            runner(e, out, 2).runShard(new Shard(k, 3));
        }
        ExperimentResult merged = runner(e, out, 1).merge();
        assertEquals(one.runs().size(), merged.runs().size());
        assertTrue(one.runs().size() > 8, "some group needed more than its 2 first replications");
        assertSameFiles(whole, out);
    }

    @Test
    void aMergeWithRunsMissingNamesThemAndTheirShard() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        Path out = dir.resolve("out");
        runner(e, out, 2).runShard(new Shard(1, 4));
        runner(e, out, 2).runShard(new Shard(3, 4));
        ShardPlan plan = ShardPlan.of(e, 4);
        MissingRunsException m = assertThrows(MissingRunsException.class, () -> runner(e, out, 2).merge());
        List<RunKey> expected = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            for (int s = 0; s < 2; s++) {
                for (int r = 1; r <= 3; r++) {
                    RunKey k = new RunKey(p, s, r);
                    if (plan.shardOf(k) == 2 || plan.shardOf(k) == 4) {
                        expected.add(k);
                    }
                }
            }
        }
        assertEquals(expected, m.missing());
        assertTrue(m.getMessage().contains(expected.size() + " of 12 runs are not stored"), m.getMessage());
        assertTrue(m.getMessage().contains("(shard 2/4, never started)"), m.getMessage());
        assertTrue(m.getMessage().contains("pipeline square load=0.3 replication") || m.getMessage().contains(
                "pipeline count load="), m.getMessage());
        assertFalse(Files.exists(out.resolve(ResultFiles.SUMMARY)), "nothing is written when runs are missing");

        runner(e, out, 2).runShard(new Shard(2, 4));
        runner(e, out, 2).runShard(new Shard(4, 4));
        Path whole = dir.resolve("whole");
        runner(e, whole, 2).run();
        runner(e, out, 2).merge();
        assertSameFiles(whole, out);
    }

    @Test
    void aShardRunAgainRunsOnlyWhatItHadNotFinished() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        Path out = dir.resolve("out");
        ExperimentRunner.ShardReport first = runner(e, out, 2).runShard(new Shard(2, 2));
        ExperimentRunner.ShardReport again = runner(e, out, 2).runShard(new Shard(2, 2));
        assertEquals(first.owned(), again.owned());
        assertEquals(0, again.ran(), "a requeued shard whose runs are all stored runs nothing");

        // a shard killed during a run: the run's marker was never written, so only that run is done again
        ShardPlan plan = ShardPlan.of(e, 2);
        RunKey victim = null;
        for (int i = 0; i < 12 && victim == null; i++) {
            RunKey k = new RunKey(i / 6, i / 3 % 2, 1 + i % 3);
            victim = plan.shardOf(k) == 2 ? k : null;
        }
        Files.delete(out.resolve(RunStore.FOLDER).resolve("run-" + victim.pipeline() + "-" + victim.point() + "-"
                + victim.replication() + ".txt"));
        ExperimentRunner.ShardReport recovered = runner(e, out, 2).runShard(new Shard(2, 2));
        assertEquals(1, recovered.ran());
        assertEquals(first.owned() - 1, recovered.stored());

        runner(e, out, 1).runShard(new Shard(1, 2));
        Path whole = dir.resolve("whole");
        runner(e, whole, 2).run();
        runner(e, out, 2).merge();
        assertSameFiles(whole, out);
    }

    @Test
    void aResumedRunFinishesWhatTheShardsLeft() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        Path out = dir.resolve("out");
        runner(e, out, 2).runShard(new Shard(2, 3));
        ExperimentResult resumed = new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, 2, true, false, null, true, null)).run();
        assertEquals(12, resumed.runs().size());
        Path whole = dir.resolve("whole");
        runner(e, whole, 1).run();
        assertSameFiles(whole, out);
    }

    @Test
    void shardsOfAnotherExperimentAreRefused() throws Exception {
        Path out = dir.resolve("out");
        runner(ExperimentRunnerTest.experiment(Replications.fixed(3)), out, 2).runShard(new Shard(1, 2));
        var other = ExperimentRunnerTest.experiment(Replications.fixed(4));
        var ex = assertThrows(java.io.IOException.class, () -> runner(other, out, 2).runShard(new Shard(2, 2)));
        assertTrue(ex.getMessage().contains("differs"), ex.getMessage());
        var merge = assertThrows(java.io.IOException.class, () -> runner(other, out, 2).merge());
        assertTrue(merge.getMessage().contains("different experiment"), merge.getMessage());
    }

    @Test
    void aMergeWithoutAnyStoreSaysSo() {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        MissingRunsException m = assertThrows(MissingRunsException.class,
                () -> runner(e, dir.resolve("none"), 1).merge());
        assertTrue(m.getMessage().contains("no stored runs to merge"), m.getMessage());
    }

    @Test
    void thePlanGivesEveryRunToOneShardAndBalancesTheExpectedCost() {
        Experiment e = ExperimentRunnerTest.experiment(Replications.fixed(3));
        for (int n = 1; n <= 12; n++) {
            ShardPlan plan = ShardPlan.of(e, n);
            int[] count = new int[n];
            for (int p = 0; p < 2; p++) {
                for (int s = 0; s < 2; s++) {
                    for (int r = 1; r <= 3; r++) {
                        int k = plan.shardOf(new RunKey(p, s, r));
                        assertTrue(k >= 1 && k <= n);
                        count[k - 1]++;
                        assertEquals(k, ShardPlan.of(e, n).shardOf(new RunKey(p, s, r)), "deterministic");
                    }
                }
            }
            double[] work = plan.expectedWork();
            double max = 0;
            double min = Double.MAX_VALUE;
            for (double w : work) {
                max = Math.max(max, w);
                min = Math.min(min, w);
            }
            // longest processing time first: no shard exceeds another by more than the dearest run (load 0.6: 2.5)
            assertTrue(max - min <= 2.5 + 1e-9, n + " shards: " + java.util.Arrays.toString(work));
        }
        assertEquals(1 / 0.4, ShardPlan.cost(SweepPoint.of("load", "0.6")), 1e-12);
        assertEquals(ShardPlan.SATURATED_COST, ShardPlan.cost(SweepPoint.of("load", "1.2")));
        assertEquals(1, ShardPlan.cost(SweepPoint.of("size", "64")));
    }

    @Test
    void shardTextIsParsedWithClearErrors() {
        assertEquals(new Shard(2, 4), Shard.parse("2/4"));
        assertEquals("3/7", new Shard(3, 7).toString());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Shard.parse("5/4")).getMessage()
                .contains("1 <= K <= N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Shard.parse("0/4")).getMessage()
                .contains("1 <= K <= N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Shard.parse("2")).getMessage()
                .contains("write K/N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Shard.parse("a/b")).getMessage()
                .contains("whole numbers"));
    }
}

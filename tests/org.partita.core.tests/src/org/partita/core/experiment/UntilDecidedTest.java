package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.claims.ClaimsFile;
import org.partita.core.claims.Comparison;
import org.partita.core.claims.PointScope;
import org.partita.core.claims.Relation;
import org.partita.core.claims.UndecidedPoints;
import org.partita.core.claims.Verdict;
import org.partita.core.metrics.Metric;

/**
 * {@code replications MIN to MAX until decided}: every pipeline gets MIN replications at every point; then the points
 * the rule names get one more replication of every pipeline per wave, up to MAX; the result is the same bytes
 * whatever the thread count or shard split (the shards run the first MIN, the merge the rest).
 */
class UntilDecidedTest {

    @TempDir
    Path dir;

    private static final Replications REPS = new Replications(2, 5, 0.95, 0, Metric.RESPONSE, true);

    private static ExperimentRunner runner(Experiment e, Path out, int threads, MoreReplications more) {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, false, threads, false, false, null).withMore(more));
    }

    /** Replications of pipeline {@code p} at point {@code s}. */
    private static long count(ExperimentResult r, int p, int s) {
        return r.runs().stream().filter(x -> x.key().pipeline() == p && x.key().point() == s).count();
    }

    @Test
    void thePointsNamedGetReplicationsOfEveryPipelineUpToTheMaximum() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(REPS);
        // point 1 until it has 4 replications; point 0 never
        MoreReplications rule = sofar -> sofar.runs().stream().filter(x -> x.key().point() == 1).count() < 2 * 4
                ? Set.of(1) : Set.of();
        ExperimentResult r = runner(e, dir.resolve("a"), 2, rule).run();
        assertEquals(List.of(2L, 4L, 2L, 4L), List.of(count(r, 0, 0), count(r, 0, 1), count(r, 1, 0), count(r, 1, 1)));
        ExperimentResult always = runner(e, dir.resolve("b"), 2, sofar -> Set.of(0)).run();
        assertEquals(5, count(always, 0, 0), "never past the maximum");
        assertEquals(5, count(always, 1, 0));
        assertEquals(2, count(always, 0, 1));
    }

    /** A claim about load 0.6 adds replications there only, until it is decided or the maximum is reached. */
    @Test
    void undecidedClaimsAddReplicationsWhereTheyNeedThem() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(new Replications(2, 12, 0.95, 0, Metric.RESPONSE, true));
        Comparison claim = new Comparison("expect square near count on wait within 40%", "t.partita:1", "square",
                Relation.NEAR, "count", Double.NaN, Metric.WAIT, new org.partita.core.claims.Margin(-40, 40),
                PointScope.at(Map.of("load", 0.6)), null);
        ExperimentResult fixed = runner(ExperimentRunnerTest.experiment(Replications.fixed(2)), dir.resolve("f"), 2,
                null).run();
        assertEquals(Verdict.INCONCLUSIVE, claim.evaluate(fixed).verdict(), "two replications do not decide it");
        ExperimentResult r = runner(e, dir.resolve("u"), 2, new UndecidedPoints(List.of(claim))).run();
        assertEquals(2, count(r, 0, 0), "load 0.3 is no claim's point");
        long n = count(r, 0, 1);
        assertTrue(n > 2, "replications were added at load 0.6: " + n);
        assertEquals(n, count(r, 1, 1), "every pipeline alike");
        Verdict v = claim.evaluate(r).verdict();
        // decided before the maximum (with this seed: 5 replications, the two pipelines' waits more than 40 % apart)
        assertTrue(v != Verdict.INCONCLUSIVE && n < 12, v + " after " + n);
        // and it stopped at the first replication that decided it
        ExperimentResult fewer = runner(new Experiment(e.name(), e.machine(), e.pipelines(), e.points(),
                e.workload(), e.config(), Replications.fixed((int) n - 1), e.seed(), e.horizon()),
                dir.resolve("n-1"), 2, null).run();
        assertNotEquals(v, claim.evaluate(fewer).verdict(), "decided one replication earlier");
        assertEquals(v, ClaimsFile.evaluate(List.of(claim), r).get(0).verdict());
    }

    @Test
    void theSameBytesForAnyThreadCountAndShardSplit() throws Exception {
        Experiment e = ExperimentRunnerTest.experiment(REPS);
        MoreReplications rule = sofar -> {
            // a rule on the values: another replication at a point while the 'square' mean wait there is below
            // the 'count' one's by less than 1 s
            java.util.Set<Integer> out = new java.util.TreeSet<>();
            for (int s = 0; s < 2; s++) {
                double a = mean(sofar, 0, s);
                double b = mean(sofar, 1, s);
                if (Math.abs(a - b) < 1) {
                    out.add(s);
                }
            }
            return out;
        };
        runner(e, dir.resolve("t1"), 1, rule).run();
        runner(e, dir.resolve("t3"), 3, rule).run();
        Path sharded = dir.resolve("sharded");
        for (int k = 3; k >= 1; k--) {
            runner(e, sharded, 1, rule).runShard(new Shard(k, 3));
        }
        runner(e, sharded, 2, rule).merge();
        byte[] one = Files.readAllBytes(dir.resolve("t1").resolve(ResultFiles.SUMMARY));
        assertArrayEquals(one, Files.readAllBytes(dir.resolve("t3").resolve(ResultFiles.SUMMARY)));
        assertArrayEquals(one, Files.readAllBytes(sharded.resolve(ResultFiles.SUMMARY)));
    }

    private static double mean(ExperimentResult r, int p, int s) {
        return r.runs().stream().filter(x -> x.key().pipeline() == p && x.key().point() == s)
                .mapToDouble(x -> x.metrics().get(Metric.WAIT)).average().orElse(Double.NaN);
    }
}

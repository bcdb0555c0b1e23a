package org.partita.core.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.RunKey;
import org.partita.core.experiment.RunResult;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.Statistics;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;

/**
 * The paired rule on hand-worked replications: A = 10, 12, 14, 16, 18 and B = 11.1, 12.9, 15.2, 16.8, 19 at one
 * point. Their own 95 % intervals, 14 ± 3.926 and 15 ± 3.872, overlap; the differences −1.1, −0.9, −1.2, −0.8, −1
 * have mean −1 and standard deviation 0.1581, so the paired interval is −1 ± 2.776 · 0.1581 / √5 = [−1.196, −0.8037].
 * The ratio of the means is 15 / 14 = 1.0714; its residuals B_i − 1.0714 A_i give the interval 4.374 % to 9.911 %.
 */
class PairedVerdictsTest {

    private static final double[] A = { 10, 12, 14, 16, 18 };
    private static final double[] B = { 11.1, 12.9, 15.2, 16.8, 19.0 };

    /** Pipelines A and B at one point, 5 replications, with their runs (paired) or only their aggregates. */
    static ExperimentResult result(double[] a, double[] b, boolean withRuns) {
        Experiment e = new Experiment("E", MachineSpec.parse("mesh:4x4"), List.of(Pipeline.of("A", "fcfs",
                "first-fit"), Pipeline.of("B", "fcfs", "first-fit")), List.of(SweepPoint.of("load", "0.5")),
                (p, s, r) -> null, SimulationConfig.DEFAULT, Replications.fixed(a.length), 1, Double.NaN);
        List<RunResult> runs = new ArrayList<>();
        List<Aggregate> aggregates = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            double[] v = p == 0 ? a : b;
            for (int k = 0; k < v.length; k++) {
                runs.add(new RunResult(new RunKey(p, 0, k + 1), new RunMetrics().put(Metric.RESPONSE, v[k]), null,
                        Map.of(), List.of()));
            }
            aggregates.add(new Aggregate(p, 0, v.length, Map.of(Metric.RESPONSE, Statistics.of(v, 0.95))));
        }
        return new ExperimentResult(e, withRuns ? runs : List.of(), aggregates);
    }

    static Comparison claim(Relation r, Margin m) {
        return new Comparison("expect …", "f.partita:3", "A", r, "B", Double.NaN, Metric.RESPONSE, m, null, null);
    }

    @Test
    void pairedDifferencesDecideWhereTheTwoIntervalsOverlap() {
        ClaimOutcome paired = claim(Relation.BELOW, null).evaluate(result(A, B, true));
        assertEquals(Verdict.HOLDS, paired.verdict());
        assertEquals(Rule.PAIRED, paired.rule());
        assertTrue(paired.measured().endsWith(": paired difference -1 (-1.196 to -0.8037), n = 5"),
                paired.measured());
        assertEquals(Verdict.FAILS, claim(Relation.ABOVE, null).evaluate(result(A, B, true)).verdict());
        assertEquals(Verdict.FAILS, claim(Relation.NOT_BELOW, null).evaluate(result(A, B, true)).verdict());
        // the same means without the runs: two intervals, which overlap
        ClaimOutcome unpaired = claim(Relation.BELOW, null).evaluate(result(A, B, false));
        assertEquals(Verdict.INCONCLUSIVE, unpaired.verdict());
        assertEquals(Rule.INTERVALS, unpaired.rule());
        assertEquals(Lean.WITH, unpaired.lean());
        assertEquals(Lean.AGAINST, claim(Relation.ABOVE, null).evaluate(result(A, B, false)).lean());
    }

    @Test
    void pairedMarginsUseTheRatioOfTheMeans() {
        ClaimOutcome o = claim(Relation.BELOW, new Margin(3, 12)).evaluate(result(A, B, true));
        assertEquals(Verdict.HOLDS, o.verdict());
        assertTrue(o.measured().endsWith(": paired difference 7.143% (4.374% to 9.911%), n = 5"), o.measured());
        assertEquals(Verdict.FAILS, claim(Relation.BELOW, Margin.atLeast(10)).evaluate(result(A, B, true)).verdict());
        assertEquals(Verdict.INCONCLUSIVE, claim(Relation.BELOW, Margin.atLeast(5)).evaluate(result(A, B, true))
                .verdict());
    }

    /** "A below B by at most 50 %" with A clearly above B: the direction is part of the statement. */
    @Test
    void atMostHoldsOnlyInTheClaimsDirection() {
        double[] high = { 20, 20.5, 19.5, 20.2, 19.8 };
        double[] low = { 10, 10.5, 9.5, 10.2, 9.8 };
        for (boolean runs : new boolean[] { true, false }) {
            assertEquals(Verdict.FAILS, claim(Relation.BELOW, Margin.atMost(50)).evaluate(result(high, low, runs))
                    .verdict());
            assertEquals(Verdict.FAILS, claim(Relation.ABOVE, Margin.atMost(50)).evaluate(result(low, high, runs))
                    .verdict());
            assertEquals(Verdict.HOLDS, claim(Relation.ABOVE, Margin.atMost(150)).evaluate(result(high, low, runs))
                    .verdict());
        }
        assertEquals("at most 50%", Margin.atMost(50).describe());
    }

    @Test
    void nearBetweenPipelinesIsAnEquivalenceTest() {
        double[] close = new double[A.length];
        double[] far = new double[A.length];
        double[] noisy = { 9, 14, 13, 18, 17 };
        for (int i = 0; i < A.length; i++) {
            close[i] = A[i] * (i % 2 == 0 ? 1.01 : 0.995);
            far[i] = A[i] * 1.2 + (i % 2 == 0 ? 0.1 : -0.1);
        }
        Margin within5 = new Margin(-5, 5);
        ClaimOutcome holds = claim(Relation.NEAR, within5).evaluate(result(close, A, true));
        assertEquals(Verdict.HOLDS, holds.verdict(), holds.measured());
        assertTrue(holds.measured().contains(": paired deviation "), holds.measured());
        assertEquals(Verdict.FAILS, claim(Relation.NEAR, within5).evaluate(result(far, A, true)).verdict());
        ClaimOutcome open = claim(Relation.NEAR, within5).evaluate(result(noisy, A, true));
        assertEquals(Verdict.INCONCLUSIVE, open.verdict(), open.measured());
        assertEquals(Lean.WITH, open.lean()); // means 14.2 and 14: 1.4 % apart
    }

    /** For one paired comparison the p-value is the two-sided paired-t test's. */
    @Test
    void thePValueOfAPairedVerdictIsThePairedTTests() {
        ExperimentResult r = result(A, B, true);
        ClaimOutcome o = ClaimSignificance.of(claim(Relation.BELOW, null).evaluate(r), r);
        double expected = new TTest().pairedTTest(A, B);
        assertEquals(expected, o.pValue(), expected * 1e-6);
        assertEquals(1.4513e-4, o.pValue(), 1e-8); // t = -1 / (0.1581 / √5) = -14.14 on 4 degrees of freedom
        // a 'not above' that holds because nothing refutes it is no evidence
        ClaimOutcome weak = ClaimSignificance.of(claim(Relation.NOT_ABOVE, null).evaluate(result(A, B, false)), r);
        assertEquals(Verdict.HOLDS, weak.verdict());
        assertEquals(1, weak.pValue());
        assertEquals(1, ClaimSignificance.of(claim(Relation.BELOW, null).evaluate(result(A, B, false)), r).pValue());
    }

    /** m = 4, q = 0.05: thresholds 0.0125, 0.025, 0.0375, 0.05; p = 0.001, 0.03, 0.02, 0.5 keep the first three. */
    @Test
    void benjaminiHochbergKeepsTheLargestPrefixUnderItsLine() {
        ClaimOutcome base = claim(Relation.BELOW, null).evaluate(result(A, B, true));
        List<ClaimOutcome> outcomes = List.of(base.withPValue(0.001), base.withPValue(0.03), base.withPValue(0.02),
                base.withPValue(0.5));
        boolean[] kept = FalseDiscovery.kept(outcomes, 0.05);
        assertEquals("[true, true, true, false]", java.util.Arrays.toString(kept));
        // 0.04 at rank 3 is above 0.0375, and rank 2's 0.03 above 0.025: only the first is kept
        kept = FalseDiscovery.kept(List.of(base.withPValue(0.001), base.withPValue(0.03), base.withPValue(0.04),
                base.withPValue(0.5)), 0.05);
        assertEquals("[true, false, false, false]", java.util.Arrays.toString(kept));
    }

    @Test
    void aMarkedClaimThatHoldsIsAStaleMark() {
        Comparison marked = new Comparison("expect …", "f.partita:7", "A", Relation.BELOW, "B", Double.NaN,
                Metric.RESPONSE, null, null, "the model differs");
        ClaimOutcome o = marked.evaluate(result(A, B, true));
        assertTrue(o.staleMark());
        assertTrue(ClaimsFile.label(o).startsWith("holds (stale mark: "), ClaimsFile.label(o));
        String md = ClaimsMarkdown.table(List.of(new ClaimsMarkdown.Experiment("E", List.of(o))));
        assertTrue(md.startsWith("<!-- counts: experiments=1 claims=1 holds=1 fails=0 inconclusive=0 leaning_with=0 "
                + "leaning_against=0 marked=1 stale=1 -->"), md);
        assertTrue(md.contains("| **stale mark** (holds, marked not reproduced): the model differs |"), md);
        assertTrue(ClaimsFile.label(claim(Relation.ABOVE, null).evaluate(result(A, B, false)))
                .equals("inconclusive (means against)"));
    }
}

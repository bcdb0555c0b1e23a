package org.partita.core.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ClassAggregate;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.Replications;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.SteadyVerdict;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;

/**
 * Claims between two classes of jobs ({@code expect P on processors of bt above P on processors of hydro2d}), on
 * hand-made results whose verdicts are worked out below. Processors per class, mean ± half-width of the interval:
 *
 * <pre>
 *            load 0.8                          load 1
 * P   bt 20 ± 1, hydro2d 9 ± 0.5, swim 21 ± 2   bt 22 ± 1, hydro2d 8 ± 0.5, swim 21 ± 2
 * Q   bt 15 ± 0.3, hydro2d 15.4 ± 0.2           the same
 * </pre>
 *
 * apsi is measured in one replication only (no interval).
 */
class ClassComparisonTest {

    private static final List<String> LOADS = List.of("0.8", "1.0");

    private static ExperimentResult result(boolean withClasses, SteadyVerdict steadyOfQ) {
        List<SweepPoint> points = LOADS.stream().map(l -> SweepPoint.of("load", l)).toList();
        Experiment e = new Experiment("E", MachineSpec.parse("smp:60"), List.of(Pipeline.of("P", "fcfs",
                "first-fit"), Pipeline.of("Q", "fcfs", "first-fit")), points, (p, s, r) -> null,
                SimulationConfig.DEFAULT, Replications.fixed(3), 1, Double.NaN);
        List<Aggregate> aggregates = new ArrayList<>();
        List<ClassAggregate> classes = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            aggregates.add(new Aggregate(0, i, 3, Map.of(Metric.PROCESSORS, stats(3, 12, 1)), SteadyVerdict.TRANSIENT));
            aggregates.add(new Aggregate(1, i, 3, Map.of(Metric.PROCESSORS, stats(3, 15, 1)), steadyOfQ));
            classes.add(cls(0, i, "bt", i == 0 ? 20 : 22, 1));
            classes.add(cls(0, i, "hydro2d", i == 0 ? 9 : 8, 0.5));
            classes.add(cls(0, i, "swim", 21, 2));
            classes.add(new ClassAggregate(0, i, "apsi", 1, Map.of(Metric.PROCESSORS, new Statistics(1, 2, Double.NaN,
                    0.95))));
            classes.add(cls(1, i, "bt", 15, 0.3));
            classes.add(cls(1, i, "hydro2d", 15.4, 0.2));
        }
        ExperimentResult r = new ExperimentResult(e, List.of(), aggregates);
        return withClasses ? r.withClasses(classes) : r;
    }

    private static ExperimentResult result() {
        return result(true, SteadyVerdict.TRANSIENT);
    }

    private static ClassAggregate cls(int pipeline, int point, String label, double mean, double halfWidth) {
        return new ClassAggregate(pipeline, point, label, 3, Map.of(Metric.PROCESSORS, stats(3, mean, halfWidth)));
    }

    private static Statistics stats(long n, double mean, double halfWidth) {
        return new Statistics(n, mean, halfWidth, 0.95);
    }

    private static ClassComparison claim(String a, String classA, Relation r, String b, String classB, Margin margin,
            PointScope scope) {
        return new ClassComparison("expect …", "f.partita:9", a, classA, r, b, classB, Metric.PROCESSORS, margin,
                scope, null);
    }

    private static ClassComparison claim(String classA, Relation r, String classB) {
        return claim("P", classA, r, "P", classB, null, null);
    }

    private static final PointScope AT_08 = PointScope.at(Map.of("load", 0.8));

    @Test
    void twoClassesOfOnePipelineCompareByTheirIntervals() {
        ClaimOutcome o = claim("bt", Relation.ABOVE, "hydro2d").evaluate(result());
        // [19, 21] above [8.5, 9.5] at 0.8, [21, 23] above [7.5, 8.5] at 1
        assertEquals(Verdict.HOLDS, o.verdict());
        assertEquals("P on processors of bt above P on processors of hydro2d", o.stated());
        assertEquals("load 0.8: bt under P 20 ± 1, hydro2d under P 9 ± 0.5; load 1.0: bt under P 22 ± 1, hydro2d "
                + "under P 8 ± 0.5", o.measured());
        assertEquals("", o.ratio());
        // the reports' row: claims.md as claims.csv, the statement in full and both classes' intervals
        assertTrue(ClaimsMarkdown.table(List.of(new ClaimsMarkdown.Experiment("E", List.of(o)))).contains(
                "| `f.partita:9` | P on processors of bt above P on processors of hydro2d | load 0.8: bt under P 20 ± 1, "
                        + "hydro2d under P 9 ± 0.5; load 1.0: bt under P 22 ± 1, hydro2d under P 8 ± 0.5 | – | intervals | holds | "));
        assertEquals(Verdict.FAILS, claim("hydro2d", Relation.ABOVE, "bt").evaluate(result()).verdict());
        assertEquals(Verdict.FAILS, claim("bt", Relation.NOT_ABOVE, "hydro2d").evaluate(result()).verdict());
        assertEquals(Verdict.HOLDS, claim("bt", Relation.NOT_BELOW, "hydro2d").evaluate(result()).verdict());
        // swim [19, 23] overlaps bt [19, 21] at 0.8: nothing decided there; at 1 [19, 23] against [21, 23] too
        assertEquals(Verdict.INCONCLUSIVE, claim("swim", Relation.ABOVE, "bt").evaluate(result()).verdict());
        assertEquals(Verdict.HOLDS, claim("swim", Relation.NOT_BELOW, "bt").evaluate(result()).verdict());
    }

    @Test
    void classesOfTwoPipelines() {
        // P's bt [19, 21] against Q's hydro2d [15.2, 15.6]
        ClaimOutcome o = claim("P", "bt", Relation.ABOVE, "Q", "hydro2d", null, AT_08).evaluate(result());
        assertEquals(Verdict.HOLDS, o.verdict());
        assertEquals("P on processors of bt above Q on processors of hydro2d at load 0.8", o.stated());
        assertEquals("load 0.8: bt under P 20 ± 1, hydro2d under Q 15.4 ± 0.2", o.measured());
        // the same class of two pipelines is allowed: P's bt against Q's bt
        assertEquals(Verdict.HOLDS, claim("P", "bt", Relation.ABOVE, "Q", "bt", null, null).evaluate(result())
                .verdict());
    }

    @Test
    void aMarginBoundsTheRelativeDifferenceByIntervalArithmetic() {
        // at 0.8, bt over hydro2d: [19 / 9.5 − 1, 21 / 8.5 − 1] = [100 %, 147.06 %], estimate 20 / 9 − 1 = 122.2 %
        ClaimOutcome in = claim("P", "bt", Relation.ABOVE, "P", "hydro2d", new Margin(90, 150), AT_08)
                .evaluate(result());
        assertEquals(Verdict.HOLDS, in.verdict());
        assertEquals("P on processors of bt above P on processors of hydro2d by 90% to 150% at load 0.8", in.stated());
        assertTrue(in.measured().endsWith(": difference 122.2% (100% to 147.1%)"), in.measured());
        assertEquals("1.02", in.ratio()); // 122.2 % over the margin's middle, 120 %
        assertEquals(Verdict.FAILS, claim("P", "bt", Relation.ABOVE, "P", "hydro2d", new Margin(150, 200), AT_08)
                .evaluate(result()).verdict());
        // at 1: [21 / 8.5 − 1, 23 / 7.5 − 1] = [147.06 %, 206.7 %] straddles 150 %: inconclusive over both points
        assertEquals(Verdict.INCONCLUSIVE, claim("P", "bt", Relation.ABOVE, "P", "hydro2d", new Margin(90, 150),
                null).evaluate(result()).verdict());
        // below: hydro2d below bt, the formula divides by hydro2d, the same range
        assertEquals(Verdict.HOLDS, claim("P", "hydro2d", Relation.BELOW, "P", "bt", Margin.atLeast(90), AT_08)
                .evaluate(result()).verdict());
    }

    @Test
    void nearComparesTheFirstClassWithTheSecondWithinATolerance() {
        // Q: bt [14.7, 15.3] against hydro2d [15.2, 15.6]: [14.7 / 15.6 − 1, 15.3 / 15.2 − 1] = [−5.77 %, 0.66 %]
        ClaimOutcome near = claim("Q", "bt", Relation.NEAR, "Q", "hydro2d", new Margin(-10, 10), AT_08)
                .evaluate(result());
        assertEquals(Verdict.HOLDS, near.verdict());
        assertEquals("Q on processors of bt near Q on processors of hydro2d within 10% at load 0.8", near.stated());
        assertTrue(near.measured().endsWith(": deviation -2.597% (-5.769% to 0.6579%)"), near.measured());
        assertEquals("0.97", near.ratio()); // 15 / 15.4: the paper's "the same" is 1
        assertEquals(Verdict.INCONCLUSIVE, claim("Q", "bt", Relation.NEAR, "Q", "hydro2d", new Margin(-3, 3), AT_08)
                .evaluate(result()).verdict());
        // P: bt against hydro2d [100 %, 147 %], far outside ±25 %
        assertEquals(Verdict.FAILS, claim("P", "bt", Relation.NEAR, "P", "hydro2d", new Margin(-25, 25), null)
                .evaluate(result()).verdict());
    }

    @Test
    void whatCannotBeJudgedIsInconclusiveAndSaysWhy() {
        ClaimOutcome none = claim("bt", Relation.ABOVE, "hydro2d").evaluate(result(false, SteadyVerdict.TRANSIENT));
        assertEquals(Verdict.INCONCLUSIVE, none.verdict());
        assertTrue(none.measured().contains("measure … by application"), none.measured());
        ClaimOutcome typo = claim("bt", Relation.ABOVE, "hydro").evaluate(result());
        assertEquals(Verdict.INCONCLUSIVE, typo.verdict());
        assertEquals("no class 'hydro' in the results (classes: bt, hydro2d, swim, apsi)", typo.measured());
        ClaimOutcome pipeline = claim("P", "bt", Relation.ABOVE, "R", "bt", null, null).evaluate(result());
        assertEquals("no pipeline 'R' in the results (pipelines: P, Q)", pipeline.measured());
        // apsi has one replication: no interval, nothing decided even against a far smaller class
        ClaimOutcome one = claim("bt", Relation.ABOVE, "apsi").evaluate(result());
        assertEquals(Verdict.INCONCLUSIVE, one.verdict());
        assertTrue(one.measured().contains("apsi under P 2 (n = 1, no interval) (no confidence interval"),
                one.measured());
        // Q overloaded: a claim that reads Q decides nothing; one that reads P only is not affected
        ExperimentResult overloaded = result(true, SteadyVerdict.OVERLOADED);
        ClaimOutcome q = claim("P", "bt", Relation.ABOVE, "Q", "hydro2d", null, null).evaluate(overloaded);
        assertEquals(Verdict.INCONCLUSIVE, q.verdict());
        assertTrue(q.measured().contains("(not a steady-state result: Q overloaded)"), q.measured());
        assertEquals(Verdict.HOLDS, claim("bt", Relation.ABOVE, "hydro2d").evaluate(overloaded).verdict());
        assertEquals(Verdict.INCONCLUSIVE, claim("P", "bt", Relation.ABOVE, "P", "hydro2d", null,
                PointScope.at(Map.of("load", 0.6))).evaluate(result()).verdict());
    }

    @Test
    void aClassComparedWithItselfOrAMarginOnANegationIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> claim("bt", Relation.ABOVE, "bt"));
        assertThrows(IllegalArgumentException.class, () -> claim("P", "bt", Relation.NOT_ABOVE, "P", "hydro2d",
                Margin.atLeast(10), null));
        assertThrows(IllegalArgumentException.class, () -> claim("P", "bt", Relation.NEAR, "P", "hydro2d", null,
                null));
    }
}

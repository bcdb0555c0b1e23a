package org.partita.core.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;

/**
 * Claims about one class of jobs ({@code expect A below B on response of bt}) read that class's aggregates, not the
 * pipeline's: on hand-made results where the whole pipelines and one class rank the other way round.
 */
class ClassClaimsTest {

    private static final List<String> LOADS = List.of("0.6", "0.8");

    /**
     * Pipelines A and B at loads 0.6 and 0.8: over all jobs A is below B (10 ± 1 against 20 ± 1); for class bt A is
     * above B (50 ± 2 against 30 ± 2 at 0.6, 70 ± 2 against 35 ± 2 at 0.8); class apsi is measured for A only.
     */
    private static ExperimentResult result(boolean withClasses) {
        List<SweepPoint> points = LOADS.stream().map(l -> SweepPoint.of("load", l)).toList();
        Experiment e = new Experiment("E", MachineSpec.parse("smp:60"), List.of(Pipeline.of("A", "fcfs",
                "first-fit"), Pipeline.of("B", "fcfs", "first-fit")), points, (p, s, r) -> null,
                SimulationConfig.DEFAULT, Replications.fixed(3), 1, Double.NaN);
        List<Aggregate> aggregates = new ArrayList<>();
        List<ClassAggregate> classes = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < points.size(); i++) {
                aggregates.add(new Aggregate(p, i, 3, Map.of(Metric.RESPONSE, stats(p == 0 ? 10 : 20, 1))));
                double bt = p == 0 ? (i == 0 ? 50 : 70) : (i == 0 ? 30 : 35);
                classes.add(new ClassAggregate(p, i, "bt", 3, Map.of(Metric.RESPONSE, stats(bt, 2))));
                if (p == 0) {
                    classes.add(new ClassAggregate(p, i, "apsi", 3, Map.of(Metric.RESPONSE, stats(5, 1))));
                }
            }
        }
        ExperimentResult r = new ExperimentResult(e, List.of(), aggregates);
        return withClasses ? r.withClasses(classes) : r;
    }

    private static Statistics stats(double mean, double halfWidth) {
        return new Statistics(3, mean, halfWidth, 0.95);
    }

    private static Comparison compare(Relation r, String jobClass, Margin margin) {
        return new Comparison("expect …", "f.partita:7", "A", r, "B", Double.NaN, Metric.RESPONSE, jobClass, margin,
                null, null);
    }

    @Test
    void aClassClaimReadsThatClassNotThePipeline() {
        assertEquals(Verdict.HOLDS, compare(Relation.BELOW, null, null).evaluate(result(true)).verdict());
        assertEquals(Verdict.FAILS, compare(Relation.BELOW, "bt", null).evaluate(result(true)).verdict());
        ClaimOutcome above = compare(Relation.ABOVE, "bt", null).evaluate(result(true));
        assertEquals(Verdict.HOLDS, above.verdict());
        assertEquals("A above B on response of bt", above.stated());
        assertTrue(above.measured().contains("A 50 ± 2, B 30 ± 2"), above.measured());
    }

    @Test
    void marginsAndBoundsWorkOnAClass() {
        // A over B at 0.6: 48/32 − 1 = 50 % to 52/28 − 1 = 86 %; at 0.8: 68/37 − 1 = 84 % to 72/33 − 1 = 118 %
        assertEquals(Verdict.HOLDS, compare(Relation.ABOVE, "bt", Margin.atLeast(40)).evaluate(result(true))
                .verdict());
        assertEquals(Verdict.FAILS, compare(Relation.ABOVE, "bt", new Margin(20, 40)).evaluate(result(true))
                .verdict());
        Comparison bound = new Comparison("expect …", "f.partita:8", "B", Relation.BELOW, null, 40, Metric.RESPONSE,
                "bt", null, null, null);
        assertEquals(Verdict.HOLDS, bound.evaluate(result(true)).verdict());
    }

    @Test
    void aClassTrendFollowsThatClassCurve() {
        Trend up = new Trend("expect …", "f.partita:9", "A", Trend.Shape.INCREASING, Metric.RESPONSE, "bt", "load",
                null, null);
        assertEquals(Verdict.HOLDS, up.evaluate(result(true)).verdict());
        // over all jobs A's curve is flat (10 ± 1 at both loads): not shown increasing
        Trend all = new Trend("expect …", "f.partita:9", "A", Trend.Shape.INCREASING, Metric.RESPONSE, "load", null,
                null);
        assertEquals(Verdict.INCONCLUSIVE, all.evaluate(result(true)).verdict());
    }

    @Test
    void withoutClassResultsOrWithAnUnknownClassTheClaimIsInconclusiveAndSaysWhy() {
        ClaimOutcome none = compare(Relation.ABOVE, "bt", null).evaluate(result(false));
        assertEquals(Verdict.INCONCLUSIVE, none.verdict());
        assertTrue(none.measured().contains("measure … by application"), none.measured());
        ClaimOutcome typo = compare(Relation.ABOVE, "bz", null).evaluate(result(true));
        assertEquals(Verdict.INCONCLUSIVE, typo.verdict());
        assertEquals("no class 'bz' in the results (classes: bt, apsi)", typo.measured());
        // apsi is measured for A only: B's side has no interval, so nothing is decided
        assertEquals(Verdict.INCONCLUSIVE, compare(Relation.BELOW, "apsi", null).evaluate(result(true)).verdict());
    }
}

package org.partita.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.Experiment;
import org.partita.core.metrics.Metric;
import org.partita.core.model.SweepPoint;

/** The one builder of a scenario: its defaults, the sweep points it expands, and its own errors. */
class ScenarioBuilderTest {

    private static final Scenario.MachinePlan MESH = new Scenario.MachinePlan("MESH", List.of(8, 8), 1.0);

    private static Scenario.SyntheticPlan synthetic(String load) {
        return new Scenario.SyntheticPlan("poisson", null, "load", Value.parse(load), "exponential", Value.parse("5"),
                null, "sides", "uniform", 1, 8, null, null, 2, Value.parse("0"), Value.parse("0"), false, null);
    }

    private static ScenarioBuilder mesh(String name) {
        return new ScenarioBuilder(name).machine(MESH)
                .pipeline(new Scenario.PipelinePlan("FF", "square",
                        List.of(new Scenario.StagePlan("allocate", "first-fit", Map.of()))));
    }

    @Test
    void whatIsNotSaidTakesChangsDefaults() {
        Scenario s = mesh("Defaults").workload(synthetic("0.5")).build();
        assertEquals(ScenarioBuilder.DEFAULT_JOBS, s.measured());
        assertEquals(ScenarioBuilder.DEFAULT_WARMUP, s.warmup());
        assertEquals(new Scenario.ReplicationsPlan(1, 1, 0.95, 0, Metric.RESPONSE), s.replications());
        assertEquals(0, s.seed());
        assertEquals(Metric.defaultColumns(false, false), s.columns());
        assertFalse(s.wallClock());
        assertEquals(List.of(List.of()), s.points(), "one point without a sweep");
        assertTrue(Double.isNaN(s.horizon()) && Double.isNaN(s.timeline()));
    }

    @Test
    void aRunEndedByATimeCountsEveryJob() {
        assertEquals(0, mesh("Stop").workload(synthetic("0.5")).stopAt(100).build().measured());
        assertEquals(0, mesh("Window").workload(synthetic("0.5")).submitFor(100).build().warmup());
        assertEquals(0, mesh("Trace").workload(new Scenario.TracePlan("/x.swf", false)).build().measured());
        assertEquals(300, mesh("Jobs").workload(synthetic("0.5")).stopAt(100).jobs(300, 30).build().measured());
    }

    @Test
    void aHorizonAndTheAllocatorsTimeChangeWhatIsMeasured() {
        Scenario h = mesh("Horizon").workload(synthetic("0.5")).horizon(50).build();
        assertEquals(Metric.defaultColumns(true, false), h.columns());
        Scenario t = mesh("Timed").workload(synthetic("0.5")).measure(Metric.RESPONSE).measure(Metric.SEARCH_NANOS)
                .measure(Metric.RESPONSE).build();
        assertEquals(List.of(Metric.RESPONSE, Metric.SEARCH_NANOS), t.columns(), "a metric measured twice once");
        assertTrue(t.wallClock());
    }

    @Test
    void sweepPointsAreEveryCombinationTheFirstVariableSlowest() {
        Scenario s = mesh("Sweep").workload(synthetic("$load")).sweep("load", "0.3", "0.5").sweep("m", "8", "16", "8")
                .build();
        assertEquals(List.of("load", "m"), s.variables());
        assertEquals(List.of(List.of("0.3", "0.5"), List.of("8", "16", "8")), s.values());
        assertEquals(List.of(List.of("0.3", "8"), List.of("0.3", "16"), List.of("0.3", "8"), List.of("0.5", "8"),
                List.of("0.5", "16"), List.of("0.5", "8")), s.points());
        Experiment e = ScenarioExperiment.of(s);
        assertEquals(6, e.points().size());
        assertEquals(0.5, e.points().get(3).getDouble("load"));
        SweepPoint last = e.points().get(5);
        assertEquals(8, last.getDouble("m"));
    }

    @Test
    void speedupCurvesKeepTheirOrder() {
        Scenario s = mesh("Curves").workload(synthetic("0.5"))
                .traits(new Scenario.TraitsPlan(new Scenario.StagePlan("structure", "malleable", Map.of()), Map.of(),
                        null))
                .speedup("swim", 1.0, 1.0, 8.0, 7.0).speedup("bt", 1.0, 1.0, 8.0, 4.0).build();
        assertEquals(List.of("swim", "bt"), List.copyOf(s.traits().speedups().keySet()));
        assertEquals(List.of(1.0, 1.0, 8.0, 4.0), s.traits().speedups().get("bt"));
    }

    @Test
    void theBuildersOwnErrorsNameTheExperiment() {
        var noWorkload = assertThrows(IllegalArgumentException.class, () -> mesh("Empty").build());
        assertEquals("experiment 'Empty' has no workload", noWorkload.getMessage());
        var noMachine = assertThrows(IllegalArgumentException.class,
                () -> new ScenarioBuilder("Bare").workload(synthetic("0.5")).build());
        assertEquals("experiment 'Bare' has no machine", noMachine.getMessage());
        var twice = assertThrows(IllegalArgumentException.class, () -> mesh("Twice").sweep("load", "0.3")
                .sweep("load", "0.5"));
        assertEquals("experiment 'Twice': sweep variable 'load' twice", twice.getMessage());
        var pipeline = assertThrows(IllegalArgumentException.class,
                () -> mesh("Again").pipeline(new Scenario.PipelinePlan("FF", "square",
                        List.of(new Scenario.StagePlan("allocate", "best-fit", Map.of())))));
        assertEquals("experiment 'Again': pipeline 'FF' twice", pipeline.getMessage());
        assertThrows(IllegalArgumentException.class, () -> mesh("None").sweep("load", List.of()));
    }

    @Test
    void aValueReadsBackAsItDescribesItself() {
        for (String text : List.of("5", "5.0", "0.30", "$load", "1E+3")) {
            Value v = Value.parse(text);
            assertEquals(v, Value.parse(v.text()), text);
        }
        assertEquals("0.30", Value.parse("0.30").toString(), "the scale is kept: it is part of the fingerprint");
    }
}

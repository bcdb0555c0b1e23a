package org.partita.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.workload.ShapeRule;

/** {@link ScenarioExperiment} maps a pipeline plan stage for stage, and gives one without an allocator the machine's. */
class ScenarioPipelinesTest {

    private static final Scenario.SyntheticPlan WORKLOAD = new Scenario.SyntheticPlan("poisson", null, "load",
            Value.parse("0.5"), "exponential", Value.parse("5"), null, "size", "uniform", 1, 4, null, null, 0,
            Value.parse("0"), Value.parse("0"), false, null);

    private static Pipeline pipeline(Scenario.MachinePlan machine, Scenario.StagePlan... stages) {
        Scenario s = new ScenarioBuilder("E").machine(machine).workload(WORKLOAD)
                .pipeline(new Scenario.PipelinePlan("P", "row", List.of(stages))).build();
        return ScenarioExperiment.of(s).pipelines().get(0);
    }

    @Test
    void everyStagePlanIsAStageInTheOrderWritten() {
        Pipeline p = pipeline(new Scenario.MachinePlan("MESH", List.of(8, 8), 1.0),
                new Scenario.StagePlan("queue", "bypass", Map.of("threshold", "$t")),
                new Scenario.StagePlan("allocate", "adaptive-scan", Map.of()),
                new Scenario.StagePlan("migrate", "departure", Map.of("pool", "6")));
        assertEquals(new Pipeline("P", ShapeRule.parse("row"), List.of(Stage.of("queue", "bypass", "threshold", "$t"),
                Stage.of("allocate", "adaptive-scan"), Stage.of("migrate", "departure", "pool", "6"))), p);
    }

    @Test
    void withoutAnAllocateStageAMeshRunsFirstFitAndAnyOtherMachineNaive() {
        Scenario.StagePlan queue = new Scenario.StagePlan("queue", "fcfs", Map.of());
        assertEquals("first-fit", pipeline(new Scenario.MachinePlan("MESH", List.of(8, 8), 1.0), queue).allocator());
        assertEquals("first-fit", pipeline(new Scenario.MachinePlan("TORUS", List.of(4, 4), 2.0), queue).allocator());
        assertEquals("naive", pipeline(new Scenario.MachinePlan("POOL", List.of(16), 1.0), queue).allocator());
        assertEquals("naive", pipeline(new Scenario.MachinePlan("HYPERCUBE", List.of(4), 1.0), queue).allocator());
        Scenario.MachinePlan grid = new Scenario.MachinePlan(Scenario.MachinePlan.GRID, List.of(), 1,
                List.of(new Scenario.ClusterPlan("a", new Scenario.MachinePlan("MESH", List.of(4, 4), 1.0))),
                List.of());
        assertEquals("naive", pipeline(grid, queue).allocator(), "a grid counts as a pool, even of one mesh");
    }
}

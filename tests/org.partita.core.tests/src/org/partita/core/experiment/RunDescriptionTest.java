package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.workload.ShapeRule;

/**
 * The results store's fingerprint and a shared run's definition describe a pipeline by its effective parameters
 * ({@link RunDescription}): writing a default or leaving it out describes the same runs, a changed default or another
 * value describes other runs.
 */
class RunDescriptionTest {

    private static final WorkloadFactory WORKLOAD = WorkloadFactory.described("none", (point, streams, r) -> {
        throw new UnsupportedOperationException("never run");
    });

    private static Experiment experiment(List<Pipeline> pipelines, WorkloadTraits traits) {
        return new Experiment("e", MachineSpec.parse("mesh:4x4"), pipelines, List.of(SweepPoint.of("load", "0.5")),
                WORKLOAD, SimulationConfig.DEFAULT, Replications.fixed(1), 1, Double.NaN, traits);
    }

    private static RunDescription description(Pipeline p, AllocatorRegistry allocators) {
        return new RunDescription(experiment(List.of(p), WorkloadTraits.RIGID),
                new RunModels(allocators.strategies()), ExperimentRunner.Options.inMemory());
    }

    private static String fingerprint(Pipeline p) {
        return description(p, StandardStrategies.allocators()).experiment();
    }

    private static String definition(Pipeline p) {
        return description(p, StandardStrategies.allocators()).run(new RunKey(0, 0, 1), false);
    }

    private static Pipeline share(String name, String... parameters) {
        return new Pipeline(name, "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of(),
                List.of(Stage.of("share", "pdgs", parameters)));
    }

    private static String pdgsDefault(String parameter) {
        return defaultOf("share", "pdgs", parameter);
    }

    /** The default of a stage policy's parameter, read from its descriptor. */
    private static String defaultOf(String kind, String policy, String parameter) {
        return RunModels.standard().descriptor(kind, policy).parameter(parameter).defaultValue();
    }

    @Test
    void aDefaultWrittenOrLeftOutDescribesTheSameRuns() {
        String bounds = pdgsDefault("bounds");
        Pipeline bare = share("PDGS");
        Pipeline written = share("PDGS", "bounds", bounds, "target", "0.70", "increment", "4.0");
        assertEquals(fingerprint(bare), fingerprint(written));
        assertEquals(definition(bare), definition(written));
        assertTrue(definition(bare).contains("bounds=" + bounds), definition(bare));
        // the structure trait too: its default iteration count filled in
        Stage iterations = Stage.of("structure", "malleable", "iterations",
                defaultOf("structure", "malleable", "iterations"));
        assertEquals(traitsFingerprint(Stage.of("structure", "malleable")), traitsFingerprint(iterations));
    }

    @Test
    void anotherEffectiveValueDescribesOtherRuns() {
        String other = pdgsDefault("bounds").equals("fixed") ? "pdpa" : "fixed";
        assertNotEquals(fingerprint(share("PDGS")), fingerprint(share("PDGS", "bounds", other)));
        assertNotEquals(definition(share("PDGS")), definition(share("PDGS", "bounds", other)));
        assertNotEquals(definition(share("PDGS")), definition(share("PDGS", "lightlow", "0.4")));
        // the queue discipline's and the shape rule's values count too
        Pipeline fcfs = new Pipeline("P", "bypass", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of());
        Pipeline threshold = new Pipeline("P", "bypass", "first-fit", Map.of(), ShapeRule.SQUARE,
                Map.of("threshold", "100"));
        assertNotEquals(definition(fcfs), definition(threshold));
        String written = QueuePolicies.parameters("bypass").stream().filter(x -> x.name().equals("threshold"))
                .findFirst().orElseThrow().defaultValue();
        assertEquals(definition(fcfs), definition(new Pipeline("P", "bypass", "first-fit", Map.of(),
                ShapeRule.SQUARE, Map.of("threshold", written))));
    }

    @Test
    void aWrappersBaseAndItsParametersAreFilledIn() {
        String base = StandardStrategies.allocators().strategies().descriptor(Family.ALLOCATE, "rsr").parameter("base")
                .defaultValue();
        Pipeline bare = new Pipeline("R", "fcfs", "rsr", Map.of(), ShapeRule.SQUARE, Map.of());
        Pipeline named = new Pipeline("R", "fcfs", "rsr", Map.of("base", base), ShapeRule.SQUARE, Map.of());
        assertEquals(definition(bare), definition(named));
        Pipeline other = new Pipeline("R", "fcfs", "rsr", Map.of("base", "best-fit"), ShapeRule.SQUARE, Map.of());
        assertNotEquals(definition(bare), definition(other));
    }

    /**
     * Stored runs are found by this text, so a pipeline of stages is described as the pipeline of a queue
     * discipline and an allocator it replaces was: the queue and allocate stages first whatever their place in the
     * list, a migrate stage as the migration allocator it makes, absent stages as their defaults.
     */
    @Test
    void aPipelineOfStagesIsDescribedAsBefore() {
        Pipeline staged = new Pipeline("M", ShapeRule.SQUARE, List.of(Stage.of("share", "pdgs"),
                Stage.of("migrate", "departure", "pool", "4"), Stage.of("allocate", "adaptive-scan"),
                Stage.of("queue", "bypass", "threshold", "30.0")));
        Pipeline written = new Pipeline("M", "bypass", "migration", Map.of("base", "adaptive-scan", "trigger",
                "departure", "pool", "4"), ShapeRule.SQUARE, Map.of("threshold", "30"), List.of(Stage.of("share",
                "pdgs")));
        assertEquals(description(written), description(staged));
        assertTrue(description(staged).startsWith("M shape=SQUARE queue bypass {clock=submission, mode=time, "
                + "threshold=30} allocate migration {arrival-on=incoming, base=adaptive-scan, candidate=best, "
                + "checkpoints=0, pool=4, restart-cost=0, trigger=departure} share pdgs {"), description(staged));
        Pipeline bare = new Pipeline("N", ShapeRule.SQUARE, List.of());
        assertEquals("N shape=SQUARE queue fcfs {} allocate naive {comm-share=0.3, comm-slowdown=1}",
                description(bare));
    }

    private static String description(Pipeline p) {
        return description(p, StandardStrategies.allocators()).pipeline(p);
    }

    @Test
    void aChangedDefaultDescribesOtherRuns() {
        Pipeline p = new Pipeline("T", "fcfs", "toy", Map.of(), ShapeRule.SQUARE, Map.of());
        String one = description(p, toy("1")).experiment();
        String two = description(p, toy("2")).experiment();
        assertNotEquals(one, two);
        assertEquals(one, description(new Pipeline("T", "fcfs", "toy", Map.of("k", "1"), ShapeRule.SQUARE,
                Map.of()), toy("2")).experiment(), "written, the value is the value whatever the default");
        assertNotEquals(description(p, toy("1")).run(new RunKey(0, 0, 1), true),
                description(p, toy("2")).run(new RunKey(0, 0, 1), true));
    }

    @Test
    void numbersHaveOneForm() {
        assertEquals("4", RunDescription.canonical("4.0"));
        assertEquals("0.7", RunDescription.canonical("0.70"));
        assertEquals("1000", RunDescription.canonical("1e3"));
        assertEquals("pdpa", RunDescription.canonical(" pdpa"));
        assertEquals("$x", RunDescription.canonical("$x"));
    }

    /** A registry whose allocator {@code toy} (first-fit underneath) has parameter {@code k} defaulting to {@code d}. */
    static AllocatorRegistry toy(String d) {
        AllocatorRegistry r = new AllocatorRegistry(StandardStrategies.registry());
        StrategyDescriptor descriptor = StrategyDescriptor.of(Family.ALLOCATE, "toy", "first fit", "test")
                .withParameters(Parameter.integer("k", d, 1, 10, "a parameter that changes nothing"));
        return r.register(descriptor, c -> AllocatorRegistry.builtIn().create("first-fit",
                new StrategyContext(c.topology(), Map.of(), c.random())));
    }

    private static String traitsFingerprint(Stage structure) {
        WorkloadTraits t = new WorkloadTraits(structure, Map.of(), null);
        return new RunDescription(experiment(List.of(share("PDGS")), t),
                new RunModels(StandardStrategies.registry()), ExperimentRunner.Options.inMemory()).experiment();
    }
}

package org.partita.core.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Topology;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.sched.ShortestJobFirstPolicy;

class StrategyRegistryTest {

    /** A provider as a jar outside the project would write it: one allocator, one queue discipline. */
    public static final class TestProvider implements StrategyProvider {
        static final StrategyDescriptor HALF = StrategyDescriptor.of(Family.ALLOCATE, "half-pool",
                "the pool allocator on the lower half of the machine's ids", "test")
                .withParameters(Parameter.integer("share", "2", 1, 8, "the machine is divided by this"),
                        Parameter.word("order", "low", List.of("low", "high"), "low | high"))
                .withPrimary("share");

        @Override
        public List<Strategy> strategies() {
            return List.of(new Strategy(HALF, ctx -> new PoolAllocator(ctx.topology().size()
                    / (int) ctx.number("share", 2))),
                    new Strategy(StrategyDescriptor.of(Family.QUEUE, "shortest", "shortest job first, again", "test")
                            .withAliases("shortest-first"), ctx -> new ShortestJobFirstPolicy()));
        }
    }

    @Test
    void looksUpTheCoresStrategiesByFamilyAndName() {
        StrategyRegistry allocators = AllocatorRegistry.builtIn().strategies();
        StrategyDescriptor rsr = allocators.descriptor(Family.ALLOCATE, "rsr");
        assertEquals("t", rsr.primary());
        assertTrue(rsr.has(StrategyDescriptor.Trait.WRAPPER) && rsr.has(StrategyDescriptor.Trait.REDUCES_SIZE));
        assertEquals(List.of("t=2: maximum folds", "base=first-fit (buddy-cube on a hypercube): embedded allocator",
                "fold-penalty=2: run-time factor per halving"), rsr.listing());
        assertEquals(64, rsr.parameter("t").max());
        assertEquals("n-3", allocators.descriptor(Family.ALLOCATE, "limit-k").parameter("k").shownDefault());
        assertEquals("pool", allocators.descriptors(Family.ALLOCATE).get(0).name());
        assertNull(allocators.descriptor(Family.QUEUE, "rsr"), "families are separate name spaces");
        assertEquals(StrategyRegistry.BUILT_IN, allocators.origin(Family.ALLOCATE, "first-fit"));

        StrategyRegistry queues = StandardStrategies.shared();
        assertEquals("mfcfs", queues.descriptor(Family.QUEUE, "m-fcfs").name(), "an alias finds its strategy");
        assertEquals(List.of("fcfs", "bypass", "mfcfs", "sjf", "easy", "conservative"),
                queues.descriptors(Family.QUEUE).stream().map(StrategyDescriptor::name).toList());
        assertEquals(List.of("none", "dynamic"), QueuePolicies.parameters("mfcfs").get(0).words());
        assertThrows(IllegalArgumentException.class, () -> QueuePolicies.create("m-fcfs"),
                "the core creates by its own name only");
    }

    @Test
    void rejectsADuplicateNameOrAliasNamingBothOrigins() {
        StrategyRegistry r = StrategyRegistry.with(List.of(new TestProvider()));
        String origin = TestProvider.class.getName();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> r.add(new Strategy(TestProvider.HALF, ctx -> null)));
        assertEquals("allocate strategy 'half-pool' of the core clashes with the one of " + origin, e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> r.add(new Strategy(StrategyDescriptor.of(Family.QUEUE,
                "shortest-first", "", ""), ctx -> null), "a.Provider"));
        assertEquals("queue strategy 'shortest-first' of a.Provider clashes with the one of " + origin,
                e.getMessage());
        // the same name in another family is no clash
        r.add(new Strategy(StrategyDescriptor.of(Family.QUEUE, "half-pool", "", ""), ctx -> null));

        // a provider naming a built-in allocator
        StrategyRegistry core = AllocatorRegistry.builtIn().strategies();
        StrategyProvider clash = () -> List.of(new Strategy(StrategyDescriptor.of(Family.ALLOCATE, "first-fit", "",
                ""), ctx -> null));
        e = assertThrows(IllegalArgumentException.class, () -> core.addAll(clash));
        assertEquals("allocate strategy 'first-fit' of " + clash.getClass().getName()
                + " clashes with the one of the core", e.getMessage());

        // the allocator view keeps its own message
        AllocatorRegistry allocators = AllocatorRegistry.builtIn();
        e = assertThrows(IllegalArgumentException.class,
                () -> allocators.register("pool", ctx -> new PoolAllocator(1)));
        assertEquals("allocator 'pool' is already registered", e.getMessage());
    }

    @Test
    void validatesParametersAgainstTheDescriptor() {
        StrategyDescriptor half = TestProvider.HALF;
        StrategyRegistry.validate(half, Map.of("share", "4", "order", "high"));
        StrategyRegistry.validate(half, Map.of());
        assertEquals("half-pool: unknown parameter(s) [shares]; valid: order, share",
                invalid(half, Map.of("shares", "4")));
        assertEquals("half-pool: parameter 'share' must be in [1, 8], got 9", invalid(half, Map.of("share", "9")));
        assertEquals("half-pool: parameter 'share' must be an integer, got '2.5'",
                invalid(half, Map.of("share", "2.5")));
        assertEquals("half-pool: parameter 'order' is 'middle', expected one of low, high",
                invalid(half, Map.of("order", "middle")));

        StrategyDescriptor queue = StrategyDescriptor.of(Family.QUEUE, "patient", "", "").withParameters(
                new Parameter("patience", Parameter.Unit.TIME, "10", 0, false, Double.POSITIVE_INFINITY, false,
                        List.of("none"), "longest wait"),
                new Parameter("weight", Parameter.Unit.NUMBER, null, 0, true, 1, false, List.of(), "weight"));
        assertEquals("queue discipline 'patient': unknown parameter(s) a, b; valid: patience, weight",
                invalid(queue, Map.of("a", "1", "b", "2", "weight", "0.5")));
        assertEquals("queue discipline 'patient': parameter 'weight' is required", invalid(queue, Map.of()));
        assertEquals("queue discipline 'patient': parameter 'weight' must be in (0, 1], got 0",
                invalid(queue, Map.of("weight", "0")));
        assertEquals("queue discipline 'patient': parameter 'patience' must be >= 0, got -1",
                invalid(queue, Map.of("weight", "1", "patience", "-1")));
        assertEquals("queue discipline 'patient': parameter 'patience' must be a number (or none), got 'never'",
                invalid(queue, Map.of("weight", "1", "patience", "never")));
        StrategyRegistry.validate(queue, Map.of("weight", "1", "patience", "none"));
    }

    @Test
    void checksTheCoresStrategiesAsAProvidersAndLetsAWrapperTakeItsBasesParameters() {
        AllocatorRegistry allocators = AllocatorRegistry.builtIn();
        Topology mesh = Topology.mesh(8, 8);
        assertEquals("first-fit: unknown parameter(s) [x]; valid: none",
                createError(allocators, "first-fit", mesh, Map.of("x", "1")));
        // rsr over anca takes anca's split count, which rsr over first fit does not
        assertEquals("rsr", allocators.create("rsr", new StrategyContext(mesh, Map.of("base", "anca", "a", "3"),
                null)).name());
        assertEquals("rsr: unknown parameter(s) [a]; valid: base, fold-penalty, t",
                createError(allocators, "rsr", mesh, Map.of("a", "3")));
        assertEquals("rsr: unknown parameter(s) [page-side]; valid: a, base, comm-share, comm-slowdown, "
                + "fold-penalty, t", createError(allocators, "rsr", mesh, Map.of("base", "anca", "page-side", "2")));
        assertEquals("rsr: parameter 'a' must be in [0, 64], got 65",
                createError(allocators, "rsr", mesh, Map.of("base", "anca", "a", "65")));
        // a base is any word to the check; the wrapper's factory names the valid ones
        assertTrue(createError(allocators, "rsr", mesh, Map.of("base", "worst-fit"))
                .startsWith("rsr: unknown base 'worst-fit'; valid: first-fit, "));

        assertEquals("queue discipline 'bypass': parameter 'threshold' must be >= 0, got -1", assertThrows(
                IllegalArgumentException.class, () -> QueuePolicies.create("bypass", Map.of("threshold", "-1")))
                .getMessage());
    }

    private static String createError(AllocatorRegistry r, String name, Topology t, Map<String, String> params) {
        return assertThrows(IllegalArgumentException.class,
                () -> r.create(name, new StrategyContext(t, params, null))).getMessage();
    }

    private static String invalid(StrategyDescriptor d, Map<String, String> parameters) {
        return assertThrows(IllegalArgumentException.class, () -> StrategyRegistry.validate(d, parameters))
                .getMessage();
    }

    @Test
    void addsTheStrategiesOfAProviderToTheCoresAndChecksTheirParameters() {
        AllocatorRegistry allocators = new AllocatorRegistry(AllocatorRegistry.builtIn().strategies()
                .addAll(new TestProvider()));
        assertTrue(allocators.names().contains("half-pool") && allocators.names().contains("first-fit"));
        assertTrue(allocators.external("half-pool"));
        assertFalse(allocators.external("first-fit"));
        StrategyDescriptor info = allocators.descriptor("half-pool", Map.of());
        assertEquals(List.of("share=2: the machine is divided by this", "order=low: low | high"), info.listing());
        assertFalse(info.has(StrategyDescriptor.Trait.CONTIGUOUS) || info.has(StrategyDescriptor.Trait.REDUCES_SIZE)
                || info.has(StrategyDescriptor.Trait.MIGRATES));
        assertEquals("half-pool", allocators.descriptors().get(allocators.descriptors().size() - 1).name());

        Allocator a = allocators.create("half-pool", new StrategyContext(Topology.mesh(4, 4), Map.of("share", "4"),
                null));
        assertEquals(4, a.freeNodes());
        assertFalse(a.canEverFit(AllocationRequest.ofProcessors(1, 5)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> allocators.create(
                "half-pool", new StrategyContext(Topology.mesh(4, 4), Map.of("share", "0"), null)));
        assertEquals("half-pool: parameter 'share' must be in [1, 8], got 0", e.getMessage());

        StrategyRegistry queues = StrategyRegistry.with(List.of(new TestProvider()));
        assertInstanceOf(ShortestJobFirstPolicy.class, queues.create(Family.QUEUE, "shortest-first",
                new StrategyContext(null, Map.of(), null)));
        e = assertThrows(IllegalArgumentException.class, () -> queues.create(Family.QUEUE, "shortest",
                new StrategyContext(null, Map.of("x", "1"), null)));
        assertEquals("queue discipline 'shortest': unknown parameter(s) x; valid: none", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> queues.create(Family.QUEUE, "longest",
                new StrategyContext(null, Map.of(), null)));
        assertEquals("unknown queue strategy 'longest'; available: shortest", e.getMessage());
    }

    @Test
    void aStrategyOfTheWrongKindIsNamedWithItsProvider() {
        StrategyProvider wrong = () -> List.of(new Strategy(StrategyDescriptor.of(Family.ALLOCATE, "text", "", ""),
                ctx -> "not an allocator"));
        AllocatorRegistry allocators = new AllocatorRegistry(StrategyRegistry.with(List.of(wrong)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> allocators.create("text", Topology.mesh(2, 2), null));
        assertEquals("allocate strategy 'text' of " + wrong.getClass().getName()
                + " made a java.lang.String, not an Allocator", e.getMessage());
    }

    @Test
    void familiesAreTheStageKeywords() {
        assertEquals(Family.ALLOCATE, Family.of("allocate"));
        assertEquals("queue", Family.QUEUE.word());
        assertNull(Family.of("scheduler"));
    }
}

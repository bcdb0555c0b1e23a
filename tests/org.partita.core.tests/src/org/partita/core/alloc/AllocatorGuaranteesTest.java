package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;

/** The placement guarantees of {@link StrategyDescriptor} as the registry resolves them, and the checker's use of them. */
class AllocatorGuaranteesTest {

    private final AllocatorRegistry registry = StandardStrategies.allocators();

    @Test
    void everyRegisteredNameHasDocumentation() {
        assertEquals(registry.names().size(), registry.descriptors().size());
        for (StrategyDescriptor i : registry.descriptors()) {
            assertFalse(i.description().isBlank(), i.name());
            assertFalse(i.paper().isBlank(), i.name());
            assertFalse(i.topologies().isBlank(), i.name());
        }
    }

    @Test
    void wrappersCombineTheirGuaranteesWithTheBaseNamedByParameter() {
        StrategyDescriptor rsr = registry.descriptor("rsr", Map.of());
        assertTrue(rsr.has(StrategyDescriptor.Trait.CONTIGUOUS) && rsr.has(StrategyDescriptor.Trait.REDUCES_SIZE) && !rsr.has(StrategyDescriptor.Trait.MIGRATES));
        StrategyDescriptor overMbs = registry.descriptor("rsr", Map.of("base", "mbs"));
        assertFalse(overMbs.has(StrategyDescriptor.Trait.CONTIGUOUS));
        assertTrue(overMbs.has(StrategyDescriptor.Trait.REDUCES_SIZE));
        StrategyDescriptor overLimit = registry.descriptor("rsr", Map.of("base", "limit-k"));
        assertTrue(overLimit.has(StrategyDescriptor.Trait.CONTIGUOUS) && overLimit.has(StrategyDescriptor.Trait.REDUCES_SIZE));
        StrategyDescriptor migration = registry.descriptor("migration", Map.of("base", "free-submesh-list"));
        assertTrue(migration.has(StrategyDescriptor.Trait.CONTIGUOUS) && migration.has(StrategyDescriptor.Trait.MIGRATES) && !migration.has(StrategyDescriptor.Trait.REDUCES_SIZE));
        assertFalse(registry.descriptor("user-directive", Map.of()).has(StrategyDescriptor.Trait.CONTIGUOUS));
        assertFalse(registry.descriptor("pool", Map.of()).has(StrategyDescriptor.Trait.CONTIGUOUS));
        assertThrows(IllegalArgumentException.class, () -> registry.descriptor("nope", Map.of()));
    }

    @Test
    void checkerConfiguredFromTheGuarantees() {
        Topology mesh = Topology.mesh(4, 4);
        // an L of three nodes where four were requested
        InvariantChecker.Placement lShape = new InvariantChecker.Placement(1, 0, 0, 1, 4, new int[] {0, 1, 4});
        List<InvariantChecker.Violation> ff = new InvariantChecker(16).expect(registry.descriptor("first-fit", Map.of()),
                mesh).add(lShape).violations();
        assertEquals(2, ff.size(), ff.toString()); // too few nodes, not contiguous
        List<InvariantChecker.Violation> rsr = new InvariantChecker(16).expect(registry.descriptor("rsr", Map.of()), mesh)
                .add(lShape).violations();
        assertEquals(1, rsr.size(), rsr.toString()); // reduction allowed, contiguity still required
        assertTrue(rsr.get(0).message().contains("not contiguous"));
        assertEquals(List.of(), new InvariantChecker(16).expect(registry.descriptor("user-directive", Map.of()), mesh)
                .add(lShape).violations());
        // buddy rounding up (more nodes than requested) is accepted
        InvariantChecker.Placement square = new InvariantChecker.Placement(2, 0, 0, 1, 3, new int[] {0, 1, 4, 5});
        assertEquals(List.of(), new InvariantChecker(16).expect(registry.descriptor("buddy-2d", Map.of()), mesh)
                .add(square).violations());
    }

    @Test
    void limitKDefaultsToNMinus3AndUserDirectiveParametersOverrideTheJobFlags() {
        Topology cube = Topology.hypercube(8);
        Allocator limit = registry.create("limit-k", cube, new SplittableRandom(1));
        Allocation a = limit.allocate(AllocationRequest.ofProcessors(1, 128));
        assertEquals(32, a.size()); // 7-cube reduced to a 5-cube
        assertEquals(4.0, a.runtimeFactor(), 1e-12);

        Topology mesh = Topology.mesh(4, 4);
        Allocator chang = registry.create("user-directive", new StrategyContext(mesh,
                Map.of("memory-bound", "true", "communication-bound", "true"), new SplittableRandom(1)));
        Allocator fromJob = registry.create("user-directive", mesh, new SplittableRandom(1));
        for (Allocator u : List.of(chang, fromJob)) {
            assertEquals(8, u.allocate(AllocationRequest.ofShape(1, 4, 2)).size());
        }
        // a 4×4 no longer fits whole: conventional (both flags true) waits, RSR (job flags false) folds it once
        assertEquals(null, chang.allocate(AllocationRequest.ofShape(2, 4, 4)));
        Allocation folded = fromJob.allocate(AllocationRequest.ofShape(2, 4, 4));
        assertEquals(8, folded.size());
        assertEquals(2.0, folded.runtimeFactor(), 1e-12);
    }
}

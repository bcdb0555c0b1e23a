package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;
import org.partita.core.strategy.StrategyDescriptor;

class MeshAllocatorsTest {

    @Test
    void namesAreUniqueKebabCaseAndDocumented() {
        assertEquals(MeshAllocators.names().size(), new HashSet<>(MeshAllocators.names()).size());
        for (org.partita.core.strategy.StrategyDescriptor i : MeshAllocators.descriptors()) {
            assertTrue(i.name().matches("[a-z0-9]+(-[a-z0-9]+)*"), i.name());
            assertTrue(!i.description().isBlank() && !i.paper().isBlank(), i.name());
        }
        assertTrue(MeshAllocators.names().containsAll(java.util.List.of("first-fit", "best-fit", "frame-sliding",
                "buddy-2d", "adaptive-scan", "busy-list", "free-list", "free-submesh-list", "fixed-orientation",
                "random", "paging", "mbs", "anca", "rsr", "modified-rsr", "migration", "user-directive",
                "first-fit-3d", "best-fit-3d", "mbs-3d", "buddy-cube", "limit-k")));
    }

    @Test
    void everyNameCreatesAnAllocatorOfThatName() {
        for (String n : MeshAllocators.names()) {
            Topology t = n.endsWith("-3d") ? Topology.mesh(4, 4, 4)
                    : n.equals("buddy-cube") || n.equals("limit-k") ? Topology.hypercube(4) : Topology.mesh(8, 8);
            Map<String, String> p = n.equals("limit-k") ? Map.of("k", "2") : Map.of();
            Allocator a = MeshAllocators.create(n, t, p, new java.util.SplittableRandom(1));
            assertEquals(n, a.name());
        }
    }

    @Test
    void clearErrors() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("firstfit", Topology.mesh(4, 4), Map.of(), null));
        assertTrue(e.getMessage().contains("first-fit") && e.getMessage().contains("firstfit"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("rsr", Topology.mesh(4, 4), Map.of("tt", "2"), null));
        assertTrue(e.getMessage().contains("tt") && e.getMessage().contains("t"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("anca", Topology.mesh(4, 4), Map.of("a", "x"), null));
        assertTrue(e.getMessage().contains("'a'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("free-submesh-list", Topology.hypercube(4), Map.of(), null));
        assertTrue(e.getMessage().contains("2D mesh"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("rsr", Topology.mesh(4, 4), Map.of("base", "migration"), null));
        assertTrue(e.getMessage().contains("wrapper"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("migration", Topology.mesh(4, 4), Map.of("trigger", "often"), null));
        assertTrue(e.getMessage().contains("arrival"), e.getMessage());
    }

    @Test
    void processorOnlyRequestsGetTheLeastNearlySquareShape() {
        assertEquals(java.util.List.of(4, 3, 1), java.util.Arrays.stream(MeshShapes.forProcessors(12, 16, 16, 1))
                .boxed().toList());
        // 17 is prime and 17 > 16: the least rectangle of >= 17 nodes that fits, most square: 6×3
        assertEquals(java.util.List.of(6, 3, 1), java.util.Arrays.stream(MeshShapes.forProcessors(17, 16, 16, 1))
                .boxed().toList());
        assertEquals(java.util.List.of(2, 2, 2), java.util.Arrays.stream(MeshShapes.forProcessors(8, 4, 4, 4))
                .boxed().toList());
        assertEquals(null, MeshShapes.forProcessors(17, 4, 4, 1));
    }

    /** The factory reads each parameter with the descriptor's range: its bounds are accepted, a step beyond not. */
    @Test
    void factoriesReadTheDescriptorsRanges() {
        int checked = 0;
        for (org.partita.core.strategy.StrategyDescriptor d : MeshAllocators.descriptors()) {
            String n = d.name();
            Topology t = n.endsWith("-3d") ? Topology.mesh(4, 4, 4)
                    : n.equals("buddy-cube") || n.equals("limit-k") ? Topology.hypercube(4) : Topology.mesh(8, 8);
            for (org.partita.core.strategy.Parameter q : d.parameters()) {
                if (!q.numeric() || !q.words().isEmpty()) {
                    continue;
                }
                // limit-k's k is also bounded by the machine (a 30-cube is too large for a test): lower bound only
                boolean machineBound = n.equals("limit-k") && q.name().equals("k");
                for (double bound : machineBound ? new double[] {q.min()} : new double[] {q.min(), q.max()}) {
                    String v = q.integer() ? Long.toString((long) bound) : Double.toString(bound);
                    MeshAllocators.create(n, t, Map.of(q.name(), v), new java.util.SplittableRandom(1));
                    double step = q.integer() ? 1 : Math.max(Math.abs(bound) * 1e-3, 1e-3);
                    double out = bound == q.min() ? bound - step : bound + step;
                    String bad = q.integer() ? Long.toString((long) out) : Double.toString(out);
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> MeshAllocators.create(n, t, Map.of(q.name(), bad), new java.util.SplittableRandom(1)),
                            n + " " + q.name() + "=" + bad);
                    assertTrue(e.getMessage().contains("'" + q.name() + "' must be in"), e.getMessage());
                    checked++;
                }
            }
        }
        assertTrue(checked >= 40, "bounds checked: " + checked);
    }
}

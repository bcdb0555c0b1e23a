package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Topology;
import org.partita.core.strategy.StrategyContext;

class PoolAllocatorTest {

    @Test
    void takesTheLowestFreeIds() {
        PoolAllocator p = new PoolAllocator(6);
        Allocation a = p.allocate(AllocationRequest.ofProcessors(1, 2));
        Allocation b = p.allocate(AllocationRequest.ofProcessors(2, 3));
        assertArrayEquals(new int[] {0, 1}, a.nodes());
        assertArrayEquals(new int[] {2, 3, 4}, b.nodes());
        p.release(a);
        Allocation c = p.allocate(AllocationRequest.ofProcessors(3, 3));
        assertArrayEquals(new int[] {0, 1, 5}, c.nodes());
        assertEquals(0, p.freeNodes());
        assertNull(p.allocate(AllocationRequest.ofProcessors(4, 1)));
        assertEquals(1.0, c.runtimeFactor());
        assertEquals(4, p.stats().requests());
        assertEquals(2 + 3 + 2 + 3, p.stats().searchSteps()); // one step per node taken or returned
    }

    @Test
    void aShapedRequestGetsItsArea() {
        PoolAllocator p = new PoolAllocator(16);
        assertEquals(6, p.allocate(AllocationRequest.ofShape(1, 2, 3)).size());
    }

    @Test
    void canEverFitIsTheMachineSize() {
        PoolAllocator p = new PoolAllocator(8);
        assertTrue(p.canEverFit(AllocationRequest.ofProcessors(1, 8)));
        assertFalse(p.canEverFit(AllocationRequest.ofProcessors(1, 9)));
    }

    @Test
    void doubleReleaseIsAnError() {
        PoolAllocator p = new PoolAllocator(4);
        Allocation a = p.allocate(AllocationRequest.ofProcessors(1, 2));
        p.release(a);
        var e = assertThrows(IllegalStateException.class, () -> p.release(a));
        assertEquals("job 1 releases node 0 that is not allocated", e.getMessage());
    }

    @Test
    void randomChurnNeverOverlapsAndKeepsCounts() {
        PoolAllocator p = new PoolAllocator(64);
        SplittableRandom r = new SplittableRandom(5);
        java.util.List<Allocation> live = new java.util.ArrayList<>();
        boolean[] used = new boolean[64];
        for (int i = 0; i < 5000; i++) {
            if (!live.isEmpty() && r.nextBoolean()) {
                Allocation a = live.remove(r.nextInt(live.size()));
                p.release(a);
                for (int n : a.nodes()) {
                    used[n] = false;
                }
            } else {
                int want = 1 + r.nextInt(20);
                int freeBefore = p.freeNodes();
                Allocation a = p.allocate(AllocationRequest.ofProcessors(i, want));
                assertEquals(want <= freeBefore, a != null, "pool never misses");
                if (a != null) {
                    for (int n : a.nodes()) {
                        assertFalse(used[n]);
                        used[n] = true;
                    }
                    live.add(a);
                }
            }
            int busy = 0;
            for (boolean u : used) {
                busy += u ? 1 : 0;
            }
            assertEquals(64 - busy, p.freeNodes());
        }
    }

    @Test
    void registryCreatesByNameAndListsNames() {
        AllocatorRegistry reg = StandardStrategies.allocators();
        Allocator a = reg.create("pool", Topology.mesh(4, 4), new SplittableRandom(1));
        assertEquals("pool", a.name());
        assertEquals(16, a.freeNodes());
        var e = assertThrows(IllegalArgumentException.class,
                () -> reg.create("worst-fit", Topology.mesh(4, 4), new SplittableRandom(1)));
        assertTrue(e.getMessage().startsWith("unknown allocator 'worst-fit'; available: adaptive-scan, anca, "),
                e.getMessage());
        assertTrue(reg.names().containsAll(org.partita.core.alloc.MeshAllocators.names()));
        assertTrue(reg.names().contains("pool"));
        assertEquals("first-fit", reg.create("first-fit", Topology.mesh(4, 4), new SplittableRandom(1)).name());
        reg.register("worst-fit", ctx -> new PoolAllocator(ctx.topology().size()));
        assertTrue(reg.contains("worst-fit"));
        assertThrows(IllegalArgumentException.class, () -> reg.register("pool", ctx -> null));
        var p = assertThrows(IllegalArgumentException.class, () -> reg.create("pool", new StrategyContext(
                Topology.pool(4), java.util.Map.of("t", "1"), new SplittableRandom(1))));
        assertEquals("pool: unknown parameter(s) [t]; valid: none", p.getMessage());
    }

    @Test
    void contextParameters() {
        StrategyContext c = new StrategyContext(Topology.pool(4), java.util.Map.of("t", "2", "cost", "0.05"),
                new SplittableRandom(1));
        assertEquals("2", c.parameter("t", "0"));
        assertEquals("7", c.parameter("missing", "7"));
        assertEquals(0.05, c.number("cost", 0));
        assertEquals(List.of("cost", "t"), List.copyOf(c.parameters().keySet()));
    }
}

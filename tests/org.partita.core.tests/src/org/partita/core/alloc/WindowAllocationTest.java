package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

/**
 * Placements of one 2D submesh keep their rectangle and list their nodes only when asked: the list is the
 * rectangle's node ids ascending, and releasing the placement (or a wrapper's copy of it) frees exactly that window.
 */
class WindowAllocationTest {

    @Test
    void aWindowListsItsNodesAscendingOnceAsked() {
        Allocation a = Allocation.ofWindow(7, Rect.of(2, 1, 3, 2), 10, 1.5);
        assertEquals(6, a.size());
        assertArrayEquals(new int[] {12, 13, 14, 22, 23, 24}, a.nodes());
        assertSame(a.nodes(), a.nodes());
        Allocation copy = a.reissued(8, 2.0);
        assertEquals(8, copy.jobId());
        assertEquals(2.0, copy.runtimeFactor());
        assertSame(a.window(), copy.window());
        assertArrayEquals(a.nodes(), copy.nodes());
    }

    @Test
    void everyMeshStrategyHandsOutWindowsAndFreesThemOnRelease() {
        for (String name : new String[] {"first-fit", "best-fit", "adaptive-scan", "frame-sliding", "busy-list",
                "free-submesh-list", "free-list", "fixed-orientation"}) {
            Allocator alloc = MeshAllocators.create(name, Topology.mesh(8, 6), Map.of(), null);
            Allocation a = alloc.allocate(AllocationRequest.ofShape(1, 3, 2));
            assertNotNull(a, name);
            assertNotNull(a.window(), name + " placed a 3x2 submesh without its rectangle");
            Rect r = a.window();
            assertEquals(6, a.size(), name);
            assertArrayEquals(r.nodes(8), a.nodes(), name);
            assertEquals(3 * 2, r.size(), name);
            assertNull(alloc.allocate(AllocationRequest.ofShape(2, 8, 6)), name);
            alloc.release(a);
            assertEquals(48, alloc.freeNodes(), name);
            Allocation whole = alloc.allocate(AllocationRequest.ofShape(3, 8, 6));
            assertNotNull(whole, name + ": the window was not freed");
            assertEquals(48, whole.size(), name);
        }
    }

    @Test
    void theTwoDimensionalBuddyHandsOutItsSquareBlocksAsWindows() {
        Allocator buddy = MeshAllocators.create("buddy-2d", Topology.mesh(8, 8), Map.of(), null);
        Allocation a = buddy.allocate(AllocationRequest.ofShape(1, 3, 2)); // rounded up to a 4x4 block
        Allocation b = buddy.allocate(AllocationRequest.ofShape(2, 2, 3));
        assertNotNull(a);
        assertNotNull(b);
        for (Allocation p : new Allocation[] {a, b}) {
            Rect r = p.window();
            assertNotNull(r, "a buddy block without its rectangle");
            assertEquals(4, r.width());
            assertEquals(4, r.height());
            assertEquals(0, r.x1() % 4, "a 4x4 buddy is aligned to 4");
            assertEquals(0, r.y1() % 4, "a 4x4 buddy is aligned to 4");
            assertArrayEquals(r.nodes(8), p.nodes());
        }
        assertEquals(32, buddy.freeNodes());
        buddy.release(a);
        buddy.release(b);
        Allocation whole = buddy.allocate(AllocationRequest.ofShape(3, 8, 8));
        assertNotNull(whole, "the blocks were not merged back");
        assertEquals(Rect.of(0, 0, 8, 8), whole.window());
    }

    @Test
    void aWrappersCopyOfAWindowIsReleasedAsTheWindow() {
        // restricted size reduction hands out its base allocator's placement under its own run-time factor
        Allocator rsr = MeshAllocators.create("rsr", Topology.mesh(8, 8), Map.of("base", "first-fit"), null);
        Allocation a = rsr.allocate(AllocationRequest.ofShape(1, 4, 4));
        assertNotNull(a);
        assertEquals(Rect.of(0, 0, 4, 4), a.window(), "the wrapper's placement keeps its base's rectangle");
        rsr.release(a);
        Allocation whole = rsr.allocate(AllocationRequest.ofShape(2, 8, 8));
        assertNotNull(whole, "the copy's window was not freed");
        assertEquals(64, whole.size());
    }
}

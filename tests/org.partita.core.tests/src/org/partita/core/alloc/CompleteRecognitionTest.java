package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

/**
 * Complete submesh recognition, checked by brute force: whenever a strategy that claims it refuses a request, no
 * free submesh of that shape exists in the orientations the strategy may use. Strategies that do not claim it get a
 * concrete miss.
 */
class CompleteRecognitionTest {

    /** Orientations each complete strategy may use: "fixed" a×b, "both" a×b or b×a, "fo" FO's rotation. */
    private static String orientations(String name) {
        return switch (name) {
            case "first-fit", "best-fit" -> "fixed";
            case "fixed-orientation" -> "fo";
            default -> "both";
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"first-fit", "best-fit", "adaptive-scan", "fixed-orientation", "busy-list", "free-list",
            "free-submesh-list"})
    void refusesOnlyWhenNoFreeSubmeshExists(String name) {
        SplittableRandom rnd = new SplittableRandom(name.hashCode());
        int refusals = 0;
        for (int run = 0; run < 40; run++) {
            int w = 3 + rnd.nextInt(8), h = 3 + rnd.nextInt(8);
            Topology t = Topology.mesh(w, h);
            Allocator a = MeshAllocators.create(name, t, Map.of(), null);
            MeshOracle o = new MeshOracle(t);
            List<Long> live = new ArrayList<>();
            long next = 1;
            for (int step = 0; step < 150; step++) {
                if (!live.isEmpty() && rnd.nextInt(3) == 0) {
                    long id = live.remove(rnd.nextInt(live.size()));
                    a.release(o.live.get(id));
                    o.remove(id);
                    continue;
                }
                int sa = 1 + rnd.nextInt(Math.max(w, h) / 2 + 1), sb = 1 + rnd.nextInt(Math.max(w, h) / 2 + 1);
                AllocationRequest r = AllocationRequest.ofShape(next++, sa, sb);
                if (!a.canEverFit(r)) {
                    continue;
                }
                Allocation x = a.allocate(r);
                if (x != null) {
                    o.add(r, x, true);
                    live.add(r.jobId());
                    int[] sides = Contiguity.boxSides(x.nodes(), t);
                    assertEquals(sa * sb, x.nodes().length);
                    assertTrue((sides[0] == sa && sides[1] == sb) || (sides[0] == sb && sides[1] == sa));
                } else {
                    refusals++;
                    String or = orientations(name);
                    if (or.equals("fixed")) {
                        assertFalse(o.existsFree(sa, sb), name + " missed a free " + sa + "x" + sb);
                    } else if (or.equals("fo")) {
                        int hi = Math.max(sa, sb), lo = Math.min(sa, sb);
                        assertFalse(w >= h ? o.existsFree(hi, lo) : o.existsFree(lo, hi));
                    } else {
                        assertFalse(o.existsFree(sa, sb) || o.existsFree(sb, sa), name + " missed " + sa + "x" + sb);
                    }
                }
                assertEquals(o.freeCount(), a.freeNodes());
            }
        }
        assertTrue(refusals > 50, "the random runs must exercise refusals, got " + refusals);
    }

    /** Frame sliding misses a free submesh off its stride grid (virtual fragmentation, Chang Table 2.1). */
    @Test
    void frameSlidingMissesOffStrideSubmesh() {
        Topology t = Topology.mesh(6, 2);
        Allocator fs = MeshAllocators.create("frame-sliding", t, Map.of(), null);
        Allocator ff = MeshAllocators.create("first-fit", t, Map.of(), null);
        for (Allocator a : List.of(fs, ff)) {
            assertNotNull(a.allocate(AllocationRequest.ofShape(1, 1, 2)));
        }
        AllocationRequest r2 = AllocationRequest.ofShape(2, 1, 2);
        assertNotNull(fs.allocate(r2));
        assertNotNull(ff.allocate(r2));
        // columns 0 and 1 busy; free column 0 again: the first free node is <0,0>, so 4×2 frames start at x = 0 only
        // (the next, x = 4, leaves the mesh), although columns 2..5 are free
        fs.release(new Allocation(1, new int[] {0, 6}, true, 1));
        ff.release(new Allocation(1, new int[] {0, 6}, true, 1));
        AllocationRequest big = AllocationRequest.ofShape(3, 4, 2);
        assertNull(fs.allocate(big), "frame sliding jumps over the free 4×2 at x = 2");
        assertEquals(1, fs.stats().misses());
        assertEquals(new Rect(2, 0, 5, 1), Rect.ofNodes(ff.allocate(big).nodes(), 6));
    }

    /** 2D buddy rounds up to a power-of-two square, so a free 3×3 area in a 4×4 block-fragmented mesh is missed. */
    @Test
    void buddy2dMissesNonAlignedSubmesh() {
        Topology t = Topology.mesh(4, 4);
        Allocator b = MeshAllocators.create("buddy-2d", t, Map.of(), null);
        Allocation one = b.allocate(AllocationRequest.ofShape(1, 1, 1));
        assertArrayEquals4(new int[] {0}, one.nodes());
        // a 2×1 request gets a whole 2×2 block: internal fragmentation
        Allocation two = b.allocate(AllocationRequest.ofShape(2, 2, 1));
        assertEquals(4, two.nodes().length);
        b.release(two);
        // 15 nodes free, a free 3×3 exists at <1,1>, but TDB needs a free 4×4 block
        MeshOracle o = new MeshOracle(t);
        o.add(AllocationRequest.ofShape(1, 1, 1), one, true);
        assertTrue(o.existsFree(3, 3));
        assertNull(b.allocate(AllocationRequest.ofShape(3, 3, 3)));
        assertEquals(1, b.stats().misses());
    }

    private static void assertArrayEquals4(int[] a, int[] b) {
        org.junit.jupiter.api.Assertions.assertArrayEquals(a, b);
    }

    /** Buddy on a hypercube takes the least free aligned block (brute force over random sequences). */
    @Test
    void hypercubeBuddyTakesLeastFreeAlignedBlock() {
        SplittableRandom rnd = new SplittableRandom(7);
        Topology t = Topology.hypercube(6);
        HypercubeBuddy b = new HypercubeBuddy(t);
        MeshOracle o = new MeshOracle(t);
        List<Long> live = new ArrayList<>();
        for (long id = 1; id < 3000; id++) {
            if (!live.isEmpty() && rnd.nextInt(2) == 0) {
                long j = live.remove(rnd.nextInt(live.size()));
                b.release(o.live.get(j));
                o.remove(j);
                continue;
            }
            int k = rnd.nextInt(5);
            int expected = -1;
            for (int m = 0; m < (64 >> k) && expected < 0; m++) {
                boolean free = true;
                for (int n = m << k; n < (m + 1) << k; n++) {
                    free &= o.owner[n] < 0;
                }
                if (free) {
                    expected = m << k;
                }
            }
            Allocation a = b.allocate(AllocationRequest.ofProcessors(id, 1 << k));
            if (expected < 0) {
                assertNull(a);
            } else {
                assertEquals(expected, a.nodes()[0]);
                o.add(AllocationRequest.ofProcessors(id, 1 << k), a, true);
                live.add(id);
            }
            assertEquals(o.freeCount(), b.freeNodes());
        }
    }
}

package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * First fit, adaptive scan, best fit and frame sliding, which answer a shape known to have no free window by looking only near the
 * nodes released since (frame sliding: repeat a failure while nothing changed), choose exactly what the plain scans ({@link GridScanReference}) choose and report the same
 * search steps, after every attempt and release of seeded random sequences in which a blocked head is retried after
 * arrivals and releases (as FCFS does) and other shapes come in between.
 */
class ScanDifferentialTest {

    @ParameterizedTest
    @CsvSource({"first-fit,16,16,1", "first-fit,32,20,2", "first-fit,64,64,3", "first-fit,7,31,4",
            "adaptive-scan,16,16,5", "adaptive-scan,32,20,6", "adaptive-scan,64,64,7", "adaptive-scan,31,7,8",
            "best-fit,16,16,9", "best-fit,32,20,10", "best-fit,48,48,11", "best-fit,100,70,15", "best-fit,128,33,16",
            "best-fit,64,64,17", "first-fit,130,40,18",
            "frame-sliding,16,16,12", "frame-sliding,32,20,13", "frame-sliding,64,64,14"})
    void samePlacementsAndStepsAsThePlainScan(String strategy, int w, int h, long seed) {
        compare(strategy, w, h, seed, Math.max(w, h) / 2 + 1);
    }

    /**
     * Sides up to the whole mesh, as at Kim and Yoon's load: few jobs, tall windows, so that most rows equal the row
     * below (the grid's row groups, best fit's segments) and rows of several 64-bit words.
     */
    @ParameterizedTest
    @CsvSource({"first-fit,130,90,21", "adaptive-scan,200,64,22", "best-fit,130,90,23", "best-fit,70,130,24",
            "best-fit,256,40,25", "frame-sliding,130,90,26", "adaptive-scan,16,16,27", "best-fit,16,16,28"})
    void samePlacementsAndStepsWithSidesUpToTheMesh(String strategy, int w, int h, long seed) {
        compare(strategy, w, h, seed, Math.max(w, h));
    }

    private static void compare(String strategy, int w, int h, long seed, int largest) {
        Allocator fast = MeshAllocators.create(strategy, Topology.mesh(w, h), Map.of(), new SplittableRandom(seed));
        GridScanReference ref = new GridScanReference(w, h);
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> live = new ArrayList<>();
        List<int[]> liveRef = new ArrayList<>();
        int[] head = null;
        long job = 0;
        for (int step = 0; step < 3000; step++) {
            int op = rnd.nextInt(10);
            if (op < 3 && !live.isEmpty()) {
                int i = rnd.nextInt(live.size());
                fast.release(live.remove(i));
                int[] r = liveRef.remove(i);
                ref.set(r[0], r[1], r[2], false);
            } else {
                // the head (retried until placed), or now and then another shape (a bypassing job)
                boolean other = head != null && op == 9;
                int[] shape = other || head == null
                        ? new int[] {1 + rnd.nextInt(largest), 1 + rnd.nextInt(largest)} : head;
                job++;
                Allocation got = fast.allocate(AllocationRequest.ofShape(job, shape[0], shape[1]));
                int[] want = reference(strategy, ref, shape[0], shape[1]);
                if (want == null) {
                    assertNull(got, "job " + job + " " + shape[0] + "x" + shape[1]);
                    if (!other) {
                        head = shape;
                    }
                } else {
                    assertArrayEquals(Rect.of(want[0] % w, want[0] / w, want[1], want[2]).nodes(w), got.nodes(),
                            "job " + job + " " + shape[0] + "x" + shape[1]);
                    ref.set(want[0], want[1], want[2], true);
                    live.add(got);
                    liveRef.add(want);
                    if (!other) {
                        head = null;
                    }
                }
            }
            assertEquals(ref.steps, fast.stats().searchSteps(), "search steps after step " + step);
        }
    }

    /** The reference's choice {base, width, height}, or null. */
    private static int[] reference(String strategy, GridScanReference ref, int a, int b) {
        switch (strategy) {
            case "adaptive-scan":
                return ref.adaptiveScan(a, b);
            case "frame-sliding": {
                int base = ref.frameSliding(a, b);
                return base < 0 ? null : new int[] {base, a, b};
            }
            case "best-fit": {
                int base = ref.bestFit(a, b);
                return base < 0 ? null : new int[] {base, a, b};
            }
            default: {
                int base = ref.firstFit(a, b);
                return base < 0 ? null : new int[] {base, a, b};
            }
        }
    }

    @Test
    void aBlockedHeadIsFoundOnlyNearTheReleasedNodes() {
        // 8x8 mesh: a 8x4 job fills the bottom half and a 4x4 job the top-left quarter, so a 5x4 head is blocked
        Allocator ff = MeshAllocators.create("first-fit", Topology.mesh(8, 8), Map.of(), new SplittableRandom(1));
        Allocation bottom = ff.allocate(AllocationRequest.ofShape(1, 8, 4));
        ff.allocate(AllocationRequest.ofShape(2, 4, 4));
        long s0 = ff.stats().searchSteps();
        assertNull(ff.allocate(AllocationRequest.ofShape(3, 5, 4)));
        // the scan reads every base x <= 3 of all 8 rows: 32 positions
        assertEquals(32, ff.stats().searchSteps() - s0);
        assertNull(ff.allocate(AllocationRequest.ofShape(3, 5, 4)), "no release since: still blocked");
        assertEquals(64, ff.stats().searchSteps() - s0, "the retry counts the scan's 32 positions again");
        ff.release(bottom);
        // freeing the bottom half re-computes its 4 rows of 8 nodes: 32; then the scan stops at base
        // (0, 0) on row 3 (the window's top row): 3 rows of 4 positions and 1 more
        Allocation got = ff.allocate(AllocationRequest.ofShape(3, 5, 4));
        assertArrayEquals(Rect.of(0, 0, 5, 4).nodes(8), got.nodes());
        assertEquals(64 + 32 + 13 + 32, ff.stats().searchSteps() - s0);
    }

    @Test
    void frameSlidingRepeatsAFailureWhileNothingChanged() {
        // 4x2 mesh: 1x1 jobs at (0,0) and (1,0), the first released: only (1,0) is busy
        Allocator fs = MeshAllocators.create("frame-sliding", Topology.mesh(4, 2), Map.of(), new SplittableRandom(1));
        Allocation first = fs.allocate(AllocationRequest.ofShape(1, 1, 1));
        assertArrayEquals(new int[] {1}, fs.allocate(AllocationRequest.ofShape(2, 1, 1)).nodes());
        fs.release(first);
        long s0 = fs.stats().searchSteps();
        // 3x2 from the first free node (0,0): frame (0,0) (1 step) fails on its first row (1 step); (3,0) is past
        // the edge and (0,2) past the top
        assertNull(fs.allocate(AllocationRequest.ofShape(3, 3, 2)));
        assertEquals(2, fs.stats().searchSteps() - s0);
        assertNull(fs.allocate(AllocationRequest.ofShape(3, 3, 2)), "nothing changed: fails again");
        assertEquals(4, fs.stats().searchSteps() - s0, "and counts the same 2 steps again");
        // a 1x1 job takes (0,0): 1 frame, 1 row, and the occupied row re-computed (4)
        assertArrayEquals(new int[] {0}, fs.allocate(AllocationRequest.ofShape(4, 1, 1)).nodes());
        assertEquals(10, fs.stats().searchSteps() - s0);
        // now the first free node is (2,0): the only frame (2,0) is past the edge, so no step (not the 2 before)
        assertNull(fs.allocate(AllocationRequest.ofShape(3, 3, 2)));
        assertEquals(10, fs.stats().searchSteps() - s0);
    }
}

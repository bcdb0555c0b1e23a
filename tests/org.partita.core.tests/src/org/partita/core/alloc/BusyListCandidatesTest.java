package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * Busy list's candidates hold the largest boundary value of every free position: a position beside one busy submesh
 * and level with its bottom edge is a candidate even when no other submesh supplies that row.
 */
class BusyListCandidatesTest {

    /**
     * 16 × 16, busy {@code <5,4>–<10,6>} and {@code <12,4>–<15,11>}, request 1 × 5. Column 11 between the two, rows
     * 4–8: 3 busy neighbours on the left (rows 4–6 of the first submesh), 5 on the right (rows 4–8 of the second), none
     * below (row 3) or above (row 9): boundary value 8, the largest. The mesh corner {@code <0,0>–<0,4>} has 5 + 1 = 6.
     * Row 4 is no submesh's y2 + 1 nor y1 − 5, so the generator without the aligned coordinates chose the corner.
     */
    @Test
    void positionLevelWithASubmeshEdge() {
        BusyList bl = new BusyList(Topology.mesh(16, 16));
        bl.occupy(AllocationRequest.ofShape(1, 6, 3), Rect.of(5, 4, 6, 3).nodes(16));
        bl.occupy(AllocationRequest.ofShape(2, 4, 8), Rect.of(12, 4, 4, 8).nodes(16));
        Rect chosen = bl.choose(1, 5);
        assertEquals(Rect.of(11, 4, 1, 5), chosen);
        assertEquals(8, BusyList.boundaryValue(chosen, List.of(Rect.of(5, 4, 6, 3), Rect.of(12, 4, 4, 8)), 16, 16));
    }

    /** On seeded random churns busy list chooses what a scan of every free position chooses (same tie-break). */
    @ParameterizedTest
    @CsvSource({"16,16,1", "32,32,2", "12,20,3"})
    void sameChoiceAsEveryPosition(int w, int h, long seed) {
        BusyList bl = new BusyList(Topology.mesh(w, h));
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Rect> busy = new ArrayList<>();
        List<Allocation> live = new ArrayList<>();
        for (long job = 1; job <= 1500; job++) {
            while (!live.isEmpty() && (bl.freeNodes() < 0.35 * w * h || rnd.nextInt(4) == 0)) {
                int i = rnd.nextInt(live.size());
                bl.release(live.remove(i));
                busy.remove(i);
            }
            int a = 1 + rnd.nextInt(w / 2), b = 1 + rnd.nextInt(h / 2);
            Rect want = everyPosition(w, h, busy, a, b);
            Allocation got = bl.allocate(AllocationRequest.ofShape(job, a, b));
            if (want == null) {
                assertNull(got, "job " + job);
            } else {
                assertEquals(want, Rect.ofNodes(got.nodes(), w), "job " + job + " " + a + "x" + b);
                busy.add(want);
                live.add(got);
            }
        }
    }

    /** The largest boundary value over every free position; ties: lower y, then lower x, then a×b before b×a. */
    private static Rect everyPosition(int w, int h, List<Rect> busy, int a, int b) {
        Rect best = null;
        int bestValue = -1;
        for (int o = 0; o < (a == b ? 1 : 2); o++) {
            int cw = o == 0 ? a : b, ch = o == 0 ? b : a;
            for (int y = 0; y + ch <= h; y++) {
                for (int x = 0; x + cw <= w; x++) {
                    Rect c = Rect.of(x, y, cw, ch);
                    if (busy.stream().anyMatch(c::overlaps)) {
                        continue;
                    }
                    int v = BusyList.boundaryValue(c, busy, w, h);
                    if (v > bestValue || (v == bestValue && (y < best.y1() || (y == best.y1() && x < best.x1())))) {
                        bestValue = v;
                        best = c;
                    }
                }
            }
        }
        return best;
    }
}

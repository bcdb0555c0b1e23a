package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

/** Kim &amp; Yoon 1995 worked examples (digest seed-001-002.md §II.2–II.4.6). */
class KimYoonExamplesTest {

    private static final Rect A1 = new Rect(7, 0, 9, 4);
    private static final Rect A2 = new Rect(7, 8, 9, 9);
    private static final Rect A3 = new Rect(0, 5, 3, 9);
    private static final Rect S1 = new Rect(0, 0, 6, 4);
    private static final Rect S2 = new Rect(4, 0, 6, 9);
    private static final Rect S3 = new Rect(4, 5, 9, 7);

    private static AllocationRequest req(long id, Rect r) {
        return AllocationRequest.ofShape(id, r.width(), r.height());
    }

    /** The Fig. 2 situation on a 10×10 mesh. */
    private static <T extends NodeReservable> T fig2(T a) {
        a.occupy(req(1, A1), A1.nodes(10));
        a.occupy(req(2, A2), A2.nodes(10));
        a.occupy(req(3, A3), A3.nodes(10));
        return a;
    }

    @Test
    void fig1BoundaryValueIsNine() {
        assertEquals(9, BusyList.boundaryValue(new Rect(0, 2, 3, 4), List.of(new Rect(4, 0, 6, 3)), 7, 5));
    }

    @Test
    void fig2FreeSubmeshList() {
        FreeSubmeshList fsl = fig2(new FreeSubmeshList(Topology.mesh(10, 10)));
        assertEquals(List.of(S1, S2, S3), fsl.freeSubmeshes());
    }

    @Test
    void reservationFactorsOfDefinition2WithCorrectedSigns() {
        // rf(S2,S1) = max{4·5, 0, 0, −5·7} = 20; the printed sign of term 4 would give 35
        assertEquals(20, FreeSubmeshList.rf(S2, S1));
        // rf(S3,S2) = 15; the printed sign of term 2 would give 30
        assertEquals(15, FreeSubmeshList.rf(S3, S2));
        // no overlap: the size of S'
        assertEquals(35, FreeSubmeshList.rf(new Rect(8, 5, 9, 7), S1));
        // S covers S': 0
        assertEquals(0, FreeSubmeshList.rf(new Rect(0, 0, 9, 9), S1));
    }

    @Test
    void example1CandidatesChoiceAndResultingList() {
        FreeSubmeshList fsl = fig2(new FreeSubmeshList(Topology.mesh(10, 10)));
        List<Rect> cand = fsl.candidates(3, 2);
        assertEquals(List.of(new Rect(0, 0, 1, 2), new Rect(0, 2, 1, 4), new Rect(5, 0, 6, 2), new Rect(5, 2, 6, 4),
                new Rect(4, 0, 6, 1), new Rect(4, 8, 6, 9), new Rect(4, 5, 5, 7), new Rect(8, 5, 9, 7)), cand);
        assertEquals(new Rect(8, 5, 9, 7), fsl.choose(3, 2));
        Allocation a = fsl.allocate(AllocationRequest.ofShape(4, 3, 2));
        assertEquals(Rect.of(8, 5, 2, 3), Rect.ofNodes(a.nodes(), 10));
        assertEquals(List.of(S1, S2, new Rect(4, 5, 7, 7)), fsl.freeSubmeshes());
    }

    @Test
    void example1CompetingChoices() {
        AdaptiveScan as = fig2(new AdaptiveScan(Topology.mesh(10, 10)));
        assertEquals(new Rect(0, 0, 2, 1), Rect.ofNodes(as.allocate(AllocationRequest.ofShape(4, 3, 2)).nodes(), 10));
        BusyList bl = fig2(new BusyList(Topology.mesh(10, 10)));
        List<Rect> busy = List.of(A1, A2, A3);
        // the two maximum positions both have boundary value 7; the tie goes to the lower base
        assertEquals(7, BusyList.boundaryValue(new Rect(8, 5, 9, 7), busy, 10, 10));
        assertEquals(7, BusyList.boundaryValue(new Rect(4, 8, 6, 9), busy, 10, 10));
        Rect chosen = bl.choose(3, 2);
        assertEquals(new Rect(8, 5, 9, 7), chosen);
        // exhaustive check: no free 3×2 or 2×3 position has a larger boundary value
        MeshOracle o = new MeshOracle(Topology.mesh(10, 10));
        o.add(req(1, A1), new Allocation(1, A1.nodes(10), true, 1), true);
        o.add(req(2, A2), new Allocation(2, A2.nodes(10), true, 1), true);
        o.add(req(3, A3), new Allocation(3, A3.nodes(10), true, 1), true);
        int max = 0;
        for (int[] s : new int[][] {{3, 2}, {2, 3}}) {
            for (int y = 0; y + s[1] <= 10; y++) {
                for (int x = 0; x + s[0] <= 10; x++) {
                    if (o.windowFree(x, y, s[0], s[1])) {
                        max = Math.max(max, BusyList.boundaryValue(Rect.of(x, y, s[0], s[1]), busy, 10, 10));
                    }
                }
            }
        }
        assertEquals(7, max);
    }

    @Test
    void example2DeallocationRebuildsTheList() {
        FreeSubmeshList fsl = fig2(new FreeSubmeshList(Topology.mesh(10, 10)));
        fsl.release(new Allocation(3, A3.nodes(10), true, 1));
        assertEquals(List.of(new Rect(0, 0, 6, 9), new Rect(0, 5, 9, 7)), fsl.freeSubmeshes());
    }

    @Test
    void theorem1IsFalseTwelveByTwelveWithFourUnitBlocks() {
        int[][] blocks = {{1, 5}, {4, 1}, {7, 9}, {9, 3}};
        assertEquals(19, dominantCount(12, blocks));
    }

    @Test
    void theorem1IsFalseSevenBySevenWithThreeUnitBlocks() {
        FreeSubmeshList fsl = new FreeSubmeshList(Topology.mesh(7, 7));
        int[][] blocks = {{1, 1}, {3, 5}, {5, 3}};
        for (int i = 0; i < blocks.length; i++) {
            Rect r = Rect.of(blocks[i][0], blocks[i][1], 1, 1);
            fsl.occupy(req(i, r), r.nodes(7));
        }
        Set<Rect> expected = Set.of(new Rect(0, 0, 0, 6), new Rect(0, 0, 6, 0), new Rect(0, 2, 2, 6),
                new Rect(0, 2, 4, 4), new Rect(0, 2, 6, 2), new Rect(0, 4, 6, 4), new Rect(0, 6, 6, 6),
                new Rect(2, 0, 2, 6), new Rect(2, 0, 4, 4), new Rect(2, 0, 6, 2), new Rect(4, 0, 4, 6),
                new Rect(4, 4, 6, 6), new Rect(6, 0, 6, 6));
        assertEquals(expected, new HashSet<>(fsl.freeSubmeshes()));
        assertEquals(13, fsl.freeSubmeshes().size());
    }

    private static int dominantCount(int side, int[][] blocks) {
        FreeSubmeshList fsl = new FreeSubmeshList(Topology.mesh(side, side));
        MeshOracle o = new MeshOracle(Topology.mesh(side, side));
        for (int i = 0; i < blocks.length; i++) {
            Rect r = Rect.of(blocks[i][0], blocks[i][1], 1, 1);
            Allocation a = fsl.occupy(req(i, r), r.nodes(side));
            o.add(req(i, r), a, true);
        }
        assertEquals(o.maximalFreeRectangles(), new HashSet<>(fsl.freeSubmeshes()));
        // release one block: the rebuilt list is still exactly the maximal free rectangles
        fsl.release(o.live.get(0L));
        o.remove(0L);
        assertEquals(o.maximalFreeRectangles(), new HashSet<>(fsl.freeSubmeshes()));
        fsl.occupy(req(0, Rect.of(blocks[0][0], blocks[0][1], 1, 1)),
                Rect.of(blocks[0][0], blocks[0][1], 1, 1).nodes(side));
        return fsl.freeSubmeshes().size();
    }

    @Test
    void fslListIsSortedBySizeThenSquareness() {
        FreeSubmeshList fsl = fig2(new FreeSubmeshList(Topology.mesh(10, 10)));
        List<Rect> l = fsl.freeSubmeshes();
        for (int i = 1; i < l.size(); i++) {
            assertTrue(FreeSubmeshList.ORDER.compare(l.get(i - 1), l.get(i)) < 0);
        }
        assertNotNull(fsl.choose(7, 5));
    }
}

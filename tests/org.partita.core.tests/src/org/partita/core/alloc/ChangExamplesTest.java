package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

/** Chang 1997 examples and rules (digest seed-000-chang.md). */
class ChangExamplesTest {

    private static AllocationRequest cube(long id, int k) {
        return AllocationRequest.ofProcessors(id, 1 << k);
    }

    /** Fig. 3.1: 3-cube with (0,1) and (6,7) busy; a 2-cube fails under buddy, RSR-1 folds it onto (2,3). */
    @Test
    void fig31RsrFoldsTwoCubeIntoFreeOneCube() {
        Topology t = Topology.hypercube(3);
        Allocator rsr = MeshAllocators.create("rsr", t, Map.of("t", "1"), null);
        Allocation[] a = new Allocation[4];
        for (int i = 0; i < 4; i++) {
            a[i] = rsr.allocate(cube(i, 1));
            assertArrayEquals(new int[] {2 * i, 2 * i + 1}, a[i].nodes());
        }
        rsr.release(a[1]);
        rsr.release(a[2]);
        HypercubeBuddy plain = new HypercubeBuddy(t);
        plain.allocate(cube(0, 1));
        Allocation p1 = plain.allocate(cube(1, 1));
        Allocation p2 = plain.allocate(cube(2, 1));
        plain.allocate(cube(3, 1));
        plain.release(p1);
        plain.release(p2);
        assertNull(plain.allocate(cube(9, 2)), "buddy cannot place the 2-cube");
        assertEquals(1, plain.stats().misses());
        Allocation folded = rsr.allocate(cube(9, 2));
        assertArrayEquals(new int[] {2, 3}, folded.nodes());
        assertEquals(2.0, folded.runtimeFactor());
        assertTrue(folded.contiguous());
    }

    /** Fig. 3.2 with s = MAX{k − t, 0}: RSR-t folds at most t times (MIN would allow unlimited folding). */
    @Test
    void rsrFoldsAtMostTTimes() {
        Topology t = Topology.hypercube(3);
        Allocator rsr = MeshAllocators.create("rsr", t, Map.of("t", "1"), null);
        // fill all but one node: 4-node + 2-node + 1-node blocks
        rsr.allocate(cube(1, 2));
        rsr.allocate(cube(2, 1));
        rsr.allocate(cube(3, 0));
        assertNull(rsr.allocate(cube(4, 2)), "a 2-cube needs two folds to reach the free node");
        Allocator rsr2 = MeshAllocators.create("rsr", t, Map.of("t", "2"), null);
        rsr2.allocate(cube(1, 2));
        rsr2.allocate(cube(2, 1));
        rsr2.allocate(cube(3, 0));
        Allocation a = rsr2.allocate(cube(4, 2));
        assertArrayEquals(new int[] {7}, a.nodes());
        assertEquals(4.0, a.runtimeFactor());
    }

    /** §3.5: limit-0 runs a 7-cube job on one node, 128 times longer. */
    @Test
    void limitZeroSevenCube() {
        Allocator l = MeshAllocators.create("limit-k", Topology.hypercube(8), Map.of("k", "0"), null);
        Allocation a = l.allocate(cube(1, 7));
        assertEquals(1, a.nodes().length);
        assertEquals(128.0, a.runtimeFactor());
        Allocator l5 = MeshAllocators.create("limit-k", Topology.hypercube(8), Map.of("k", "5"), null);
        assertEquals(32, l5.allocate(cube(1, 7)).nodes().length);
        assertEquals(8, l5.allocate(cube(2, 3)).nodes().length, "jobs up to the limit keep their size");
        // default k = n - 3: limit-5 on the 8-cube, Chang's pairing with RSR-2
        Allocator byDefault = MeshAllocators.create("limit-k", Topology.hypercube(8), Map.of(), null);
        assertEquals(32, byDefault.allocate(cube(1, 7)).nodes().length);
        assertThrows(IllegalArgumentException.class,
                () -> MeshAllocators.create("limit-k", Topology.hypercube(8), Map.of("k", "9"), null));
    }

    /** RSR-10 on 32×32 reaches 1×1: ten halvings of the longer side. */
    @Test
    void rsrTenReachesOneNodeOn32x32() {
        int[] s = {32, 32, 1};
        int folds = 0;
        while ((s = RestrictedSizeReduction.foldMesh(s[0], s[1], s[2])) != null) {
            folds++;
            if (s[0] == 1 && s[1] == 1) {
                break;
            }
        }
        assertEquals(10, folds);
    }

    /** Fig. 8.8 (read as 6×8): original RSR 6×8 → 6×4 → 3×4, same-dimension folding 6×8 → 6×4 → 6×2. */
    @Test
    void fig88FoldSequences() {
        int[] o1 = RestrictedSizeReduction.foldMesh(6, 8, 1);
        int[] o2 = RestrictedSizeReduction.foldMesh(o1[0], o1[1], 1);
        assertArrayEquals(new int[] {6, 4, 1}, o1);
        assertArrayEquals(new int[] {3, 4, 1}, o2);
        boolean widthDim = 6 >= 8;
        int[] m1 = ModifiedRsr.foldSameDimension(6, 8, widthDim);
        int[] m2 = ModifiedRsr.foldSameDimension(m1[0], m1[1], widthDim);
        assertArrayEquals(new int[] {6, 4}, m1);
        assertArrayEquals(new int[] {6, 2}, m2);
    }

    /** Modified RSR places a folded job on the periphery only, with its longer side along the edge. */
    @Test
    void modifiedRsrPlacesFoldedJobOnPeriphery() {
        Topology t = Topology.mesh(8, 8);
        Allocator m = MeshAllocators.create("modified-rsr", t, Map.of("t", "1"), null);
        // busy ring one node wide around a free 6×6 centre would be interior; instead block the bottom rows
        Allocation blocker = m.allocate(AllocationRequest.ofShape(1, 8, 5));
        assertNotNull(blocker);
        // 3 free rows remain at the top: a 4×6 request does not fit; folded 4×3 → along top edge as 4×3
        Allocation a = m.allocate(AllocationRequest.ofShape(2, 4, 6));
        assertNotNull(a);
        Rect r = Rect.ofNodes(a.nodes(), 8);
        assertEquals(new Rect(0, 5, 3, 7), r);
        assertEquals(2.0, a.runtimeFactor());
    }

    /** Fig. 5.2's 5×2 request: subframes 3×2 at adaptability 1 and 2×2 at adaptability 2 (digest rule). */
    @Test
    void ancaSplitsFiveByTwo() {
        assertArrayEquals(new int[] {3, 2}, Anca.halve(5, 2));
        assertArrayEquals(new int[] {2, 2}, Anca.halve(3, 2));
        // 8×4 mesh with column 4 busy: no free 5×2; ANCA-1 co-allocates two 3×2 subframes (5 + ... = 10 nodes)
        Topology t = Topology.mesh(8, 4);
        Anca anca = new Anca(t, 1, 1.6);
        int[] column = {4, 12, 20, 28};
        anca.occupy(AllocationRequest.ofShape(1, 1, 4), column);
        Allocation a = anca.allocate(AllocationRequest.ofShape(2, 5, 2));
        assertNotNull(a);
        assertFalse(a.contiguous());
        assertEquals(1.6, a.runtimeFactor(), 1e-12);
        // first subframe 3×2 at <0,0> (columns 0..2), second is the 2×2 lower-left part of the 3×2 frame at <5,0>
        assertArrayEquals(new int[] {0, 1, 2, 5, 6, 8, 9, 10, 13, 14}, a.nodes());
        assertEquals(0, anca.stats().contiguousPlacements());
        // ANCA-0 is first fit and refuses
        Anca anca0 = new Anca(t, 0, 1.6);
        anca0.occupy(AllocationRequest.ofShape(1, 1, 4), column);
        assertNull(anca0.allocate(AllocationRequest.ofShape(2, 5, 2)));
        assertEquals(1, anca0.stats().misses());
    }

    @Test
    void ancaTwoSplitsUsesTwoByTwoSubframes() {
        // 8×4 mesh, busy columns 3 and 6: free column blocks 0..2, 4..5 and 7; a 5×4 request (20 of 24 free)
        Topology t = Topology.mesh(8, 4);
        Anca anca = new Anca(t, 2, 1.0);
        int[] cols = {3, 11, 19, 27, 6, 14, 22, 30};
        java.util.Arrays.sort(cols);
        anca.occupy(AllocationRequest.ofShape(1, 2, 4), cols);
        // 5×4 → 3×4 subframes: need 2, one free (x=0); → 3×2: need 4, two disjoint ones (x=0) → fail at A=2
        assertNull(anca.allocate(AllocationRequest.ofShape(2, 5, 4)));
        Anca anca3 = new Anca(t, 3, 1.0);
        anca3.occupy(AllocationRequest.ofShape(1, 2, 4), cols);
        // third split: 2×2 subframes, need 3×2 = 6: bases (0,0),(4,0),(0,2),(4,2) only 4 → fail
        assertNull(anca3.allocate(AllocationRequest.ofShape(2, 5, 4)));
        Anca anca4 = new Anca(t, 4, 1.0);
        anca4.occupy(AllocationRequest.ofShape(1, 2, 4), cols);
        // fourth split: 1×2 subframes, need 5·2 = 10; six free columns × two row pairs = 12 disjoint ones
        Allocation a = anca4.allocate(AllocationRequest.ofShape(2, 5, 4));
        assertNotNull(a);
        assertEquals(20, a.nodes().length);
    }

    /** FO: rotating every request to the mesh's orientation avoids the miss FF has with the other orientation. */
    @Test
    void fixedOrientationAvoidsOrientationMiss() {
        Topology t = Topology.mesh(4, 4);
        Allocator ff = MeshAllocators.create("first-fit", t, Map.of(), null);
        Allocator fo = MeshAllocators.create("fixed-orientation", t, Map.of(), null);
        for (Allocator a : List.of(ff, fo)) {
            assertNotNull(a.allocate(AllocationRequest.ofShape(1, 4, 2)));
        }
        assertNull(ff.allocate(AllocationRequest.ofShape(2, 2, 4)), "FF does not rotate");
        assertEquals(1, ff.stats().misses());
        Allocation a = fo.allocate(AllocationRequest.ofShape(2, 2, 4));
        assertEquals(new Rect(0, 2, 3, 3), Rect.ofNodes(a.nodes(), 4));
        // on a taller mesh FO uses height >= width
        Allocator tall = MeshAllocators.create("fixed-orientation", Topology.mesh(4, 8), Map.of(), null);
        assertEquals(new Rect(0, 0, 1, 3), Rect.ofNodes(tall.allocate(AllocationRequest.ofShape(1, 4, 2)).nodes(), 4));
    }

    /** §5.3.3: under MBS a job is contiguous only if it is a 2^i square and a buddy is free; 6 of 1024 shapes. */
    @Test
    void mbsContiguityMatchesChangsCount() {
        int contiguousShapes = 0;
        for (int a = 1; a <= 32; a++) {
            for (int b = 1; b <= 32; b++) {
                Allocator mbs = MeshAllocators.create("mbs", Topology.mesh(32, 32), Map.of(), null);
                Allocation x = mbs.allocate(AllocationRequest.ofShape(1, a, b));
                assertEquals(a * b, x.nodes().length);
                if (x.contiguous()) {
                    contiguousShapes++;
                }
            }
        }
        assertEquals(6, contiguousShapes);
    }

    /** §7.2: restart from the last of CP evenly spaced checkpoints; CP = 0 loses nothing. */
    @Test
    void checkpointLoss() {
        assertEquals(0.0, JobMigration.lostWork(7.3, 10, 0));
        // CP = 4: checkpoints every 2 s; at 7.3 s the last is at 6 s
        assertEquals(1.3, JobMigration.lostWork(7.3, 10, 4), 1e-9);
        assertEquals(0.5, JobMigration.lostWork(0.5, 10, 4), 1e-9);
    }

    /** Departure migration moves one job toward the lower-left corner and reports it. */
    @Test
    void departureMigrationMovesTowardCorner() {
        Topology t = Topology.mesh(8, 8);
        Allocator m = MeshAllocators.create("migration", t, Map.of("restart-cost", "1.5"), null);
        Allocation a1 = m.allocate(AllocationRequest.ofShape(1, 4, 4));
        Allocation a2 = m.allocate(AllocationRequest.ofShape(2, 2, 2));
        assertEquals(new Rect(4, 0, 5, 1), Rect.ofNodes(a2.nodes(), 8));
        assertTrue(m.drainRelocations().isEmpty());
        m.release(a1);
        List<Relocation> rel = m.drainRelocations();
        assertEquals(1, rel.size());
        assertEquals(2, rel.get(0).jobId());
        assertEquals(new Rect(0, 0, 1, 1), Rect.ofNodes(rel.get(0).to().nodes(), 8));
        assertEquals(1.5, rel.get(0).delay());
        assertEquals(1, m.stats().migrations());
        assertTrue(m.drainRelocations().isEmpty());
        // each job migrates at most once
        Allocation a3 = m.allocate(AllocationRequest.ofShape(3, 1, 1));
        m.release(a3);
        assertTrue(m.drainRelocations().isEmpty());
        m.release(rel.get(0).to());
        assertEquals(64, m.freeNodes());
    }

    /** Arrival migration: a move is made only when it lets the waiting job fit (each candidate tried). */
    @Test
    void arrivalMigrationMakesRoom() {
        Topology t = Topology.mesh(4, 2);
        Allocator m = MeshAllocators.create("migration", t, Map.of("trigger", "arrival", "candidate", "any"), null);
        Allocation a = m.allocate(AllocationRequest.ofShape(1, 1, 2));
        Allocation b = m.allocate(AllocationRequest.ofShape(2, 1, 2));
        Allocation c = m.allocate(AllocationRequest.ofShape(3, 1, 2));
        m.release(b);
        assertTrue(m.drainRelocations().isEmpty(), "arrival trigger does not move on departure");
        // free column 1 and 3: a 2×2 request fits only after job 3 moves from column 2 to column 1
        Allocation d = m.allocate(AllocationRequest.ofShape(4, 2, 2));
        assertNotNull(d);
        List<Relocation> rel = m.drainRelocations();
        assertEquals(1, rel.size());
        assertEquals(3, rel.get(0).jobId());
        assertEquals(new Rect(1, 0, 1, 1), Rect.ofNodes(rel.get(0).to().nodes(), 4));
        assertEquals(new Rect(2, 0, 3, 1), Rect.ofNodes(d.nodes(), 4));
        assertNotNull(a);
        assertNotNull(c);
    }

    @Test
    void checkpointsNeedTheEngineClock() {
        Topology t = Topology.mesh(8, 8);
        JobMigration m = (JobMigration) MeshAllocators.create("migration", t, Map.of("checkpoints", "4"), null);
        Allocation a1 = m.allocate(AllocationRequest.ofShape(1, 4, 4));
        m.allocate(AllocationRequest.ofShape(2, 2, 2));
        m.bindClock(new JobClock() {
            public double now() {
                return 7.3;
            }

            public double startTime(long jobId) {
                return 0;
            }

            public double runTime(long jobId) {
                return 10;
            }
        });
        m.release(a1);
        assertEquals(1.3, m.drainRelocations().get(0).delay(), 1e-9);
    }

    /** Ch. 8 Table 8.1 dispatch and costs. */
    @Test
    void userDirectiveHybridDispatch() {
        Topology t = Topology.mesh(4, 4);
        Allocator h = MeshAllocators.create("user-directive", t, Map.of(), null);
        assertNotNull(h.allocate(new AllocationRequest(1, 12, new int[] {4, 3}, true, true)));
        // 4 free nodes in one row: a 2×2 job
        // memory & communication bound: conventional only → refused
        assertNull(h.allocate(new AllocationRequest(2, 4, new int[] {2, 2}, true, true)));
        // memory-bound, not communication-bound: ANCA splits it, +5%
        Allocation anca = h.allocate(new AllocationRequest(3, 4, new int[] {2, 2}, true, false));
        assertNotNull(anca);
        assertFalse(anca.contiguous());
        assertEquals(1.05, anca.runtimeFactor(), 1e-12);
        h.release(anca);
        // not memory-bound, communication-bound: RSR folds 2×2 → 1×2, ×2
        Allocation rsr = h.allocate(new AllocationRequest(4, 4, new int[] {2, 2}, false, true));
        assertEquals(2, rsr.nodes().length);
        assertEquals(2.0, rsr.runtimeFactor());
        assertTrue(rsr.contiguous());
    }
}

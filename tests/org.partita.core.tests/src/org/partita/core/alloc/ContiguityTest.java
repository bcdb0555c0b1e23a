package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

class ContiguityTest {

    @Test
    void meshBoxes() {
        Topology m = Topology.mesh(4, 3); // id = x + 4y
        assertTrue(Contiguity.isContiguous(m, new int[] {5, 6, 9, 10})); // (1..2, 1..2)
        assertTrue(Contiguity.isContiguous(m, new int[] {3, 7, 11})); // column x=3
        assertFalse(Contiguity.isContiguous(m, new int[] {5, 6, 9})); // L shape
        assertFalse(Contiguity.isContiguous(m, new int[] {3, 4})); // (3,0),(0,1): no wrap on a mesh
        assertFalse(Contiguity.isContiguous(m, new int[] {0, 2})); // gap
        Topology m3 = Topology.mesh(2, 2, 2);
        assertTrue(Contiguity.isContiguous(m3, new int[] {0, 1, 2, 3, 4, 5, 6, 7}));
        assertTrue(Contiguity.isContiguous(m3, new int[] {1, 3, 5, 7})); // x=1 plane
        assertFalse(Contiguity.isContiguous(m3, new int[] {0, 3}));
    }

    @Test
    void torusBoxesMayWrap() {
        Topology t = Topology.torus(4, 3);
        assertTrue(Contiguity.isContiguous(t, new int[] {3, 0})); // (3,0),(0,0) wrap in x
        assertTrue(Contiguity.isContiguous(t, new int[] {0, 8})); // (0,0),(0,2) wrap in y
        assertFalse(Contiguity.isContiguous(t, new int[] {0, 2}));
    }

    @Test
    void subcubesAndRings() {
        Topology h = Topology.hypercube(3);
        assertTrue(Contiguity.isContiguous(h, new int[] {0b101, 0b111})); // 1-cube 1*1
        assertTrue(Contiguity.isContiguous(h, new int[] {0b000, 0b010, 0b100, 0b110})); // **0
        assertFalse(Contiguity.isContiguous(h, new int[] {0b000, 0b011})); // differ in 2 bits
        assertFalse(Contiguity.isContiguous(h, new int[] {0, 1, 2}));
        Topology ring = new Topology(Topology.Kind.RING, new int[] {6});
        assertTrue(Contiguity.isContiguous(ring, new int[] {5, 0, 1}));
        assertFalse(Contiguity.isContiguous(ring, new int[] {0, 2}));
        assertTrue(Contiguity.isContiguous(Topology.pool(6), new int[] {0, 5}));
        assertFalse(Contiguity.isContiguous(Topology.pool(6), new int[0]));
    }
}

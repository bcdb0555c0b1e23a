package org.partita.core.machine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TopologyTest {

    @Test
    void meshIdsFollowTheDocumentedConvention() {
        Topology mesh = Topology.mesh(4, 3, 2);
        assertEquals(24, mesh.size());
        // (x, y, z) = (1, 2, 1): 1 + 4 * (2 + 3 * 1) = 21
        assertEquals(21, mesh.nodeId(1, 2, 1));
        assertArrayEquals(new int[] {1, 2, 1}, mesh.coords(21));
        for (int id = 0; id < mesh.size(); id++) {
            assertEquals(id, mesh.nodeId(mesh.coords(id)));
        }
    }

    @Test
    void hypercubeHasTwoToTheNNodes() {
        assertEquals(256, Topology.hypercube(8).size());
        assertEquals("hypercube:8", Topology.hypercube(8).toString());
    }

    @Test
    void rejectsNonPositiveDimensions() {
        assertThrows(IllegalArgumentException.class, () -> Topology.mesh(4, 0));
        assertThrows(IllegalArgumentException.class, () -> Topology.mesh(2, 2, 2, 2));
    }
}

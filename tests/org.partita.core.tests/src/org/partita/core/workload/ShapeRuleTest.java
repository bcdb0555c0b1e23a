package org.partita.core.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.engine.RequestFactory;
import org.partita.core.machine.Topology;

class ShapeRuleTest {

    static final Topology MESH = Topology.mesh(32, 32);

    @Test
    void squareRule() {
        assertArrayEquals(new int[] {3, 3}, ShapeRule.SQUARE.shape(7, MESH));
        assertArrayEquals(new int[] {4, 3}, ShapeRule.SQUARE.shape(10, MESH));
        assertArrayEquals(new int[] {6, 6}, ShapeRule.SQUARE.shape(32, MESH));
        assertArrayEquals(new int[] {1, 1}, ShapeRule.SQUARE.shape(1, MESH));
        assertArrayEquals(new int[] {32, 32}, ShapeRule.SQUARE.shape(1024, MESH));
        assertNull(ShapeRule.SQUARE.shape(1025, MESH));
        // must fit a narrow mesh: 4×64, p = 40 → sides ≤ 4 wide
        assertArrayEquals(new int[] {4, 10}, ShapeRule.SQUARE.shape(40, Topology.mesh(4, 64)));
        assertArrayEquals(new int[] {2, 2, 2}, ShapeRule.SQUARE.shape(8, Topology.mesh(8, 8, 8)));
        assertArrayEquals(new int[] {3, 3, 2}, ShapeRule.SQUARE.shape(17, Topology.mesh(8, 8, 8)));
    }

    @Test
    void minWasteAndRowRules() {
        assertArrayEquals(new int[] {7, 1}, ShapeRule.MIN_WASTE.shape(7, MESH));
        assertArrayEquals(new int[] {5, 2}, ShapeRule.MIN_WASTE.shape(10, MESH));
        assertArrayEquals(new int[] {8, 5}, ShapeRule.MIN_WASTE.shape(40, MESH));
        assertArrayEquals(new int[] {32, 2}, ShapeRule.ROW.shape(40, MESH));
        assertArrayEquals(new int[] {7, 1}, ShapeRule.ROW.shape(7, MESH));
        assertNull(ShapeRule.NONE.shape(7, MESH));
        assertEquals(ShapeRule.MIN_WASTE, ShapeRule.parse("min-waste"));
        assertThrows(IllegalArgumentException.class, () -> ShapeRule.parse("round"));
        assertThrows(IllegalArgumentException.class, () -> ShapeRule.SQUARE.shape(4, Topology.pool(8)));
    }

    @Test
    void requestFactoryAppliesTheRuleOnlyOnMeshes() {
        Job j = Job.rigid(1, 0, 7, 5);
        AllocationRequest onMesh = RequestFactory.withShapes(MESH, ShapeRule.SQUARE).request(j);
        assertArrayEquals(new int[] {3, 3}, onMesh.shape());
        assertEquals(9, onMesh.processors());
        AllocationRequest onPool = RequestFactory.withShapes(Topology.pool(64), ShapeRule.SQUARE).request(j);
        assertNull(onPool.shape());
        assertEquals(7, onPool.processors());
        AllocationRequest given = RequestFactory.withShapes(MESH, ShapeRule.SQUARE)
                .request(Job.shaped(2, 0, 5, 1, 7));
        assertArrayEquals(new int[] {1, 7}, given.shape());
    }
}

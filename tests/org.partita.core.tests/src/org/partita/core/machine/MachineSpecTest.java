package org.partita.core.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MachineSpecTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "pool:100;POOL;100", "bus:64;BUS;64", "ring:64;RING;64", "smp:60;SMP;60", "mesh:32x32;MESH;1024",
        "MESH:8x8x8;MESH;512", "torus:8x8x8;TORUS;512", "torus:4x6;TORUS;24", "hypercube:8;HYPERCUBE;256"})
    void parsesEveryKind(String spec, Topology.Kind kind, int size) {
        Machine m = MachineSpec.parse(spec);
        assertEquals(kind, m.topology().kind());
        assertEquals(size, m.size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "pool|machine spec 'pool' has no ':'; expected pool:P, bus:P, ring:P, smp:P, mesh:WxH[xD], torus:WxH[xD] "
            + "or hypercube:N",
        "mesh:32|machine spec 'mesh:32': mesh takes 2 or 3 side lengths, e.g. mesh:32x32 or mesh:8x8x8",
        "mesh:2x2x2x2|machine spec 'mesh:2x2x2x2': mesh takes 2 or 3 side lengths, e.g. mesh:32x32 or mesh:8x8x8",
        "pool:0|machine spec 'pool:0': sizes must be positive, got 0",
        "pool:-3|machine spec 'pool:-3': '-3' is not a positive integer",
        "pool:8x8|machine spec 'pool:8x8': pool takes one processor count, e.g. pool:64",
        "hypercube:31|machine spec 'hypercube:31': hypercube dimension 31 is too large (at most 30)",
        "cube:8|machine spec 'cube:8': unknown kind 'cube'; expected pool:P, bus:P, ring:P, smp:P, mesh:WxH[xD], "
            + "torus:WxH[xD] or hypercube:N",
        "mesh:99999x99999|machine spec 'mesh:99999x99999': 9999800001 nodes is too many"})
    void rejectsBadSpecsClearly(String spec, String message) {
        var e = assertThrows(IllegalArgumentException.class, () -> MachineSpec.parse(spec));
        assertEquals(message, e.getMessage());
    }

    @Test
    void gridNodeIdsFollowClusterOffsets() {
        Machine g = Machine.grid(List.of(new Cluster("a", Topology.mesh(2, 2), 2.0),
                new Cluster("b", Topology.pool(3), 1.0), new Cluster("c", Topology.hypercube(2), 0.5)),
                List.of(new Link("a", "b", 100), new Link("b", "c", 10)));
        assertEquals(11, g.size());
        assertEquals(0, g.offset(0));
        assertEquals(4, g.offset(1));
        assertEquals(7, g.offset(2));
        assertEquals(0, g.clusterIndexOf(3));
        assertEquals(1, g.clusterIndexOf(4));
        assertEquals(1, g.clusterIndexOf(6));
        assertEquals(2, g.clusterIndexOf(10));
        assertEquals(1.0, g.slowestSpeed(new int[] {0, 4}));
        assertEquals(0.5, g.slowestSpeed(new int[] {0, 8}));
        assertEquals(2.0, g.slowestSpeed(new int[] {1, 2}));
        assertEquals(100, g.bandwidth("b", "a"));
        assertEquals(0, g.bandwidth("a", "c"));
        assertThrows(IllegalArgumentException.class, () -> g.clusterIndexOf(11));
        assertThrows(IllegalStateException.class, g::topology);
    }

    @Test
    void gridValidation() {
        var dup = assertThrows(IllegalArgumentException.class, () -> Machine.grid(List.of(
                new Cluster("a", Topology.pool(1), 1), new Cluster("a", Topology.pool(1), 1)), List.of()));
        assertEquals("duplicate cluster name 'a'", dup.getMessage());
        var link = assertThrows(IllegalArgumentException.class, () -> Machine.grid(List.of(
                new Cluster("a", Topology.pool(1), 1)), List.of(new Link("a", "z", 1))));
        assertEquals("link a-z names an unknown cluster", link.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Cluster("a", Topology.pool(1), 0));
    }
}

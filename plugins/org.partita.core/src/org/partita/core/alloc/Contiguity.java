package org.partita.core.alloc;

import java.util.BitSet;

import org.partita.core.machine.Topology;

/**
 * Whether a node set is one contiguous block of a topology:
 * <ul>
 * <li>mesh: an axis-aligned submesh (box) — every node of the bounding box is in the set and nothing else;</li>
 * <li>torus: a box whose sides may wrap around (each dimension's coordinates form a cyclic interval);</li>
 * <li>hypercube: a subcube — {@code 2^k} nodes that agree on all but {@code k} address bits;</li>
 * <li>ring: a cyclic run of consecutive ids;</li>
 * <li>pool, bus, SMP: always (the interconnect gives no locality).</li>
 * </ul>
 * The empty set is not contiguous. Node ids are assumed distinct and within range.
 */
public final class Contiguity {

    private Contiguity() {
    }

    public static boolean isContiguous(Topology topology, int[] nodes) {
        if (nodes.length == 0) {
            return false;
        }
        return switch (topology.kind()) {
            case POOL, BUS, SMP -> true;
            case RING -> cyclicInterval(sorted(nodes, topology.size()), topology.size()) != null;
            case HYPERCUBE -> subcube(nodes);
            case MESH, TORUS -> box(topology, nodes, topology.kind() == Topology.Kind.TORUS);
        };
    }

    private static BitSet sorted(int[] nodes, int n) {
        BitSet b = new BitSet(n);
        for (int v : nodes) {
            b.set(v);
        }
        return b;
    }

    /** Start and length of the cyclic interval covered by {@code set} in {@code 0..n-1}, or null. */
    private static int[] cyclicInterval(BitSet set, int n) {
        int count = set.cardinality();
        if (count == n) {
            return new int[] {0, n};
        }
        // the interval starts at a set position whose predecessor (cyclically) is clear
        int start = -1;
        for (int i = set.nextSetBit(0); i >= 0; i = set.nextSetBit(i + 1)) {
            if (!set.get((i - 1 + n) % n)) {
                if (start >= 0) {
                    return null; // two runs
                }
                start = i;
            }
        }
        return new int[] {start, count};
    }

    private static boolean subcube(int[] nodes) {
        int n = nodes.length;
        if (Integer.bitCount(n) != 1) {
            return false;
        }
        int and = ~0;
        int or = 0;
        for (int v : nodes) {
            and &= v;
            or |= v;
        }
        int freeBits = Integer.bitCount(or & ~and);
        return (1 << freeBits) == n;
    }

    private static boolean box(Topology t, int[] nodes, boolean wrap) {
        int[] dims = t.dims();
        int d = dims.length;
        long volume = 1;
        for (int i = 0; i < d; i++) {
            BitSet coords = new BitSet(dims[i]);
            for (int v : nodes) {
                coords.set(t.coords(v)[i]);
            }
            int len;
            if (wrap) {
                int[] iv = cyclicInterval(coords, dims[i]);
                if (iv == null) {
                    return false;
                }
                len = iv[1];
            } else {
                int lo = coords.nextSetBit(0);
                int hi = coords.length() - 1;
                len = hi - lo + 1;
                if (coords.cardinality() != len) {
                    return false;
                }
            }
            volume *= len;
        }
        // distinct nodes whose coordinates lie in a box of the same volume fill that box exactly
        return volume == nodes.length;
    }
}

package org.partita.core.alloc;

import java.util.BitSet;

import org.partita.core.machine.Topology;

/** Whether a node set is one submesh (box) of a grid or one subcube of a hypercube (used by the invariant checks). */
public final class Contiguity {

    private Contiguity() {
    }

    /**
     * Sides of the box {@code nodes} form on a grid (no wrap-around), or {@code null}; for a hypercube the single
     * entry is the subcube dimension. Other topologies: {@code null}.
     */
    public static int[] boxSides(int[] nodes, Topology t) {
        if (nodes.length == 0) {
            return null;
        }
        if (t.kind() == Topology.Kind.HYPERCUBE) {
            int and = -1, or = 0;
            for (int n : nodes) {
                and &= n;
                or |= n;
            }
            int freeBits = Integer.bitCount(and ^ or);
            return (1L << freeBits) == nodes.length && distinct(nodes) ? new int[] {freeBits} : null;
        }
        if (!t.isGrid()) {
            return null;
        }
        int dims = t.dims().length;
        int[] lo = new int[dims], hi = new int[dims];
        java.util.Arrays.fill(lo, Integer.MAX_VALUE);
        java.util.Arrays.fill(hi, -1);
        for (int n : nodes) {
            int[] c = t.coords(n);
            for (int i = 0; i < dims; i++) {
                lo[i] = Math.min(lo[i], c[i]);
                hi[i] = Math.max(hi[i], c[i]);
            }
        }
        long vol = 1;
        int[] sides = new int[dims];
        for (int i = 0; i < dims; i++) {
            sides[i] = hi[i] - lo[i] + 1;
            vol *= sides[i];
        }
        return vol == nodes.length && distinct(nodes) ? sides : null;
    }

    public static boolean isBox(int[] nodes, Topology t) {
        return boxSides(nodes, t) != null;
    }

    /**
     * Contiguity as Chang counts it (§5.3.3): the nodes form one submesh of the requested shape in either
     * orientation; without a requested shape, any single submesh (subcube).
     */
    public static boolean matchesRequest(int[] nodes, AllocationRequest r, Topology t) {
        int[] sides = boxSides(nodes, t);
        if (sides == null) {
            return false;
        }
        int[] want = r.shape();
        if (want == null || t.kind() == Topology.Kind.HYPERCUBE) {
            return true;
        }
        int[] a = java.util.Arrays.copyOf(want, sides.length);
        for (int i = want.length; i < a.length; i++) {
            a[i] = 1;
        }
        int[] b = sides.clone();
        java.util.Arrays.sort(a);
        java.util.Arrays.sort(b);
        return java.util.Arrays.equals(a, b);
    }

    private static boolean distinct(int[] nodes) {
        int[] s = nodes.clone();
        java.util.Arrays.sort(s);
        for (int i = 1; i < s.length; i++) {
            if (s[i] == s[i - 1]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code nodes} is one contiguous block of {@code topology}, for every kind of interconnect:
     * <ul>
     * <li>mesh: an axis-aligned submesh (box);</li>
     * <li>torus: a box whose sides may wrap around (each dimension's coordinates form a cyclic interval);</li>
     * <li>hypercube: a subcube — {@code 2^k} nodes that agree on all but {@code k} address bits;</li>
     * <li>ring: a cyclic run of consecutive ids;</li>
     * <li>pool, bus, SMP: always (the interconnect gives no locality).</li>
     * </ul>
     * The empty set is not contiguous. Node ids are assumed distinct and within range (the
     * {@link org.partita.core.metrics.InvariantChecker} checks those first).
     */
    public static boolean isContiguous(Topology topology, int[] nodes) {
        if (nodes.length == 0) {
            return false;
        }
        return switch (topology.kind()) {
            case POOL, BUS, SMP -> true;
            case RING -> cyclicInterval(sorted(nodes, topology.size()), topology.size()) != null;
            case HYPERCUBE -> isSubcube(nodes);
            case MESH, TORUS -> isWrappingBox(topology, nodes, topology.kind() == Topology.Kind.TORUS);
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

    private static boolean isSubcube(int[] nodes) {
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

    private static boolean isWrappingBox(Topology t, int[] nodes, boolean wrap) {
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

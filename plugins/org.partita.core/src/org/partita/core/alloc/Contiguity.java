package org.partita.core.alloc;

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
}

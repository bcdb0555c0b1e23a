package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.machine.Topology;

/** The links of a {@link Topology} as node-id pairs, following the id conventions documented there. */
public final class Topologies {

    private Topologies() {
    }

    /**
     * Undirected links {@code {a, b}} with {@code a < b}, in increasing order of {@code a} then {@code b}: neighbours
     * on a mesh, torus, hypercube or ring; every pair on a pool, bus or SMP (one shared medium reaches every node).
     */
    public static List<int[]> links(Topology t) {
        int n = t.size();
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (adjacent(t, a, b)) {
                    out.add(new int[] {a, b});
                }
            }
        }
        return out;
    }

    /** Whether nodes {@code a != b} are directly linked. */
    public static boolean adjacent(Topology t, int a, int b) {
        int[] d = t.dims();
        switch (t.kind()) {
            case HYPERCUBE:
                return Integer.bitCount(a ^ b) == 1;
            case RING: {
                int p = d[0];
                int diff = Math.abs(a - b);
                return diff == 1 || diff == p - 1;
            }
            case MESH:
            case TORUS: {
                int[] ca = t.coords(a);
                int[] cb = t.coords(b);
                int differing = 0;
                boolean near = true;
                for (int i = 0; i < ca.length; i++) {
                    int diff = Math.abs(ca[i] - cb[i]);
                    if (diff != 0) {
                        differing++;
                        boolean wrap = t.kind() == Topology.Kind.TORUS && diff == d[i] - 1 && d[i] > 2;
                        near &= diff == 1 || wrap;
                    }
                }
                return differing == 1 && near;
            }
            default:
                return true;
        }
    }
}

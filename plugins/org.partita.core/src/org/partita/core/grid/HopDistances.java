package org.partita.core.grid;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/** Hop counts between the PEs of a network given by each PE's directly linked PEs (breadth-first search). */
final class HopDistances {

    private HopDistances() {
    }

    /**
     * {@code hops[a][b]}: the fewest links from PE {@code a} to PE {@code b} of {@code pes} PEs; every PE must be
     * reachable.
     */
    static int[][] of(int pes, int[][] neighbours) {
        int[][] hops = new int[pes][];
        for (int i = 0; i < pes; i++) {
            hops[i] = from(i, pes, neighbours);
        }
        return hops;
    }

    private static int[] from(int from, int pes, int[][] neighbours) {
        int[] d = new int[pes];
        Arrays.fill(d, -1);
        d[from] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>(List.of(from));
        while (!q.isEmpty()) {
            int x = q.poll();
            for (int y : neighbours[x]) {
                if (d[y] < 0) {
                    d[y] = d[x] + 1;
                    q.add(y);
                }
            }
        }
        for (int i = 0; i < d.length; i++) {
            if (d[i] < 0) {
                throw new IllegalArgumentException("balance: PE " + i + " cannot be reached from PE " + from);
            }
        }
        return d;
    }
}

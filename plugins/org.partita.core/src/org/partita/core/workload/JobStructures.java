package org.partita.core.workload;

/**
 * Dandamudi and Yu's job structures for space sharing (digest Part I §I.3.1), as task graphs. The total work
 * {@code demand} is split equally among the WORK tasks; synchronisation tasks cost {@code syn} each, on top of the
 * demand (the digest's suggestion; the paper leaves it open). Synchronisation is modelled by dependencies.
 */
public final class JobStructures {

    private JobStructures() {
    }

    /**
     * Fork-and-join: {@code mp} independent work tasks of {@code demand / mp} each, then one join task of cost
     * {@code syn} that waits for all of them ("a single phase that involves one synchronization point"; no fork
     * task). Constant parallelism {@code mp}.
     */
    public static TaskGraph forkJoin(int mp, double demand, double syn) {
        positive(mp);
        TaskGraph g = new TaskGraph();
        int[] work = new int[mp];
        for (int i = 0; i < mp; i++) {
            work[i] = g.add("work", demand / mp);
        }
        int join = g.add("sync", syn);
        for (int w : work) {
            g.edge(w, join);
        }
        return g;
    }

    /**
     * Binary divide-and-conquer with maximum parallelism {@code 2^levels}: DIVIDE levels {@code l = 0..levels-1}
     * with {@code 2^l} tasks (cost {@code syn}), then {@code 2^levels} WORK tasks ({@code demand / 2^levels} each),
     * then MERGE levels {@code l = levels-1..0} with {@code 2^l} tasks (cost {@code syn}). Each DIVIDE feeds its two
     * children, each MERGE waits for its two children. Parallelism 1, 2, …, 2^levels, …, 2, 1.
     */
    public static TaskGraph divideAndConquer(int levels, double demand, double syn) {
        if (levels < 0 || levels > 20) {
            throw new IllegalArgumentException("levels must be in 0..20");
        }
        TaskGraph g = new TaskGraph();
        int[] prev = null;
        for (int l = 0; l < levels; l++) {
            int[] cur = new int[1 << l];
            for (int i = 0; i < cur.length; i++) {
                cur[i] = g.add("divide", syn);
                if (prev != null) {
                    g.edge(prev[i / 2], cur[i]);
                }
            }
            prev = cur;
        }
        int width = 1 << levels;
        int[] work = new int[width];
        for (int i = 0; i < width; i++) {
            work[i] = g.add("work", demand / width);
            if (prev != null) {
                g.edge(prev[i / 2], work[i]);
            }
        }
        prev = work;
        for (int l = levels - 1; l >= 0; l--) {
            int[] cur = new int[1 << l];
            for (int i = 0; i < cur.length; i++) {
                cur[i] = g.add("merge", syn);
                g.edge(prev[2 * i], cur[i]);
                g.edge(prev[2 * i + 1], cur[i]);
            }
            prev = cur;
        }
        return g;
    }

    /**
     * Gaussian elimination / matrix factorisation with maximum parallelism {@code mp} (digest's derived
     * construction): {@code n = mp + 1} columns; for {@code k = 1..n} a serial pivot task {@code T_k^k} (cost
     * {@code syn}, 0.2 in the paper) followed by {@code n - k} parallel tasks {@code T_k^j}, {@code j = k+1..n},
     * which depend on {@code T_k^k}; each phase ends with a barrier, so {@code T_{k+1}^{k+1}} waits for every task
     * of phase {@code k}. The demand is split equally among the {@code n(n-1)/2} parallel tasks. Parallelism 1, mp,
     * 1, mp-1, …, 1, 1, 1.
     */
    public static TaskGraph gaussianElimination(int mp, double demand, double syn) {
        positive(mp);
        int n = mp + 1;
        double each = demand / (n * (n - 1) / 2.0);
        TaskGraph g = new TaskGraph();
        int[] previousPhase = new int[0];
        for (int k = 1; k <= n; k++) {
            int pivot = g.add("pivot", syn);
            for (int p : previousPhase) {
                g.edge(p, pivot);
            }
            int[] phase = new int[Math.max(1, n - k)];
            if (n - k == 0) {
                phase[0] = pivot;
            } else {
                for (int j = 0; j < n - k; j++) {
                    phase[j] = g.add("work", each);
                    g.edge(pivot, phase[j]);
                }
            }
            previousPhase = phase;
        }
        return g;
    }

    private static void positive(int mp) {
        if (mp <= 0) {
            throw new IllegalArgumentException("maximum parallelism must be positive, got " + mp);
        }
    }
}

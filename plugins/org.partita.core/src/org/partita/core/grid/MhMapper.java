package org.partita.core.grid;

import org.partita.core.workload.TaskGraph;

/**
 * The mapping heuristic MH of El-Rewini and Lewis [ERL90], Cluster-M's baseline in Table 1 (digest §5), without
 * its link-contention model: a list scheduler. Each task's priority is its static level, the longest path from it
 * to an exit counting work at the mean speed and communication at the mean rate,
 * {@code sl_i = work_i / meanSpeed + max_j (data_ij · meanRate + sl_j)}. Repeatedly, the ready task of highest level
 * (ties: lower id) goes to the processor on which it would finish first (ties: lower id), given when that processor
 * is free and when the task's data can arrive there: {@code start = max(free_p, max_j (finish_j + data_ji ·
 * rate(proc_j, p)))}. O(M·N·d) with d the mean in-degree, plus the system graph's O(N³) routing table.
 */
public final class MhMapper implements Mapper {

    @Override
    public int[] map(TaskGraph graph, SystemGraph system) {
        Dag g = new Dag(graph);
        int n = g.n;
        int procs = system.size();
        double meanSpeed = system.meanSpeed();
        double meanRate = system.meanRate();
        double[] level = new double[n];
        for (int i = n - 1; i >= 0; i--) { // ids are a topological order
            double tail = 0;
            for (int k = 0; k < g.succ[i].length; k++) {
                tail = Math.max(tail, g.succData[i][k] * meanRate + level[g.succ[i][k]]);
            }
            level[i] = g.work[i] / meanSpeed + tail;
        }
        int[] mapping = new int[n];
        double[] finish = new double[n];
        double[] free = new double[procs];
        int[] waiting = new int[n];
        int[] ready = new int[n];
        int readyCount = 0;
        for (int i = 0; i < n; i++) {
            waiting[i] = g.pred[i].length;
            if (waiting[i] == 0) {
                ready[readyCount++] = i;
            }
        }
        for (int placed = 0; placed < n; placed++) {
            int at = 0;
            for (int k = 1; k < readyCount; k++) {
                int t = ready[k];
                int b = ready[at];
                if (level[t] > level[b] || (level[t] == level[b] && t < b)) {
                    at = k;
                }
            }
            int task = ready[at];
            ready[at] = ready[--readyCount];
            int bestProc = -1;
            double bestFinish = Double.POSITIVE_INFINITY;
            for (int p = 0; p < procs; p++) {
                double st = free[p];
                for (int k = 0; k < g.pred[task].length; k++) {
                    int j = g.pred[task][k];
                    st = Math.max(st, finish[j] + g.predData[task][k] * system.rate(mapping[j], p));
                }
                double f = st + g.work[task] / system.speed(p);
                if (f < bestFinish) {
                    bestFinish = f;
                    bestProc = p;
                }
            }
            mapping[task] = bestProc;
            finish[task] = bestFinish;
            free[bestProc] = bestFinish;
            for (int s : g.succ[task]) {
                if (--waiting[s] == 0) {
                    ready[readyCount++] = s;
                }
            }
        }
        return mapping;
    }
}

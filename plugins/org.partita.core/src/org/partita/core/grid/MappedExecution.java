package org.partita.core.grid;

import org.partita.core.workload.TaskGraph;

/**
 * Evaluation of a mapping (digest §2.6): T_m, the total execution time of the mapped task graph on the otherwise
 * idle system. Task {@code i} mapped on {@code p} runs for {@code work_i / speed_p}, one task at a time per
 * processor, without preemption; it may start when every predecessor {@code j} has finished and its data has
 * arrived: {@code ready_i(p) = max_j (finish_j + data_ji · rate(proc_j, p))} (0 on the same processor). Tasks are
 * placed in order of earliest possible start {@code max(ready_i, free_p)} (ties: lower task id) — a list schedule of
 * the fixed mapping. Also gives T_s, S_m = T_s / T_m, N_m (processors used) and the efficiency η = S_m / N_m.
 *
 * <p>T_s, "the sequential execution time of the task" (§2.1), is the total work at unit speed, the reference speed
 * of the system graph's weights: Table 1's T_s is about 2.9 M for every size M, the total of M works drawn around 3
 * run at speed 1, and the paper expects low speedups because the processors (speeds 1–5) "are very slow" — which
 * only lowers S_m if T_s is not measured on those processors.
 */
public final class MappedExecution {

    private final double[] start;
    private final double[] finish;
    private final double makespan;
    private final double sequential;
    private final int processorsUsed;

    private MappedExecution(double[] start, double[] finish, double makespan, double sequential, int used) {
        this.start = start;
        this.finish = finish;
        this.makespan = makespan;
        this.sequential = sequential;
        this.processorsUsed = used;
    }

    public static MappedExecution of(TaskGraph g, SystemGraph s, int[] mapping) {
        return of(new Dag(g), s, mapping);
    }

    static MappedExecution of(Dag g, SystemGraph s, int[] mapping) {
        int n = g.n;
        if (mapping.length != n) {
            throw new IllegalArgumentException("mapping has " + mapping.length + " entries for " + n + " tasks");
        }
        double[] start = new double[n];
        double[] finish = new double[n];
        double[] free = new double[s.size()];
        double[] ready = new double[n];
        int[] waiting = new int[n];
        int[] readyList = new int[n];
        int readyCount = 0;
        for (int i = 0; i < n; i++) {
            if (mapping[i] < 0 || mapping[i] >= s.size()) {
                throw new IllegalArgumentException("task " + i + " mapped to processor " + mapping[i]
                        + ", outside 0.." + (s.size() - 1));
            }
            waiting[i] = g.pred[i].length;
            if (waiting[i] == 0) {
                readyList[readyCount++] = i;
            }
        }
        boolean[] usedProc = new boolean[s.size()];
        double makespan = 0;
        for (int placed = 0; placed < n; placed++) {
            int best = -1;
            double bestStart = Double.POSITIVE_INFINITY;
            int bestAt = -1;
            for (int k = 0; k < readyCount; k++) {
                int t = readyList[k];
                double st = Math.max(ready[t], free[mapping[t]]);
                if (st < bestStart || (st == bestStart && t < best)) {
                    best = t;
                    bestStart = st;
                    bestAt = k;
                }
            }
            readyList[bestAt] = readyList[--readyCount];
            int p = mapping[best];
            start[best] = bestStart;
            finish[best] = bestStart + g.work[best] / s.speed(p);
            free[p] = finish[best];
            usedProc[p] = true;
            makespan = Math.max(makespan, finish[best]);
            for (int k = 0; k < g.succ[best].length; k++) {
                int succ = g.succ[best][k];
                ready[succ] = Math.max(ready[succ], finish[best] + g.succData[best][k] * s.rate(p, mapping[succ]));
                if (--waiting[succ] == 0) {
                    readyList[readyCount++] = succ;
                }
            }
        }
        int used = 0;
        for (boolean u : usedProc) {
            used += u ? 1 : 0;
        }
        double seq = g.totalWork(); // at unit speed
        return new MappedExecution(start, finish, makespan, seq, used);
    }

    public double start(int task) {
        return start[task];
    }

    public double finish(int task) {
        return finish[task];
    }

    /** T_m. */
    public double makespan() {
        return makespan;
    }

    /** T_s: total work at unit speed. */
    public double sequential() {
        return sequential;
    }

    /** S_m = T_s / T_m (1 for an empty graph). */
    public double speedup() {
        return makespan == 0 ? 1 : sequential / makespan;
    }

    /** N_m: distinct processors used. */
    public int processorsUsed() {
        return processorsUsed;
    }

    /** η = S_m / N_m. */
    public double efficiency() {
        return processorsUsed == 0 ? 1 : speedup() / processorsUsed;
    }
}

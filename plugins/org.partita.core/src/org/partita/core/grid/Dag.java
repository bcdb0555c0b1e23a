package org.partita.core.grid;

import java.util.List;

import org.partita.core.workload.TaskGraph;

/** A task graph as arrays, for the hot loops of the mappers and executions (one entry per edge). */
final class Dag {

    final int n;
    final double[] work;
    final int[][] succ;
    final double[][] succData;
    final int[][] pred;
    final double[][] predData;

    Dag(TaskGraph g) {
        n = g.size();
        work = new double[n];
        int[] outDeg = new int[n];
        int[] inDeg = new int[n];
        List<TaskGraph.Edge> edges = g.edges();
        for (TaskGraph.Edge e : edges) {
            outDeg[e.from()]++;
            inDeg[e.to()]++;
        }
        succ = new int[n][];
        succData = new double[n][];
        pred = new int[n][];
        predData = new double[n][];
        for (int i = 0; i < n; i++) {
            work[i] = g.task(i).work();
            succ[i] = new int[outDeg[i]];
            succData[i] = new double[outDeg[i]];
            pred[i] = new int[inDeg[i]];
            predData[i] = new double[inDeg[i]];
        }
        int[] o = new int[n];
        int[] in = new int[n];
        for (TaskGraph.Edge e : edges) {
            succ[e.from()][o[e.from()]] = e.to();
            succData[e.from()][o[e.from()]++] = e.data();
            pred[e.to()][in[e.to()]] = e.from();
            predData[e.to()][in[e.to()]++] = e.data();
        }
    }

    double totalWork() {
        double s = 0;
        for (double w : work) {
            s += w;
        }
        return s;
    }
}

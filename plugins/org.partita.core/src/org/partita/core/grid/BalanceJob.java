package org.partita.core.grid;

import org.partita.core.workload.Job;

/** A job of a {@link BalancingSystem}: where and when it was placed, its tasks still running, its start and end. */
final class BalanceJob {
    final Job job;
    final double placed;
    final int[] pes;
    int outstanding;
    double start = Double.NaN;
    double end = Double.NaN;

    BalanceJob(Job job, double placed, int[] pes) {
        this.job = job;
        this.placed = placed;
        this.pes = pes;
    }
}

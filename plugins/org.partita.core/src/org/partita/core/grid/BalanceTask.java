package org.partita.core.grid;

/**
 * A task of a {@link BalancingSystem}: its identity ({@code key}, from which its spawning stream derives), job,
 * spawn generation, creation order, and the work left and CPU time used.
 */
final class BalanceTask {
    final long key;
    final BalanceJob job;
    final int generation;
    final long seq;
    double remaining;
    double cpu;

    BalanceTask(long key, BalanceJob job, int generation, long seq, double work) {
        this.key = key;
        this.job = job;
        this.generation = generation;
        this.seq = seq;
        this.remaining = work;
    }
}

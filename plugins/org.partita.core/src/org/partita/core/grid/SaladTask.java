package org.partita.core.grid;

import java.util.SplittableRandom;

import org.partita.core.workload.RandomStreams;

/**
 * A task of the integrated system ({@link SaladSystem}): a vertex of its job's task graph ({@code index}, or
 * {@code -1} for a task spawned at run time), where it is, what is left of it, and the Concurrent Gang state the
 * dynamic scheduler keeps (burst, I/O wait, barrier, and the {@link GangGrades}).
 */
final class SaladTask {
    final SaladJob job;
    final int index;
    final long key;
    final int generation;
    final long seq;
    /** The PE holding the task, or the PE it is migrating to. */
    int pe;
    boolean inTransit;
    double remaining;
    double cpu;
    /** Predecessors not finished yet. */
    int waiting;
    /** When the last input datum is on the task's PE. */
    double dataReady;
    boolean started;
    boolean done;
    double burstLeft;
    double blockedUntil;
    boolean atBarrier;
    final GangGrades grades = new GangGrades();
    private SplittableRandom bursts;

    SaladTask(SaladJob job, int index, long key, int generation, long seq, double work, int pe) {
        this.job = job;
        this.index = index;
        this.key = key;
        this.generation = generation;
        this.seq = seq;
        this.remaining = work;
        this.pe = pe;
    }

    /** Whether the task may compute at {@code t}: its inputs are there, it is not waiting for I/O or a barrier. */
    boolean ready(double t, double eps) {
        return !done && !inTransit && waiting == 0 && dataReady <= t + eps && !atBarrier && blockedUntil <= t + eps;
    }

    /** Whether the balancer may move it: all its input data has arrived (the data moves with it), no barrier. */
    boolean migratable(double now) {
        return waiting == 0 && dataReady <= now && !atBarrier;
    }

    /** The next compute burst, uniform in [burst/2, 3·burst/2] work units, from the task's own stream. */
    double nextBurst(double burst) {
        if (bursts == null) {
            bursts = new SplittableRandom(RandomStreams.mix64(key ^ 0x5A1ADL));
        }
        return burst * (0.5 + bursts.nextDouble());
    }
}

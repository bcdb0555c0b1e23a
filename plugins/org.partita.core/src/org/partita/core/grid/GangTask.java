package org.partita.core.grid;

import java.util.SplittableRandom;

import org.partita.core.workload.RandomStreams;

/**
 * A task of a {@link GangSystem}: its processor, work and burst left, what blocks it, and its Concurrent Gang record
 * ({@link GangGrades}).
 */
final class GangTask {
    final GangJob job;
    final int processor;
    double remaining;
    double burstLeft;
    double blockedUntil;
    boolean atBarrier;
    boolean done;
    final GangGrades grades = new GangGrades();
    final int index;
    final SplittableRandom bursts;

    GangTask(GangJob job, int processor, int index, double work, double burst) {
        this.job = job;
        this.processor = processor;
        this.index = index;
        this.remaining = work;
        this.bursts = new SplittableRandom(RandomStreams.mix64(job.job.id() * 65_537L + index));
        this.burstLeft = nextBurst(burst);
    }

    /** A burst uniform in [burst/2, 3·burst/2], from the task's own stream. */
    double nextBurst(double burst) {
        return burst * (0.5 + bursts.nextDouble());
    }
}

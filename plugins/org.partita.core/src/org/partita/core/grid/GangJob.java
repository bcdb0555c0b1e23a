package org.partita.core.grid;

import org.partita.core.workload.Job;

/** A job placed in a {@link GangSystem}'s trace diagram: its row, tasks and barrier count. */
final class GangJob {
    final Job job;
    final int[] processors;
    final GangTask[] tasks;
    int row;
    double start;
    int done;
    int waiting;
    boolean finished;

    GangJob(Job job, int[] processors, double work, double burst) {
        this.job = job;
        this.processors = processors;
        tasks = new GangTask[processors.length];
        for (int i = 0; i < tasks.length; i++) {
            tasks[i] = new GangTask(this, processors[i], i, work, burst);
        }
    }
}

package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.workload.Job;

/** A job of the integrated system ({@link SaladSystem}): its plan, its graph's tasks, what is still running. */
final class SaladJob {
    final Job job;
    final SaladPlanner.Plan plan;
    final SaladTask[] tasks;
    final long order;
    /** Tasks (graph and spawned) not finished. */
    int outstanding;
    /** Tasks that have started and not finished, and those of them waiting at a barrier. */
    int active;
    final List<SaladTask> barrier = new ArrayList<>();
    /** When the job arrived (a slice boundary). */
    double placed;
    double start = Double.NaN;
    double end = Double.NaN;

    SaladJob(Job job, SaladPlanner.Plan plan, long order) {
        this.job = job;
        this.plan = plan;
        this.order = order;
        this.tasks = new SaladTask[plan.dag().n];
    }

    boolean finished() {
        return outstanding == 0;
    }
}

package org.partita.core.sched;

import org.partita.core.alloc.Allocation;
import org.partita.core.workload.Job;

/**
 * A job holding processors.
 *
 * <p>{@link #end()} is the simulated completion time: {@code start + runTime × runtimeFactor / speed}, plus any
 * relocation delays. {@link #estimatedEnd()} is what a scheduler may know: {@code start + estimate × runtimeFactor /
 * speed} (the estimate is the requested time, or the run time when the trace gives none), plus relocation delays.
 */
public final class RunningJob {

    private final Job job;
    private final double start;
    private Allocation allocation;
    private double end;
    private double estimatedEnd;
    private int relocations;
    /** The estimated end the queue policy filed this job under (a field, not a map: one lookup per start and end). */
    private double filedEnd;
    private boolean filed;
    /** Neighbours in {@link RunningJobs}' order. */
    RunningJob before;
    RunningJob after;

    public RunningJob(Job job, Allocation allocation, double start, double end, double estimatedEnd) {
        this.job = job;
        this.allocation = allocation;
        this.start = start;
        this.end = end;
        this.estimatedEnd = estimatedEnd;
    }

    public Job job() {
        return job;
    }

    public Allocation allocation() {
        return allocation;
    }

    public double start() {
        return start;
    }

    public double end() {
        return end;
    }

    public double estimatedEnd() {
        return estimatedEnd;
    }

    /** Times this job was moved by a migrating allocator. */
    public int relocations() {
        return relocations;
    }

    /** Applies a relocation: new placement, completion delayed by {@code delay} seconds. */
    public void relocate(Allocation to, double delay) {
        if (!(delay >= 0)) {
            throw new IllegalArgumentException("relocation delay must be >= 0: " + delay);
        }
        this.allocation = to;
        this.end += delay;
        this.estimatedEnd += delay;
        this.relocations++;
    }

    /** The queue policy files this job's release under {@code end} (replacing any earlier filing). */
    void file(double end) {
        filedEnd = end;
        filed = true;
    }

    boolean isFiled() {
        return filed;
    }

    /** Withdraws the filing; returns the end it was filed under. */
    double unfile() {
        filed = false;
        return filedEnd;
    }
}

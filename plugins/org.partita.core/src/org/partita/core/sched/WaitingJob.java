package org.partita.core.sched;

import org.partita.core.alloc.AllocationRequest;
import org.partita.core.workload.Job;

/**
 * A job in the wait queue: the job, the request the allocator will see, and bookkeeping a queue policy may use.
 * Nodes of a {@link WaitQueue} (intrusive links, so removal from anywhere is {@code O(1)}).
 */
public final class WaitingJob {

    private final Job job;
    private final AllocationRequest request;
    private final double enqueued;
    /** Position in arrival order, set by {@link WaitQueue#add}: 0, 1, 2, … per queue. */
    long sequence = -1;
    /** Allocation attempts made for this job so far. */
    int attempts;
    WaitingJob prev;
    WaitingJob next;
    WaitQueue owner;

    public WaitingJob(Job job, AllocationRequest request, double enqueued) {
        this.job = job;
        this.request = request;
        this.enqueued = enqueued;
    }

    public Job job() {
        return job;
    }

    public AllocationRequest request() {
        return request;
    }

    /** Time the job entered the queue (its submit time). */
    public double enqueued() {
        return enqueued;
    }

    /**
     * The job's position in arrival order (0 for the first job ever queued, then 1, 2, …), set when it is queued;
     * a deterministic tie-breaker for policies that order jobs by another key. {@code -1} before it is queued.
     */
    public long sequence() {
        return sequence;
    }

    /** The run time a scheduler may plan with: the requested time, or the run time when the trace gives none. */
    public double estimate() {
        return job.estimateOrRunTime();
    }

    public int attempts() {
        return attempts;
    }

    public void countAttempt() {
        attempts++;
    }

    /** Processors the allocator will be asked for (the shape's area when the request has a shape). */
    public int processors() {
        return request.processors();
    }
}

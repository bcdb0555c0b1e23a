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

package org.partita.core.sched;

import java.util.Collection;

import org.partita.core.alloc.Allocation;

/**
 * What a {@link QueuePolicy} sees during one scheduling pass.
 *
 * <p>The policy never calls the allocator directly: it calls {@link #tryStart}, which makes one allocation attempt
 * (counted for the allocation-miss and fragmentation metrics), and on success starts the job, removes it from the
 * queue and applies any relocations the allocator reports.
 */
public interface SchedulingContext {

    /** Current simulated time. */
    double now();

    /** Waiting jobs in arrival order (do not modify directly; {@link #tryStart} removes started jobs). */
    WaitQueue queue();

    /** Running jobs in start order (read-only). */
    Collection<RunningJob> running();

    /** Free processors now. */
    int freeNodes();

    /** Processors in the machine. */
    int totalNodes();

    /**
     * Tries to place {@code job} now. On success the job starts at {@link #now()}, leaves the queue, and its
     * allocation is returned; otherwise returns {@code null} and the job stays queued.
     */
    Allocation tryStart(WaitingJob job);
}

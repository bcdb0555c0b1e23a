package org.partita.core.alloc;

import java.util.Objects;

/**
 * Keeps the counters every strategy reports: it times {@link #place} and {@link #free}, counts requests, allocation
 * misses (refused although {@link #freeNodes()} &ge; requested processors) and contiguous placements.
 * Subclasses add their deterministic work to {@link #steps}.
 */
public abstract class AbstractAllocator implements Allocator {

    private final String name;
    private long requests;
    private long misses;
    private long contiguous;
    private long searchNanos;
    private long releaseNanos;
    /** Deterministic work counter (positions, list entries or cells examined). */
    protected long steps;
    /** Jobs moved (migration wrappers only). */
    protected long migrations;
    /** The last refusal, answered again while {@link #stateVersion} is unchanged; null to search every time. */
    private FailedRequest failed = new FailedRequest();

    protected AbstractAllocator(String name) {
        this.name = Objects.requireNonNull(name);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Allocation allocate(AllocationRequest request) {
        Objects.requireNonNull(request, "request");
        if (request.processors() <= 0) {
            throw new IllegalArgumentException("job " + request.jobId() + ": processors must be > 0");
        }
        requests++;
        long version = failed == null ? -1 : stateVersion();
        boolean repeated = failed != null && failed.repeats(request, version);
        long s0 = version < 0 || repeated ? 0 : steps + delegatedSteps();
        long w0 = externalWork();
        long t0 = System.nanoTime();
        Allocation a = null;
        if (repeated) { // refused in this very state: refused again, counting the same steps
            replayExternalWork(failed.externalWork);
            steps += failed.ownSteps;
        } else {
            a = place(request);
        }
        searchNanos += System.nanoTime() - t0;
        long external = externalWork() - w0;
        steps += external;
        if (a == null && version >= 0 && !repeated && stateVersion() == version) {
            failed.remember(request, version, steps + delegatedSteps() - s0 - external, external);
        }
        if (a == null) {
            if (freeNodes() >= request.processors()) {
                misses++;
            }
        } else if (a.contiguous()) {
            contiguous++;
        }
        return a;
    }

    @Override
    public final void release(Allocation allocation) {
        Objects.requireNonNull(allocation, "allocation");
        long w0 = externalWork();
        long t0 = System.nanoTime();
        free(allocation);
        releaseNanos += System.nanoTime() - t0;
        steps += externalWork() - w0;
    }

    /** Finds a placement or returns {@code null}. */
    protected abstract Allocation place(AllocationRequest request);

    /** Returns the allocation's nodes to the free pool. */
    protected abstract void free(Allocation allocation);

    /**
     * A number that changes whenever anything this strategy's decision depends on changes (its free set, the state
     * of what it delegates to), or -1 when there is none: then every attempt searches. A strategy may give one only
     * if it decides from that state alone (no random draws, no clock) and changes nothing when it refuses.
     */
    protected long stateVersion() {
        return -1;
    }

    /** Adds work a repeated refusal counted in {@link #externalWork} the first time; to {@link #steps} by default. */
    protected void replayExternalWork(long work) {
        steps += work;
    }

    /** Turns the answer from {@link FailedRequest} off (every attempt searches): the reference its tests compare to. */
    public void searchEveryAttempt() {
        failed = null;
    }

    /** Work counted by a shared structure (for example {@link GridState#work}); 0 by default. */
    protected long externalWork() {
        return 0;
    }

    /** Search steps of strategies this one delegates to (wrappers); 0 by default. */
    protected long delegatedSteps() {
        return 0;
    }

    @Override
    public AllocatorStats stats() {
        return new AllocatorStats(requests, misses, contiguous, migrations, searchNanos, releaseNanos,
                steps + delegatedSteps());
    }
}

package org.partita.core.alloc;

import java.util.Arrays;

/**
 * The last request an allocator refused, the version of its state then, and the search steps the attempt counted.
 * A strategy whose decision depends only on its state (no random draws, no clock) refuses the same request again
 * while that state is unchanged, with the same steps; so a blocked head retried after arrivals is answered from here
 * instead of searching again ({@link AbstractAllocator#allocate}).
 */
final class FailedRequest {

    private AllocationRequest request;
    private long version = -1;
    /** Steps the attempt counted in the allocator's own counters, and in the shared work counter it reads. */
    long ownSteps;
    long externalWork;

    /** Whether {@code r} is the request refused in state {@code v} (a version &ge; 0). */
    boolean repeats(AllocationRequest r, long v) {
        return v >= 0 && v == version && same(request, r);
    }

    void remember(AllocationRequest r, long v, long own, long external) {
        request = r;
        version = v;
        ownSteps = own;
        externalWork = external;
    }

    private static boolean same(AllocationRequest a, AllocationRequest b) {
        return a != null && a.jobId() == b.jobId() && a.processors() == b.processors()
                && a.memoryBound() == b.memoryBound() && a.communicationBound() == b.communicationBound()
                && Arrays.equals(a.shape(), b.shape());
    }
}

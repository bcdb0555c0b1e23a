package org.partita.core.alloc;

/**
 * A strategy that can place a job on nodes chosen by someone else. The migration wrapper uses it to put a
 * candidate back where it was when a trial move is abandoned, and tests use it to set up the papers' worked examples.
 */
public interface NodeReservable extends Allocator {

    /**
     * Occupies exactly {@code nodes} (ascending, all free) for {@code request}; the nodes must form a shape this
     * strategy could itself have produced (a submesh for contiguous strategies).
     *
     * @throws IllegalStateException if a node is busy
     */
    Allocation occupy(AllocationRequest request, int[] nodes);
}

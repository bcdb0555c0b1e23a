package org.partita.core.alloc;

/**
 * Optional interface for an {@link Allocator} that counts its search work deterministically, in "positions
 * examined" (candidate base nodes, free-list entries, bits scanned: each strategy documents its unit). The count
 * is machine-independent, so the search-cost metric built on it is reproducible, unlike wall-clock time.
 */
public interface SearchCounter {

    /** Positions examined since the allocator was created, over every {@code allocate} and {@code release}. */
    long positionsExamined();
}

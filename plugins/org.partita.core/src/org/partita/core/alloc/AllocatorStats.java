package org.partita.core.alloc;

/**
 * Counters an allocator reports at the end of a run.
 *
 * @param requests            allocation attempts
 * @param misses              attempts refused although enough nodes were free (allocation miss)
 * @param contiguousPlacements placements that were a single submesh/subcube
 * @param migrations          jobs moved by a migration wrapper
 * @param searchNanos         total wall-clock nanoseconds spent inside {@code allocate}
 */
public record AllocatorStats(long requests, long misses, long contiguousPlacements, long migrations,
        long searchNanos) {
    public static final AllocatorStats NONE = new AllocatorStats(0, 0, 0, 0, 0);
}

package org.partita.core.alloc;

/**
 * Counters an allocator reports at the end of a run.
 *
 * @param requests            allocation attempts
 * @param misses              attempts refused although enough nodes were free (allocation miss)
 * @param contiguousPlacements placements that were a single submesh/subcube
 * @param migrations          jobs moved by a migration wrapper
 * @param searchNanos         total wall-clock nanoseconds spent inside {@code allocate}
 * @param releaseNanos        total wall-clock nanoseconds spent inside {@code release} (Kim–Yoon's search time
 *                            counts allocation and deallocation)
 * @param searchSteps         deterministic work count of {@code allocate} and {@code release}: candidate positions,
 *                            list entries or grid cells examined; unlike the nanosecond fields it is identical on
 *                            every machine and run, so it can appear in deterministic outputs
 */
public record AllocatorStats(long requests, long misses, long contiguousPlacements, long migrations,
        long searchNanos, long releaseNanos, long searchSteps) {

    public static final AllocatorStats NONE = new AllocatorStats(0, 0, 0, 0, 0, 0, 0);

    /** Counters without release time and search steps (both 0). */
    public AllocatorStats(long requests, long misses, long contiguousPlacements, long migrations, long searchNanos) {
        this(requests, misses, contiguousPlacements, migrations, searchNanos, 0, 0);
    }
}

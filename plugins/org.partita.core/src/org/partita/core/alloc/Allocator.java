package org.partita.core.alloc;

/**
 * Processor allocation SPI: one strategy per implementation, named as its paper names it.
 *
 * <p>An allocator owns the free/busy state of one machine's nodes. Node ids are the machine's explicit ids (see
 * {@link org.partita.core.machine.Machine}). Implementations are deterministic: the same sequence of calls gives the
 * same placements; any randomness comes from the {@link java.util.random.RandomGenerator} handed to the factory.
 */
public interface Allocator {

    /** The strategy's name as used in experiment files and on the command line, e.g. {@code first-fit}. */
    String name();

    /**
     * Places {@code request} now, or returns {@code null} when no placement exists at this moment (the job waits).
     * Never returns a placement that overlaps a live allocation.
     */
    Allocation allocate(AllocationRequest request);

    /** Returns every node of {@code allocation} to the free pool. */
    void release(Allocation allocation);

    /** Number of currently free nodes. */
    int freeNodes();

    /** Whether {@code request} could be placed on the empty machine; a job for which this is false is rejected. */
    boolean canEverFit(AllocationRequest request);

    /**
     * Running jobs this allocator moved during the last {@code allocate} or {@code release} call (migration
     * wrappers only); the engine drains this list after every call. Empty for non-migrating strategies.
     */
    default java.util.List<Relocation> drainRelocations() {
        return java.util.List.of();
    }

    /**
     * Gives the strategy the engine's clock, before the run starts: a strategy that charges the work a moved job
     * loses since its last checkpoint reads it ({@link JobMigration}). Others ignore it.
     */
    default void bindClock(JobClock clock) {
    }

    /** Counters the strategy keeps (allocation misses, migrations, contiguous placements, ...). */
    default AllocatorStats stats() {
        return AllocatorStats.NONE;
    }
}

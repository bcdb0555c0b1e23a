package org.partita.core.alloc;

/**
 * A running job moved by a migrating allocator (Chang ch. 7): the engine swaps the job's allocation and delays its
 * completion by {@code delay} seconds (checkpoint + restart cost).
 */
public record Relocation(long jobId, Allocation to, double delay) {
}

package org.partita.core.strategy;

import java.util.Locale;

/** The stage a strategy fills, named as an experiment file writes the stage. */
public enum Family {
    /** Queue disciplines: which waiting job is tried next ({@code sched.QueuePolicy}). */
    QUEUE,
    /** Allocators: which nodes a job gets ({@code alloc.Allocator}). */
    ALLOCATE,
    /** Space-sharing partitioning policies. */
    PARTITION,
    /** Processor-sharing policies of malleable jobs. */
    SHARE,
    /** Job migration. */
    MIGRATE,
    /** Task-to-processor mapping. */
    MAPPING,
    /** Load balancing. */
    BALANCE,
    /**
     * The job structures a workload gives ({@code structure fork-join}): a workload trait the stage's model reads,
     * described by a descriptor like a strategy's but made by no factory.
     */
    STRUCTURE,
    /** The task graphs a workload gives ({@code graphs random}): a workload trait, as {@link #STRUCTURE}. */
    GRAPHS,
    /**
     * A distribution or setting only the language defines ({@code arrivals poisson}, {@code service exponential},
     * {@code shapes square}): described by a descriptor so the language reads one shape, made by no factory and held
     * in no registry.
     */
    WORKLOAD,
    /** A metric the language reports ({@code measure response}): described as {@link #WORKLOAD} is. */
    METRIC;

    /** The stage keyword: {@code queue}, {@code allocate}, … */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The family of stage keyword {@code word}, or {@code null}. */
    public static Family of(String word) {
        for (Family f : values()) {
            if (f.word().equals(word)) {
                return f;
            }
        }
        return null;
    }
}

package org.partita.core.workload;

import java.util.Iterator;
import java.util.List;

/**
 * A stream of jobs in non-decreasing submit order, pulled one at a time by the engine so that memory grows with
 * the jobs in the system, not with the length of the trace.
 */
public interface JobSource extends AutoCloseable {

    /** The next job, or {@code null} when the stream is exhausted. */
    Job next();

    @Override
    default void close() {
    }

    /**
     * Named counts the source kept (records read, records dropped, quirks met), in a fixed order; empty by
     * default.
     */
    default java.util.Map<String, Long> counters() {
        return java.util.Map.of();
    }

    /** A source over an in-memory list (tests, small workloads). */
    static JobSource of(List<Job> jobs) {
        Iterator<Job> it = jobs.iterator();
        return () -> it.hasNext() ? it.next() : null;
    }

    static JobSource of(Job... jobs) {
        return of(List.of(jobs));
    }
}

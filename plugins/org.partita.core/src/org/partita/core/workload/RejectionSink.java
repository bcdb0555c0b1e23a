package org.partita.core.workload;

/** Receives jobs dropped before simulation (e.g. trace records with unknown run time), with the reason. */
@FunctionalInterface
public interface RejectionSink {

    RejectionSink NONE = (id, submit, procs, reason) -> {
    };

    /**
     * @param processors the requested processor count as far as known, or -1
     */
    void reject(long jobId, double submit, int processors, String reason);
}

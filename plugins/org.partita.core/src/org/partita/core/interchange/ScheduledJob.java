package org.partita.core.interchange;

/**
 * One job of a run as {@code jobs.csv} and {@code rejected.csv} record it.
 *
 * @param end           completion time, {@code NaN} when still running at the stop
 * @param start         start time, {@code NaN} for a rejected job
 * @param nodes         the allocated node ids (empty for a rejected job, or a model that does not place jobs)
 * @param requestedTime the wall-time estimate, {@code NaN} when unknown
 * @param rejected      whether the job was rejected (never started)
 */
record ScheduledJob(long id, double submit, double start, double end, int requestedProcs, int allocatedProcs,
        int[] nodes, double requestedTime, int user, int group, int queue, int application, boolean rejected) {

    boolean finished() {
        return !rejected && !Double.isNaN(end);
    }
}

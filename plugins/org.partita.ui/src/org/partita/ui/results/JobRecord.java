package org.partita.ui.results;

/**
 * One row of {@code jobs.csv}: a started job.
 *
 * @param id        job id
 * @param submit    submit time
 * @param start     start time
 * @param end       end time, {@code NaN} when the job was still running when the run stopped
 * @param requested requested processors
 * @param allocated allocated processors (nodes)
 * @param nodes     allocated node ids (see {@code org.partita.core.machine.Topology} for the id conventions)
 * @param run       the run the row belongs to: the trailing {@code pipeline, sweep values…, replication} columns
 *                  joined by {@code " / "} (empty when the file has none)
 */
public record JobRecord(long id, double submit, double start, double end, int requested, int allocated, int[] nodes,
        String run) {

    /** Whether the job holds its nodes at time {@code t} ({@code start <= t < end}). */
    public boolean runningAt(double t) {
        return start <= t && (Double.isNaN(end) || t < end);
    }

    /** Whether the job waits in the queue at time {@code t} ({@code submit <= t < start}). */
    public boolean waitingAt(double t) {
        return submit <= t && t < start;
    }
}

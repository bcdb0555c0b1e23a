package org.partita.core.engine;

import java.util.Objects;

import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/**
 * A run model's view of its {@link JobSource}: hands the jobs out one at a time and insists that they come in
 * non-decreasing submit order, as the engine and every run model require. Once the source is exhausted it
 * is not asked again.
 */
public final class OrderedJobs {

    private final JobSource source;
    private boolean done;
    private double lastSubmit = Double.NEGATIVE_INFINITY;
    private long lastId;

    public OrderedJobs(JobSource source) {
        this.source = Objects.requireNonNull(source);
    }

    /**
     * The next job, or {@code null} when the source has no more.
     *
     * @throws SimulationException naming both jobs when the job submits before the previous one
     */
    public Job next() {
        if (done) {
            return null;
        }
        Job job = source.next();
        if (job == null) {
            done = true;
            return null;
        }
        if (job.submit() < lastSubmit) {
            throw new SimulationException("job " + job.id() + " submits at " + job.submit() + ", before job "
                    + lastId + " at " + lastSubmit + ": jobs must be in submit order");
        }
        lastSubmit = job.submit();
        lastId = job.id();
        return job;
    }
}

package org.partita.core.experiment;

import java.io.IOException;

import org.partita.core.model.SweepPoint;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RejectionSink;

/**
 * Opens the job stream of one run. Called once per (pipeline, sweep point, replication); a synthetic workload must
 * draw all its randomness from {@code streams} (which depend on the seed, the point and the replication, not on the
 * pipeline, so every pipeline sees the same jobs), and must be safe to call from several threads at once.
 */
@FunctionalInterface
public interface WorkloadFactory {

    JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) throws IOException;

    /**
     * Whether the workload is finite and every run goes on until its last job finishes ({@link WindowedWorkload}):
     * then a run's means describe that workload, and no steady state is sought
     * ({@link org.partita.core.metrics.SteadyVerdict#TRANSIENT}).
     */
    default boolean finite() {
        return false;
    }

    /**
     * {@code factory} with a stable description: the {@code toString} that the results store's fingerprint reads,
     * so that a generated class and the interpreter fingerprint the same experiment alike (a lambda's own
     * {@code toString} changes from one JVM to the next).
     */
    static WorkloadFactory described(String description, WorkloadFactory factory) {
        return new WorkloadFactory() {
            @Override
            public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections)
                    throws IOException {
                return factory.open(point, streams, rejections);
            }

            @Override
            public String toString() {
                return description;
            }
        };
    }
}

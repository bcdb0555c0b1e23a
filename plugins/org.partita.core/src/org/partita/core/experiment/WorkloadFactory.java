package org.partita.core.experiment;

import java.io.IOException;

import org.partita.core.engine.RandomStreams;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RejectionSink;

/**
 * Opens the job stream of one run. Called once per (pipeline, sweep point, replication); a synthetic workload must
 * draw all its randomness from {@code streams} (which depend on the seed, the point and the replication, not on the
 * pipeline, so every pipeline sees the same jobs), and must be safe to call from several threads at once.
 */
@FunctionalInterface
public interface WorkloadFactory {

    JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) throws IOException;
}

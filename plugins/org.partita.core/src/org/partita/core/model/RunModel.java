package org.partita.core.model;

import java.io.IOException;

/**
 * A way of simulating one run other than the rigid queue-and-allocator engine ({@link
 * org.partita.core.engine.Simulation}): adaptive space sharing, malleable processor sharing, gang scheduling, grid
 * mapping, load balancing. A pipeline with a {@link Stage} ({@code partition}, {@code share}, {@code mapping},
 * {@code balance}) is run by the model registered for that stage in {@link org.partita.core.experiment.RunModels}.
 *
 * <p>A model must be deterministic: all randomness comes from {@link ModelContext#streams()}, and the same context
 * gives the same {@link ModelRun} on any thread. It reports every job to {@link ModelContext#observers()} (at least
 * {@code jobArrived}, {@code jobStarted}, {@code jobCompleted}, {@code measurementStarted} and
 * {@code simulationEnded}, so that {@code jobs.csv} is written), honours the run control of
 * {@link ModelContext#config()} (warm-up, completion limit, stop time), and checks
 * {@link Thread#isInterrupted()} at least every 1024 events, throwing
 * {@link org.partita.core.engine.SimulationCancelledException}.
 *
 * <p>The shared pieces: {@link org.partita.core.engine.OrderedJobs} pulls the jobs and enforces submit order;
 * {@link org.partita.core.metrics.CompletionLedger} notifies the observers, applies warm-up, limit and horizon,
 * checks the interrupt flag and accumulates the standard metrics; {@link ModelEventLoop} is the timestamp loop of
 * a model driven by an {@link org.partita.core.engine.EventQueue}.
 */
@FunctionalInterface
public interface RunModel {

    /** Simulates one replication. Bad parameters give an {@link IllegalArgumentException} naming them. */
    ModelRun run(ModelContext context) throws IOException;
}

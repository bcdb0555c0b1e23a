package org.partita.core.model;

import java.io.IOException;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.machine.Machine;
import org.partita.core.workload.RandomStreams;

/**
 * A way of simulating one run. A pipeline without a stage runs on the rigid queue-and-allocator engine
 * ({@code rigid.RigidModel}); a pipeline with a {@link Stage} ({@code partition}, {@code share}, {@code mapping},
 * {@code balance}) runs on the model registered for that stage — adaptive space sharing, malleable processor
 * sharing, gang scheduling, grid mapping, load balancing — and one with two or three grid stages on the integrated
 * grid system. {@link org.partita.core.experiment.RunModels#model} finds the model of a pipeline.
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
 * {@link org.partita.core.engine.EventLoop} is the timestamp loop ({@link ModelEventLoop} adds the run control of a
 * {@link org.partita.core.metrics.CompletionLedger}, which notifies the observers, applies warm-up, limit and
 * horizon, checks the interrupt flag and accumulates the standard metrics).
 */
@FunctionalInterface
public interface RunModel {

    /** Simulates one replication. Bad parameters give an {@link IllegalArgumentException} naming them. */
    ModelRun run(ModelContext context) throws IOException;

    /**
     * Checks {@code pipeline} (resolved at a sweep point) before any run starts, throwing an
     * {@link IllegalArgumentException} with the strategy's own message. By default nothing: a stage model checks
     * its stages when it runs.
     *
     * @param streams the experiment's random streams, for strategies that draw when they are built
     */
    default void validate(Pipeline pipeline, Machine machine, AllocatorRegistry allocators, RandomStreams streams) {
    }

    /** Whether a run of {@code pipeline} may move running jobs (then {@code placements.csv} is written). */
    default boolean movesJobs(Pipeline pipeline, AllocatorRegistry allocators) {
        return false;
    }

    /**
     * Whether a job's processors × run time is the work it brings (rigid jobs), so that the steady-state diagnosis
     * assesses the offered load ({@link org.partita.core.metrics.SteadyStateRecorder}). A stage model's jobs are
     * malleable or task graphs: not by default.
     */
    default boolean rigidWork() {
        return false;
    }
}

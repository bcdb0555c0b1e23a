package org.partita.core.model;

import java.io.Writer;
import java.util.List;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.machine.Machine;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Everything a {@link RunModel} gets for one run. Stages and traits are already resolved for the sweep point.
 *
 * @param machine    the machine (a topology or a grid of clusters)
 * @param pipeline   the pipeline, whose {@link Pipeline#stages()} select and parameterise the model
 * @param point      the sweep point
 * @param jobs       the job stream; each rigid {@link org.partita.core.workload.Job} gives arrival time, processors
 *                   (requested, or maximum parallelism) and run time (or demand), as the model documents
 * @param traits     the workload's structure, speedup curves and task-graph generator
 * @param streams    the run's random streams (independent of the pipeline for the workload's own streams)
 * @param config     warm-up, completion limit, stop time
 * @param horizon    for {@link org.partita.core.metrics.Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN}
 * @param check      whether invariants must be checked (violations go to {@link ModelRun#violations()})
 * @param observers  to be told of every arrival, start and completion, in simulation order
 * @param allocators the allocators a pipeline's {@code allocator} names (the rigid engine's), or {@code null}
 * @param wallClock  whether allocator calls are timed (the non-deterministic search-nanos metric)
 * @param timeline   where the run's {@code timeline.csv} rows go, or {@code null}; a model without rigid
 *                   placements to sample writes none
 */
public record ModelContext(Machine machine, Pipeline pipeline, SweepPoint point, JobSource jobs,
        WorkloadTraits traits, RandomStreams streams, SimulationConfig config, double horizon, boolean check,
        List<SimulationObserver> observers, AllocatorRegistry allocators, boolean wallClock, Timeline timeline) {

    /**
     * The timeline of one run ({@link org.partita.core.metrics.TimelineRecorder}).
     *
     * @param step   seconds between samples
     * @param out    the run's rows
     * @param suffix the run's trailing columns (pipeline, sweep variables, replication), each led by a comma
     */
    public record Timeline(double step, Writer out, String suffix) {
    }

    public ModelContext {
        observers = List.copyOf(observers);
    }

    /** A context without allocators, allocator timing or timeline (what the stage models need). */
    public ModelContext(Machine machine, Pipeline pipeline, SweepPoint point, JobSource jobs, WorkloadTraits traits,
            RandomStreams streams, SimulationConfig config, double horizon, boolean check,
            List<SimulationObserver> observers) {
        this(machine, pipeline, point, jobs, traits, streams, config, horizon, check, observers, null, false, null);
    }

    /** The pipeline's stage of {@code kind}, or {@code null}. */
    public Stage stage(String kind) {
        return pipeline.stage(kind);
    }
}

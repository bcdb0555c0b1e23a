package org.partita.core.model;

import java.util.List;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.machine.Machine;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Everything a {@link RunModel} gets for one run. Stages and traits are already resolved for the sweep point.
 *
 * @param machine   the machine (a topology or a grid of clusters)
 * @param pipeline  the pipeline, whose {@link Pipeline#stages()} select and parameterise the model
 * @param point     the sweep point
 * @param jobs      the job stream; each rigid {@link org.partita.core.workload.Job} gives arrival time, processors
 *                  (requested, or maximum parallelism) and run time (or demand), as the model documents
 * @param traits    the workload's structure, speedup curves and task-graph generator
 * @param streams   the run's random streams (independent of the pipeline for the workload's own streams)
 * @param config    warm-up, completion limit, stop time
 * @param horizon   for {@link org.partita.core.metrics.Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN}
 * @param check     whether invariants must be checked (violations go to {@link ModelRun#violations()})
 * @param observers to be told of every arrival, start and completion, in simulation order
 */
public record ModelContext(Machine machine, Pipeline pipeline, SweepPoint point, JobSource jobs,
        WorkloadTraits traits, RandomStreams streams, SimulationConfig config, double horizon, boolean check,
        List<SimulationObserver> observers) {

    public ModelContext {
        observers = List.copyOf(observers);
    }

    /** The pipeline's stage of {@code kind}, or {@code null}. */
    public Stage stage(String kind) {
        return pipeline.stage(kind);
    }
}

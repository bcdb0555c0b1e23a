package org.partita.core.experiment;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.Machine;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;

/**
 * Everything needed to run and report one experiment: the machine, the pipelines, the sweep points, the workload,
 * run control, replications and the seed.
 *
 * @param horizon for {@link org.partita.core.metrics.Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN} for none
 * @param traits  what the workload says beyond rigid jobs (structure, speedup curves, task graphs), for the
 *                {@link RunModel}s
 */
public record Experiment(String name, Machine machine, List<Pipeline> pipelines, List<SweepPoint> points,
        WorkloadFactory workload, SimulationConfig config, Replications replications, long seed, double horizon,
        WorkloadTraits traits) {

    /** An experiment of rigid jobs. */
    public Experiment(String name, Machine machine, List<Pipeline> pipelines, List<SweepPoint> points,
            WorkloadFactory workload, SimulationConfig config, Replications replications, long seed,
            double horizon) {
        this(name, machine, pipelines, points, workload, config, replications, seed, horizon, WorkloadTraits.RIGID);
    }

    public Experiment {
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(replications, "replications");
        traits = traits == null ? WorkloadTraits.RIGID : traits;
        pipelines = List.copyOf(pipelines);
        points = List.copyOf(points.isEmpty() ? List.of(SweepPoint.NONE) : points);
        if (pipelines.isEmpty()) {
            throw new IllegalArgumentException("an experiment needs at least one pipeline");
        }
        var names = new HashSet<String>();
        for (Pipeline p : pipelines) {
            if (!names.add(p.name())) {
                throw new IllegalArgumentException("duplicate pipeline name '" + p.name() + "'");
            }
        }
        List<String> vars = points.get(0).names();
        for (SweepPoint p : points) {
            if (!p.names().equals(vars)) {
                throw new IllegalArgumentException("all sweep points must have the variables " + vars
                        + ", got " + p.names());
            }
        }
    }

    /** The sweep variable names, in column order. */
    public List<String> variables() {
        return points.get(0).names();
    }
}

package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.metrics.SteadyState;
import org.partita.core.metrics.SteadyStateRecorder;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Runs one (pipeline, sweep point, replication) on the {@link RunModel} of its pipeline ({@link RunModels#model}:
 * the rigid engine or a stage's model — one path for both): resolves the pipeline at the point, derives the run's
 * random streams, opens the job stream and the part files, records the steady-state diagnosis (transient for a finite
 * workload) and progress, and
 * stores the finished run; or, when another experiment next to this one stored a run with the same definition,
 * copies that run instead ({@link SharedRuns}).
 */
final class RunExecutor {

    private final Experiment experiment;
    private final AllocatorRegistry registry;
    private final RunModels models;
    private final ExperimentRunner.Options options;
    private final boolean placementsCsv;
    private final RunStore store;
    private final RunProgress progress;
    private final SharedRuns shared;
    /** The runs copied from another experiment's store instead of simulated. */
    private final Set<RunKey> copied = ConcurrentHashMap.newKeySet();

    /**
     * @param placementsCsv whether the runs write {@code placements.csv} rows
     * @param store         where each finished run is saved, or {@code null}
     * @param shared        the runs shared with the experiments next to this one, or {@code null} (needs a store)
     */
    RunExecutor(Experiment experiment, AllocatorRegistry registry, RunModels models, ExperimentRunner.Options options,
            boolean placementsCsv, RunStore store, RunProgress progress, SharedRuns shared) {
        this.experiment = experiment;
        this.registry = registry;
        this.models = models;
        this.options = options;
        this.placementsCsv = placementsCsv;
        this.store = store;
        this.progress = progress;
        this.shared = store == null ? null : shared;
    }

    /** Whether run {@code k} was copied from another experiment's store rather than simulated. */
    boolean copied(RunKey k) {
        return copied.contains(k);
    }

    /** Offers run {@code k}, found in this experiment's store, to the experiments that share runs with it. */
    void stored(RunKey k) throws IOException {
        if (shared != null) {
            shared.publish(k);
        }
    }

    /** The run's random streams: {@code seed → "point-" + point → "rep-" + replication}. */
    static RandomStreams streams(Experiment experiment, RunKey key) {
        return new RandomStreams(experiment.seed()).child("point-" + key.point()).child("rep-" + key.replication());
    }

    /**
     * Runs {@code key}, writing its part files into {@code parts} (none when {@code null}).
     */
    RunResult run(RunKey key, Path parts) throws IOException {
        if (shared == null || parts == null) {
            return simulate(key, parts);
        }
        try (SharedRuns.Claim c = shared.claim(key)) {
            RunResult copy = copy(key, parts);
            return copy != null ? copy : simulate(key, parts);
        }
    }

    /**
     * Run {@code key} copied from another experiment's store and saved in this one's, or {@code null} when no
     * other experiment holds it (or runs are not shared); simulates nothing.
     */
    RunResult copy(RunKey key, Path parts) throws IOException {
        RunResult copy = shared == null || parts == null ? null : shared.take(key, parts);
        if (copy != null) {
            store.save(copy);
            copied.add(key);
            progress.add(1, 0);
        }
        return copy;
    }

    private RunResult simulate(RunKey key, Path parts) throws IOException {
        SweepPoint point = experiment.points().get(key.point());
        Pipeline pipeline = experiment.pipelines().get(key.pipeline()).resolve(point);
        RandomStreams streams = streams(experiment, key);
        RunModel model = models.model(pipeline);
        List<SimulationObserver> observers = new ArrayList<>();
        observers.add(progress.observer());
        SteadyStateRecorder steady = new SteadyStateRecorder(experiment.machine().size(), model.rigidWork());
        observers.add(steady);
        RunResult result;
        try (PartFiles files = parts == null ? null
                : new PartFiles(parts, key, experiment, options, placementsCsv, observers)) {
            ModelContext.Timeline timeline = files == null || files.timeline() == null ? null
                    : new ModelContext.Timeline(options.timeline(), files.timeline(),
                            ResultFiles.runColumns(experiment, key));
            try (JobSource source = experiment.workload().open(point, streams, files == null ? null : files.rows())) {
                ModelRun run = model.run(new ModelContext(experiment.machine(), pipeline, point, source,
                        experiment.traits().resolve(point), streams, experiment.config(), experiment.horizon(),
                        options.check(), observers, registry, options.wallClock(), timeline));
                SteadyState diagnosis = steady.diagnosis();
                result = new RunResult(key, run.metrics(), run.simulation(), source.counters(), run.violations(),
                        experiment.workload().finite() ? diagnosis.asTransient() : diagnosis);
            }
        }
        if (store != null) {
            store.save(result); // after the part files are closed: a saved run is a complete run
            stored(key);
        }
        progress.add(1, 0);
        return result;
    }
}

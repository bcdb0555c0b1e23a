package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.RandomStreams;

/**
 * Runs every (pipeline, sweep point, replication) of an experiment, in parallel, and writes the result files
 * ({@link ResultFiles}). Every run takes one path ({@link RunExecutor}): the {@link org.partita.core.model.RunModel}
 * of its pipeline ({@link RunModels#model}, the rigid engine for a pipeline without a stage) runs it with the
 * observers that write its part files; {@link RunCollector} gathers the runs (stored, run now, or missing) and
 * aggregates them; {@link ResultWriter} writes the files.
 *
 * <p><b>Determinism.</b> A run's random streams are {@code new RandomStreams(seed).child("point-" + point)
 * .child("rep-" + replication)}: the workload draws from them (so all pipelines see the same jobs — common random
 * numbers), the allocator gets the stream {@code "alloc/" + pipeline name}. Runs share no mutable state, each run
 * writes its rows to its own part file, and the parts are concatenated in {@link RunKey} order; replications are
 * added (sequential stopping) from the values of earlier replications only. So the output files are byte-identical
 * whatever the number of threads.
 */
public final class ExperimentRunner {

    /** Progress notifications (called from worker threads). */
    public interface Progress {
        /** {@code runsDone} of {@code runsPlanned} runs finished; {@code jobsDone} completions so far in total. */
        void update(int runsDone, int runsPlanned, long jobsDone);
    }

    /**
     * @param outDir    where to write the result files, or {@code null} to write none
     * @param jobsCsv   whether to write {@code jobs.csv}
     * @param threads   worker threads (≥ 1)
     * @param check     whether to check every run with the {@link InvariantChecker} (keeps all placements in memory),
     *                  with the allocator's guarantees ({@link InvariantChecker#expect})
     * @param wallClock whether to time allocator calls (adds the non-deterministic search-nanos column)
     * @param resume    whether to keep the finished runs found in {@code <outDir>/.partial/} (see {@link RunStore})
     *                  instead of starting over
     * @param columns   the metrics of {@code summary.csv}, in column order, or {@code null} for
     *                  {@link ResultFiles#metricColumns}
     * @param keep      incremental: keep {@code <outDir>/.partial/} after the result files are written, and reuse
     *                  it on the next run when the experiment is unchanged (start over when it changed) — how a
     *                  suite build reuses the runs of an unchanged experiment
     * @param timeline  seconds between the samples of {@code timeline.csv} ({@link TimelineRecorder}), or
     *                  {@code NaN} for no timeline
     * @param classes   how {@code classes.csv} groups the jobs ({@link JobClasses}), or {@code null} for no such file
     * @param more      which points need another replication under {@code replications … until decided}
     *                  ({@link MoreReplications}; the experiment's claims), {@code null} for none
     * @param share     with {@code keep}: copy a run whose whole definition another experiment of the same parent
     *                  folder has stored instead of simulating it again, and offer this experiment's runs to the
     *                  others ({@link SharedRuns}); how a suite build runs two figures measured on the same runs once
     * @param workers   the workers to run on, shared with other experiments ({@link RunWorkers}), or {@code null}
     *                  for {@code threads} workers of this experiment's own
     */
    public record Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
            Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline,
            JobClasses classes, MoreReplications more, boolean share, RunWorkers workers) {
        public Options {
            more = more == null ? MoreReplications.NONE : more;
            if (!Double.isNaN(timeline) && !TimelineRecorder.validStep(timeline)) {
                throw new IllegalArgumentException("the timeline step must be > 0 seconds, got " + timeline);
            }
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be >= 1");
            }
            if ((resume || keep) && outDir == null) {
                throw new IllegalArgumentException("resuming needs an output directory");
            }
            columns = columns == null ? null : List.copyOf(columns);
            if (share && !keep) {
                throw new IllegalArgumentException("sharing runs needs the kept store of an incremental run");
            }
        }

        /** Options on workers of this experiment's own. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline,
                JobClasses classes, MoreReplications more, boolean share) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, timeline, classes,
                    more, share, null);
        }

        /** Options that share runs when they keep them ({@code keep}: a suite build). */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline,
                JobClasses classes, MoreReplications more) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, timeline, classes,
                    more, keep);
        }

        /** Options without per-class metrics. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, timeline, null);
        }

        /** Options without a stopping rule of the claims. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline,
                JobClasses classes) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, timeline, classes,
                    null);
        }

        /** These options with {@code classes.csv} grouped by {@code c} ({@code null}: none). */
        public Options withClasses(JobClasses c) {
            return new Options(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep,
                    timeline, c, more, share, workers);
        }

        /** These options with {@code m} deciding where {@code replications … until decided} adds replications. */
        public Options withMore(MoreReplications m) {
            return new Options(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep,
                    timeline, classes, m, share, workers);
        }

        /** These options sharing runs with the experiments next to this one ({@code share}), or not. */
        public Options withSharing(boolean s) {
            return new Options(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep,
                    timeline, classes, more, s, workers);
        }

        /** These options running on {@code w}, shared with other experiments ({@code null}: workers of its own). */
        public Options withWorkers(RunWorkers w) {
            return new Options(outDir, jobsCsv, w == null ? threads : w.threads(), check, wallClock, progress,
                    resume, columns, keep, timeline, classes, more, share, w);
        }

        /** Options without a timeline. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, Double.NaN);
        }

        /** Options that discard the finished runs once the result files are written. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, false);
        }

        /** Options that start over and report every metric. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, false, null);
        }

        public static Options inMemory() {
            return new Options(null, false, 1, false, false, null);
        }
    }

    private final Experiment experiment;
    private final AllocatorRegistry registry;
    private final Options options;
    private final RunProgress progress;
    private final RunDescription description;
    private final RunModels models;

    /**
     * Runs {@code experiment} with the strategies of {@code strategies} (every family: {@link StandardStrategies}
     * makes the default registry).
     */
    public ExperimentRunner(Experiment experiment, StrategyRegistry strategies, Options options) {
        this(experiment, new AllocatorRegistry(strategies), options);
    }

    /** Runs {@code experiment} with the strategies of the registry {@code registry} is a view of. */
    public ExperimentRunner(Experiment experiment, AllocatorRegistry registry, Options options) {
        this.experiment = experiment;
        this.registry = registry;
        this.models = new RunModels(registry.strategies());
        this.options = options;
        this.progress = new RunProgress(options.progress());
        this.description = new RunDescription(experiment, models, options);
    }

    /**
     * Validates names (queue, allocator) and that every pipeline's allocator accepts the machine and its parameters,
     * before any run starts; throws {@link IllegalArgumentException} with the strategy's own message. A stage's
     * model checks its stages when it runs ({@link RunModels#model} names an unknown one at once).
     */
    public void validate() {
        RandomStreams streams = new RandomStreams(experiment.seed());
        for (Pipeline written : experiment.pipelines()) {
            var model = models.model(written);
            for (SweepPoint point : experiment.points()) {
                model.validate(written.resolve(point), experiment.machine(), registry, streams);
            }
        }
    }

    /** Whether {@code placements.csv} is written: with {@code jobs.csv}, when some pipeline may move jobs. */
    private boolean placementsCsv() {
        if (!options.jobsCsv()) {
            return false;
        }
        for (Pipeline p : experiment.pipelines()) {
            if (models.model(p).movesJobs(p.resolve(experiment.points().get(0)), registry)) {
                return true;
            }
        }
        return false;
    }

    private RunCollector collector(RunStore store) {
        boolean placements = placementsCsv();
        SharedRuns shared = store != null && options.share()
                ? SharedRuns.of(description, options, fingerprint(), placements) : null;
        return new RunCollector(experiment, new RunExecutor(experiment, registry, models, options, placements, store,
                progress, shared), store, progress, options.more());
    }

    /**
     * Runs what is not finished yet and writes the result files. With an output directory every finished run is
     * persisted at once in {@code <outDir>/.partial/} ({@link RunStore}); the folder is removed once the result
     * files are written, and kept after a failure or an interruption so that a run with {@link Options#resume()}
     * can go on from there.
     */
    public ExperimentResult run() throws IOException, InterruptedException {
        validate();
        Path parts = null;
        RunStore store = null;
        if (options.outDir() != null) {
            Files.createDirectories(options.outDir());
            ResultWriter.removeTemporaryFiles(options.outDir()); // left by a write that was killed
            Path folder = options.outDir().resolve(RunStore.FOLDER);
            boolean resume = options.resume() || options.keep() && RunStore.startedBy(folder, fingerprint());
            store = RunStore.open(folder, fingerprint(), resume);
            parts = store.folder();
            ResultWriter.removeTemporaryFiles(parts);
        }
        ExecutorService pool = pool();
        try {
            ExperimentResult result;
            try {
                RunCollector.Collected c = collector(store).collect(pool, parts, k -> true);
                result = c.result().withCounts(c.counts());
            } catch (IOException | InterruptedException | RuntimeException | Error e) {
                stop(pool); // before the store is looked at: a run still going would write into it
                if (store != null) {
                    store.discardIfEmpty(); // keep .partial only when it holds finished runs to resume from
                }
                throw e;
            }
            if (options.outDir() != null) {
                result = ResultWriter.write(result, parts, options, placementsCsv());
                if (!options.keep()) {
                    ResultWriter.deleteTree(parts);
                }
            }
            return result;
        } finally {
            stop(pool);
        }
    }

    /**
     * Writes the result files from the runs the store already holds (and, with {@link Options#share()}, those
     * another experiment of the same parent folder has stored), simulating nothing: what a suite build made from
     * the store alone ({@code partita suite --from-store}) reports of a set that has not finished. The store is kept.
     *
     * @throws MissingRunsException when some runs are neither stored nor to be copied (nothing is written)
     */
    public ExperimentResult runStored() throws IOException, InterruptedException {
        validate();
        if (options.outDir() == null || !options.keep()) {
            throw new IllegalArgumentException("results from the store need the kept store of an incremental run");
        }
        Files.createDirectories(options.outDir());
        Path folder = options.outDir().resolve(RunStore.FOLDER);
        // as an incremental run: the store of an unchanged experiment is read, another one's started over
        RunStore store = RunStore.open(folder, fingerprint(), RunStore.startedBy(folder, fingerprint()));
        ResultWriter.removeTemporaryFiles(options.outDir());
        ExecutorService pool = pool();
        try {
            RunCollector.Collected c = collector(store).collect(pool, store.folder(), k -> false);
            if (!c.missing().isEmpty()) {
                store.discardIfEmpty();
                boolean none = c.byGroup().stream().allMatch(List::isEmpty);
                throw new MissingRunsException(options.outDir() + ": " + (none ? "no run of this experiment is stored"
                        : c.missing().size() + " of " + c.total() + " runs are not stored"
                                + (experiment.replications().sequential()
                                        ? " (with sequential stopping, more may follow once these are done)" : "")),
                        c.missing());
            }
            return ResultWriter.write(c.result().withCounts(c.counts()), store.folder(), options, placementsCsv());
        } finally {
            stop(pool);
        }
    }

    /** What one shard did: the runs it owns, how many were already stored, how many it ran now. */
    public record ShardReport(Shard shard, int owned, int stored, int ran) {
    }

    /**
     * Runs the runs of {@code shard} ({@link ShardPlan}) that are not stored yet, storing each in
     * {@code <outDir>/.partial/}, which the shards share; writes no result files ({@link #merge()} does). Shards
     * are independent and idempotent: a shard run again (after a failure, or requeued) runs only what it had not
     * finished.
     */
    public ShardReport runShard(Shard shard) throws IOException, InterruptedException {
        validate();
        if (options.outDir() == null) {
            throw new IllegalArgumentException("a shard needs an output directory");
        }
        ShardPlan plan = ShardPlan.of(experiment, shard.count());
        RunStore store = RunStore.openShared(options.outDir().resolve(RunStore.FOLDER), fingerprint());
        store.markShard(shard, RunStore.RUNNING);
        ExecutorService pool = pool();
        try {
            RunCollector.Collected c = collector(store).collect(pool, store.folder(), k -> plan.runs(shard, k));
            int owned = 0;
            int stored = 0;
            for (List<RunResult> rs : c.byGroup()) {
                for (RunResult r : rs) {
                    if (plan.runs(shard, r.key())) {
                        owned++;
                        stored += c.ranNow().contains(r.key()) ? 0 : 1;
                    }
                }
            }
            store.markShard(shard, RunStore.FINISHED);
            return new ShardReport(shard, owned, stored, owned - stored);
        } finally {
            stop(pool);
        }
    }

    /**
     * Writes the result files from the runs stored in {@code <outDir>/.partial/} by the shards (or by an
     * interrupted run), running nothing; the files are byte-identical to an uninterrupted run's, whatever the
     * number of shards and the order they finished in. The store is removed afterwards.
     *
     * @throws MissingRunsException when some runs are not stored, naming each and the shard that owns it
     */
    public ExperimentResult merge() throws IOException, InterruptedException {
        validate();
        if (options.outDir() == null) {
            throw new IllegalArgumentException("a merge needs an output directory");
        }
        Path folder = options.outDir().resolve(RunStore.FOLDER);
        if (!Files.isDirectory(folder)) {
            throw new MissingRunsException(options.outDir() + ": no stored runs to merge (no " + RunStore.FOLDER
                    + " folder); run the shards first with the same output directory", List.of());
        }
        RunStore store = RunStore.openShared(folder, fingerprint());
        ResultWriter.removeTemporaryFiles(options.outDir()); // left by a write that was killed
        ExecutorService pool = pool();
        try {
            RunCollector.Collected c = collector(store).collect(pool, store.folder(),
                    k -> ShardPlan.runByMerge(experiment, k));
            if (!c.missing().isEmpty()) {
                throw new MissingRunsException(MissingRunsException.describe(experiment, options.outDir(),
                        store.shards(), c.missing(), c.total()), c.missing());
            }
            ExperimentResult result = ResultWriter.write(c.result(), store.folder(), options, placementsCsv());
            ResultWriter.deleteTree(store.folder());
            return result;
        } finally {
            stop(pool);
        }
    }

    /**
     * Stops the runs still going and waits until they have: a failed or refused run must not leave a worker
     * writing into the output folder after the call has returned. Models look at their thread's interrupt every
     * 1024 events ({@link org.partita.core.model.RunModel}), so this takes no longer than that; a model that does
     * not is given up on after a minute (nothing more can be done with it, and the first error must not be masked).
     */
    private static void stop(ExecutorService pool) {
        // a lane of shared workers stops this experiment's runs only
        pool.shutdownNow();
        try {
            pool.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private ExecutorService pool() {
        if (options.workers() != null) {
            return options.workers().lane();
        }
        return Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "partita-run");
            t.setDaemon(true);
            return t;
        });
    }

    /** The store's fingerprint: what must not change between a run and its resumption ({@link RunDescription}). */
    private String fingerprint() {
        return description.experiment();
    }
}

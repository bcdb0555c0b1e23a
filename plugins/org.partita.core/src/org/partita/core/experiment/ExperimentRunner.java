package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.AllocatorContext;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.RequestFactory;
import org.partita.core.engine.Simulation;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.machine.Machine;
import org.partita.core.metrics.ClassRecorder;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.MetricsCollector;
import org.partita.core.metrics.PlacementRecorder;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.SteadyState;
import org.partita.core.metrics.SteadyStateRecorder;
import org.partita.core.metrics.SteadyVerdict;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.metrics.TimelineSummary;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.model.SweepPoint;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.sched.QueuePolicy;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Runs every (pipeline, sweep point, replication) of an experiment, in parallel, and writes the result files
 * ({@link ResultFiles}).
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
     */
    public record Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
            Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline,
            JobClasses classes) {
        public Options {
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
        }

        /** Options without per-class metrics. */
        public Options(Path outDir, boolean jobsCsv, int threads, boolean check, boolean wallClock,
                Progress progress, boolean resume, List<Metric> columns, boolean keep, double timeline) {
            this(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep, timeline, null);
        }

        /** These options with {@code classes.csv} grouped by {@code c} ({@code null}: none). */
        public Options withClasses(JobClasses c) {
            return new Options(outDir, jobsCsv, threads, check, wallClock, progress, resume, columns, keep,
                    timeline, c);
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
    private final AtomicLong jobsDone = new AtomicLong();
    private int runsDone;
    private int runsPlanned;
    private RunStore store;

    public ExperimentRunner(Experiment experiment, AllocatorRegistry registry, Options options) {
        this.experiment = experiment;
        this.registry = registry;
        this.options = options;
    }

    /**
     * Validates names (queue, allocator) and that every pipeline's allocator accepts the machine and its parameters,
     * before any run starts; throws {@link IllegalArgumentException} with the strategy's own message.
     */
    public void validate() {
        for (Pipeline written : experiment.pipelines()) {
            if (RunModels.model(written) != null) {
                continue; // a run model checks its own stages when it runs; RunModels.model named an unknown one
            }
            for (SweepPoint point : experiment.points()) {
                validate(written.resolve(point));
            }
        }
    }

    private void validate(Pipeline p) {
        try {
            QueuePolicies.create(p.queue(), p.queueParameters());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': " + e.getMessage(), e);
        }
        if (!registry.contains(p.allocator())) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': unknown allocator '"
                    + p.allocator() + "'; available: " + String.join(", ", registry.names()));
        }
        if (!experiment.machine().isGrid()) {
            registry.create(p.allocator(), new AllocatorContext(experiment.machine().topology(),
                    p.allocatorParameters(), new RandomStreams(experiment.seed()).stream("validate")));
        }
    }

    /** Whether {@code placements.csv} is written: with {@code jobs.csv}, when some pipeline may move jobs. */
    private boolean placementsCsv() {
        if (!options.jobsCsv()) {
            return false;
        }
        for (Pipeline p : experiment.pipelines()) {
            Pipeline first = p.resolve(experiment.points().get(0));
            if (RunModels.model(p) == null && registry.info(first.allocator(), first.allocatorParameters())
                    .migrates()) {
                return true;
            }
        }
        return false;
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
        if (options.outDir() != null) {
            Files.createDirectories(options.outDir());
            Path folder = options.outDir().resolve(RunStore.FOLDER);
            boolean resume = options.resume() || options.keep() && RunStore.startedBy(folder, fingerprint());
            store = RunStore.open(folder, fingerprint(), resume);
            parts = store.folder();
        }
        ExecutorService pool = pool();
        try {
            ExperimentResult result;
            try {
                result = collect(pool, parts, k -> true).result();
            } catch (IOException | InterruptedException | RuntimeException | Error e) {
                if (store != null) {
                    store.discardIfEmpty(); // keep .partial only when it holds finished runs to resume from
                }
                throw e;
            }
            if (options.outDir() != null) {
                result = writeFiles(result, parts);
                if (!options.keep()) {
                    deleteTree(parts);
                }
            }
            return result;
        } finally {
            pool.shutdownNow();
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
        store = RunStore.openShared(options.outDir().resolve(RunStore.FOLDER), fingerprint());
        store.markShard(shard, RunStore.RUNNING);
        ExecutorService pool = pool();
        try {
            Collected c = collect(pool, store.folder(), k -> plan.runs(shard, k));
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
            pool.shutdownNow();
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
        store = RunStore.openShared(folder, fingerprint());
        ExecutorService pool = pool();
        try {
            Collected c = collect(pool, store.folder(), k -> false);
            if (!c.missing().isEmpty()) {
                throw new MissingRunsException(describeMissing(c.missing(), c.total()), c.missing());
            }
            ExperimentResult result = writeFiles(c.result(), store.folder());
            deleteTree(store.folder());
            return result;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Which runs are missing, with their pipeline, sweep point, replication and owning shard. */
    private String describeMissing(List<RunKey> missing, int total) throws IOException {
        Map<Shard, String> shards = store.shards();
        java.util.Set<Integer> counts = new java.util.TreeSet<>();
        shards.keySet().forEach(s -> counts.add(s.count()));
        ShardPlan plan = counts.size() == 1 ? ShardPlan.of(experiment, counts.iterator().next()) : null;
        StringBuilder b = new StringBuilder();
        b.append(options.outDir()).append(": ").append(missing.size()).append(" of ").append(total)
                .append(" runs are not stored");
        if (experiment.replications().sequential()) {
            b.append(" (with sequential stopping, more may follow once these are done)");
        }
        b.append(':');
        int shown = 0;
        for (RunKey k : missing) {
            if (shown++ == 20) {
                b.append("\n  ... and ").append(missing.size() - 20).append(" more");
                break;
            }
            b.append("\n  pipeline ").append(experiment.pipelines().get(k.pipeline()).name());
            SweepPoint p = experiment.points().get(k.point());
            for (SweepPoint.Variable v : p.variables()) {
                b.append(' ').append(v.name()).append('=').append(v.value());
            }
            b.append(" replication ").append(k.replication());
            if (plan != null) {
                Shard owner = new Shard(plan.shardOf(k), plan.count());
                String state = shards.get(owner);
                b.append(" (shard ").append(owner).append(", ")
                        .append(state == null ? "never started" : state.equals(RunStore.FINISHED) ? "finished"
                                : "started, not finished").append(')');
            }
        }
        if (plan == null && !counts.isEmpty()) {
            b.append("\nthe store holds runs of shards of different splits (").append(counts)
                    .append(" shards): run the missing ones with --resume");
        } else if (plan == null) {
            b.append("\nno shard has written into the store");
        }
        return b.toString();
    }

    private ExecutorService pool() {
        return Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "partita-run");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * What must not change between a run and its resumption: the experiment (its workload described by its
     * {@code toString}) and the options that decide what a run records.
     */
    private String fingerprint() {
        Experiment e = experiment;
        StringBuilder s = new StringBuilder();
        s.append("experiment=").append(e.name()).append('\n');
        s.append("machine=").append(e.machine()).append('\n');
        for (Pipeline p : e.pipelines()) {
            s.append("pipeline=").append(p).append('\n');
        }
        for (SweepPoint p : e.points()) {
            s.append("point=").append(p.variables()).append('\n');
        }
        s.append("workload=").append(e.workload()).append('\n');
        s.append("config=").append(e.config()).append('\n');
        s.append("replications=").append(e.replications()).append('\n');
        s.append("seed=").append(e.seed()).append('\n');
        s.append("horizon=").append(e.horizon()).append('\n');
        s.append("traits=").append(e.traits()).append('\n');
        s.append("jobs_csv=").append(options.jobsCsv()).append('\n');
        s.append("check=").append(options.check()).append('\n');
        s.append("wall_clock=").append(options.wallClock()).append('\n');
        if (!Double.isNaN(options.timeline())) {
            s.append("timeline=").append(options.timeline()).append('\n');
        }
        if (options.classes() != null) {
            s.append("classes=").append(options.classes()).append('\n');
        }
        return s.toString();
    }

    /**
     * The runs gathered for the result: the stored ones, and the ones {@code mayRun} lets this process run.
     *
     * @param byGroup the runs of each (pipeline, point) group, in group order
     * @param missing the runs needed but neither stored nor run, in key order
     * @param ranNow  the runs this process ran
     * @param total   the runs needed so far (stored, run or missing)
     */
    private record Collected(List<List<RunResult>> byGroup, List<RunKey> missing, java.util.Set<RunKey> ranNow,
            int total, Experiment experiment) {

        /** The result, once nothing is missing. */
        ExperimentResult result() {
            if (!missing.isEmpty()) {
                throw new IllegalStateException(missing.size() + " runs missing");
            }
            List<RunResult> all = new ArrayList<>();
            List<Aggregate> aggregates = new ArrayList<>();
            for (List<RunResult> rs : byGroup) {
                rs.sort(Comparator.comparing(RunResult::key));
                all.addAll(rs);
                RunKey k = rs.get(0).key();
                aggregates.add(aggregate(k.pipeline(), k.point(), rs, experiment.replications().confidence()));
            }
            return new ExperimentResult(experiment, all, aggregates);
        }
    }

    /**
     * Gathers every run the experiment needs: stored runs are loaded, the others are run when {@code mayRun}
     * allows, else reported missing. With sequential stopping, a group gets another replication only when all its
     * earlier ones are there, decided from their values alone — so the same runs are needed however they are split.
     */
    private Collected collect(ExecutorService pool, Path parts, java.util.function.Predicate<RunKey> mayRun)
            throws IOException, InterruptedException {
        Replications reps = experiment.replications();
        int groups = experiment.pipelines().size() * experiment.points().size();
        List<List<RunResult>> byGroup = new ArrayList<>();
        boolean[] incomplete = new boolean[groups];
        List<RunKey> missing = new ArrayList<>();
        java.util.Set<RunKey> ranNow = java.util.concurrent.ConcurrentHashMap.newKeySet();
        List<RunKey> wave = new ArrayList<>();
        for (int p = 0; p < experiment.pipelines().size(); p++) {
            for (int s = 0; s < experiment.points().size(); s++) {
                byGroup.add(new ArrayList<>());
                for (int r = 1; r <= reps.min(); r++) {
                    wave.add(new RunKey(p, s, r));
                }
            }
        }
        int total = wave.size();
        runsPlanned = wave.size();
        while (!wave.isEmpty()) {
            List<Future<RunResult>> futures = new ArrayList<>();
            for (RunKey k : wave) {
                final Path partDir = parts;
                RunResult stored = store == null ? null : store.load(k);
                if (stored != null) {
                    progress(1, 0);
                    futures.add(java.util.concurrent.CompletableFuture.completedFuture(stored));
                } else if (mayRun.test(k)) {
                    futures.add(pool.submit(() -> {
                        RunResult r = runOne(k, partDir);
                        ranNow.add(k);
                        return r;
                    }));
                } else {
                    missing.add(k);
                    incomplete[k.pipeline() * experiment.points().size() + k.point()] = true;
                }
            }
            for (Future<RunResult> f : futures) {
                RunResult r;
                try {
                    r = f.get();
                } catch (ExecutionException e) {
                    for (Future<RunResult> other : futures) {
                        other.cancel(true);
                    }
                    Throwable c = e.getCause();
                    if (c instanceof RuntimeException re) {
                        throw re;
                    }
                    if (c instanceof IOException io) {
                        throw io;
                    }
                    if (c instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(c);
                }
                byGroup.get(r.key().pipeline() * experiment.points().size() + r.key().point()).add(r);
            }
            wave = new ArrayList<>();
            if (reps.sequential()) {
                for (int g = 0; g < groups; g++) {
                    List<RunResult> rs = byGroup.get(g);
                    if (!incomplete[g] && rs.size() < reps.max() && !withinTarget(rs, reps)) {
                        rs.sort(Comparator.comparing(RunResult::key));
                        RunKey last = rs.get(rs.size() - 1).key();
                        wave.add(new RunKey(last.pipeline(), last.point(), rs.size() + 1));
                    }
                }
                total += wave.size();
                synchronized (this) {
                    runsPlanned += wave.size();
                }
            }
        }
        java.util.Collections.sort(missing);
        return new Collected(byGroup, missing, ranNow, total, experiment);
    }

    private static boolean withinTarget(List<RunResult> rs, Replications reps) {
        double[] v = new double[rs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = rs.get(i).metrics().get(reps.target());
            if (Double.isNaN(v[i])) {
                return false;
            }
        }
        return Statistics.of(v, reps.confidence()).withinRelative(reps.relativeHalfWidth());
    }

    static Aggregate aggregate(int pipeline, int point, List<RunResult> rs, double confidence) {
        Map<Metric, Statistics> stats = new EnumMap<>(Metric.class);
        for (Metric m : rs.get(0).metrics().metrics()) {
            double[] v = new double[rs.size()];
            boolean defined = true;
            for (int i = 0; i < v.length; i++) {
                v[i] = rs.get(i).metrics().get(m);
                defined &= Double.isFinite(v[i]);
            }
            stats.put(m, defined ? Statistics.of(v, confidence)
                    : new Statistics(v.length, Double.NaN, Double.NaN, confidence));
        }
        return new Aggregate(pipeline, point, rs.size(), stats, SteadyVerdict.median(
                rs.stream().map(r -> r.steadyState().verdict()).toList()));
    }

    /** Reports completed jobs to the progress listener, in batches. */
    private SimulationObserver progressObserver() {
        return new SimulationObserver() {
            private long pending;

            @Override
            public void jobCompleted(RunningJob job, boolean measured, double now) {
                if (++pending == 4096) {
                    progress(0, pending);
                    pending = 0;
                }
            }

            @Override
            public void simulationEnded(SimulationResult result) {
                progress(0, pending);
                pending = 0;
            }
        };
    }

    private RunResult runOne(RunKey key, Path parts) throws IOException {
        SweepPoint point = experiment.points().get(key.point());
        Pipeline pipeline = experiment.pipelines().get(key.pipeline()).resolve(point);
        RandomStreams streams = new RandomStreams(experiment.seed()).child("point-" + key.point())
                .child("rep-" + key.replication());
        Machine machine = experiment.machine();
        RunModel model = RunModels.model(pipeline);
        if (model != null) {
            return runModel(model, key, pipeline, point, streams, parts);
        }
        var topology = machine.isGrid() ? null : machine.topology();
        if (topology == null) {
            throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': a grid machine needs a "
                    + "mapping or balance stage (" + String.join(", ", RunModels.names("mapping")) + ")");
        }
        Allocator allocator = registry.create(pipeline.allocator(), new AllocatorContext(topology,
                pipeline.allocatorParameters(), streams.stream("alloc/" + pipeline.name())));
        QueuePolicy policy = QueuePolicies.create(pipeline.queue(), pipeline.queueParameters());
        MetricsCollector metrics = new MetricsCollector(machine.size(), allocator, experiment.horizon(),
                options.wallClock());
        List<SimulationObserver> observers = new ArrayList<>();
        SteadyStateRecorder steady = new SteadyStateRecorder(machine.size(), true);
        observers.add(metrics);
        observers.add(steady);
        observers.add(progressObserver());
        PlacementRecorder recorder = null;
        if (options.check()) {
            recorder = new PlacementRecorder();
            observers.add(recorder);
        }
        RunResult result;
        try (PartFiles files = parts == null ? null : new PartFiles(parts, key, observers)) {
            JobRows rows = files == null ? null : files.rows;
            if (files != null && files.timeline != null) {
                observers.add(new TimelineRecorder(topology, registry.info(pipeline.allocator(),
                        pipeline.allocatorParameters()).contiguous(), options.timeline(), files.timeline,
                        ResultFiles.runColumns(experiment, key)));
            }
            Simulation sim = new Simulation(machine, allocator, policy,
                    RequestFactory.withShapes(topology, pipeline.shapeRule()), experiment.config(), observers);
            SimulationResult res;
            Map<String, Long> counters;
            try (JobSource source = experiment.workload().open(point, streams, rows)) {
                res = sim.run(source);
                counters = source.counters();
            }
            List<InvariantChecker.Violation> violations = List.of();
            if (recorder != null) {
                violations = new InvariantChecker(machine.size())
                        .expect(registry.info(pipeline.allocator(), pipeline.allocatorParameters()), topology)
                        .addAll(recorder.placements()).violations();
            }
            RunMetrics m = metrics.metrics();
            result = new RunResult(key, m, res, counters, violations, diagnosis(steady));
        }
        if (store != null) {
            store.save(result); // after the part files are closed: a saved run is a complete run
        }
        progress(1, 0);
        return result;
    }

    /** The run's steady-state diagnosis; transient for a finite workload. */
    private SteadyState diagnosis(SteadyStateRecorder steady) {
        SteadyState d = steady.diagnosis();
        return experiment.workload().finite() ? d.asTransient() : d;
    }

    /** One run through a {@link RunModel}: the same observers, part files and store as the rigid engine. */
    private RunResult runModel(RunModel model, RunKey key, Pipeline pipeline, SweepPoint point, RandomStreams streams,
            Path parts) throws IOException {
        List<SimulationObserver> observers = new ArrayList<>();
        observers.add(progressObserver());
        SteadyStateRecorder steady = new SteadyStateRecorder(experiment.machine().size(), false);
        observers.add(steady);
        RunResult result;
        try (PartFiles files = parts == null ? null : new PartFiles(parts, key, observers)) {
            JobRows rows = files == null ? null : files.rows;
            try (JobSource source = experiment.workload().open(point, streams, rows)) {
                ModelRun run = model.run(new ModelContext(experiment.machine(), pipeline, point, source,
                        experiment.traits().resolve(point), streams, experiment.config(), experiment.horizon(),
                        options.check(), observers));
                result = new RunResult(key, run.metrics(), run.simulation(), source.counters(), run.violations(),
                        diagnosis(steady));
            }
        }
        if (store != null) {
            store.save(result); // after the part files are closed: a saved run is a complete run
        }
        progress(1, 0);
        return result;
    }

    /**
     * The part files of one run in the {@code .partial} folder: its rejected jobs, and its {@code jobs.csv} and
     * {@code placements.csv} rows when those files are written (a run that moves no job leaves an empty placements
     * part, so that every run has one to concatenate). Registers their writers as observers.
     */
    private final class PartFiles implements java.io.Closeable {
        private final Writer rejected;
        private final Writer jobs;
        private final Writer placements;
        private final Writer classes;
        /** The run's timeline rows (empty for a run model, which has no rigid placements to sample). */
        final Writer timeline;
        final JobRows rows;

        PartFiles(Path parts, RunKey key, List<SimulationObserver> observers) throws IOException {
            String tag = key.pipeline() + "-" + key.point() + "-" + key.replication();
            String columns = ResultFiles.runColumns(experiment, key);
            rejected = Files.newBufferedWriter(parts.resolve("rejected-" + tag), StandardCharsets.UTF_8);
            jobs = options.jobsCsv() ? buffered(parts.resolve("jobs-" + tag)) : null;
            placements = placementsCsv() ? buffered(parts.resolve("placements-" + tag)) : null;
            timeline = Double.isNaN(options.timeline()) ? null : buffered(parts.resolve("timeline-" + tag));
            classes = options.classes() == null ? null : buffered(parts.resolve(ClassSummary.part(key)));
            rows = new JobRows(jobs, rejected, columns);
            observers.add(rows);
            if (classes != null) {
                observers.add(new ClassRecorder(options.classes(), classes));
            }
            if (placements != null) {
                observers.add(new PlacementRows(placements, columns));
            }
        }

        private static Writer buffered(Path file) throws IOException {
            return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
        }

        @Override
        public void close() throws IOException {
            try (Writer a = jobs; Writer b = placements; Writer c = rejected; Writer d = timeline;
                    Writer e = classes) {
                // closes all five, in reverse order, even when one fails
            }
        }
    }

    private void progress(int runs, long jobs) {
        long j = jobsDone.addAndGet(jobs);
        int done;
        int planned;
        synchronized (this) {
            runsDone += runs;
            done = runsDone;
            planned = runsPlanned;
        }
        if (options.progress() != null) {
            options.progress().update(done, planned, j);
        }
    }

    /** Writes the result files; returns {@code result} with its per-class aggregates when jobs are classified. */
    private ExperimentResult writeFiles(ExperimentResult collected, Path parts) throws IOException {
        Path out = options.outDir();
        ClassSummary classes = options.classes() == null ? null
                : ClassSummary.read(collected, options.classes(), parts);
        ExperimentResult result = classes == null ? collected : collected.withClasses(classes.aggregates());
        List<Metric> columns = options.columns() != null ? options.columns()
                : ResultFiles.metricColumns(experiment, options.wallClock());
        String trailer = ResultFiles.trailingHeader(experiment);
        MachineFile.write(out, experiment.machine());
        AtomicFiles.write(out.resolve(ResultFiles.SUMMARY), w -> ResultFiles.writeSummary(w, result, columns));
        AtomicFiles.write(out.resolve(ResultFiles.REJECTED), w -> {
            w.write(ResultFiles.REJECTED_HEADER + trailer + "\n");
            concat(w, parts, "rejected-", result);
        });
        if (!Double.isNaN(options.timeline())) {
            AtomicFiles.write(out.resolve(ResultFiles.TIMELINE), w -> {
                w.write(TimelineRecorder.HEADER + trailer + "\n");
                concat(w, parts, "timeline-", result);
            });
            AtomicFiles.write(out.resolve(ResultFiles.TIMELINE_SUMMARY), w -> TimelineSummary.write(
                    out.resolve(ResultFiles.TIMELINE), trailer.substring(1), w));
        }
        if (classes != null) {
            AtomicFiles.write(out.resolve(ResultFiles.CLASSES), classes::write);
        }
        if (options.jobsCsv()) {
            AtomicFiles.write(out.resolve(ResultFiles.JOBS), w -> {
                w.write(ResultFiles.JOBS_HEADER + trailer + "\n");
                concat(w, parts, "jobs-", result);
            });
        }
        if (placementsCsv()) {
            AtomicFiles.write(out.resolve(ResultFiles.PLACEMENTS), w -> {
                w.write(ResultFiles.PLACEMENTS_HEADER + trailer + "\n");
                concat(w, parts, "placements-", result);
            });
        }
        return result;
    }

    private static void concat(Writer w, Path parts, String prefix, ExperimentResult result) throws IOException {
        char[] buf = new char[1 << 16];
        for (RunResult r : result.runs()) {
            RunKey k = r.key();
            Path part = parts.resolve(prefix + k.pipeline() + "-" + k.point() + "-" + k.replication());
            try (BufferedReader in = Files.newBufferedReader(part, StandardCharsets.UTF_8)) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    w.write(buf, 0, n);
                }
            }
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> paths = new ArrayList<>(s.toList());
            Collections.reverse(paths);
            for (Path p : paths) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + dir, e);
        }
    }
}

package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Predicate;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.SteadyVerdict;

/**
 * Gathers every run an experiment needs, in waves: stored runs are loaded, the others are run on the pool when
 * allowed, else reported missing. With sequential stopping, a group (pipeline, sweep point) gets another
 * replication only when all its earlier ones are there, decided from their values alone — so the same runs are
 * needed however they are split among processes. Aggregates the replications of each group.
 */
final class RunCollector {

    /**
     * The runs gathered for the result: the stored ones, and the ones this process was allowed to run.
     *
     * @param byGroup the runs of each (pipeline, point) group, in group order
     * @param missing the runs needed but neither stored nor run, in key order
     * @param ranNow  the runs this process ran
     * @param total   the runs needed so far (stored, run or missing)
     */
    record Collected(List<List<RunResult>> byGroup, List<RunKey> missing, Set<RunKey> ranNow, int total,
            Experiment experiment, Set<RunKey> copied) {

        /** How the runs were obtained; {@link #ranNow} holds the copied ones too. */
        RunCounts counts() {
            int all = byGroup.stream().mapToInt(List::size).sum();
            return new RunCounts(ranNow.size() - copied.size(), all - ranNow.size(), copied.size());
        }

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

    private final Experiment experiment;
    private final RunExecutor executor;
    private final RunStore store;
    private final RunProgress progress;
    private final MoreReplications more;

    /**
     * @param store the stored runs, or {@code null}
     * @param more  where {@code replications … until decided} adds replications
     */
    RunCollector(Experiment experiment, RunExecutor executor, RunStore store, RunProgress progress,
            MoreReplications more) {
        this.experiment = experiment;
        this.executor = executor;
        this.store = store;
        this.progress = progress;
        this.more = more;
    }

    /**
     * Gathers the runs, running on {@code pool} those {@code mayRun} allows (their part files into {@code parts}).
     */
    Collected collect(ExecutorService pool, Path parts, Predicate<RunKey> mayRun)
            throws IOException, InterruptedException {
        Replications reps = experiment.replications();
        int points = experiment.points().size();
        int groups = experiment.pipelines().size() * points;
        List<List<RunResult>> byGroup = new ArrayList<>();
        boolean[] incomplete = new boolean[groups];
        List<RunKey> missing = new ArrayList<>();
        Set<RunKey> ranNow = ConcurrentHashMap.newKeySet();
        Set<RunKey> copied = ConcurrentHashMap.newKeySet();
        List<RunKey> wave = new ArrayList<>();
        for (int p = 0; p < experiment.pipelines().size(); p++) {
            for (int s = 0; s < points; s++) {
                byGroup.add(new ArrayList<>());
                for (int r = 1; r <= reps.min(); r++) {
                    wave.add(new RunKey(p, s, r));
                }
            }
        }
        int total = wave.size();
        progress.planned(wave.size());
        while (!wave.isEmpty()) {
            // every stored run of the wave is read (and verified) before any run starts: a damaged store stops the
            // command before it simulates anything
            List<RunResult> storedRuns = new ArrayList<>();
            for (RunKey k : wave) {
                storedRuns.add(store == null ? null : store.load(k));
            }
            List<Future<RunResult>> futures = new ArrayList<>();
            for (int i = 0; i < wave.size(); i++) {
                RunKey k = wave.get(i);
                RunResult stored = storedRuns.get(i);
                if (stored != null) {
                    executor.stored(k);
                    progress.add(1, 0);
                    futures.add(CompletableFuture.completedFuture(stored));
                } else if (mayRun.test(k)) {
                    futures.add(pool.submit(() -> {
                        RunResult r = executor.run(k, parts);
                        ranNow.add(k);
                        if (executor.copied(k)) {
                            copied.add(k);
                        }
                        return r;
                    }));
                } else {
                    // not this process's to simulate: another experiment's stored copy will do (shared runs)
                    RunResult copy = executor.copy(k, parts);
                    if (copy != null) {
                        ranNow.add(k);
                        copied.add(k);
                        futures.add(CompletableFuture.completedFuture(copy));
                    } else {
                        missing.add(k);
                        incomplete[k.pipeline() * points + k.point()] = true;
                    }
                }
            }
            for (Future<RunResult> f : futures) {
                RunResult r = await(f, futures);
                byGroup.get(r.key().pipeline() * points + r.key().point()).add(r);
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
                progress.plannedMore(wave.size());
            } else if (reps.untilDecidedApplies() && missing.isEmpty()) {
                wave = undecided(byGroup, reps);
                total += wave.size();
                progress.plannedMore(wave.size());
            }
        }
        Collections.sort(missing);
        return new Collected(byGroup, missing, ranNow, total, experiment, copied);
    }

    /**
     * Under {@code until decided}: the next replication of every pipeline at each point {@link #more} names, below
     * the maximum. Every pipeline at a point has the same replications, so the pairs of the paired rule stay whole.
     */
    private List<RunKey> undecided(List<List<RunResult>> byGroup, Replications reps) {
        List<List<RunResult>> copy = new ArrayList<>();
        for (List<RunResult> rs : byGroup) {
            copy.add(new ArrayList<>(rs));
        }
        ExperimentResult sofar = new Collected(copy, List.of(), Set.of(), 0, experiment, Set.of()).result();
        int points = experiment.points().size();
        List<RunKey> wave = new ArrayList<>();
        for (int s : new java.util.TreeSet<>(more.points(sofar))) {
            for (int p = 0; p < experiment.pipelines().size(); p++) {
                int n = byGroup.get(p * points + s).size();
                if (n < reps.max()) {
                    wave.add(new RunKey(p, s, n + 1));
                }
            }
        }
        wave.sort(null);
        return wave;
    }

    /** The run of {@code f}; when it failed, cancels the others of its wave and rethrows its cause. */
    private static RunResult await(Future<RunResult> f, List<Future<RunResult>> wave)
            throws IOException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            for (Future<RunResult> other : wave) {
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

    /** The statistics of each metric over the replications {@code rs} of one group, and their steady verdict. */
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
}

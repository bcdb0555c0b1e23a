package org.partita.core.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.claims.Claim;
import org.partita.core.metrics.Metric;

/**
 * The one way a {@link Scenario} is made: the language's interpreter calls it with what a file says, generated Java
 * with the literal values of the scenario it was generated from. What is not said takes the defaults below, so a
 * scenario written back as builder calls builds itself again.
 *
 * <p>Defaults: 10,000 measured jobs after 1,000 warm-up completions (Chang97 Table 3.1), unless the workload is a
 * trace or a run is ended by a time ({@link #stopAt}, {@link #submitFor}): then every job counts and none ends a
 * run. One replication, 95 % confidence, watching {@code response}; seed 0. Without {@link #measure}, every
 * deterministic metric ({@code completed-within-horizon} too when a horizon is set). The allocator's wall-clock time
 * is timed exactly when it is measured ({@link Metric#SEARCH_NANOS}).
 *
 * <p>The builder's own errors are {@link IllegalArgumentException}s naming the experiment and what is missing or
 * repeated; a caller reading a file checks first and reports at the file's element.
 */
public final class ScenarioBuilder {

    /** Defaults of Chang97 Table 3.1. */
    public static final long DEFAULT_JOBS = 10_000;
    public static final long DEFAULT_WARMUP = 1_000;

    private final String name;
    private Scenario.MachinePlan machine;
    private final List<Scenario.PipelinePlan> pipelines = new ArrayList<>();
    private final Map<String, List<String>> sweep = new LinkedHashMap<>();
    private Scenario.WorkloadPlan workload;
    private long warmup = -1;
    private long measured = -1;
    private double stopTime = Double.POSITIVE_INFINITY;
    private double submitWindow = Double.POSITIVE_INFINITY;
    private double horizon = Double.NaN;
    private Scenario.ReplicationsPlan replications = new Scenario.ReplicationsPlan(1, 1, 0.95, 0, Metric.RESPONSE);
    private long seed;
    private final List<Metric> columns = new ArrayList<>();
    private final List<Scenario.ChartPlan> charts = new ArrayList<>();
    private Scenario.TraitsPlan traits = Scenario.TraitsPlan.RIGID;
    private final List<Claim> claims = new ArrayList<>();
    private Scenario.ClassesPlan classes;
    private double timeline = Double.NaN;

    /** A builder of the experiment called {@code name}. */
    public ScenarioBuilder(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an experiment needs a name");
        }
        this.name = name;
    }

    public ScenarioBuilder machine(Scenario.MachinePlan m) {
        machine = m;
        return this;
    }

    /** Adds a pipeline; pipelines keep the order they are added in. */
    public ScenarioBuilder pipeline(Scenario.PipelinePlan p) {
        if (pipelines.stream().anyMatch(q -> q.name().equals(p.name()))) {
            throw new IllegalArgumentException(where() + "pipeline '" + p.name() + "' twice");
        }
        pipelines.add(p);
        return this;
    }

    /**
     * Sweeps {@code variable} over {@code values} (base units, plain decimals, in order). The sweep points are every
     * combination, the variable swept first varying slowest.
     */
    public ScenarioBuilder sweep(String variable, List<String> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException(where() + "sweep variable '" + variable + "' has no values");
        }
        if (sweep.putIfAbsent(variable, List.copyOf(values)) != null) {
            throw new IllegalArgumentException(where() + "sweep variable '" + variable + "' twice");
        }
        return this;
    }

    /** {@link #sweep(String, List)}. */
    public ScenarioBuilder sweep(String variable, String... values) {
        return sweep(variable, List.of(values));
    }

    public ScenarioBuilder workload(Scenario.WorkloadPlan w) {
        workload = w;
        return this;
    }

    /** {@code jobs N warmup W}: {@code measured} completions end a run (0 = no limit) after {@code warmup}. */
    public ScenarioBuilder jobs(long measuredJobs, long warmupJobs) {
        if (measuredJobs < 0 || warmupJobs < 0) {
            throw new IllegalArgumentException(where() + "jobs and warm-up must be >= 0");
        }
        measured = measuredJobs;
        warmup = warmupJobs;
        return this;
    }

    /** Simulated time (s) that ends a run. */
    public ScenarioBuilder stopAt(double time) {
        stopTime = time;
        return this;
    }

    /** Jobs arrive during {@code [0, time]} only. */
    public ScenarioBuilder submitFor(double time) {
        submitWindow = time;
        return this;
    }

    /** The time (s) by which {@code completed-within-horizon} counts finished jobs. */
    public ScenarioBuilder horizon(double time) {
        horizon = time;
        return this;
    }

    public ScenarioBuilder replications(Scenario.ReplicationsPlan r) {
        replications = r;
        return this;
    }

    public ScenarioBuilder seed(long s) {
        seed = s;
        return this;
    }

    /** Adds a column of {@code summary.csv}; a metric measured twice keeps its first place. */
    public ScenarioBuilder measure(Metric m) {
        if (!columns.contains(m)) {
            columns.add(m);
        }
        return this;
    }

    public ScenarioBuilder chart(Scenario.ChartPlan c) {
        charts.add(c);
        return this;
    }

    public ScenarioBuilder traits(Scenario.TraitsPlan t) {
        traits = t;
        return this;
    }

    /** Adds a named speedup curve (processor, speedup pairs) to the traits; curves keep the order they are added in. */
    public ScenarioBuilder speedup(String curve, Double... points) {
        Map<String, List<Double>> speedups = new LinkedHashMap<>(traits.speedups());
        if (speedups.put(curve, List.of(points)) != null) {
            throw new IllegalArgumentException(where() + "speedup curve '" + curve + "' twice");
        }
        traits = new Scenario.TraitsPlan(traits.structure(), speedups, traits.graphs());
        return this;
    }

    /** Adds {@code expect} claims, in order. */
    public ScenarioBuilder claims(List<Claim> c) {
        claims.addAll(c);
        return this;
    }

    /** {@code measure … by}: how {@code classes.csv} groups the jobs. */
    public ScenarioBuilder classes(Scenario.ClassesPlan c) {
        classes = c;
        return this;
    }

    /** {@code timeline STEP}: seconds between the samples of {@code timeline.csv}. */
    public ScenarioBuilder timeline(double step) {
        timeline = step;
        return this;
    }

    /** The scenario, defaults filled in. */
    public Scenario build() {
        if (machine == null) {
            throw new IllegalArgumentException("experiment '" + name + "' has no machine");
        }
        if (workload == null) {
            throw new IllegalArgumentException("experiment '" + name + "' has no workload");
        }
        long m = measured;
        long w = warmup;
        if (m < 0) {
            boolean bounded = workload instanceof Scenario.TracePlan || stopTime != Double.POSITIVE_INFINITY
                    || submitWindow != Double.POSITIVE_INFINITY;
            m = bounded ? 0 : DEFAULT_JOBS;
            w = bounded ? 0 : DEFAULT_WARMUP;
        }
        List<Metric> measuredColumns = columns.isEmpty() ? Metric.defaultColumns(!Double.isNaN(horizon), false)
                : columns;
        return new Scenario(name, machine, pipelines, List.copyOf(sweep.keySet()),
                List.copyOf(sweep.values()), points(), workload, w, m,
                stopTime, replications, seed, measuredColumns, measuredColumns.contains(Metric.SEARCH_NANOS), charts,
                traits, submitWindow, horizon, claims, classes, timeline);
    }

    /** Every combination of the swept values, the first variable varying slowest; one empty point without a sweep. */
    private List<List<String>> points() {
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (List<String> values : sweep.values()) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> prefix : points) {
                for (String x : values) {
                    List<String> p = new ArrayList<>(prefix);
                    p.add(x);
                    next.add(p);
                }
            }
            points = next;
        }
        return points;
    }

    private String where() {
        return "experiment '" + name + "': ";
    }
}

package org.partita.core.scenario;

import java.util.List;
import java.util.Map;

import org.partita.core.claims.Claim;
import org.partita.core.metrics.Metric;

/**
 * An experiment description: the machine, pipelines, sweep, workload, run control, replications, measures, charts
 * and claims of one experiment, with every default filled in, as plain data. It is made by a {@link ScenarioBuilder}
 * — filled by the language's interpreter from a {@code .partita} file, or by the calls with literal values that
 * generated Java writes — and {@link ScenarioExperiment} turns it into the core's
 * {@link org.partita.core.experiment.Experiment}, so a file and its generated class run the same scenario.
 *
 * @param name        the experiment's name
 * @param machine     the machine
 * @param pipelines   the policy pipelines, in file order
 * @param variables   the sweep variables, in column order
 * @param values      each sweep variable's values (base units, plain decimals), in the order of {@code variables}
 * @param points      the sweep points: one list of values (base units, plain decimals) per point, the first
 *                    variable varying slowest; one empty list when nothing is swept
 * @param workload    the workload
 * @param warmup      completions not measured
 * @param measured    measured completions that end a run (0 = no limit)
 * @param stopTime    simulated time that ends a run (infinity = none)
 * @param replications replications: {@code min == max} for a fixed count
 * @param seed        the experiment's seed
 * @param columns     the metrics of {@code summary.csv}, in the order of {@code measure}
 * @param wallClock   whether the non-deterministic allocator wall-clock time is measured
 * @param charts      the charts to render
 * @param traits      the workload's structure, speedup curves and task graphs
 * @param submitWindow jobs arrive during {@code [0, submitWindow]} only ({@code submit for}); infinity = always
 * @param horizon     the time by which {@code completed-within-horizon} counts finished jobs, or {@code NaN}
 * @param claims      the experiment's {@code expect} statements, in file order
 * @param classes     {@code measure … by}: how {@code classes.csv} groups the jobs, or {@code null} for no such file
 * @param timeline    {@code timeline STEP}: seconds between the samples of {@code timeline.csv}, or {@code NaN}
 */
public record Scenario(String name, MachinePlan machine, List<PipelinePlan> pipelines, List<String> variables,
        List<List<String>> values, List<List<String>> points, WorkloadPlan workload, long warmup, long measured, double stopTime,
        ReplicationsPlan replications, long seed, List<Metric> columns, boolean wallClock, List<ChartPlan> charts,
        TraitsPlan traits, double submitWindow, double horizon, List<Claim> claims, ClassesPlan classes,
        double timeline) {

    public Scenario {
        claims = List.copyOf(claims);
        pipelines = List.copyOf(pipelines);
        variables = List.copyOf(variables);
        values = values.stream().map(List::copyOf).toList();
        points = points.stream().map(List::copyOf).toList();
        columns = List.copyOf(columns);
        charts = List.copyOf(charts);
        traits = traits == null ? TraitsPlan.RIGID : traits;
    }

    /**
     * A single machine: core topology kind ({@code MESH}, {@code TORUS}, {@code HYPERCUBE}, {@code POOL},
     * {@code BUS}, {@code RING}, {@code SMP}), its dimensions and relative speed; or a grid ({@code kind} {@code GRID},
     * no dimensions) of {@code clusters} joined by {@code links}, or drawn at random ({@code random}, no clusters).
     */
    public record MachinePlan(String kind, List<Integer> dims, double speed, List<ClusterPlan> clusters,
            List<LinkPlan> links, org.partita.core.machine.RandomGrid random) {
        public MachinePlan {
            dims = List.copyOf(dims);
            clusters = List.copyOf(clusters);
            links = List.copyOf(links);
        }

        /** A single machine. */
        public MachinePlan(String kind, List<Integer> dims, double speed) {
            this(kind, dims, speed, List.of(), List.of(), null);
        }

        /** A grid of clusters and links. */
        public MachinePlan(String kind, List<Integer> dims, double speed, List<ClusterPlan> clusters,
                List<LinkPlan> links) {
            this(kind, dims, speed, clusters, links, null);
        }

        /** A random grid, drawn from the experiment's seed ({@link org.partita.core.machine.RandomGrid#STREAM}). */
        public static MachinePlan random(org.partita.core.machine.RandomGrid random) {
            return new MachinePlan(GRID, List.of(), 1, List.of(), List.of(), random);
        }

        public boolean isGrid() {
            return kind.equals(GRID);
        }

        /** Number of processors. */
        public int nodes() {
            if (random != null) {
                return random.nodes();
            }
            if (isGrid()) {
                return clusters.stream().mapToInt(c -> c.machine().nodes()).sum();
            }
            if (kind.equals("HYPERCUBE")) {
                return 1 << dims.get(0);
            }
            int n = 1;
            for (int d : dims) {
                n *= d;
            }
            return n;
        }

        /** The {@link #kind()} of a grid. */
        public static final String GRID = "GRID";
    }

    /** One cluster of a grid: a single-machine plan with a name. */
    public record ClusterPlan(String name, MachinePlan machine) {
    }

    /** A link between two clusters of a grid, bandwidth in data units per second. */
    public record LinkPlan(String from, String to, double bandwidth) {
    }

    /**
     * A pipeline as the core names it: its shape rule and one stage plan per stage written ({@code queue},
     * {@code allocate}, {@code migrate}, {@code partition}, {@code share}, {@code mapping}, {@code balance}), in
     * the order written; {@link ScenarioExperiment} maps each to a stage of the core's
     * {@link org.partita.core.model.Pipeline}.
     */
    public record PipelinePlan(String name, String shapeRule, List<StagePlan> stages) {
        public PipelinePlan {
            stages = List.copyOf(stages);
        }

        /** The stage plan of {@code kind}, or {@code null} when none is written. */
        public StagePlan stage(String kind) {
            return stages.stream().filter(s -> s.kind().equals(kind)).findFirst().orElse(null);
        }
    }

    /**
     * A stage or workload trait as the core's {@link org.partita.core.model.Stage}: kind, policy and the
     * parameters written (plain decimals in base units, words as written, {@code $name} for sweep variable
     * {@code name}); the run model supplies the defaults.
     */
    public record StagePlan(String kind, String policy, Map<String, String> parameters) {
        public StagePlan {
            parameters = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(parameters));
        }
    }

    /**
     * What the workload says beyond rigid jobs: the job structure, named speedup curves (processor, speedup pairs),
     * the task-graph generator; {@code null} for what is not written.
     */
    public record TraitsPlan(StagePlan structure, Map<String, List<Double>> speedups, StagePlan graphs) {
        public static final TraitsPlan RIGID = new TraitsPlan(null, Map.of(), null);

        public TraitsPlan {
            var copy = new java.util.LinkedHashMap<String, List<Double>>();
            speedups.forEach((k, v) -> copy.put(k, List.copyOf(v)));
            speedups = java.util.Collections.unmodifiableMap(copy);
        }

        public boolean isRigid() {
            return structure == null && speedups.isEmpty() && graphs == null;
        }
    }

    /**
     * Fixed ({@code min == max}) or sequential replications ({@code within}), or replications until the claims are
     * decided ({@code untilDecided}).
     */
    public record ReplicationsPlan(int min, int max, double confidence, double within, Metric target,
            boolean untilDecided) {

        /** Fixed or sequential replications. */
        public ReplicationsPlan(int min, int max, double confidence, double within, Metric target) {
            this(min, max, confidence, within, target, false);
        }
    }

    /**
     * {@code chart "title" metric vs variable [by attribute]}: one curve per pipeline, or with {@code classBy} (not
     * {@code null}) one per pipeline and class, from {@code classes.csv}; or, over {@code time}, the
     * {@code timeline.csv} column {@code quantity} (then {@code metric} is {@code null}).
     */
    public record ChartPlan(String title, Metric metric, String variable, String classBy, String quantity) {
        /** A chart of {@code summary.csv}. */
        public ChartPlan(String title, Metric metric, String variable) {
            this(title, metric, variable, null, null);
        }

        /** Whether the chart draws a quantity of {@code timeline.csv} over simulated time. */
        public boolean overTime() {
            return quantity != null;
        }

        /** The column the chart draws, in its results file. */
        public String column() {
            return overTime() ? quantity : metric.column();
        }
    }

    /**
     * {@code measure … by attribute [bounds]}: the jobs grouped by {@code application}, {@code user}, {@code group},
     * {@code queue} or {@code size} (with the size bands' upper bounds).
     */
    public record ClassesPlan(String attribute, List<Integer> bounds) {
        public ClassesPlan {
            bounds = List.copyOf(bounds);
        }
    }

    /** A synthetic workload, a trace or a mix of malleable applications. */
    public sealed interface WorkloadPlan permits SyntheticPlan, TracePlan, MixPlan {
    }

    /**
     * A mix of malleable applications (Corbalán Fig. 3.3): one Poisson stream per application, with rate
     * {@code λ_i = P·U·fraction_i / time_i}.
     *
     * @param load         U
     * @param processors   P of the formula ({@code arrivals … processors 64}), or {@code null} for the machine's
     * @param applications in the order written (application number = position + 1 = its speedup curve)
     */
    public record MixPlan(Value load, Value processors, List<ApplicationPlan> applications) implements WorkloadPlan {
        public MixPlan {
            applications = List.copyOf(applications);
        }
    }

    /** One application of a mix: its sequential time T1 (s), processors requested, share of the load. */
    public record ApplicationPlan(String name, double time, int request, double share) {
    }

    /**
     * A trace replayed from {@code path} (absolute, resolved against the experiment file's folder).
     *
     * @param actualEstimates whether schedulers see the actual run times instead of the requested times
     *                        ({@code estimates actual})
     */
    public record TracePlan(String path, boolean actualEstimates) implements WorkloadPlan {
    }

    /**
     * Generated rigid jobs.
     *
     * @param arrivals     {@code poisson} or {@code hyperexponential}
     * @param arrivalCv    CV of hyper-exponential inter-arrival times
     * @param intensity    {@code load} (offered load ρ, KY §5), {@code rate} (λ) or {@code traffic} (λ/μ, Chang97 §3.4)
     * @param intensityValue its value
     * @param service      {@code exponential}, {@code hyperexponential}, {@code constant} or {@code normal}
     * @param serviceMean  mean service time, seconds
     * @param serviceCv    CV of hyper-exponential service times; σ / mean of the truncated normal
     * @param sizes        {@code sides} (i.i.d. side lengths of a submesh), {@code size} (processor counts) or
     *                     {@code dimension} (subcube dimensions: 2^d processors)
     * @param distribution {@code uniform}, {@code normal} or {@code exponential}
     * @param lo           smallest value (uniform) / lower truncation bound
     * @param hi           largest value (uniform) / upper truncation bound
     * @param mean         mean (normal, exponential)
     * @param sd           standard deviation (normal)
     * @param dimensions   side count of shaped jobs (2 or 3), else 0
     * @param memoryBound  probability that a job is memory-bound (directives)
     * @param commBound    probability that a job is communication-bound (directives)
     * @param demandLoad   whether a job's service time is its whole demand (a job structure: the size is its
     *                     maximum parallelism), so that {@code load U} gives {@code λ = U·P/E[D]} (Dandamudi and Yu
     *                     §3.2; Corbalán Fig. 3.3) instead of Kim and Yoon's {@code λ = ρ·N/(m·r)}
     * @param structure    the workload's job structure trait, or {@code null} for rigid jobs: a space-sharing
     *                     structure's synchronisation work counts in the offered utilisation (Dandamudi and Yu §3.2)
     */
    public record SyntheticPlan(String arrivals, Value arrivalCv, String intensity, Value intensityValue,
            String service, Value serviceMean, Value serviceCv, String sizes, String distribution, int lo, int hi,
            Value mean, Value sd, int dimensions, Value memoryBound, Value commBound, boolean demandLoad,
            StagePlan structure)
            implements WorkloadPlan {
    }
}

package org.partita.dsl.interpreter;

import java.io.File;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.experiment.RunModels;
import org.partita.core.metrics.Metric;
import org.partita.dsl.catalog.Catalog;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.SpeedupPoint;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.SubmitFor;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Timeline;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;
import org.partita.dsl.model.TopologyRules;

/**
 * Resolves a validated experiment into a {@link Scenario}: {@code extends}, references and {@code set} overrides
 * followed, units converted to base units (seconds, fractions), defaults filled in from the {@link Catalog} (and so
 * from the papers), sweep points expanded.
 *
 * <p>Defaults: 10,000 measured jobs after 1,000 warm-up completions (Chang97 Table 3.1) when a synthetic workload
 * gives neither {@code jobs} nor {@code stop at}; a trace is replayed whole. Service {@code exponential mean 5 s}
 * (Chang97 Table 3.1). Sizes: {@code sides uniform 1 to L} on a mesh or torus (L its shortest side),
 * {@code dimension uniform 0 to n} on an n-cube, {@code size uniform 1 to P} elsewhere. One replication, seed 0,
 * 95 % confidence; a {@code within} rule without {@code of} watches {@code response}. Without {@code measure}, every
 * deterministic metric is reported.
 */
public final class ScenarioBuilder {

    /** Defaults of Chang97 Table 3.1. */
    public static final long DEFAULT_JOBS = 10_000;
    public static final long DEFAULT_WARMUP = 1_000;

    private final Experiment experiment;
    private final Map<String, Values> overrides = new LinkedHashMap<>();

    private ScenarioBuilder(Experiment experiment) {
        this.experiment = experiment;
        for (ParameterOverride o : Models.overrides(experiment)) {
            overrides.putIfAbsent(o.getName(), o.getValue()); // nearest first
        }
    }

    /**
     * The scenario of a validated experiment without {@link RunSupport} problems.
     *
     * @throws IllegalArgumentException naming the construct when the experiment cannot be run (validation should
     *                                  have said so)
     */
    public static Scenario build(Experiment e) {
        List<RunSupport.Problem> problems = RunSupport.problems(e);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(problems.get(0).message());
        }
        return new ScenarioBuilder(e).build();
    }

    private Scenario build() {
        MachineSpec spec = Models.machine(experiment);
        Scenario.MachinePlan machine;
        org.partita.core.machine.Topology topology;
        TopologyKind sizeKind;
        List<Integer> sizeDims;
        if (spec instanceof Topology t) {
            machine = plan(t);
            topology = CoreModels.topology(t);
            sizeKind = t.getKind();
            sizeDims = t.getDims();
        } else if (spec instanceof Grid g) {
            List<Scenario.ClusterPlan> clusters = new ArrayList<>();
            long total = 0;
            for (Cluster c : g.getClusters()) {
                clusters.add(new Scenario.ClusterPlan(c.getName(), plan(c.getTopology())));
                total += (long) TopologyRules.size(c.getTopology());
            }
            List<Scenario.LinkPlan> links = new ArrayList<>();
            for (Link l : g.getLinks()) {
                links.add(new Scenario.LinkPlan(l.getFrom().getName(), l.getTo().getName(),
                        new BigDecimal(l.getBandwidth()).doubleValue()));
            }
            machine = new Scenario.MachinePlan(Scenario.MachinePlan.GRID, List.of(), 1, clusters, links);
            // a grid is sized as a pool of all its processors (sizes, loads, the rigid engine's checks)
            topology = org.partita.core.machine.Topology.pool((int) total);
            sizeKind = TopologyKind.POOL;
            sizeDims = List.of((int) total);
        } else {
            throw new IllegalArgumentException("experiment '" + experiment.getName() + "' has no machine");
        }
        WorkloadSpec w = Models.workload(experiment);
        if (w == null) {
            throw new IllegalArgumentException("experiment '" + experiment.getName() + "' has no workload");
        }
        String shapeRule = "square";
        long warmup = -1;
        long measured = -1;
        double stop = Double.POSITIVE_INFINITY;
        double window = Double.POSITIVE_INFINITY;
        double horizon = Double.NaN;
        for (WorkloadStatement st : statements(w)) {
            if (st instanceof Jobs j) {
                measured = j.getCount();
                warmup = j.getWarmup();
            } else if (st instanceof StopAt s) {
                stop = base(s.getTime()).doubleValue();
            } else if (st instanceof SubmitFor s) {
                window = base(s.getTime()).doubleValue();
            } else if (st instanceof org.partita.dsl.partita.Horizon h) {
                horizon = base(h.getTime()).doubleValue();
            } else if (st instanceof Setting s && s.getKey() == SettingKey.SHAPES) {
                shapeRule = s.getSpec().getName();
            }
        }
        boolean trace = w instanceof Trace;
        if (measured < 0) {
            boolean bounded = trace || stop != Double.POSITIVE_INFINITY || window != Double.POSITIVE_INFINITY;
            measured = bounded ? 0 : DEFAULT_JOBS;
            warmup = bounded ? 0 : DEFAULT_WARMUP;
        }
        Scenario.WorkloadPlan workload = trace ? tracePlan((Trace) w) : mix((Synthetic) w);
        if (workload == null) {
            workload = synthetic((Synthetic) w, sizeKind, sizeDims);
        }
        Scenario.TraitsPlan traits = traits(w);
        List<Scenario.PipelinePlan> pipelines = new ArrayList<>();
        for (PipelineDef p : Models.pipelines(experiment)) {
            CoreModels.QueueChoice queue = CoreModels.queue(p);
            String why = CoreModels.checkQueue(queue);
            if (why != null) {
                throw new IllegalArgumentException("pipeline '" + p.getName() + "': " + why);
            }
            CoreModels.AllocatorChoice a = CoreModels.allocator(p, topology);
            // swept parameters become $name, resolved by the core at each sweep point
            org.partita.dsl.partita.Stage qs = CoreModels.stage(p, org.partita.dsl.partita.StageKind.QUEUE);
            org.partita.dsl.partita.Stage as = CoreModels.stage(p, org.partita.dsl.partita.StageKind.ALLOCATE);
            org.partita.dsl.partita.Stage ms = CoreModels.stage(p, org.partita.dsl.partita.StageKind.MIGRATE);
            queue = new CoreModels.QueueChoice(queue.name(),
                    CoreModels.withSweepVariables(qs == null ? null : qs.getSpec(), queue.params()));
            Map<String, String> allocParams = CoreModels.withSweepVariables(as == null ? null : as.getSpec(),
                    a.params());
            a = new CoreModels.AllocatorChoice(a.name(),
                    CoreModels.withSweepVariables(ms == null ? null : ms.getSpec(), allocParams));
            List<Scenario.StagePlan> stages = new ArrayList<>();
            for (org.partita.dsl.partita.Stage st : p.getStages()) {
                String kind = st.getKind().getLiteral();
                if (RunModels.STAGE_KINDS.contains(kind) && st.getSpec() != null) {
                    stages.add(stagePlan(kind, st.getSpec(), false));
                }
            }
            pipelines.add(new Scenario.PipelinePlan(p.getName(), queue.name(), a.name(), a.params(), shapeRule,
                    queue.params(), stages));
        }
        List<String> variables = Sweeps.effectiveVariables(experiment);
        Map<String, Values> values = Sweeps.effectiveValues(experiment);
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (String v : variables) {
            List<List<String>> next = new ArrayList<>();
            List<String> expanded = expand(values.get(v));
            for (List<String> prefix : points) {
                for (String x : expanded) {
                    List<String> p = new ArrayList<>(prefix);
                    p.add(x);
                    next.add(p);
                }
            }
            points = next;
        }
        Replications r = Models.replications(experiment);
        Scenario.ReplicationsPlan reps;
        long seed = 0;
        if (r == null) {
            reps = new Scenario.ReplicationsPlan(1, 1, 0.95, 0, Metric.RESPONSE);
        } else {
            double confidence = r.getConfidence() == null ? 0.95 : base(r.getConfidence()).doubleValue();
            double within = r.getWithin() == null ? 0 : base(r.getWithin()).doubleValue();
            Metric target = r.getTarget() == null ? Metric.RESPONSE : metric(r.getTarget());
            int max = Math.max(r.getMax(), r.getCount()); // 0 when not written
            reps = within > 0 && max > r.getCount()
                    ? new Scenario.ReplicationsPlan(r.getCount(), max, confidence, within, target)
                    : new Scenario.ReplicationsPlan(r.getCount(), r.getCount(), confidence, 0, Metric.RESPONSE);
            seed = r.getSeed();
        }
        List<Metric> columns = new ArrayList<>();
        for (String m : Models.measured(experiment)) {
            Metric x = metric(m);
            if (!columns.contains(x)) {
                columns.add(x);
            }
        }
        if (columns.isEmpty()) {
            columns.addAll(Metric.defaultColumns(!Double.isNaN(horizon), false));
        }
        List<Scenario.ChartPlan> charts = new ArrayList<>();
        for (Chart c : Models.charts(experiment)) {
            if (TimelineRecorder.TIME.equals(c.getVariable())) {
                charts.add(new Scenario.ChartPlan(c.getTitle(), null, c.getVariable(), null,
                        c.getMetric().replace('-', '_')));
            } else {
                charts.add(new Scenario.ChartPlan(c.getTitle(), metric(c.getMetric()), c.getVariable(),
                        c.getClassBy(), null));
            }
        }
        Timeline sampled = Models.effective(experiment, Timeline.class);
        double timeline = sampled == null ? Double.NaN : base(sampled.getStep()).doubleValue();
        Measure measure = Models.effective(experiment, Measure.class);
        Scenario.ClassesPlan classes = measure == null || measure.getClassBy() == null ? null
                : new Scenario.ClassesPlan(measure.getClassBy(), measure.getBounds());
        return new Scenario(experiment.getName(), machine, pipelines, variables, points, workload, warmup, measured,
                stop, reps, seed, columns, columns.contains(Metric.SEARCH_NANOS), charts, traits, window, horizon,
                ClaimsBuilder.claims(experiment), classes, timeline);
    }

    /** The application mix of a workload whose speedup tables give time, request and share, else {@code null}. */
    private Scenario.MixPlan mix(Synthetic w) {
        List<Scenario.ApplicationPlan> apps = new ArrayList<>();
        Spec arrivals = null;
        int unnamed = 0;
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s && s.getKey() == SettingKey.ARRIVALS) {
                arrivals = s.getSpec();
            } else if (st instanceof SpeedupTable t) {
                String name = t.getName() != null ? t.getName() : "app" + (++unnamed);
                if (t.getParams().isEmpty()) {
                    continue;
                }
                double time = 0;
                int request = 0;
                double share = 0;
                for (Param p : t.getParams()) {
                    BigDecimal v = base(p.getValue().getFirst());
                    switch (p.getName()) {
                        case "time" -> time = v.doubleValue();
                        case "request" -> request = v.intValueExact();
                        default -> share = v.doubleValue();
                    }
                }
                apps.add(new Scenario.ApplicationPlan(name, time, request, share));
            }
        }
        if (apps.isEmpty()) {
            return null;
        }
        if (arrivals == null) {
            throw new IllegalArgumentException("the workload has no arrival process");
        }
        return new Scenario.MixPlan(param(arrivals, "load"), optional(arrivals, "processors"), apps);
    }

    private static Scenario.MachinePlan plan(Topology t) {
        return new Scenario.MachinePlan(t.getKind().name(), t.getDims(),
                t.getSpeed() == null ? 1 : new BigDecimal(t.getSpeed()).doubleValue());
    }

    /**
     * A stage or workload trait as written: its parameters in base units. A trait's parameters may be overridden
     * by {@code set} and swept; a swept one becomes {@code $name}, resolved by the core at each sweep point.
     */
    private Scenario.StagePlan stagePlan(String kind, Spec spec, boolean trait) {
        Map<String, String> params = new LinkedHashMap<>(CoreModels.withSweepVariables(spec,
                CoreModels.numericParams(spec)));
        Catalog.Entry entry = trait ? Catalog.get(kind, spec.getName()) : null;
        if (entry != null) {
            for (Catalog.Param p : entry.params()) {
                Value v = p.dimension() == Catalog.Dimension.WORD ? null : optional(spec, p.name());
                if (v != null) {
                    params.put(p.name(), v.isVariable() ? "$" + v.variable() : text(v.constant()));
                }
            }
        }
        return new Scenario.StagePlan(kind, spec.getName(), params);
    }

    /** The workload's structure, speedup curves and task-graph generator. */
    private Scenario.TraitsPlan traits(WorkloadSpec w) {
        Scenario.StagePlan structure = null;
        Scenario.StagePlan graphs = null;
        Map<String, List<Double>> speedups = new LinkedHashMap<>();
        int unnamed = 0;
        for (WorkloadStatement st : statements(w)) {
            if (st instanceof Setting s && s.getSpec() != null && s.getKey() == SettingKey.STRUCTURE
                    && !"rigid".equals(s.getSpec().getName())) {
                structure = stagePlan("structure", s.getSpec(), true);
            } else if (st instanceof Setting s && s.getSpec() != null && s.getKey() == SettingKey.GRAPHS) {
                graphs = stagePlan("graphs", s.getSpec(), true);
            } else if (st instanceof SpeedupTable t) {
                List<Double> points = new ArrayList<>();
                for (SpeedupPoint p : t.getPoints()) {
                    points.add((double) p.getProcessors());
                    points.add(new BigDecimal(p.getSpeedup()).doubleValue());
                }
                speedups.put(t.getName() != null ? t.getName() : "app" + (++unnamed), points);
            }
        }
        return new Scenario.TraitsPlan(structure, speedups, graphs);
    }

    private Scenario.TracePlan tracePlan(Trace t) {
        File f = Models.resolve(t, t.getPath());
        boolean actual = false;
        for (WorkloadStatement st : t.getStatements()) {
            if (st instanceof Setting s && s.getKey() == SettingKey.ESTIMATES && s.getSpec() != null) {
                actual = "actual".equals(s.getSpec().getName());
            }
        }
        return new Scenario.TracePlan((f == null ? new File(t.getPath()) : f).getAbsoluteFile().toPath().normalize()
                .toString(), actual);
    }

    private Scenario.SyntheticPlan synthetic(Synthetic w, TopologyKind k, List<Integer> machineDims) {
        Spec arrivals = null;
        Spec service = null;
        Setting sizes = null;
        Spec directives = null;
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s) {
                switch (s.getKey()) {
                    case ARRIVALS -> arrivals = s.getSpec();
                    case SERVICE -> service = s.getSpec();
                    case SIDES, SIZE, DIMENSION -> sizes = s;
                    case DIRECTIVES -> directives = s.getSpec();
                    default -> {
                    }
                }
            }
        }
        if (arrivals == null) {
            throw new IllegalArgumentException("the workload has no arrival process");
        }
        String intensity = null;
        for (String n : List.of("load", "rate", "traffic")) {
            if (overrides.containsKey(n)) {
                intensity = n;
            }
        }
        for (String n : List.of("load", "rate", "traffic")) {
            if (intensity == null && Models.paramValues(arrivals, n) != null) {
                intensity = n;
            }
        }
        if (intensity == null) {
            throw new IllegalArgumentException("the arrivals have no load, rate or traffic");
        }
        String serviceName = service == null ? "exponential" : service.getName();
        Value serviceMean = service == null ? Value.of(5) : param(service, "mean");
        Value serviceCv = "hyperexponential".equals(serviceName) ? param(service, "cv") : Value.of(1);
        Value arrivalCv = "hyperexponential".equals(arrivals.getName()) ? param(arrivals, "cv") : Value.of(1);

        boolean meshLike = k == TopologyKind.MESH || k == TopologyKind.TORUS;
        String sizeKey = sizes != null ? sizes.getKey().getLiteral()
                : meshLike ? "sides" : k == TopologyKind.HYPERCUBE ? "dimension" : "size";
        int limit;
        int lowest;
        int dims = 0;
        switch (sizeKey) {
            case "sides" -> {
                limit = machineDims.stream().mapToInt(Integer::intValue).min().orElseThrow();
                lowest = 1;
                dims = machineDims.size();
            }
            case "dimension" -> {
                limit = machineDims.get(0);
                lowest = 0;
            }
            default -> {
                limit = (int) TopologyRules.size(k, machineDims);
                lowest = 1;
            }
        }
        String dist = sizes == null ? "uniform" : sizes.getSpec().getName();
        int lo = lowest;
        int hi = limit;
        Value mean = Value.of(BigDecimal.valueOf(lowest + limit).divide(BigDecimal.valueOf(2)));
        Value sd = Value.of(0);
        if (sizes != null) {
            Spec s = sizes.getSpec();
            if ((dist.equals("uniform") || dist.equals("normal")) && s.getValue() != null) {
                Values range = s.getValue();
                lo = base(range.getFirst()).intValueExact();
                hi = base(range.getLast() != null ? range.getLast() : range.getFirst()).intValueExact();
                mean = Value.of(BigDecimal.valueOf(lo + hi).divide(BigDecimal.valueOf(2)));
            }
            if (!dist.equals("uniform")) {
                Value m = optional(s, "mean");
                mean = m == null ? mean : m;
                if (dist.equals("normal")) {
                    sd = param(s, "sd");
                }
            }
        }
        Value mm = directives == null ? Value.of(0) : param(directives, "mm");
        Value cm = directives == null ? Value.of(0) : param(directives, "cm");
        boolean demandLoad = w.getStatements().stream().anyMatch(st -> st instanceof Setting s
                && s.getKey() == SettingKey.STRUCTURE && s.getSpec() != null
                && !"rigid".equals(s.getSpec().getName()));
        return new Scenario.SyntheticPlan(arrivals.getName(), arrivalCv, intensity, param(arrivals, intensity),
                serviceName, serviceMean, serviceCv, sizeKey, dist, lo, hi, mean, sd, dims, mm, cm, demandLoad,
                traits(w).structure());
    }

    /** A parameter of {@code spec}: overridden, written, or the catalog's default. */
    private Value param(Spec spec, String name) {
        Value v = optional(spec, name);
        if (v != null) {
            return v;
        }
        Catalog.Param cp = Models.catalogParam(spec, name);
        if (cp == null || cp.defaultValue() == null) {
            throw new IllegalArgumentException("'" + spec.getName() + "' needs '" + name + "'");
        }
        String[] parts = cp.defaultValue().trim().split("\\s+");
        return Value.of(convert(new BigDecimal(parts[0]), parts.length > 1 ? parts[1] : null));
    }

    private Value optional(Spec spec, String name) {
        Values v = overrides.containsKey(name) ? overrides.get(name) : Models.paramValues(spec, name);
        if (v == null) {
            return null;
        }
        return Models.isSweep(v) ? Value.variable(name) : Value.of(base(v.getFirst()));
    }

    /** The values of a sweep, in base units, as plain decimals. */
    public static List<String> expand(Values v) {
        List<String> out = new ArrayList<>();
        if (v.getStep() != null) {
            Models.expand(v); // refuses a step <= 0, a backward range and too many values (a half-typed step is 0)
            BigDecimal first = base(v.getFirst());
            BigDecimal last = base(v.getLast());
            BigDecimal step = base(v.getStep());
            for (BigDecimal x = first; x.compareTo(last) <= 0; x = x.add(step)) {
                out.add(text(x));
            }
            return out;
        }
        out.add(text(base(v.getFirst())));
        for (Quantity q : v.getMore()) {
            out.add(text(base(q)));
        }
        return out;
    }

    private static String text(BigDecimal x) {
        return x.signum() == 0 ? "0" : x.stripTrailingZeros().toPlainString();
    }

    /** A quantity in base units: seconds for times, fractions for percentages. */
    public static BigDecimal base(Quantity q) {
        return convert(new BigDecimal(q.getValue()), q.getUnit());
    }

    private static BigDecimal convert(BigDecimal v, String unit) {
        if (unit == null) {
            return v;
        }
        return switch (unit) {
            case "%" -> v.movePointLeft(2);
            case "ms" -> v.movePointLeft(3);
            case "min" -> v.multiply(BigDecimal.valueOf(60));
            case "h" -> v.multiply(BigDecimal.valueOf(3600));
            default -> v;
        };
    }

    /** The core metric of a metric name of the language ({@code allocation-miss}, {@code search-cost}, …). */
    public static Metric metric(String name) {
        return switch (name) {
            case "response" -> Metric.RESPONSE;
            case "wait" -> Metric.WAIT;
            case "bounded-slowdown" -> Metric.BOUNDED_SLOWDOWN;
            case "asqt" -> Metric.ASQT;
            case "utilization" -> Metric.UTILIZATION;
            case "internal-fragmentation" -> Metric.INTERNAL_FRAGMENTATION;
            case "external-fragmentation" -> Metric.EXTERNAL_FRAGMENTATION;
            case "allocation-miss" -> Metric.ALLOCATION_MISS;
            case "makespan" -> Metric.MAKESPAN;
            case "throughput" -> Metric.THROUGHPUT;
            case "search-cost" -> Metric.SEARCH_COST;
            case "search-time" -> Metric.SEARCH_NANOS;
            case "migrations" -> Metric.MIGRATIONS;
            case "rejected" -> Metric.REJECTED;
            case "jobs" -> Metric.JOBS;
            default -> Metric.parse(name); // the run models' metrics, under their hyphenated column names
        };
    }

    private static List<WorkloadStatement> statements(WorkloadSpec w) {
        return w instanceof Synthetic s ? s.getStatements() : ((Trace) w).getStatements();
    }
}

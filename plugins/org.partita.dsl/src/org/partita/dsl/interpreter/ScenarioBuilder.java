package org.partita.dsl.interpreter;

import java.math.BigDecimal;
import java.util.ArrayList;
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
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.SubmitFor;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Timeline;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

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
    private final SpecParameters params;
    private final WorkloadPlans workloads;

    private ScenarioBuilder(Experiment experiment) {
        this.experiment = experiment;
        this.params = new SpecParameters(experiment);
        this.workloads = new WorkloadPlans(params);
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
        ResolvedMachine resolved = ResolvedMachine.of(experiment);
        Scenario.MachinePlan machine = resolved.plan();
        org.partita.core.machine.Topology topology = resolved.topology();
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
        for (WorkloadStatement st : WorkloadPlans.statements(w)) {
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
        Scenario.WorkloadPlan workload = trace ? workloads.trace((Trace) w) : workloads.mix((Synthetic) w);
        if (workload == null) {
            workload = workloads.synthetic((Synthetic) w, resolved.sizeKind(), resolved.sizeDims());
        }
        Scenario.TraitsPlan traits = workloads.traits(w);
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
                    stages.add(params.stagePlan(kind, st.getSpec(), false));
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
            reps = r.isUntilDecided() && max > r.getCount()
                    ? new Scenario.ReplicationsPlan(r.getCount(), max, confidence, 0, Metric.RESPONSE, true)
                    : within > 0 && max > r.getCount()
                            ? new Scenario.ReplicationsPlan(r.getCount(), max, confidence, within, target)
                            : new Scenario.ReplicationsPlan(r.getCount(), r.getCount(), confidence, 0,
                                    Metric.RESPONSE);
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

    /** The values of a sweep, in base units, as plain decimals. */
    public static List<String> expand(Values v) {
        return BaseUnits.expand(v);
    }

    /** A quantity in base units: seconds for times, fractions for percentages. */
    public static BigDecimal base(Quantity q) {
        return BaseUnits.base(q);
    }

    /** The core metric of a metric name of the language ({@code allocation-miss}, {@code search-cost}, …). */
    public static Metric metric(String name) {
        return MetricNames.metric(name);
    }
}

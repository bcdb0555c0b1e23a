package org.partita.dsl.interpreter;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.partita.core.experiment.StandardStrategies;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioBuilder;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.catalog.Catalog;
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
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.SubmitFor;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Timeline;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * Reads a validated experiment into the core's {@link ScenarioBuilder}: {@code extends}, references and {@code set}
 * overrides followed, units converted to base units (seconds, fractions), the workload's defaults filled in from the
 * {@link Catalog} (and so from the papers). What the file leaves unsaid about run control, replications and measures
 * is left to the builder's defaults.
 *
 * <p>Workload defaults: service {@code exponential mean 5 s} (Chang97 Table 3.1). Sizes: {@code sides uniform 1 to L}
 * on a mesh or torus (L its shortest side), {@code dimension uniform 0 to n} on an n-cube, {@code size uniform 1 to P}
 * elsewhere. A {@code within} rule without {@code of} watches {@code response}.
 */
public final class ScenarioReader {

    private final Experiment experiment;
    private final StrategyRegistry strategies;
    private final Catalog catalog;
    private final SpecParameters params;
    private final WorkloadPlans workloads;

    private ScenarioReader(Experiment experiment, Catalog catalog) {
        this.experiment = experiment;
        this.strategies = catalog.strategies();
        this.catalog = catalog;
        this.params = new SpecParameters(experiment, catalog);
        this.workloads = new WorkloadPlans(params);
    }

    /**
     * The scenario of a validated experiment without {@link RunSupport} problems.
     *
     * @throws IllegalArgumentException naming the construct when the experiment cannot be run (validation should
     *                                  have said so)
     */
    public static Scenario read(Experiment e) {
        return read(e, StandardStrategies.shared());
    }

    /**
     * {@link #read(Experiment)} for a run with {@code strategies}: the file is read against that registry's
     * catalog and a pipeline's queue discipline is checked against the registry, so a strategy only it holds is read
     * like a built-in one.
     *
     * @throws IllegalArgumentException naming the construct when the experiment cannot be run
     */
    public static Scenario read(Experiment e, StrategyRegistry strategies) {
        return read(e, Catalog.of(strategies));
    }

    /**
     * {@link #read(Experiment, StrategyRegistry)} against {@code catalog} and its registry (the language's injected
     * one, when a validator reads a file as a run would).
     *
     * @throws IllegalArgumentException naming the construct when the experiment cannot be run
     */
    public static Scenario read(Experiment e, Catalog catalog) {
        List<RunSupport.Problem> problems = RunSupport.problems(e, catalog.runModels());
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(problems.get(0).message());
        }
        return new ScenarioReader(e, catalog).read();
    }

    private Scenario read() {
        ScenarioBuilder b = new ScenarioBuilder(experiment.getName());
        ResolvedMachine resolved = ResolvedMachine.of(experiment);
        b.machine(resolved.plan());
        WorkloadSpec w = Models.workload(experiment);
        if (w == null) {
            throw new IllegalArgumentException("experiment '" + experiment.getName() + "' has no workload");
        }
        String shapeRule = "square";
        for (WorkloadStatement st : WorkloadPlans.statements(w)) {
            if (st instanceof Jobs j) {
                b.jobs(j.getCount(), j.getWarmup());
            } else if (st instanceof StopAt s) {
                b.stopAt(base(s.getTime()).doubleValue());
            } else if (st instanceof SubmitFor s) {
                b.submitFor(base(s.getTime()).doubleValue());
            } else if (st instanceof org.partita.dsl.partita.Horizon h) {
                b.horizon(base(h.getTime()).doubleValue());
            } else if (st instanceof Setting s && s.getKey() == SettingKey.SHAPES) {
                shapeRule = s.getSpec().getName();
            }
        }
        Scenario.WorkloadPlan workload = w instanceof Trace t ? workloads.trace(t) : workloads.mix((Synthetic) w);
        if (workload == null) {
            workload = workloads.synthetic((Synthetic) w, resolved.sizeKind(), resolved.sizeDims());
        }
        b.workload(workload).traits(workloads.traits(w));
        for (PipelineDef p : Models.pipelines(experiment)) {
            b.pipeline(pipeline(p, shapeRule));
        }
        Map<String, Values> values = Sweeps.effectiveValues(catalog, experiment);
        for (String v : Sweeps.effectiveVariables(catalog, experiment)) {
            b.sweep(v, expand(values.get(v)));
        }
        Replications r = Models.replications(experiment);
        if (r != null) {
            b.replications(replications(r)).seed(r.getSeed());
        }
        for (String m : Models.measured(experiment)) {
            b.measure(metric(m));
        }
        for (Chart c : Models.charts(experiment)) {
            b.chart(TimelineRecorder.TIME.equals(c.getVariable())
                    ? new Scenario.ChartPlan(c.getTitle(), null, c.getVariable(), null, c.getMetric().replace('-', '_'))
                    : new Scenario.ChartPlan(c.getTitle(), metric(c.getMetric()), c.getVariable(), c.getClassBy(),
                            null));
        }
        Timeline sampled = Models.effective(experiment, Timeline.class);
        if (sampled != null) {
            b.timeline(base(sampled.getStep()).doubleValue());
        }
        Measure measure = Models.effective(experiment, Measure.class);
        if (measure != null && measure.getClassBy() != null) {
            b.classes(new Scenario.ClassesPlan(measure.getClassBy(), measure.getBounds()));
        }
        return b.claims(ClaimsBuilder.claims(experiment)).build();
    }

    /**
     * A pipeline as the core names it: one stage plan per stage written, in the order written (the queue discipline
     * under its core name, {@code allocate X over B} with the parameter {@code base=B}); swept parameters become
     * {@code $name}, resolved by the core per point. The core supplies what is not written (its default allocator,
     * fcfs) and makes a {@code migrate} stage the allocator's wrapper.
     */
    private Scenario.PipelinePlan pipeline(PipelineDef p, String shapeRule) {
        CoreModels.QueueChoice queue = CoreModels.queue(catalog, p);
        String why = CoreModels.checkQueue(queue, strategies);
        if (why != null) {
            throw new IllegalArgumentException("pipeline '" + p.getName() + "': " + why);
        }
        List<Scenario.StagePlan> stages = new java.util.ArrayList<>();
        for (Stage st : p.getStages()) {
            Spec spec = st.getSpec();
            if (spec == null) {
                continue;
            }
            String kind = st.getKind().getLiteral();
            stages.add(switch (st.getKind()) {
                case QUEUE -> new Scenario.StagePlan(kind, queue.name(),
                        CoreModels.withSweepVariables(catalog, spec, queue.params()));
                case ALLOCATE -> {
                    CoreModels.AllocatorChoice a = CoreModels.allocateChoice(catalog, spec);
                    yield new Scenario.StagePlan(kind, a.name(), CoreModels.withSweepVariables(catalog, spec,
                            a.params()));
                }
                default -> params.stagePlan(kind, spec, false);
            });
        }
        return new Scenario.PipelinePlan(p.getName(), shapeRule, stages);
    }

    /** Fixed, sequential ({@code within}) or until-decided replications. */
    private static Scenario.ReplicationsPlan replications(Replications r) {
        double confidence = r.getConfidence() == null ? 0.95 : base(r.getConfidence()).doubleValue();
        double within = r.getWithin() == null ? 0 : base(r.getWithin()).doubleValue();
        Metric target = r.getTarget() == null ? Metric.RESPONSE : metric(r.getTarget());
        int max = Math.max(r.getMax(), r.getCount()); // 0 when not written
        if (r.isUntilDecided() && max > r.getCount()) {
            return new Scenario.ReplicationsPlan(r.getCount(), max, confidence, 0, Metric.RESPONSE, true);
        }
        return within > 0 && max > r.getCount()
                ? new Scenario.ReplicationsPlan(r.getCount(), max, confidence, within, target)
                : new Scenario.ReplicationsPlan(r.getCount(), r.getCount(), confidence, 0, Metric.RESPONSE);
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

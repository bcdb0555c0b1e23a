package org.partita.core.experiment;

import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.rigid.Allocation;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyDescriptor.Trait;

/**
 * What the runs of an experiment depend on, as text: the results store's fingerprint ({@link #experiment()}) and a
 * shared run's definition ({@link #run}) are both built here, from the same lines.
 *
 * <p>A strategy is described by its <em>effective</em> parameters: every parameter its descriptor declares, with
 * the default filled in where the file does not write it, and every parameter written. So a pipeline that writes a
 * default and one that leaves it out describe the same runs, and a changed default changes the description: a
 * stored run simulated under the former default is never taken for one under the new. Numbers are written in one
 * form ({@code 4}, {@code 4.0} and {@code 4e0} are one value). A wrapper's parameters include its base's.
 */
public final class RunDescription {

    private final Experiment experiment;
    private final ExperimentRunner.Options options;
    /** The run's models: the stage policies' and workload traits' descriptors, and the registry they come from. */
    private final RunModels models;

    /** The description of {@code experiment}'s runs with the strategies of {@code models} (the runner's own). */
    public RunDescription(Experiment experiment, RunModels models, ExperimentRunner.Options options) {
        this.experiment = experiment;
        this.models = models;
        this.options = options;
    }

    /**
     * What must not change between a run and its resumption, the store's fingerprint: the experiment's name, every
     * pipeline, every sweep point, its replication rule, and what every run shares ({@link #setting}).
     */
    public String experiment() {
        StringBuilder s = new StringBuilder();
        s.append("experiment=").append(experiment.name()).append('\n');
        for (Pipeline p : experiment.pipelines()) {
            s.append("pipeline=").append(pipeline(p)).append('\n');
        }
        for (SweepPoint p : experiment.points()) {
            s.append("point=").append(p.variables()).append('\n');
        }
        s.append("replications=").append(experiment.replications()).append('\n');
        setting(s);
        return s.toString();
    }

    /**
     * Everything run {@code k}'s stored files depend on: its pipeline (its name too: it names the allocator's random
     * stream and the rows' pipeline column), its sweep point (its index names the random streams, its values fill
     * the rows), its replication, whether it writes placement rows, and what every run shares ({@link #setting}).
     * Not the experiment's name, its other pipelines and points, its replication rule or what it measures and
     * claims.
     */
    public String run(RunKey k, boolean placementsCsv) {
        SweepPoint point = experiment.points().get(k.point());
        StringBuilder s = new StringBuilder();
        s.append("pipeline=").append(pipeline(experiment.pipelines().get(k.pipeline()))).append('\n');
        s.append("point=").append(k.point()).append(' ').append(point.variables()).append('\n');
        s.append("replication=").append(k.replication()).append('\n');
        s.append("placements_csv=").append(placementsCsv).append('\n');
        setting(s);
        return s.toString();
    }

    /**
     * What every run of the experiment shares: the machine, the workload (its description), the workload's traits,
     * the simulation's configuration, seed and horizon, and the options that decide what a run records.
     */
    private void setting(StringBuilder s) {
        s.append("machine=").append(experiment.machine()).append('\n');
        s.append("workload=").append(experiment.workload()).append('\n');
        WorkloadTraits t = experiment.traits();
        s.append("structure=").append(t.structure() == null ? "-" : stage(t.structure())).append('\n');
        t.speedups().forEach((name, curve) -> s.append("speedup=").append(name).append(' ').append(curve)
                .append('\n'));
        s.append("graphs=").append(t.taskGraphs() == null ? "-" : stage(t.taskGraphs())).append('\n');
        s.append("config=").append(experiment.config()).append('\n');
        s.append("seed=").append(experiment.seed()).append('\n');
        s.append("horizon=").append(experiment.horizon()).append('\n');
        s.append("jobs_csv=").append(options.jobsCsv()).append('\n');
        s.append("check=").append(options.check()).append('\n');
        s.append("wall_clock=").append(options.wallClock()).append('\n');
        s.append("timeline=").append(options.timeline()).append('\n');
        s.append("classes=").append(options.classes()).append('\n');
    }

    /**
     * A pipeline by its stages, each strategy with its effective parameters, the queue discipline and the allocator
     * first (a {@code migrate} stage as the allocator it makes, {@link Allocation}), the run models' stages after in
     * the order written: {@code NAME shape=SQUARE queue fcfs {} allocate first-fit {} share pdgs {bounds=pdpa, …}}.
     * This is the text stored runs are found by: it must not change with the pipeline's form.
     */
    public String pipeline(Pipeline p) {
        StringBuilder s = new StringBuilder(p.name());
        s.append(" shape=").append(p.shapeRule() == null ? "-" : p.shapeRule().name());
        s.append(" queue ").append(p.queue()).append(' ')
                .append(effective(queue(p.queue()), p.queueParameters()));
        Allocation a = Allocation.of(p);
        s.append(" allocate ").append(a.allocator()).append(' ').append(allocatorParameters(a));
        for (Stage st : p.stages()) {
            if (!RIGID_STAGES.contains(Family.of(st.kind()))) {
                s.append(' ').append(stage(st));
            }
        }
        return s.toString();
    }

    /** The stages written as the queue discipline and the allocator. */
    private static final Set<Family> RIGID_STAGES = EnumSet.of(Family.QUEUE, Family.ALLOCATE,
            Family.MIGRATE);

    private String stage(Stage st) {
        return st.kind() + " " + st.policy() + " " + effective(models.descriptor(st.kind(), st.policy()),
                st.parameters());
    }

    /** The descriptor of queue discipline {@code name}, or {@code null}. */
    private StrategyDescriptor queue(String name) {
        return models.strategies().descriptor(Family.QUEUE, name);
    }

    /**
     * The allocator's effective parameters; a wrapper's include those of its base (the base it names, else its
     * default base) after its own, as the registry accepts them.
     */
    private Map<String, String> allocatorParameters(Allocation a) {
        StrategyDescriptor d = models.strategies().descriptor(Family.ALLOCATE, a.allocator());
        Map<String, String> out = effective(d, a.parameters());
        if (d != null && d.has(Trait.WRAPPER) && out.get("base") != null) {
            StrategyDescriptor base = models.strategies().descriptor(Family.ALLOCATE, out.get("base"));
            if (base != null && !base.has(Trait.WRAPPER)) {
                fill(out, base);
            }
        }
        return out;
    }

    /** {@code written} with the defaults of {@code d} filled in, sorted, numbers in one form. */
    private static Map<String, String> effective(StrategyDescriptor d, Map<String, String> written) {
        Map<String, String> out = new TreeMap<>();
        written.forEach((k, v) -> out.put(k, canonical(v)));
        if (d != null) {
            fill(out, d);
        }
        return out;
    }

    private static void fill(Map<String, String> out, StrategyDescriptor d) {
        for (Parameter p : d.parameters()) {
            if (p.defaultValue() != null) {
                out.putIfAbsent(p.name(), canonical(p.defaultValue()));
            }
        }
    }

    /** A number in one form ({@code 4.0} → {@code 4}); any other text as it is. */
    public static String canonical(String value) {
        String v = value.trim();
        try {
            return new BigDecimal(v).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return v;
        }
    }
}

package org.partita.core.scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.claims.UndecidedPoints;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.experiment.WindowedWorkload;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.RandomGrid;
import org.partita.core.machine.Topology;
import org.partita.core.malleable.CorbalanWorkload;
import org.partita.core.metrics.JobClasses;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.rigid.Allocation;
import org.partita.core.strategy.Family;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RejectionSink;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/**
 * The core's {@link Experiment} of a {@link Scenario}, and what a run of it needs besides (its grouping of jobs
 * into classes, its runner options): the one translation that the interpreter and generated Java both use.
 */
public final class ScenarioExperiment {

    private ScenarioExperiment() {
    }

    /** The core's experiment of {@code s}. */
    public static Experiment of(Scenario s) {
        Machine machine = machine(s);
        List<Pipeline> pipelines = new ArrayList<>();
        for (Scenario.PipelinePlan p : s.pipelines()) {
            pipelines.add(pipeline(p, s.machine()));
        }
        List<SweepPoint> points = new ArrayList<>();
        for (List<String> values : s.points()) {
            List<SweepPoint.Variable> vars = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                vars.add(new SweepPoint.Variable(s.variables().get(i), values.get(i)));
            }
            points.add(new SweepPoint(vars));
        }
        WorkloadFactory workload = switch (s.workload()) {
            case Scenario.TracePlan t -> new TraceWorkload(Path.of(t.path()), false, t.actualEstimates());
            case Scenario.MixPlan m -> new MixFactory(m, machine.size());
            case Scenario.SyntheticPlan p -> new SyntheticFactory(p, machine.size());
        };
        if (s.submitWindow() != Double.POSITIVE_INFINITY) {
            workload = new WindowedWorkload(workload, s.submitWindow());
        }
        SimulationConfig config = SimulationConfig.DEFAULT.withWarmup(s.warmup()).withMaxCompletions(s.measured())
                .withStopTime(s.stopTime()).withTimeAllocations(s.wallClock());
        Scenario.ReplicationsPlan r = s.replications();
        Replications reps = new Replications(r.min(), r.max(), r.confidence(), r.within(), r.target(),
                r.untilDecided());
        return new Experiment(s.name(), machine, pipelines, points, workload, config, reps, s.seed(), s.horizon(),
                traits(s.traits()));
    }

    /**
     * The runner options of {@code s} written into {@code out}: its columns, allocator timing, timeline step,
     * classes and the claims' stopping rule ({@code replications … until decided}); no {@code jobs.csv}, no
     * invariant checks, no progress, not resumed, runs kept only when {@code keep}.
     */
    public static ExperimentRunner.Options options(Scenario s, Path out, int threads, boolean keep) {
        return new ExperimentRunner.Options(out, false, threads, false, s.wallClock(), null, false, s.columns(), keep,
                s.timeline()).withClasses(classes(s)).withMore(new UndecidedPoints(s.claims()));
    }

    /**
     * The pipeline of {@code p}, stage for stage; without an {@code allocate} stage it runs the machine's default
     * allocator ({@link Allocation#defaultAllocator}; a grid counts as a pool of all its processors).
     */
    private static Pipeline pipeline(Scenario.PipelinePlan p, Scenario.MachinePlan machine) {
        List<Stage> stages = new ArrayList<>(p.stages().stream().map(ScenarioExperiment::stage).toList());
        if (stages.stream().noneMatch(st -> st.kind().equals(Family.ALLOCATE.word()))) {
            Topology t = machine.isGrid() ? Topology.pool(machine.nodes()) : topology(machine);
            stages.add(new Stage(Family.ALLOCATE.word(), Allocation.defaultAllocator(t), Map.of()));
        }
        return new Pipeline(p.name(), ShapeRule.parse(p.shapeRule()), stages);
    }

    private static Machine machine(Scenario s) {
        Scenario.MachinePlan mp = s.machine();
        if (mp.random() != null) {
            return mp.random().draw(new RandomStreams(s.seed()).stream(RandomGrid.STREAM));
        }
        if (mp.isGrid()) {
            List<Cluster> clusters = new ArrayList<>();
            for (Scenario.ClusterPlan c : mp.clusters()) {
                clusters.add(new Cluster(c.name(), topology(c.machine()), c.machine().speed()));
            }
            List<Link> links = new ArrayList<>();
            for (Scenario.LinkPlan l : mp.links()) {
                links.add(new Link(l.from(), l.to(), l.bandwidth()));
            }
            return Machine.grid(clusters, links);
        }
        Topology topology = topology(mp);
        return mp.speed() == 1.0 ? Machine.of(topology)
                : Machine.grid(List.of(new Cluster("main", topology, mp.speed())), List.of());
    }

    private static Topology topology(Scenario.MachinePlan mp) {
        int[] dims = mp.dims().stream().mapToInt(Integer::intValue).toArray();
        Topology.Kind kind = Topology.Kind.valueOf(mp.kind());
        return kind == Topology.Kind.HYPERCUBE ? Topology.hypercube(dims[0]) : new Topology(kind, dims);
    }

    private static Stage stage(Scenario.StagePlan p) {
        return p == null ? null : new Stage(p.kind(), p.policy(), p.parameters());
    }

    /** The core's workload traits of a plan. */
    private static WorkloadTraits traits(Scenario.TraitsPlan t) {
        if (t.isRigid()) {
            return WorkloadTraits.RIGID;
        }
        Map<String, SpeedupModel> speedups = new LinkedHashMap<>();
        t.speedups().forEach((name, points) -> speedups.put(name,
                SpeedupTable.of(points.stream().mapToDouble(Double::doubleValue).toArray())));
        return new WorkloadTraits(stage(t.structure()), speedups, stage(t.graphs()));
    }

    /**
     * The core's grouping of {@code measure … by}, or {@code null}: applications are labelled with the workload's
     * speedup curve names (application {@code i} is the {@code i}-th curve written).
     */
    public static JobClasses classes(Scenario s) {
        if (s.classes() == null) {
            return null;
        }
        return new JobClasses(JobClasses.Attribute.of(s.classes().attribute()),
                s.classes().bounds().stream().mapToInt(Integer::intValue).toArray(),
                List.copyOf(s.traits().speedups().keySet()), s.columns());
    }

    /**
     * How a generated workload describes itself: part of the results store's fingerprint, so that the interpreter
     * and generated code reuse each other's finished runs.
     */
    private static String description(Scenario.WorkloadPlan plan, int nodes) {
        return switch (plan) {
            case Scenario.MixPlan m -> String.format(Locale.ROOT, "mix %s on %d nodes", m, nodes);
            case Scenario.SyntheticPlan p -> String.format(Locale.ROOT, "synthetic %s on %d nodes", p, nodes);
            default -> throw new IllegalArgumentException("a trace describes itself: " + plan);
        };
    }

    /** The core's workload of an application mix at {@code point}. */
    private static CorbalanWorkload workload(Scenario.MixPlan plan, SweepPoint point, int nodes) {
        List<CorbalanWorkload.Application> apps = new ArrayList<>();
        for (int i = 0; i < plan.applications().size(); i++) {
            Scenario.ApplicationPlan a = plan.applications().get(i);
            apps.add(new CorbalanWorkload.Application(i + 1, a.time(), a.request(), a.share()));
        }
        int p = plan.processors() == null ? nodes : (int) plan.processors().at(point);
        return new CorbalanWorkload(apps, plan.load().at(point), p, Double.POSITIVE_INFINITY);
    }

    /**
     * An application mix: at each sweep point, the core's {@link CorbalanWorkload} with the point's load, the
     * formula's P ({@code processors}, else the machine's processor count), and no submission window of its own
     * ({@code submit for} sets one).
     */
    private record MixFactory(Scenario.MixPlan plan, int nodes) implements WorkloadFactory {
        @Override
        public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {
            return workload(plan, point, nodes).open(streams);
        }

        @Override
        public String toString() {
            return description(plan, nodes);
        }
    }

    /**
     * The synthetic workload: at each sweep point, {@link SyntheticWorkloads#create}; all randomness from the run's
     * streams. Its {@code toString} describes the plan (it is part of the resume fingerprint).
     */
    private record SyntheticFactory(Scenario.SyntheticPlan plan, int nodes) implements WorkloadFactory {
        @Override
        public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {
            return SyntheticWorkloads.create(plan, point, nodes).open(streams);
        }

        @Override
        public String toString() {
            return description(plan, nodes);
        }
    }
}

package org.partita.dsl.generator;

import static org.partita.dsl.generator.JavaExpressions.javaDouble;
import static org.partita.dsl.generator.JavaExpressions.map;
import static org.partita.dsl.generator.JavaExpressions.stage;
import static org.partita.dsl.generator.JavaExpressions.str;
import static org.partita.dsl.generator.JavaExpressions.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.Scenario;

/**
 * The generated {@code experiment()} method: machine, pipelines, sweep points, run control, replications, workload
 * and traits of the scenario, built through the core API.
 */
final class ExperimentCode {

    private ExperimentCode() {
    }

    /** {@code public static Experiment experiment()} of class {@code cls}. */
    static String method(Scenario s, String cls) {
        StringBuilder b = new StringBuilder();
        boolean trace = s.workload() instanceof Scenario.TracePlan;
        boolean window = s.submitWindow() != Double.POSITIVE_INFINITY;
        b.append("    /** The experiment: machine, pipelines, sweep points, workload, run control, replications. */\n");
        b.append("    public static Experiment experiment() {\n");
        Scenario.MachinePlan mp = s.machine();
        if (mp.random() != null) {
            var r = mp.random();
            b.append("        // a random grid drawn from the experiment's seed\n");
            b.append("        Machine machine = new RandomGrid(").append(r.nodes()).append(", ")
                    .append(javaDouble(r.speedMin())).append(", ").append(javaDouble(r.speedMax())).append(", ")
                    .append(javaDouble(r.bandwidthMin())).append(", ").append(javaDouble(r.bandwidthMax()))
                    .append(", ").append(javaDouble(r.links())).append(")\n                .draw(new RandomStreams(")
                    .append(s.seed()).append("L).stream(RandomGrid.STREAM));\n");
        } else if (mp.isGrid()) {
            List<String> cs = new ArrayList<>();
            for (Scenario.ClusterPlan c : mp.clusters()) {
                cs.add("\n                new Cluster(" + str(c.name()) + ", " + topology(c.machine()) + ", "
                        + javaDouble(c.machine().speed()) + ")");
            }
            List<String> ls = new ArrayList<>();
            for (Scenario.LinkPlan l : mp.links()) {
                ls.add("\n                new Link(" + str(l.from()) + ", " + str(l.to()) + ", "
                        + javaDouble(l.bandwidth()) + ")");
            }
            b.append("        Machine machine = Machine.grid(List.of(").append(String.join(",", cs))
                    .append("),\n            List.of(").append(String.join(",", ls)).append("));\n");
        } else {
            b.append("        Topology topology = ").append(topology(mp)).append(";\n");
            b.append("        Machine machine = ").append(mp.speed() == 1.0 ? "Machine.of(topology)"
                    : "Machine.grid(List.of(new Cluster(\"main\", topology, " + javaDouble(mp.speed())
                            + ")), List.of())").append(";\n");
        }
        b.append("        List<Pipeline> pipelines = List.of(\n");
        List<String> ps = new ArrayList<>();
        for (Scenario.PipelinePlan p : s.pipelines()) {
            String stageList = p.stages().isEmpty() ? "" : ",\n                        List.of("
                    + p.stages().stream().map(JavaExpressions::stage).collect(Collectors.joining(", ")) + ")";
            ps.add("                new Pipeline(" + str(p.name()) + ", " + str(p.queue()) + ", " + str(p.allocator())
                    + ", " + map(p.parameters()) + ", ShapeRule." + shapeConstant(p.shapeRule())
                    + (p.queueParameters().isEmpty() && stageList.isEmpty() ? "" : ",\n                        "
                            + map(p.queueParameters())) + stageList + ")");
        }
        b.append(String.join(",\n", ps)).append(");\n");
        b.append("        List<SweepPoint> points = List.of(");
        if (s.variables().isEmpty()) {
            b.append("SweepPoint.NONE);\n");
        } else {
            List<String> pts = new ArrayList<>();
            for (List<String> values : s.points()) {
                List<String> args = new ArrayList<>();
                for (int i = 0; i < values.size(); i++) {
                    args.add(str(s.variables().get(i)));
                    args.add(str(values.get(i)));
                }
                pts.add("\n                SweepPoint.of(" + String.join(", ", args) + ")");
            }
            b.append(String.join(",", pts)).append(");\n");
        }
        b.append("        SimulationConfig config = SimulationConfig.DEFAULT.withWarmup(").append(s.warmup())
                .append("L).withMaxCompletions(").append(s.measured()).append("L)\n                .withStopTime(")
                .append(javaDouble(s.stopTime())).append(").withTimeAllocations(").append(s.wallClock())
                .append(");\n");
        Scenario.ReplicationsPlan r = s.replications();
        b.append("        Replications replications = new Replications(").append(r.min()).append(", ").append(r.max())
                .append(", ").append(javaDouble(r.confidence())).append(", ").append(javaDouble(r.within()))
                .append(", Metric.").append(r.target().name()).append(r.untilDecided() ? ", true" : "").append(");\n");
        String workload = trace ? "new TraceWorkload(Path.of(" + str(((Scenario.TracePlan) s.workload()).path())
                + "), false, " + ((Scenario.TracePlan) s.workload()).actualEstimates() + ")"
                : "WorkloadFactory.described(\n                "
                        + str(Interpreter.description(s.workload(), WorkloadCode.nodes(mp)))
                        + ",\n                " + cls + "::open)";
        if (window) {
            workload = "new WindowedWorkload(" + workload + ", " + javaDouble(s.submitWindow()) + ")";
        }
        Scenario.TraitsPlan t = s.traits();
        if (!t.isRigid()) {
            b.append("        Map<String, SpeedupModel> speedups = new LinkedHashMap<>();\n");
            t.speedups().forEach((name, points) -> b.append("        speedups.put(").append(str(name))
                    .append(", SpeedupTable.of(").append(points.stream().map(JavaExpressions::javaDouble)
                            .collect(Collectors.joining(", "))).append("));\n"));
            b.append("        WorkloadTraits traits = new WorkloadTraits(").append(stage(t.structure()))
                    .append(", speedups,\n                ").append(stage(t.graphs())).append(");\n");
        }
        b.append("        return new Experiment(").append(str(s.name())).append(", machine, pipelines, points, ")
                .append(workload).append(", config,\n                replications, ").append(s.seed())
                .append("L, ").append(Double.isNaN(s.horizon()) ? "Double.NaN" : javaDouble(s.horizon()))
                .append(t.isRigid() ? "" : ", traits").append(");\n    }\n\n");
        return b.toString();
    }

    private static String shapeConstant(String rule) {
        return rule.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
    }
}

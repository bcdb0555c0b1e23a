package org.partita.dsl.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import javax.lang.model.SourceVersion;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.generator.AbstractGenerator;
import org.eclipse.xtext.generator.IFileSystemAccess2;
import org.eclipse.xtext.generator.IGeneratorContext;
import org.partita.core.metrics.JobClasses;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.interpreter.Scenario;
import org.partita.dsl.interpreter.ScenarioBuilder;
import org.partita.dsl.interpreter.SyntheticWorkloads;
import org.partita.dsl.partita.Experiment;

/**
 * Writes each experiment of a file as a readable Java class that builds the same scenario as the interpreter
 * ({@link ScenarioBuilder} → {@link Scenario}) through the simulation core's public API only — no EMF or Xtext at
 * run time. The class has a {@code main(String[])}, a JUnit-friendly {@code run(Path out, int threads)} returning
 * the {@code ExperimentResult}, {@code experiment()} and {@code workload(SweepPoint)}. Its {@code summary.csv} is
 * byte-identical to {@code partita run}'s (charts are drawn by {@code partita run} only).
 *
 * <p>Experiments the interpreter cannot run yet ({@link RunSupport}) are skipped by {@link #doGenerate} and
 * refused by {@link #generate}.
 */
public class PartitaGenerator extends AbstractGenerator {

    /** The package of generated classes unless told otherwise. */
    public static final String DEFAULT_PACKAGE = "partita.generated";

    @Override
    public void doGenerate(Resource resource, IFileSystemAccess2 fsa, IGeneratorContext context) {
        resource.getAllContents().forEachRemaining(o -> {
            if (o instanceof Experiment e && RunSupport.problems(e).isEmpty()) {
                String source = generate(e, DEFAULT_PACKAGE, resource.getURI().lastSegment());
                fsa.generateFile(path(DEFAULT_PACKAGE, className(e.getName())), source);
            }
        });
    }

    /** The file path of a generated class: {@code partita/generated/Name.java}. */
    public static String path(String pkg, String className) {
        return (pkg.isEmpty() ? "" : pkg.replace('.', '/') + "/") + className + ".java";
    }

    /** A Java class name for experiment {@code name}. */
    public static String className(String name) {
        String n = name.startsWith("^") ? name.substring(1) : name;
        return SourceVersion.isName(n) ? n : "Experiment_" + n.replaceAll("[^A-Za-z0-9_]", "_");
    }

    /**
     * The Java source of experiment {@code e}.
     *
     * @param pkg    the package ({@code ""} for none)
     * @param source the experiment file's name, for the class comment
     * @throws IllegalArgumentException when the experiment cannot be run yet
     */
    public static String generate(Experiment e, String pkg, String source) {
        Scenario s = ScenarioBuilder.build(e);
        String cls = className(e.getName());
        StringBuilder b = new StringBuilder();
        if (!pkg.isEmpty()) {
            b.append("package ").append(pkg).append(";\n\n");
        }
        boolean trace = s.workload() instanceof Scenario.TracePlan;
        boolean mix = s.workload() instanceof Scenario.MixPlan;
        boolean window = s.submitWindow() != Double.POSITIVE_INFINITY;
        boolean traits = !s.traits().isRigid();
        boolean stages = s.pipelines().stream().anyMatch(p -> !p.stages().isEmpty()) || traits;
        boolean grid = s.machine().isGrid();
        b.append("""
                import java.io.IOException;
                import java.nio.file.Path;
                """);
        if (traits) {
            b.append("import java.util.LinkedHashMap;\n");
        }
        b.append("""
                import java.util.List;
                import java.util.Map;

                import org.partita.core.alloc.AllocatorRegistry;
                import org.partita.core.claims.Claim;
                """);
        b.append(ClaimsCode.imports(s.claims()));
        b.append("""
                import org.partita.core.engine.SimulationConfig;
                import org.partita.core.experiment.Experiment;
                import org.partita.core.experiment.ExperimentResult;
                import org.partita.core.experiment.ExperimentRunner;
                import org.partita.core.experiment.Replications;
                import org.partita.core.experiment.ResultFiles;
                """);
        if (trace) {
            b.append("import org.partita.core.experiment.TraceWorkload;\n");
        }
        if (window) {
            b.append("import org.partita.core.experiment.WindowedWorkload;\n");
        }
        if (!trace) {
            b.append("import org.partita.core.experiment.WorkloadFactory;\n");
        }
        b.append("import org.partita.core.machine.Cluster;\n");
        if (grid) {
            b.append("import org.partita.core.machine.Link;\n");
        }
        b.append("""
                import org.partita.core.machine.Machine;
                import org.partita.core.machine.Topology;
                """);
        if (mix) {
            b.append("import org.partita.core.malleable.CorbalanWorkload;\n");
        }
        b.append("import org.partita.core.metrics.Metric;\n");
        b.append("import org.partita.core.model.Pipeline;\n");
        if (stages) {
            b.append("import org.partita.core.model.Stage;\n");
        }
        b.append("import org.partita.core.model.SweepPoint;\n");
        if (traits) {
            b.append("import org.partita.core.model.WorkloadTraits;\n");
        }
        if (mix) {
            b.append("""
                    import org.partita.core.workload.JobSource;
                    import org.partita.core.workload.RandomStreams;
                    import org.partita.core.workload.RejectionSink;
                    """);
        } else if (!trace) {
            b.append("""
                    import org.partita.core.workload.Distributions;
                    import org.partita.core.workload.IntDistribution;
                    import org.partita.core.workload.JobSource;
                    import org.partita.core.workload.LoadConversions;
                    import org.partita.core.workload.RandomStreams;
                    import org.partita.core.workload.RealDistribution;
                    import org.partita.core.workload.RejectionSink;
                    """);
        } else {
            b.append("import org.partita.core.workload.RandomStreams;\n");
        }
        b.append("import org.partita.core.workload.ShapeRule;\n");
        if (traits) {
            b.append("import org.partita.core.workload.SpeedupModel;\n");
            b.append("import org.partita.core.workload.SpeedupTable;\n");
        }
        if (!trace && !mix) {
            b.append("import org.partita.core.workload.SyntheticWorkload;\n");
        }
        b.append("\n/**\n * Experiment {@code ").append(s.name()).append("} of {@code ").append(javadoc(source))
                .append("}, generated by Partita: the\n * scenario of {@code partita run}, built with the simulation "
                        + "core's public API. {@link #run} writes the same\n * {@code summary.csv} (and "
                        + "{@code rejected.csv}) as {@code partita run}.\n */\n");
        b.append("public final class ").append(cls).append(" {\n\n");
        b.append("    /** The metrics of {@code summary.csv}, in column order. */\n");
        b.append("    public static final List<Metric> COLUMNS = List.of(\n            ")
                .append(s.columns().stream().map(m -> "Metric." + m.name()).collect(Collectors.joining(",\n            ")))
                .append(");\n\n");
        JobClasses classes = Interpreter.classes(s);
        if (classes != null) {
            b.append("    /** How {@code classes.csv} groups the jobs ({@code measure … by}). */\n");
            b.append("    public static final org.partita.core.metrics.JobClasses CLASSES = new org.partita.core.metrics.")
                    .append("JobClasses(\n            org.partita.core.metrics.JobClasses.Attribute.")
                    .append(classes.attribute().name()).append(", new int[] {")
                    .append(java.util.Arrays.stream(classes.bounds()).mapToObj(Integer::toString)
                            .collect(Collectors.joining(", ")))
                    .append("},\n            List.of(")
                    .append(classes.applicationNames().stream().map(PartitaGenerator::str)
                            .collect(Collectors.joining(", ")))
                    .append("), COLUMNS);\n\n");
        }
        b.append("    private ").append(cls).append("() {\n    }\n\n");

        // experiment()
        b.append("    /** The experiment: machine, pipelines, sweep points, workload, run control, replications. */\n");
        b.append("    public static Experiment experiment() {\n");
        Scenario.MachinePlan mp = s.machine();
        if (mp.isGrid()) {
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
                    + p.stages().stream().map(PartitaGenerator::stage).collect(Collectors.joining(", ")) + ")";
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
                .append(", Metric.").append(r.target().name()).append(");\n");
        String workload = trace ? "new TraceWorkload(Path.of(" + str(((Scenario.TracePlan) s.workload()).path())
                + "), false, " + ((Scenario.TracePlan) s.workload()).actualEstimates() + ")"
                : "WorkloadFactory.described(\n                " + str(Interpreter.description(s.workload(), nodes(mp)))
                        + ",\n                " + cls + "::open)";
        if (window) {
            workload = "new WindowedWorkload(" + workload + ", " + javaDouble(s.submitWindow()) + ")";
        }
        Scenario.TraitsPlan t = s.traits();
        if (!t.isRigid()) {
            b.append("        Map<String, SpeedupModel> speedups = new LinkedHashMap<>();\n");
            t.speedups().forEach((name, points) -> b.append("        speedups.put(").append(str(name))
                    .append(", SpeedupTable.of(").append(points.stream().map(PartitaGenerator::javaDouble)
                            .collect(Collectors.joining(", "))).append("));\n"));
            b.append("        WorkloadTraits traits = new WorkloadTraits(").append(stage(t.structure()))
                    .append(", speedups,\n                ").append(stage(t.graphs())).append(");\n");
        }
        b.append("        return new Experiment(").append(str(s.name())).append(", machine, pipelines, points, ")
                .append(workload).append(", config,\n                replications, ").append(s.seed())
                .append("L, ").append(Double.isNaN(s.horizon()) ? "Double.NaN" : javaDouble(s.horizon()))
                .append(t.isRigid() ? "" : ", traits").append(");\n    }\n\n");

        if (s.workload() instanceof Scenario.MixPlan mp2) {
            b.append("    /** The jobs of one run: the application mix at its sweep point, drawn from the run's streams. */\n");
            b.append("    static JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {\n");
            b.append("        return workload(point).open(streams);\n    }\n\n");
            b.append("    /** The application mix at {@code point}: λ_i = P·U·share_i / time_i. */\n");
            b.append("    public static CorbalanWorkload workload(SweepPoint point) {\n");
            List<String> apps = new ArrayList<>();
            for (int i = 0; i < mp2.applications().size(); i++) {
                Scenario.ApplicationPlan a = mp2.applications().get(i);
                apps.add("\n                new CorbalanWorkload.Application(" + (i + 1) + ", " + javaDouble(a.time())
                        + ", " + a.request() + ", " + javaDouble(a.share()) + ") /* " + javadoc(a.name()) + " */");
            }
            b.append("        return new CorbalanWorkload(List.of(").append(String.join(",", apps))
                    .append("),\n                ").append(mp2.load().code()).append(", ")
                    .append(mp2.processors() == null ? String.valueOf(nodes(mp))
                            : "(int) " + mp2.processors().code())
                    .append(", Double.POSITIVE_INFINITY);\n    }\n\n");
        } else if (!trace) {
            Scenario.SyntheticPlan sp = (Scenario.SyntheticPlan) s.workload();
            int nodes = nodes(mp);
            b.append("    /** The jobs of one run: the workload at its sweep point, drawn from the run's streams. */\n");
            b.append("    static JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {\n");
            b.append("        return workload(point).open(streams);\n    }\n\n");
            b.append("    /** The synthetic workload at {@code point}. */\n");
            b.append("    public static SyntheticWorkload workload(SweepPoint point) {\n");
            b.append(SyntheticWorkloads.code(sp, nodes, "        "));
            b.append("    }\n\n");
            if (SyntheticWorkloads.countsSynchronisation(sp)) {
                b.append("    /** Mean synchronisation work per job, counted by the offered utilisation. */\n");
                b.append("    static double synchronisationWork(SweepPoint point, IntDistribution sizes) {\n");
                b.append("        return org.partita.core.space.JobStructure.of(").append(stage(sp.structure()))
                        .append(".resolve(point))\n                .meanSynchronisationWork(sizes);\n    }\n\n");
            }
        }
        b.append("    /**\n     * Runs the experiment and writes {@code summary.csv} and {@code rejected.csv}"
                + (s.claims().isEmpty() ? "" : " (and {@code claims.csv})") + " into {@code out}.\n     *\n     * @param threads worker threads; the files are the same for any count\n"
                + "     */\n");
        b.append("    public static ExperimentResult run(Path out, int threads) throws IOException, "
                + "InterruptedException {\n");
        b.append("        return run(out, threads, false);\n    }\n\n");
        b.append("    /**\n     * {@link #run(Path, int)}; with {@code incremental}, the finished runs are kept in "
                + "{@code out/.partial/}\n     * and reused by the next incremental run of the unchanged experiment "
                + "(the files are the same).\n     */\n");
        b.append("    public static ExperimentResult run(Path out, int threads, boolean incremental) throws IOException, "
                + "InterruptedException {\n");
        b.append("        ExperimentRunner.Options options = new ExperimentRunner.Options(out, false, threads, false, ")
                .append(s.wallClock()).append(", null,\n                false, COLUMNS, incremental")
                .append(Double.isNaN(s.timeline()) ? "" : ", " + s.timeline()).append(")")
                .append(classes == null ? "" : ".withClasses(CLASSES)").append(";\n");
        b.append("        ExperimentResult result = new ExperimentRunner(experiment(), AllocatorRegistry.standard(), "
                + "options).run();\n");
        if (!s.claims().isEmpty()) {
            b.append("        ClaimsFile.write(out, ").append(str(s.name()))
                    .append(", ClaimsFile.evaluate(claims(), result));\n");
        }
        b.append("        return result;\n    }\n\n");
        b.append(ClaimsCode.method(s.claims()));
        b.append("    /** {@code java ").append(cls).append(" [OUT_DIR [THREADS]]}; default {@code results/")
                .append(javadoc(s.name())).append("}. */\n");
        b.append("    public static void main(String[] args) throws Exception {\n");
        b.append("        Path out = Path.of(args.length > 0 ? args[0] : ").append(str("results/" + s.name()))
                .append(");\n");
        b.append("        int threads = args.length > 1 ? Integer.parseInt(args[1]) : Runtime.getRuntime()"
                + ".availableProcessors();\n");
        b.append("        ExperimentResult result = run(out, threads);\n");
        b.append("        System.out.println(").append(str(s.name() + ": "))
                .append(" + result.runs().size() + \" runs; results in \" + out.resolve(ResultFiles.SUMMARY));\n");
        b.append("    }\n}\n");
        return b.toString();
    }

    /** The Java expression of a single machine's topology. */
    private static String topology(Scenario.MachinePlan mp) {
        return mp.kind().equals("HYPERCUBE") ? "Topology.hypercube(" + mp.dims().get(0) + ")"
                : "new Topology(Topology.Kind." + mp.kind() + ", new int[] {"
                        + mp.dims().stream().map(String::valueOf).collect(Collectors.joining(", ")) + "})";
    }

    /** The Java expression of a stage or trait, or {@code null}. */
    private static String stage(Scenario.StagePlan p) {
        if (p == null) {
            return "null";
        }
        List<String> args = new ArrayList<>(List.of(str(p.kind()), str(p.policy())));
        p.parameters().forEach((k, v) -> {
            args.add(str(k));
            args.add(str(v));
        });
        return "Stage.of(" + String.join(", ", args) + ")";
    }

    /** Number of processors of a machine plan. */
    static int nodes(Scenario.MachinePlan mp) {
        if (mp.isGrid()) {
            return mp.clusters().stream().mapToInt(c -> nodes(c.machine())).sum();
        }
        if (mp.kind().equals("HYPERCUBE")) {
            return 1 << mp.dims().get(0);
        }
        int n = 1;
        for (int d : mp.dims()) {
            n *= d;
        }
        return n;
    }

    private static String shapeConstant(String rule) {
        return rule.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
    }

    private static String map(Map<String, String> m) {
        if (m.isEmpty()) {
            return "Map.of()";
        }
        List<String> kv = new ArrayList<>();
        new java.util.TreeMap<>(m).forEach((k, v) -> {
            kv.add(str(k));
            kv.add(str(v));
        });
        return "Map.of(" + String.join(", ", kv) + ")";
    }

    static String javaDouble(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
        }
        String s = Double.toString(v);
        return s.contains("E") || s.contains(".") ? s : s + ".0";
    }

    /** A Java string literal. */
    static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    private static String javadoc(String s) {
        return s.replace("*/", "*&#47;").replace("@", "&#64;");
    }
}

package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import com.google.inject.Inject;
import org.eclipse.xtext.generator.GeneratorContext;
import org.eclipse.xtext.generator.IFileSystemAccess;
import org.eclipse.xtext.generator.InMemoryFileSystemAccess;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.experiment.Experiment;
import org.partita.dsl.generator.PartitaGenerator;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Model;

/**
 * The generated Java class compiles against the core bundle alone, runs, and writes the same {@code summary.csv}
 * bytes as the interpreter.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class GeneratorTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;
    @Inject
    private PartitaGenerator generator;
    @Inject
    private com.google.inject.Provider<XtextResourceSet> resourceSets;
    @TempDir
    Path dir;

    @Test
    void theQuickstartCompilesRunsAndWritesTheInterpretersSummary() throws Exception {
        var e = Experiments.example(parser, resourceSets.get(), "quickstart.partita", "Quickstart");
        validator.assertNoErrors(e);
        String source = PartitaGenerator.generate(e, "partita.generated", "quickstart.partita");
        assertFalse(source.contains("org.eclipse"), "no EMF or Xtext at run time");
        assertFalse(source.contains("org.partita.dsl"), "only the core's API");
        assertTrue(source.contains("public static void main(String[] args)"));
        assertTrue(source.contains("public static ExperimentResult run(Path out, int threads)"));

        assertGeneratedEqualsInterpreted(e, source, "Quickstart");
    }

    private org.partita.core.experiment.ExperimentResult assertGeneratedEqualsInterpreted(
            org.partita.dsl.partita.Experiment e, String source, String cls) throws Exception {
        return GeneratedCode.assertEqualsInterpreted(dir, e, source, cls);
    }

    /**
     * {@code measure … by application}: the generated code writes the interpreter's {@code classes.csv}, and its
     * claims about one application ({@code on execution of apsi}) or between two ({@code on execution of bt below
     * PDPA on execution of apsi}) judge the same class aggregates.
     */
    @Test
    void metricsByClassAreGenerated() throws Exception {
        Model m = parser.parse("""
                experiment Mix {
                    machine smp 16
                    workload synthetic {
                        submit for 200 s
                        arrivals poisson load 0.5 processors 20
                        structure malleable
                        speedup bt { 4: 3.5, 8: 6 } time 100 s request 8 fraction 50%
                        speedup apsi { 4: 1, 8: 0.9 } time 20 s request 8 fraction 50%
                    }
                    pipeline PDPA { share pdpa }
                    pipeline Equip { share equipartition }
                    replications 2 seed 3
                    measure response, execution by application
                    expect PDPA below 1000 s on execution of apsi
                    expect Equip not above PDPA on response of bt
                    expect PDPA on execution of bt below PDPA on execution of apsi
                    expect PDPA on response of bt above Equip of apsi by at least 10% not reproduced "a test"
                }""");
        var e = Experiments.find(m, "Mix");
        validator.assertNoErrors(e);
        String source = PartitaGenerator.generate(e, "partita.generated", "mix.partita");
        assertTrue(source.contains(".classes(new Scenario.ClassesPlan(\"application\", List.of()))"), source);
        assertTrue(source.contains("Metric.EXECUTION, \"apsi\", null"), source);
        assertTrue(source.contains("new Scenario.MixPlan(Value.parse(\"0.5\"), Value.parse(\"20\")"), source);
        assertTrue(source.contains(".speedup(\"bt\", 4.0, 3.5, 8.0, 6.0)"), source); // in the order written
        assertGeneratedEqualsInterpreted(e, source, "Mix");
        assertTrue(Files.readString(dir.resolve("generated/Mix/classes.csv")).contains("PDPA,all,2,bt,"));
        String claims = Files.readString(dir.resolve("generated/Mix/claims.csv"));
        assertTrue(claims.contains("PDPA below 1000 on execution of apsi"), claims);
        assertTrue(claims.contains("Equip not above PDPA on response of bt"), claims);
        assertTrue(source.contains("new ClassComparison("), source);
        assertTrue(claims.contains("PDPA on execution of bt below PDPA on execution of apsi,"), claims);
        assertTrue(claims.contains("PDPA on response of bt above Equip on response of apsi by at least 10%,"), claims);
    }

    /**
     * Queue disciplines with parameters: thresholds in minutes and seconds, a word ({@code mode count},
     * {@code none}) and the default, generated as the core {@code Pipeline}'s queue parameters.
     */
    @Test
    void bypassPipelinesGenerateTheInterpretersSummary() throws Exception {
        Model m = parser.parse("""
                experiment Bypass {
                    machine mesh 16 x 16
                    workload synthetic {
                        jobs 600 warmup 50
                        arrivals poisson load 0.6, 0.8
                        service exponential mean 5 s
                        sides uniform 1 to 16
                    }
                    pipeline FCFS { queue fcfs allocate first-fit }
                    pipeline BQ { queue bypass threshold 0.5 min allocate first-fit }
                    pipeline BQCount { queue bypass threshold 3 mode count allocate fixed-orientation }
                    pipeline MFCFS { queue m-fcfs threshold none allocate first-fit }
                    pipeline MFCFS10 { queue m-fcfs 10 allocate first-fit }
                    replications 2 seed 7
                    timeline 1 min
                    measure response, wait, utilization
                }""");
        validator.assertNoIssues(m);
        var e = Experiments.find(m, "Bypass");
        String source = PartitaGenerator.generate(e, "partita.generated", "bypass.partita");
        assertTrue(source.contains("Map.of(\"threshold\", \"30\")"), source);
        assertTrue(source.contains("Map.of(\"mode\", \"count\", \"threshold\", \"3\")"), source);
        assertTrue(source.contains("Map.of(\"threshold\", \"none\")"), source);
        var r = assertGeneratedEqualsInterpreted(e, source, "Bypass");
        // 'timeline 1 min': both sample every 60 s
        assertTrue(Files.readAllLines(dir.resolve("generated/Bypass/timeline.csv")).get(2).startsWith("60,"));
        // the parameters reach the core: at each load the bypass queue waits less than FCFS (pipelines 0 and 1)
        for (int point = 0; point < 2; point++) {
            double fcfs = Double.NaN;
            double bq = Double.NaN;
            for (var a : r.aggregates()) {
                if (a.point() == point && a.pipeline() == 0) {
                    fcfs = a.get(org.partita.core.metrics.Metric.WAIT).mean();
                } else if (a.point() == point && a.pipeline() == 1) {
                    bq = a.get(org.partita.core.metrics.Metric.WAIT).mean();
                }
            }
            assertTrue(bq < fcfs, "point " + point + ": bypass " + bq + " vs FCFS " + fcfs);
        }
    }

    /**
     * {@code replications … until decided}: the generated code builds the same stopping rule from its claims and
     * makes the same runs as the interpreter; the point no claim speaks of keeps its first replications.
     */
    @Test
    void untilDecidedGeneratesTheInterpretersRuns() throws Exception {
        Model m = parser.parse("""
                experiment Decide {
                    machine mesh 16 x 16
                    workload synthetic {
                        jobs 400 warmup 50
                        arrivals poisson load 0.3, 0.6
                        service exponential mean 5 s
                        sides uniform 1 to 16
                    }
                    pipeline FF { queue fcfs allocate first-fit }
                    pipeline AS { queue fcfs allocate adaptive-scan }
                    replications 2 to 8 seed 7 until decided
                    measure response, wait
                    expect FF near AS on wait within 5% at load 0.6
                }""");
        validator.assertNoIssues(m);
        var e = Experiments.find(m, "Decide");
        String source = PartitaGenerator.generate(e, "partita.generated", "decide.partita");
        assertTrue(source.contains(".replications(new Scenario.ReplicationsPlan(2, 8, 0.95, 0.0, Metric.RESPONSE, true))"),
                source);
        assertTrue(source.contains(".sweep(\"load\", \"0.3\", \"0.6\")"), source);
        var r = assertGeneratedEqualsInterpreted(e, source, "Decide");
        assertEquals(4, r.runs().stream().filter(x -> x.key().point() == 0).count(), "2 replications of 2 pipelines");
    }

    /**
     * The run models through generated code: a partition stage with a swept parameter and a job structure, an
     * application mix submitted for a window, a grid with task graphs, a balance stage and a horizon.
     */
    @Test
    void runModelPipelinesGenerateTheInterpretersSummary() throws Exception {
        Model m = parser.parse("""
                experiment Space {
                    machine ring 32
                    workload synthetic {
                        jobs 300 warmup 30
                        arrivals poisson load 0.5
                        service hyperexponential mean 16 s cv 3.5
                        size uniform 1 to 16
                        structure fork-join syn 0.1
                    }
                    pipeline AP { partition ap }
                    pipeline MAP { partition map f 0.25, 0.75 release eager }
                    replications 2 seed 3
                    measure response, partition-size
                }
                experiment Mix {
                    machine smp 32
                    workload synthetic {
                        submit for 200 s
                        arrivals poisson load 0.7
                        structure malleable
                        speedup lin { 32: 30 } time 100 s request 16 fraction 30%
                        speedup flat { 4: 2, 8: 2.5 } time 20 s request 16 fraction 70%
                    }
                    pipeline Equi { share equipartition }
                    pipeline PDPA { share pdpa increment 2 }
                    measure response, execution, makespan
                }
                experiment Grid {
                    machine grid { cluster a pool 4 speed 2 cluster b mesh 2 x 2 link a b bandwidth 3 }
                    workload synthetic {
                        jobs 40 arrivals poisson load 0.4 size uniform 1 to 8 graphs random tasks 6 edge 0.2
                    }
                    pipeline CM { mapping cluster-m }
                    pipeline MH { mapping mh }
                    measure response, mapping-speedup
                }
                experiment Balance {
                    machine hypercube 3
                    workload synthetic { stop at 400 s horizon 200 s arrivals poisson rate 0.2 size uniform 1 to 8 }
                    pipeline RoC { balance rate-of-change ht 3 lt 1 ct 0 }
                    pipeline CG { share concurrent-gang }
                    measure jobs, completed-within-horizon, response
                }""");
        validator.assertNoIssues(m);
        for (String name : List.of("Space", "Mix", "Grid", "Balance")) {
            var e = Experiments.find(m, name);
            String source = PartitaGenerator.generate(e, "partita.generated", "models.partita");
            assertGeneratedEqualsInterpreted(e, source, name);
        }
        String space = PartitaGenerator.generate(Experiments.find(m, "Space"), "p", "models.partita");
        assertTrue(space.contains("new Scenario.StagePlan(\"partition\", \"map\", Map.of(\"f\", \"$f\", \"release\", "
                + "\"eager\"))"), space);
        assertTrue(space.contains("new Scenario.StagePlan(\"structure\", \"fork-join\", Map.of(\"syn\", \"0.1\"))"),
                space);
        assertFalse(space.contains("LoadConversions"), "the load conversion is the core's, not generated: " + space);
        String mix = PartitaGenerator.generate(Experiments.find(m, "Mix"), "p", "models.partita");
        assertTrue(mix.contains(".submitFor(200.0)"), mix);
        assertTrue(mix.contains("new Scenario.ApplicationPlan(\"flat\", 20.0, 16, 0.7)"), mix);
    }

    /** Chang's hypercube workloads (dimensions 0 to 7, uniform and normal) through generated code and limit-k. */
    @Test
    void hypercubePipelinesGenerateTheInterpretersSummary() throws Exception {
        Model m = parser.parse("""
                experiment Cube {
                    machine hypercube 8
                    workload synthetic {
                        jobs 300 warmup 30
                        arrivals poisson load 0.3, 0.5
                        dimension normal 0 to 7 mean 3.5 sd 1.6
                    }
                    pipeline Buddy { allocate buddy-cube }
                    pipeline Limit0 { allocate limit-k k 0 }
                    replications 2 seed 7
                    measure response, utilization
                    expect Buddy below Limit0 on response by at least 10% at load 0.5
                    expect Limit0 not below Buddy on response for load 0.3 to 0.5 not reproduced "a reason, \\"quoted\\""
                    expect Buddy increasing on utilization over load
                    expect Buddy below 0.9 on utilization
                }
                experiment UniformCube extends Cube {
                    workload synthetic { jobs 300 warmup 30 arrivals poisson load 0.4 dimension uniform 0 to 7 }
                }""");
        validator.assertNoErrors(m);
        for (String name : List.of("Cube", "UniformCube")) {
            var e = Experiments.find(m, name);
            String source = PartitaGenerator.generate(e, "partita.generated", "cube.partita");
            assertGeneratedEqualsInterpreted(e, source, name);
        }
        String cube = PartitaGenerator.generate(Experiments.find(m, "Cube"), "p", "cube.partita");
        assertTrue(cube.contains("\"dimension\", \"normal\", 0, 7, Value.parse(\"3.5\"), Value.parse(\"1.6\"), 0"), cube);
        assertTrue(cube.contains("new Trend("), cube);
        assertTrue(Files.readString(dir.resolve("generated/Cube/claims.csv")).lines().count() == 5,
                "a header and the four claims of Cube");
        assertTrue(!Files.exists(dir.resolve("generated/UniformCube/claims.csv")), "UniformCube has none");
        String uniform = PartitaGenerator.generate(Experiments.find(m, "UniformCube"), "p", "cube.partita");
        assertTrue(uniform.contains("public static List<Claim> claims() {\n        return List.of();"), uniform);
        assertFalse(cube.contains("Distributions"), "the workload is built by the core from the plan: " + cube);
    }

    /**
     * A generated class describes its workload as the interpreter does, so that an incremental run of the
     * generated class and a resumed run of the interpreter share their finished runs (same fingerprint).
     */
    @Test
    void generatedAndInterpretedRunsShareTheResultsStore() throws Exception {
        var e = Experiments.example(parser, resourceSets.get(), "quickstart.partita", "Quickstart");
        Path src = dir.resolve("inc/src/partita/generated/Quickstart.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, PartitaGenerator.generate(e, "partita.generated", "quickstart.partita"));
        Path classes = Files.createDirectories(dir.resolve("inc/classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            assertTrue(javac.getTask(null, files, null, List.of("--release", "21", "-d", classes.toString(), "-cp",
                    GeneratedCode.coreClasses().toString()), null, files.getJavaFileObjects(src)).call());
        }
        Path out = dir.resolve("inc/out");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                GeneratorTest.class.getClassLoader())) {
            loader.loadClass("partita.generated.Quickstart").getMethod("run", Path.class, int.class, boolean.class)
                    .invoke(null, out, 2, true);
        }
        assertTrue(Files.isDirectory(out.resolve(".partial")), "an incremental run keeps its runs");
        byte[] summary = Files.readAllBytes(out.resolve("summary.csv"));
        // the interpreter resumes from the generated class's store: the fingerprints agree
        Interpreter.run(ScenarioReader.read(e), new Interpreter.RunOptions(out, 1, false, true, false, null));
        assertArrayEquals(summary, Files.readAllBytes(out.resolve("summary.csv")));
    }

    @Test
    void doGenerateWritesOneClassPerRunnableExperiment() throws Exception {
        Model m = parser.parse("""
                experiment First {
                    machine hypercube 5
                    workload synthetic { jobs 100 arrivals hyperexponential cv 2 rate 0.1 service constant mean 3 s }
                    pipeline B { allocate buddy-cube }
                }
                experiment Second {
                    machine grid { cluster a pool 8 cluster b pool 8 link a b bandwidth 10 }
                    workload synthetic { jobs 100 arrivals poisson load 0.5 }
                    pipeline G { queue fcfs }
                }""");
        validator.assertNoErrors(m);
        InMemoryFileSystemAccess fsa = new InMemoryFileSystemAccess();
        generator.doGenerate(m.eResource(), fsa, new GeneratorContext());
        assertEquals(List.of(IFileSystemAccess.DEFAULT_OUTPUT + "partita/generated/First.java"),
                List.copyOf(fsa.getTextFiles().keySet()));
        String first = fsa.getTextFiles().values().iterator().next().toString();
        assertTrue(first.contains("new Scenario.MachinePlan(\"HYPERCUBE\", List.of(5), 1.0)"), first);
        assertTrue(first.contains("new Scenario.SyntheticPlan(\"hyperexponential\", Value.parse(\"2\"), \"rate\""), first);
        assertTrue(first.contains("\"dimension\", \"uniform\", 0, 5"), first);
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                () -> PartitaGenerator.generate(Experiments.find(m, "Second"), "p", "x.partita"));
        assertTrue(ex.getMessage().contains("not supported yet by the interpreter"), ex.getMessage());
    }
}

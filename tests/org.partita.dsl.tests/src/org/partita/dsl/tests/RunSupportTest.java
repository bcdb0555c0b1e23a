package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.google.inject.Inject;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunResult;
import org.partita.core.scenario.Scenario;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;

/**
 * Every construct the language accepts either runs or is reported as "not supported yet by the interpreter" — by the
 * validator (a warning with {@link RunSupport#ISSUE_CODE}) and by the interpreter (which refuses to build it).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class RunSupportTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    static Stream<Arguments> unsupported() {
        String pool = "experiment E { machine pool 64 workload synthetic { jobs 50 arrivals poisson load 0.5 %s } "
                + "pipeline P { %s } }";
        return Stream.of(
                Arguments.of(String.format(pool, "size normal mean 8", "queue fcfs"), "'size normal' without 'sd'"),
                Arguments.of("experiment E { machine hypercube 6 workload synthetic { jobs 50 arrivals poisson "
                        + "load 0.5 dimension exponential mean 2 } pipeline P { allocate buddy-cube } }",
                        "'dimension exponential'"),
                Arguments.of("experiment E { machine grid { cluster a mesh 4 x 4 cluster b mesh 4 x 4 link a b "
                        + "bandwidth 10 } workload synthetic { jobs 50 arrivals poisson load 0.5 } pipeline P { "
                        + "queue fcfs } }", "a grid machine"),
                Arguments.of("experiment E { machine grid { cluster a mesh 4 x 4 cluster b mesh 4 x 4 link a b "
                        + "bandwidth 10 latency 5 ms } workload synthetic { jobs 50 arrivals poisson load 0.5 "
                        + "graphs random } pipeline P { mapping cluster-m } }", "a link latency"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("unsupported")
    void isReportedNotIgnored(String text, String what) throws Exception {
        Model m = parser.parse(text);
        List<Issue> issues = validator.validate(m);
        assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).toList());
        List<Issue> warnings = issues.stream().filter(i -> RunSupport.ISSUE_CODE.equals(i.getCode())).toList();
        assertTrue(warnings.stream().anyMatch(i -> i.getMessage().startsWith(what)
                && i.getMessage().contains("is not supported yet by the interpreter")
                && i.getSeverity() == Severity.WARNING), () -> issues.toString());
        Experiment e = Experiments.find(m, "E");
        assertTrue(!RunSupport.problems(e).isEmpty());
        IllegalArgumentException ex = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ScenarioReader.read(e));
        assertTrue(ex.getMessage().contains("not supported yet by the interpreter"), ex.getMessage());
    }

    /**
     * Each allocation strategy of the catalog on each machine: either validation rejects the combination, or it
     * runs a few jobs with the schedule's invariants holding.
     */
    @Test
    void everyAllocatorRunsWhereValidationAcceptsIt() throws Exception {
        List<String> machines = List.of("mesh 8 x 8", "torus 8 x 8", "mesh 4 x 4 x 4", "hypercube 6", "pool 64");
        List<String> ran = new ArrayList<>();
        for (StrategyDescriptor entry : Catalog.standard().entries("allocate")) {
            boolean wraps = entry.has(StrategyDescriptor.Trait.WRAPPER);
            String stage = entry.name() + (entry.primary() != null ? " 2" : "") + (wraps ? " over first-fit"
                    : "");
            for (String machine : machines) {
                String text = "experiment E { machine " + machine + " workload synthetic { jobs 60 warmup 5 "
                        + "arrivals poisson load 0.6 } pipeline P { queue fcfs allocate " + stage + " } }";
                Model m = parser.parse(text);
                if (!m.eResource().getErrors().isEmpty() || validator.validate(m).stream()
                        .anyMatch(i -> i.getSeverity() == Severity.ERROR)) {
                    continue; // rejected by validation, with a message (tested in PartitaValidationTest)
                }
                Scenario s = ScenarioReader.read(Experiments.find(m, "E"));
                ExperimentResult r = Interpreter.run(s, new Interpreter.RunOptions(null, 1, true, false, false,
                        null));
                for (RunResult run : r.runs()) {
                    assertEquals(List.of(), run.violations(), stage + " on " + machine);
                }
                ran.add(entry.name() + "@" + machine);
            }
        }
        // every mesh strategy of the core runs on the 8 × 8 mesh, the buddy system on the hypercube
        for (String name : List.of("first-fit", "best-fit", "frame-sliding", "buddy-2d", "adaptive-scan",
                "busy-list", "free-list", "free-submesh-list", "fixed-orientation", "naive", "random", "paging",
                "mbs", "anca", "rsr")) {
            assertTrue(ran.contains(name + "@mesh 8 x 8"), name + " did not run: " + ran);
        }
        assertTrue(ran.contains("buddy-cube@hypercube 6"), ran.toString());
    }

    /** Every queue discipline of the language runs, with and without its parameters (none is reported). */
    @Test
    void everyQueueDisciplineRunsWithItsParameters() throws Exception {
        List<String> stages = new ArrayList<>();
        for (StrategyDescriptor entry : Catalog.standard().entries("queue")) {
            stages.add(entry.name());
            for (Parameter p : entry.parameters()) {
                for (String w : p.words()) {
                    stages.add(entry.name() + " " + p.name() + " " + w);
                }
                if (p.unit() != Parameter.Unit.WORD) {
                    stages.add(entry.name() + " " + p.name() + " 3 s");
                }
            }
        }
        assertTrue(stages.containsAll(List.of("bypass threshold 3 s", "bypass threshold none", "bypass mode count",
                "m-fcfs threshold 3 s", "m-fcfs mode time", "easy-backfill", "conservative-backfill")),
                stages.toString());
        for (String stage : stages) {
            String text = "experiment E { machine mesh 8 x 8 workload synthetic { jobs 60 warmup 5 arrivals poisson "
                    + "load 0.7 } pipeline P { queue " + stage + " allocate first-fit } }";
            Model m = parser.parse(text);
            assertEquals(List.of(), validator.validate(m), text);
            Experiment e = Experiments.find(m, "E");
            assertEquals(List.of(), RunSupport.problems(e), text);
            ExperimentResult r = Interpreter.run(ScenarioReader.read(e),
                    new Interpreter.RunOptions(null, 1, true, false, false, null));
            assertEquals(List.of(), r.runs().get(0).violations(), text);
            assertEquals(60, r.runs().get(0).metrics().get(org.partita.core.metrics.Metric.JOBS), text);
        }
    }

    @Test
    void queueAndWorkloadEntriesEitherRunOrAreReported() throws Exception {
        int ran = 0;
        for (String kind : List.of("queue", "service", "sides", "size", "dimension", "structure", "arrivals",
                "shapes", "directives")) {
            for (StrategyDescriptor entry : Catalog.standard().entries(kind)) {
                String machine = kind.equals("dimension") ? "hypercube 5" : kind.equals("size") ? "pool 32"
                        : "mesh 8 x 8";
                String alloc = kind.equals("dimension") ? "buddy-cube" : kind.equals("size") ? "naive" : "first-fit";
                String arrivals = kind.equals("arrivals") ? "arrivals " + entry.name() + " load 0.5"
                        : "arrivals poisson load 0.5";
                String statement = switch (kind) {
                    case "queue" -> "";
                    case "arrivals" -> "";
                    case "sides", "size", "dimension" -> kind + " " + entry.name()
                            + (entry.name().equals("uniform") ? " 1 to 3" : entry.name().equals("normal")
                                    ? " mean 2 sd 1" : " mean 2");
                    default -> kind + " " + entry.name();
                };
                String queue = kind.equals("queue") ? "queue " + entry.name() : "queue fcfs";
                String text = "experiment E { machine " + machine + " workload synthetic { jobs 40 " + arrivals + " "
                        + statement + " } pipeline P { " + queue + " allocate " + alloc + " } }";
                Model m = parser.parse(text);
                assertEquals(List.of(), m.eResource().getErrors(), text);
                List<Issue> issues = validator.validate(m);
                if (issues.stream().anyMatch(i -> i.getSeverity() == Severity.ERROR)) {
                    continue;
                }
                Experiment e = Experiments.find(m, "E");
                if (!RunSupport.problems(e).isEmpty()) {
                    assertTrue(issues.stream().anyMatch(i -> RunSupport.ISSUE_CODE.equals(i.getCode())), text);
                    continue;
                }
                ExperimentResult r = Interpreter.run(ScenarioReader.read(e),
                        new Interpreter.RunOptions(null, 1, true, false, false, null));
                assertEquals(List.of(), r.runs().get(0).violations(), text);
                ran++;
            }
        }
        assertTrue(ran >= 15, "ran " + ran);
    }
}

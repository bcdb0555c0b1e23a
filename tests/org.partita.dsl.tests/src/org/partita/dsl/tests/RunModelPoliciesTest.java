package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.google.inject.Inject;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.RunResult;
import org.partita.core.metrics.Metric;
import org.partita.core.scenario.Scenario;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Model;

/**
 * Every policy of the core's run models is reachable from the language: the catalog shows it with the core's own
 * parameters, and a small experiment with it validates without issues and runs with its invariants checked.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class RunModelPoliciesTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    /** A machine and a workload each stage kind runs on. */
    private static final Map<String, String> SETTINGS = Map.of(
            "partition", "machine bus 16 workload synthetic { jobs 80 warmup 10 arrivals poisson load 0.5 "
                    + "size uniform 1 to 16 structure fork-join }",
            "share", "machine smp 16 workload synthetic { jobs 40 warmup 4 arrivals poisson load 0.5 "
                    + "size uniform 1 to 16 structure malleable speedup lin { 16: 16 } speedup flat { 4: 2 } }",
            "mapping", "machine grid { cluster a pool 4 speed 2 cluster b pool 4 link a b bandwidth 5 } "
                    + "workload synthetic { jobs 30 warmup 3 arrivals poisson load 0.3 size uniform 1 to 8 "
                    + "graphs random tasks 6 }",
            "balance", "machine mesh 4 x 4 workload synthetic { jobs 30 warmup 3 arrivals poisson load 0.5 "
                    + "size uniform 1 to 8 }");

    /** A value for each parameter without a default: the smallest one allowed that works everywhere. */
    private static String required(StrategyDescriptor info) {
        StringBuilder b = new StringBuilder();
        for (Parameter p : info.parameters()) {
            if (p.defaultValue() == null) {
                b.append(' ').append(p.name()).append(' ').append(p.unit() == Parameter.Unit.WORD
                        ? p.words().get(0) : p.integer() ? String.valueOf((int) Math.max(p.min(), 4)) : "0.5");
            }
        }
        return b.toString();
    }

    @Test
    void everyStageKindHasPolicies() {
        for (String kind : RunModels.STAGE_KINDS) {
            assertFalse(RunModels.standard().names(kind).isEmpty(), kind);
        }
        assertFalse(RunModels.standard().names("structure").isEmpty());
        assertFalse(RunModels.standard().names("graphs").isEmpty());
    }

    @Test
    void theCatalogShowsTheCoresParameters() {
        for (StrategyDescriptor info : RunModels.standard().descriptors()) {
            StrategyDescriptor e = Catalog.standard().get(info.family().word(), info.name());
            assertNotNull(e, info.family().word() + " " + info.name());
            // the core's descriptor itself: no copy of names, defaults, ranges or documentation
            assertSame(info, e, info.name());
        }
    }

    @Test
    void everyPolicyValidatesAndRunsWithItsInvariants() throws Exception {
        List<String> ran = new ArrayList<>();
        for (String kind : RunModels.STAGE_KINDS) {
            for (String name : RunModels.standard().names(kind)) {
                StrategyDescriptor info = RunModels.standard().descriptor(kind, name);
                String text = "experiment E { " + SETTINGS.get(kind) + " pipeline P { queue fcfs " + kind + " "
                        + name + required(info) + " } replications 2 seed 3 }";
                Model m = parser.parse(text);
                assertEquals(List.of(), m.eResource().getErrors(), text);
                List<Issue> issues = validator.validate(m);
                assertTrue(issues.stream().noneMatch(i -> i.getSeverity() != Severity.INFO),
                        () -> text + "\n" + issues);
                Scenario s = ScenarioReader.read(Experiments.find(m, "E"));
                assertEquals(List.of("queue", kind), s.pipelines().get(0).stages().stream()
                        .map(Scenario.StagePlan::kind).toList(), "one stage plan per stage written");
                ExperimentResult r = Interpreter.run(s, new Interpreter.RunOptions(null, 2, true, false, false,
                        null));
                for (RunResult run : r.runs()) {
                    assertEquals(List.of(), run.violations(), text);
                    assertTrue(run.metrics().get(Metric.JOBS) > 0 || run.simulation().completed() > 0, text);
                }
                ran.add(kind + " " + name);
            }
        }
        assertTrue(ran.size() >= 8, ran.toString());
    }
}

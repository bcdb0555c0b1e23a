package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.inject.Inject;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Topology;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;
import org.partita.dsl.validation.IssueCodes;

/**
 * The command line, the language and the core agree on every strategy's parameters: each parameter that
 * {@code partita allocators} and {@code partita policies} list (the core's {@link StrategyDescriptor#parameters()}),
 * and each parameter of every queue discipline ({@link QueuePolicies#parameters}), is accepted by the language's
 * validator under the listed name with a valid value — every word of a choice — and an allocator's parameter
 * reaches the core as written. A strategy or parameter added to the core without the language
 * following fails here.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ParameterAgreementTest {

    /** Diagnostics that mean the language does not take a parameter (or its value) the core lists. */
    private static final Set<String> PARAMETER_CODES = Set.of(Diagnostic.SYNTAX_DIAGNOSTIC, IssueCodes.UNKNOWN_POLICY,
            IssueCodes.UNKNOWN_PARAMETER, IssueCodes.VALUE_OUT_OF_RANGE, IssueCodes.BAD_UNIT,
            IssueCodes.UNEXPECTED_VALUE, IssueCodes.DUPLICATE_PARAMETER, IssueCodes.MISSING_PARAMETER,
            IssueCodes.MISSING_INNER, IssueCodes.NOT_A_WRAPPER);

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private ValidationTestHelper validator;

    /** One listed parameter of an allocator, as {@code partita allocators} prints it. */
    private record Listed(String name, String defaultValue, List<String> words) {

        static Listed parse(String line) {
            int colon = line.indexOf(':');
            String head = colon < 0 ? line : line.substring(0, colon);
            String doc = colon < 0 ? "" : line.substring(colon + 1).trim();
            String name = head.split("[=(]")[0].trim();
            String def = head.contains("=") ? head.substring(head.indexOf('=') + 1).trim().split(" ")[0] : null;
            List<String> words = new ArrayList<>();
            if (doc.contains(" | ")) {
                for (String w : doc.split("\\s*\\|\\s*")) {
                    words.add(w.trim().split("[\\s(]")[0]);
                }
            }
            return new Listed(name, def, words);
        }

        /** The values to try: every word of a choice, else the default when it is a number, else 1. */
        List<String> values() {
            if (!words.isEmpty()) {
                return words;
            }
            return List.of(defaultValue != null && defaultValue.matches("[0-9.]+") ? defaultValue : "1");
        }
    }

    @Test
    void everyAllocatorParameterTheCommandLineListsIsAcceptedByTheLanguage() throws Exception {
        int checked = 0;
        for (StrategyDescriptor info : StandardStrategies.allocators().descriptors()) {
            String machine = info.name().endsWith("-3d") ? "mesh 4 x 4 x 4"
                    : info.topologies().equals("hypercube") ? "hypercube 8" : "mesh 16 x 16";
            String sizes = machine.startsWith("hypercube") ? "dimension uniform 0 to 7"
                    : machine.endsWith("x 4") ? "sides uniform 1 to 4" : "sides uniform 1 to 16";
            Topology topology = machine.startsWith("hypercube") ? Topology.hypercube(8)
                    : machine.endsWith("x 4") ? Topology.mesh(4, 4, 4) : Topology.mesh(16, 16);
            String over = "";
            List<Listed> params = new ArrayList<>();
            for (String line : info.listing()) {
                Listed l = Listed.parse(line);
                if (l.name().equals("base")) {
                    over = " over " + l.defaultValue();
                } else {
                    params.add(l);
                }
            }
            // every strategy bare first (its main value and 'over' as documented), then every parameter and value
            assertAccepted(info.name(), machine, sizes, pipeline(info.name(), over, null, null), topology, null, null);
            for (Listed l : params) {
                for (String value : l.values()) {
                    if (info.name().equals("migration") && l.name().equals("trigger")) {
                        // 'migrate TRIGGER' is the stage that wraps the pipeline's allocator in 'migration'
                        assertAccepted(info.name(), machine, sizes, "allocate adaptive-scan migrate " + value,
                                topology, "trigger", value);
                    } else {
                        assertAccepted(info.name(), machine, sizes, pipeline(info.name(), over, l.name(), value),
                                topology, l.name(), value);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked >= 40, "only " + checked + " allocator parameter values checked");
    }

    /** {@code allocate NAME [PARAM VALUE] [over BASE]}; migration as the {@code migrate} stage. */
    private static String pipeline(String allocator, String over, String param, String value) {
        String p = param == null ? "" : " " + param + " " + value;
        if (allocator.equals("migration")) {
            return "allocate adaptive-scan migrate departure" + p;
        }
        return "allocate " + allocator + p + over;
    }

    private void assertAccepted(String strategy, String machine, String sizes, String stages, Topology topology,
            String param, String value) throws Exception {
        String text = "experiment E { machine " + machine + " workload synthetic { jobs 100 arrivals poisson load 0.5 "
                + sizes + " } pipeline P { queue fcfs " + stages + " } }";
        Model m = parseHelper.parse(text);
        List<Issue> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertTrue(errors.isEmpty(), strategy + ": '" + stages + "' is rejected: " + errors);
        if (param != null) {
            Experiment e = (Experiment) m.getElements().get(0);
            CoreModels.AllocatorChoice choice = CoreModels.allocator(Catalog.standard(), Models.pipelines(e).get(0), topology);
            assertEquals(value, choice.params().get(param),
                    strategy + ": '" + stages + "' does not reach the core as " + param + "=" + value + ": " + choice);
        }
    }

    @Test
    void everyQueueParameterIsAcceptedByTheLanguage() throws Exception {
        int checked = 0;
        for (String core : StandardStrategies.shared().names(Family.QUEUE)) {
            String name = Catalog.standard().names("queue").stream()
                    .filter(n -> core.equals(Catalog.standard().coreQueue(n))).findFirst().orElse(null);
            assertNotNull(name, "queue discipline '" + core + "' of the core has no name in the language");
            assertQueueAccepted("queue " + name);
            for (Parameter p : QueuePolicies.descriptor(StandardStrategies.shared(), core).parameters()) {
                List<String> values = new ArrayList<>(p.words());
                if (p.numeric()) {
                    values.add(p.defaultValue().matches("[0-9.]+") ? p.defaultValue() : "5");
                }
                for (String v : values) {
                    assertQueueAccepted("queue " + name + " " + p.name() + " " + v);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 6, "only " + checked + " queue parameter values checked");
    }

    private void assertQueueAccepted(String stage) throws Exception {
        Model m = parseHelper.parse(Snippets.experiment(stage + " allocate first-fit"));
        List<Issue> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertTrue(errors.isEmpty(), "'" + stage + "' is rejected: " + errors);
    }

    /**
     * The policies {@code partita policies} lists (partition, share, mapping and balance stages; structures and task
     * graphs): every parameter with a valid value — its default, every word of a choice, the smallest allowed value
     * of a required one — is accepted where the policy is written.
     */
    @Test
    void everyRunModelParameterThePoliciesCommandListsIsAcceptedByTheLanguage() throws Exception {
        int checked = 0;
        for (StrategyDescriptor info : RunModels.standard().descriptors()) {
            String kind = info.family().word();
            assertNotNull(Catalog.standard().get(kind, info.name()), kind + " " + info.name() + " is unknown");
            String required = "";
            for (Parameter p : info.parameters()) {
                if (p.defaultValue() == null) {
                    required += " " + p.name() + " " + valid(p);
                }
            }
            for (Parameter p : info.parameters()) {
                List<String> values = p.unit() == Parameter.Unit.WORD ? p.words()
                        : List.of(p.defaultValue() != null ? p.defaultValue() : valid(p));
                for (String v : values) {
                    String written = info.name() + (p.defaultValue() == null ? required
                            : required + " " + p.name() + " " + v);
                    String text = RunModels.TRAIT_KINDS.contains(kind)
                            ? "experiment E { machine pool 64 workload synthetic { jobs 100 arrivals poisson load 0.5"
                                    + " size uniform 1 to 32 " + kind + " " + written + " } pipeline P { "
                                    + "partition ap } }"
                            : "experiment E { machine pool 64 workload synthetic { jobs 100 arrivals poisson load 0.5"
                                    + " size uniform 1 to 32 } pipeline P { " + kind + " " + written + " } }";
                    Model m = parseHelper.parse(text);
                    List<Issue> errors = validator.validate(m).stream()
                            .filter(i -> i.getSeverity() == Severity.ERROR && PARAMETER_CODES.contains(i.getCode()))
                            .toList();
                    assertTrue(errors.isEmpty(), kind + " '" + written + "' is rejected: " + errors);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 40, "only " + checked + " policy parameter values checked");
    }

    /** The smallest allowed value of a numeric parameter (one above an open bound), as written in a file. */
    private static String valid(Parameter p) {
        if (p.unit() == Parameter.Unit.WORD) {
            return p.words().get(0);
        }
        double v = p.minOpen() ? (Double.isInfinite(p.max()) ? p.min() + 1 : (p.min() + p.max()) / 2) : p.min();
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** The limit-k case of the issue: {@code allocate limit-k k 0} on the 8-cube, as the listing names it. */
    @Test
    void limitKTakesItsParameterByName() throws Exception {
        Model m = parseHelper.parse("experiment E { machine hypercube 8 workload synthetic { jobs 100 arrivals poisson"
                + " load 0.5 dimension uniform 0 to 7 } pipeline P { allocate limit-k k 0 fold-penalty 2 } }");
        validator.assertNoErrors(m);
        CoreModels.AllocatorChoice c = CoreModels.allocator(Catalog.standard(), Models.pipelines((Experiment) m.getElements().get(0))
                .get(0), Topology.hypercube(8));
        assertEquals(Map.of("k", "0", "fold-penalty", "2"), c.params());
        Model bad = parseHelper.parse("experiment E { machine hypercube 8 workload synthetic { jobs 100 arrivals poisson"
                + " load 0.5 dimension uniform 0 to 7 } pipeline P { allocate limit-k k 9 } }");
        List<Issue> errors = validator.validate(bad).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertFalse(errors.isEmpty(), "k 9 on the 8-cube is accepted");
        assertTrue(errors.get(0).getMessage().contains("k must be in [0, 8]"), errors::toString);
    }

    @Test
    void allocatorParametersAreTheDescriptorsWithTheirRanges() throws Exception {
        int checked = 0;
        for (StrategyDescriptor d : StandardStrategies.allocators().descriptors()) {
            StrategyDescriptor entry = Catalog.standard().get("allocate", d.name());
            if (d.name().equals("migration")) {
                continue; // the 'migrate' stage
            }
            assertNotNull(entry, d.name());
            assertEquals(d.primary(), entry.primary(), d.name());
            assertEquals(d.traits(), entry.traits(), d.name());
            for (Parameter p : d.parameters()) {
                if (p.name().equals("base")) {
                    continue; // written 'over NAME'
                }
                // the core's parameter itself, with its default, range, words and documentation
                assertSame(p, entry.parameter(p.name()), d.name() + " " + p.name());
                checked++;
            }
        }
        assertTrue(checked > 20, "only " + checked + " parameters checked");
        Model m = parseHelper.parse("experiment E { machine mesh 16 x 16 workload synthetic { jobs 100 arrivals poisson"
                + " load 0.5 sides uniform 1 to 16 } pipeline P { allocate rsr 100 over first-fit } }");
        List<String> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                .map(Issue::getMessage).toList();
        assertTrue(errors.contains("'t' must be <= 64, got 100"), errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.endsWith("rsr: parameter 't' must be in [0, 64], got 100")),
                errors::toString);
    }
}

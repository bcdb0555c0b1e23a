package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.xtext.common.TerminalsStandaloneSetup;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.PartitaRuntimeModule;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.Model;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import com.google.inject.util.Modules;

/**
 * The language's checks read the strategy registry bound in its Guice module: an injector whose binding is a
 * registry made {@code StandardStrategies.with(...)} a provider of the test's own accepts that provider's queue
 * discipline, while the language's default injector reports it unknown. The test injector also has an EMF validator
 * registry of its own, so nothing global changes.
 */
class BoundRegistryValidationTest {

    private static final String FILE = Snippets.experiment("queue counted-fcfs allocate first-fit");

    private static List<String> errors(Injector injector) throws Exception {
        return errors(injector, FILE);
    }

    private static List<String> errors(Injector injector, String file) throws Exception {
        return issues(injector, file, Severity.ERROR);
    }

    private static List<String> issues(Injector injector, String file, Severity severity) throws Exception {
        Model m = injector.getInstance(Key.get(new TypeLiteral<ParseHelper<Model>>() {
        })).parse(file);
        List<Issue> issues = injector.getInstance(ValidationTestHelper.class).validate(m);
        return issues.stream().filter(i -> i.getSeverity() == severity).map(Issue::getMessage).toList();
    }

    /**
     * The EMF registrations the grammar needs to load (the terminals grammar, the language's package), so the test
     * holds when run alone. Not the language's whole standalone setup: that would register its plain runtime for
     * {@code .partita} files in place of the IDE services the other tests of this bundle look up.
     */
    @BeforeAll
    static void registerGrammar() {
        TerminalsStandaloneSetup.doSetup();
        EPackage.Registry.INSTANCE.put(PartitaPackage.eNS_URI, PartitaPackage.eINSTANCE);
    }

    private static Injector injector(StrategyRegistry strategies) {
        return Guice.createInjector(Modules.override(new PartitaRuntimeModule()).with(binder -> {
            binder.bind(StrategyRegistry.class).toInstance(strategies);
            binder.bind(EValidator.Registry.class).toInstance(new EValidatorRegistryImpl());
        }));
    }

    private static StrategyRegistry withTestQueue() {
        return StandardStrategies.with(List.of(() -> List.of(new Strategy(
                StrategyDescriptor.of(Family.QUEUE, "counted-fcfs", "FCFS under another name", "test"),
                c -> new FcfsPolicy()))));
    }

    @Test
    void aRegistryBoundForTheLanguageIsWhatItsChecksKnow() throws Exception {
        StrategyRegistry withTest = withTestQueue();
        assertEquals(List.of(), errors(injector(withTest)));

        List<String> unknown = errors(injector(StandardStrategies.registry()));
        assertEquals(1, unknown.size(), unknown.toString());
        assertEquals(true, unknown.get(0).startsWith("unknown queue discipline 'counted-fcfs'"), unknown.get(0));
        assertFalse(StandardStrategies.shared().contains(Family.QUEUE, "counted-fcfs"));
    }

    /**
     * The run models the checks consult are the bound registry's too: a pipeline that leaves the workload's job
     * structure unread is told the partitioning policies that registry holds, a test's own among them.
     */
    @Test
    void theRunModelsOfTheBoundRegistryAreWhatTheChecksName() throws Exception {
        StrategyRegistry withTest = StandardStrategies.with(List.of(() -> List.of(new Strategy(
                StrategyDescriptor.of(Family.PARTITION, "patient-ap", "AP under another name", "test"),
                StandardStrategies.shared().get(Family.PARTITION, "ap").factory()))));
        String file = "experiment E { machine bus 16 workload synthetic { arrivals poisson load 0.5 "
                + "structure fork-join } pipeline A { partition patient-ap } pipeline R { queue fcfs } }";
        String unread = "pipeline 'R' has no 'partition' stage, so it would run the 'structure fork-join' jobs as "
                + "rigid jobs; give it one (ap, map, fixed";
        assertEquals(List.of(unread + ", patient-ap)"), errors(injector(withTest), file));
        assertEquals(List.of(unread + ")"), errors(injector(StandardStrategies.registry()), file).stream()
                .filter(e -> e.startsWith("pipeline 'R'")).toList());
    }

    /**
     * The warnings that read a file as a run would (an overloaded sweep point) read it against the bound registry:
     * a file whose queue discipline only that registry holds is still warned about.
     */
    @Test
    void anOverloadIsWarnedAboutWithTheBoundRegistrysQueue() throws Exception {
        String file = FILE.replace("load 0.5", "load 0.5, 1.5");
        List<String> warnings = issues(injector(withTestQueue()), file, Severity.WARNING);
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("experiment 'E' is overloaded at load 1.5 (offered load 1.50)"),
                warnings.get(0));
        assertEquals(List.of(), issues(injector(StandardStrategies.registry()), file, Severity.WARNING));
    }
}

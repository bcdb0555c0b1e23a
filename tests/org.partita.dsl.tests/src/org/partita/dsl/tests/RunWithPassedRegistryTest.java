package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.xtext.common.TerminalsStandaloneSetup;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.metrics.Metric;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.PartitaRuntimeModule;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import com.google.inject.util.Modules;

/**
 * A file is read for a run against the registry the run is handed ({@link Interpreter.RunOptions#strategies()}):
 * a queue discipline only that registry holds is read and run, and the same file run with the default strategies is
 * refused with the core's message, naming the pipeline.
 */
class RunWithPassedRegistryTest {

    private static final String FILE = "experiment E { machine mesh 8 x 8 workload synthetic { jobs 60 warmup 5 "
            + "arrivals poisson load 0.7 } pipeline P { queue counted-fcfs allocate first-fit } "
            + "pipeline F { queue fcfs allocate first-fit } }";

    private static final Interpreter.RunOptions DEFAULTS = new Interpreter.RunOptions(null, 1, true, false, false,
            null);

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

    /** The file parsed and validated by an injector that knows {@code strategies}, so it validates cleanly. */
    private static Experiment experiment(StrategyRegistry strategies) throws Exception {
        Injector injector = Guice.createInjector(Modules.override(new PartitaRuntimeModule()).with(binder -> {
            binder.bind(StrategyRegistry.class).toInstance(strategies);
            binder.bind(EValidator.Registry.class).toInstance(new EValidatorRegistryImpl());
        }));
        Model m = injector.getInstance(Key.get(new TypeLiteral<ParseHelper<Model>>() {
        })).parse(FILE);
        injector.getInstance(ValidationTestHelper.class).assertNoErrors(m);
        return Experiments.find(m, "E");
    }

    private static RunResult run(ExperimentResult r, int pipeline) {
        return r.runs().stream().filter(x -> x.key().pipeline() == pipeline).findFirst().orElseThrow();
    }

    @Test
    void aQueueOnlyThePassedRegistryHoldsIsReadAndRun() throws Exception {
        AtomicInteger made = new AtomicInteger();
        StrategyRegistry withTest = StandardStrategies.with(List.of(() -> List.of(new Strategy(
                StrategyDescriptor.of(Family.QUEUE, "counted-fcfs", "FCFS under another name", "test"),
                c -> {
                    made.incrementAndGet();
                    return new FcfsPolicy();
                }))));
        Experiment e = experiment(withTest);

        ExperimentResult r = Interpreter.run(e, DEFAULTS.withStrategies(withTest));
        assertTrue(made.get() > 0, "the test discipline was made");
        assertEquals(2, r.runs().size());
        RunResult counted = run(r, 0);
        RunResult fcfs = run(r, 1);
        assertEquals(List.of(), counted.violations());
        assertEquals(60.0, counted.metrics().get(Metric.JOBS));
        assertEquals(fcfs.metrics().asMap(), counted.metrics().asMap(), "FCFS under another name runs as FCFS");

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Interpreter.run(e, DEFAULTS));
        assertTrue(refused.getMessage().startsWith("pipeline 'P': unknown queue discipline 'counted-fcfs'"),
                refused.getMessage());
    }
}

package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunResult;
import org.partita.core.metrics.Metric;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.Scenario;
import org.partita.dsl.partita.Model;

/** The interpreter on small experiments whose results can be worked out by hand. */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class InterpreterTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    private Scenario scenario(String text, String name) throws Exception {
        return Experiments.scenario(parser, validator, text, name);
    }

    /**
     * One processor, unit jobs, constant service S = 1 s, Poisson arrivals λ = 0.5/s: an M/D/1 queue, whose mean
     * wait is W = λ E[S²] / (2 (1 − ρ)) = 0.5 · 1 / (2 · 0.5) = 0.5 s (Pollaczek–Khinchine); the response is exactly
     * W + 1 s in every run, and the utilization is ρ = 0.5.
     */
    @Test
    void md1QueueMatchesPollaczekKhinchine() throws Exception {
        Scenario s = scenario("""
                experiment MD1 {
                    machine pool 1
                    workload synthetic {
                        jobs 40000 warmup 2000
                        arrivals poisson rate 0.5
                        service constant mean 1 s
                        size uniform 1 to 1
                    }
                    pipeline FCFS { queue fcfs }
                    replications 4 seed 3
                    measure wait, response, utilization, jobs
                }""", "MD1");
        ExperimentResult r = Experiments.run(s, null, 2);
        assertEquals(4, r.runs().size());
        for (RunResult run : r.runs()) {
            assertEquals(40000, run.metrics().get(Metric.JOBS));
            assertEquals(1.0, run.metrics().get(Metric.RESPONSE) - run.metrics().get(Metric.WAIT), 1e-9);
        }
        Aggregate a = r.aggregates().get(0);
        assertEquals(0.5, a.get(Metric.WAIT).mean(), 0.03);
        assertEquals(0.5, a.get(Metric.UTILIZATION).mean(), 0.01);
    }

    /**
     * Offered load in percent and service in milliseconds: ρ = 50 % on one processor with mean service 2000 ms gives
     * λ = ρ N / (m r) = 0.5 · 1 / (1 · 2) = 0.25/s (Kim and Yoon §5), an M/M/1 queue with mean wait
     * W = ρ / (μ − λ) = 0.5 / (0.5 − 0.25) = 2 s.
     */
    @Test
    void mm1WithLoadAndUnitsMatchesTheFormula() throws Exception {
        Scenario s = scenario("""
                experiment MM1 {
                    machine pool 1
                    workload synthetic {
                        jobs 50000 warmup 2000
                        arrivals poisson load 50%
                        service exponential mean 2000 ms
                        size uniform 1 to 1
                    }
                    pipeline FCFS { queue fcfs }
                    replications 4 seed 11
                    measure wait, utilization
                }""", "MM1");
        Scenario.SyntheticPlan w = (Scenario.SyntheticPlan) s.workload();
        assertEquals(2.0, w.serviceMean().constant().doubleValue());
        assertEquals(0.5, w.intensityValue().constant().doubleValue());
        Aggregate a = Experiments.run(s, null, 2).aggregates().get(0);
        assertEquals(2.0, a.get(Metric.WAIT).mean(), 0.2);
        assertEquals(0.5, a.get(Metric.UTILIZATION).mean(), 0.02);
    }

    @Test
    void sweepPointsAreTheCrossProductInBaseUnits() throws Exception {
        Scenario s = scenario("""
                experiment S {
                    machine mesh 8 x 8
                    workload synthetic {
                        jobs 100
                        arrivals poisson load 30%, 50%
                        service exponential mean 1 s, 500 ms
                        sides uniform 1 to 8
                    }
                    pipeline FF { allocate first-fit }
                }""", "S");
        assertEquals(List.of("load", "mean"), s.variables());
        assertEquals(List.of(List.of("0.3", "1"), List.of("0.3", "0.5"), List.of("0.5", "1"), List.of("0.5", "0.5")),
                s.points());
        Scenario r = scenario("""
                experiment R {
                    machine mesh 8 x 8
                    workload synthetic { arrivals poisson traffic 0.1 to 0.3 step 0.1 }
                    pipeline FF { allocate first-fit }
                }""", "R");
        assertEquals(List.of(List.of("0.1"), List.of("0.2"), List.of("0.3")), r.points());
    }

    @Test
    void defaultsComeFromThePapers() throws Exception {
        Scenario s = scenario("""
                experiment D {
                    machine mesh 16 x 12
                    workload synthetic { arrivals poisson load 0.5 }
                    pipeline FF { allocate first-fit }
                }""", "D");
        assertEquals(10_000, s.measured());
        assertEquals(1_000, s.warmup());
        Scenario.SyntheticPlan w = (Scenario.SyntheticPlan) s.workload();
        assertEquals("exponential", w.service());
        assertEquals(5.0, w.serviceMean().constant().doubleValue());
        assertEquals("sides", w.sizes());
        assertEquals(1, w.lo());
        assertEquals(12, w.hi());
        assertEquals(2, w.dimensions());
        assertEquals(1, s.replications().min());
        assertEquals(0, s.seed());
        assertEquals(0.95, s.replications().confidence());
        assertTrue(s.columns().contains(Metric.RESPONSE) && !s.columns().contains(Metric.SEARCH_NANOS));
        assertEquals("fcfs", s.pipelines().get(0).queue());
    }

    @Test
    void extendsAndSetReplaceAParameter() throws Exception {
        Scenario s = scenario("""
                experiment Base {
                    machine mesh 8 x 8
                    workload synthetic { jobs 200 warmup 20 arrivals poisson load 0.5 service exponential mean 5 s }
                    pipeline FF { allocate first-fit }
                    pipeline AS { allocate adaptive-scan }
                    replications 3 seed 9
                    measure wait
                }
                experiment Child extends Base { set load 0.2, 0.4 }""", "Child");
        assertEquals(List.of("load"), s.variables());
        assertEquals(List.of(List.of("0.2"), List.of("0.4")), s.points());
        assertEquals(List.of("FF", "AS"), s.pipelines().stream().map(Scenario.PipelinePlan::name).toList());
        assertEquals(9, s.seed());
        assertEquals(3, s.replications().max());
        assertEquals(List.of(Metric.WAIT), s.columns());
        ExperimentResult r = Experiments.run(s, null, 1);
        assertEquals(2 * 2 * 3, r.runs().size());
        // a higher load means longer waits on the same jobs (common random numbers)
        for (int p = 0; p < 2; p++) {
            assertTrue(r.aggregates().get(2 * p).get(Metric.WAIT).mean()
                    < r.aggregates().get(2 * p + 1).get(Metric.WAIT).mean());
        }
    }

    @Test
    void sequentialReplicationsStopWithinTheTarget() throws Exception {
        Scenario s = scenario("""
                experiment Q {
                    machine pool 4
                    workload synthetic { jobs 2000 warmup 100 arrivals poisson load 0.5 size uniform 1 to 4 }
                    pipeline P { queue fcfs }
                    replications 2 to 12 seed 5 confidence 90% within 5% of response
                }""", "Q");
        assertEquals(Metric.RESPONSE, s.replications().target());
        assertEquals(0.9, s.replications().confidence());
        Aggregate a = Experiments.run(s, null, 2).aggregates().get(0);
        assertTrue(a.replications() >= 2 && a.replications() <= 12);
        assertTrue(a.replications() == 12
                || a.get(Metric.RESPONSE).halfWidth() <= 0.05 * a.get(Metric.RESPONSE).mean(), a.toString());
    }

    @Test
    void migrationAndWrappersBecomeTheCoreAllocators() throws Exception {
        Scenario s = scenario("""
                experiment M {
                    machine mesh 8 x 8
                    workload synthetic { jobs 300 arrivals poisson load 0.6 }
                    pipeline RSR { allocate rsr 2 over first-fit }
                    pipeline MIG { allocate adaptive-scan migrate departure pool 6 }
                    measure response, migrations
                }""", "M");
        Scenario.PipelinePlan rsr = s.pipelines().get(0);
        assertEquals("rsr", rsr.allocator());
        assertEquals("first-fit", rsr.parameters().get("base"));
        assertEquals("2", rsr.parameters().get("t"));
        Scenario.PipelinePlan mig = s.pipelines().get(1);
        assertEquals("migration", mig.allocator());
        assertEquals("departure", mig.parameters().get("trigger"));
        ExperimentResult r = Interpreter.run(s, new Interpreter.RunOptions(null, 1, true, false, false, null));
        for (RunResult run : r.runs()) {
            assertEquals(List.of(), run.violations());
            assertEquals(300, run.metrics().get(Metric.JOBS));
        }
    }

    @Test
    void aTraceIsReplayedRelativeToTheFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("t.swf"), """
                ; tiny trace
                1 0 -1 10 2 -1 -1 2 20 -1 1 1 1 -1 1 -1 -1 -1
                2 1 -1 5 4 -1 -1 4 10 -1 1 1 1 -1 1 -1 -1 -1
                3 2 -1 5 2 -1 -1 2 10 -1 1 1 1 -1 1 -1 -1 -1
                """);
        String text = "experiment T { machine pool 4 workload trace \"t.swf\" pipeline P { queue fcfs } "
                + "measure wait, jobs }";
        Model m = parser.parse(text, org.eclipse.emf.common.util.URI.createFileURI(
                dir.resolve("t.partita").toString()), new org.eclipse.xtext.resource.XtextResourceSet());
        validator.assertNoErrors(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioBuilder.build(Experiments.find(m, "T"));
        assertEquals(0, s.measured());
        // FCFS on 4 processors: job 1 (2 procs) runs 0–10; job 2 (4 procs) waits until 10 (wait 9); job 3 arrives
        // at 2 behind it and starts when job 2 ends at 15 (wait 13): mean wait (0 + 9 + 13) / 3
        Aggregate a = Experiments.run(s, null, 1).aggregates().get(0);
        assertEquals(3, a.get(Metric.JOBS).mean());
        assertEquals(22.0 / 3, a.get(Metric.WAIT).mean(), 1e-9);
    }

    @Test
    void anExperimentThatCannotRunYetIsRefusedBeforeRunning() throws Exception {
        var e = Experiments.parse(parser, validator, Snippets.experiment("queue fcfs").replace("mesh 32 x 32",
                "pool 64").replace("sides uniform 1 to 32", "").replace("queue fcfs", "queue fcfs share gang"), "E");
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                () -> org.partita.dsl.interpreter.ScenarioBuilder.build(e));
        assertTrue(ex.getMessage().contains("'share gang' is not supported yet by the interpreter"), ex.getMessage());
    }
}

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
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.interpreter.Interpreter;
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
        assertEquals(null, s.pipelines().get(0).stage("queue"), "only the stages written are planned");
        assertEquals("fcfs", ScenarioExperiment.of(s).pipelines().get(0).queue());
    }

    /**
     * Dandamudi and Yu's utilisation counts a structure's synchronisation work: Gaussian elimination with mp uniform
     * on 1..32 and syn 0.2 adds (mp + 1) · 0.2 = 3.5 s on average to D = 16, so U = 0.5 on 64 processors is
     * λ = 0.5 · 64 / 19.5; rigid jobs keep Kim and Yoon's conversion.
     */
    @Test
    void structureLoadCountsTheSynchronisationWork() throws Exception {
        Scenario s = scenario("""
                experiment GE {
                    machine bus 64
                    workload synthetic {
                        arrivals poisson load 0.5 service exponential mean 16 s size uniform 1 to 32
                        structure gaussian-elimination syn 0.2
                    }
                    pipeline AP { partition ap }
                }""", "GE");
        Scenario.SyntheticPlan w = (Scenario.SyntheticPlan) s.workload();
        var workload = org.partita.core.scenario.SyntheticWorkloads.create(w,
                org.partita.core.model.SweepPoint.NONE, 64);
        assertEquals(19.5 / (0.5 * 64), workload.interArrival().mean(), 1e-12);
    }

    /**
     * The offered load at each point: Kim and Yoon's ρ is the load itself; Chang's traffic ratio 1 on a 32 × 32 mesh
     * with sides uniform on 1..32 is λ·E[a]·E[b]·E[S]/N = 0.2 · 16.5² · 5 / 1024 = 0.2659 (digest §4.4); points at 1
     * or more are reported as overloaded.
     */
    @Test
    void offeredLoadIsComputedPerPointAndOverloadIsReported() throws Exception {
        Scenario ky = scenario("""
                experiment KY {
                    machine mesh 16 x 16
                    workload synthetic { arrivals poisson load 0.5, 1.2 service exponential mean 10 s }
                    pipeline FF { allocate first-fit }
                }""", "KY");
        var plan = (Scenario.SyntheticPlan) ky.workload();
        var points = org.partita.core.scenario.ScenarioExperiment.of(ky).points();
        assertEquals(0.5, org.partita.dsl.interpreter.OfferedLoad.of(plan, points.get(0), 256), 1e-12);
        var over = org.partita.dsl.interpreter.OfferedLoad.overloaded(ky);
        assertEquals(1, over.size());
        assertEquals("load 1.2 (offered load 1.20)", over.get(0).describe());
        Scenario chang = scenario("""
                experiment C {
                    machine mesh 32 x 32
                    workload synthetic { arrivals poisson traffic 1 service exponential mean 5 s }
                    pipeline FF { allocate first-fit }
                }""", "C");
        assertEquals(0.2 * 16.5 * 16.5 * 5 / 1024, org.partita.dsl.interpreter.OfferedLoad.of(
                (Scenario.SyntheticPlan) chang.workload(), org.partita.core.model.SweepPoint.NONE, 1024), 1e-12);
        assertTrue(org.partita.dsl.interpreter.OfferedLoad.overloaded(chang).isEmpty());
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

    /**
     * Chang 1997 §3.4 on the 8-cube: dimensions 0..7, a 0-cube being a one-node job. Every hypercube allocator runs
     * them with its invariants checked: buddy-cube, limit-k (k = 0 reduces every job to one node), RSR over buddy-cube
     * and the non-contiguous ones give a 0-cube exactly one node; all eight dimensions occur.
     */
    @Test
    void zeroCubesRunOnEveryHypercubeAllocator(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Scenario s = scenario("""
                experiment Cube {
                    machine hypercube 8
                    workload synthetic { jobs 800 warmup 0 arrivals poisson load 0.3 service exponential mean 5 s
                        dimension uniform 0 to 7 }
                    pipeline BC { queue fcfs allocate buddy-cube }
                    pipeline L0 { queue fcfs allocate limit-k k 0 }
                    pipeline R1 { queue fcfs allocate rsr 1 over buddy-cube }
                    pipeline N { queue fcfs allocate naive }
                    pipeline P { queue fcfs allocate pool }
                    measure response, utilization
                }""", "Cube");
        ExperimentResult r = Interpreter.run(s, new Interpreter.RunOptions(dir, 1, true, false, true, null));
        for (RunResult run : r.runs()) {
            assertEquals(List.of(), run.violations());
            assertEquals(800, run.metrics().get(Metric.JOBS));
        }
        List<String> lines = java.nio.file.Files.readAllLines(dir.resolve("jobs.csv"));
        List<String> header = List.of(lines.get(0).split(","));
        int req = header.indexOf("requested_procs"), alloc = header.indexOf("allocated_procs");
        int pipeline = header.indexOf("pipeline");
        java.util.Map<String, java.util.Set<String>> sizes = new java.util.TreeMap<>();
        java.util.Map<String, Integer> oneNode = new java.util.TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            sizes.computeIfAbsent(f[pipeline], k -> new java.util.TreeSet<>()).add(f[req]);
            if (f[req].equals("1")) {
                assertEquals("1", f[alloc], "a 0-cube gets one node under " + f[pipeline] + ": " + line);
                oneNode.merge(f[pipeline], 1, Integer::sum);
            }
            if (f[pipeline].equals("L0")) {
                assertEquals("1", f[alloc], "limit-0 reduces every job to a 0-cube: " + line);
            }
        }
        assertEquals(java.util.Set.of("BC", "L0", "R1", "N", "P"), oneNode.keySet());
        for (java.util.Set<String> seen : sizes.values()) {
            assertEquals(java.util.Set.of("1", "2", "4", "8", "16", "32", "64", "128"), seen);
        }
        // the load conversion counts the one-node jobs (E[2^d] = 255/8 processors): buddy-cube carries load 0.3
        for (RunResult run : r.runs()) {
            if (run.key().pipeline() == 0) { // BC
                assertEquals(0.3, run.metrics().get(Metric.UTILIZATION), 0.06);
            }
        }
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
        assertEquals(List.of(new Scenario.StagePlan("allocate", "rsr", java.util.Map.of("base", "first-fit", "t", "2"))),
                s.pipelines().get(0).stages());
        assertEquals(List.of(new Scenario.StagePlan("allocate", "adaptive-scan", java.util.Map.of()),
                new Scenario.StagePlan("migrate", "departure", java.util.Map.of("pool", "6"))),
                s.pipelines().get(1).stages(), "the stages as written: the core makes the migration allocator");
        var mig = org.partita.core.rigid.Allocation.of(ScenarioExperiment.of(s).pipelines().get(1));
        assertEquals("migration", mig.allocator());
        assertEquals(java.util.Map.of("base", "adaptive-scan", "pool", "6", "trigger", "departure"), mig.parameters());
        ExperimentResult r = Interpreter.run(s, new Interpreter.RunOptions(null, 1, true, false, false, null));
        for (RunResult run : r.runs()) {
            assertEquals(List.of(), run.violations());
            assertEquals(300, run.metrics().get(Metric.JOBS));
        }
    }

    @Test
    void anExperimentThatCannotRunYetIsRefusedBeforeRunning() throws Exception {
        var e = Experiments.parse(parser, validator, Snippets.experiment("queue fcfs").replace("mesh 32 x 32",
                "grid { cluster a pool 32 cluster b pool 32 link a b bandwidth 5 }").replace("sides uniform 1 to 32",
                        ""), "E");
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                () -> org.partita.dsl.interpreter.ScenarioReader.read(e));
        assertTrue(ex.getMessage().contains("a grid machine is not supported yet by the interpreter without a "
                + "'mapping' or 'balance' stage"), ex.getMessage());
    }

    /**
     * An application mix in the language is the thesis' workload of the core: W1 (swim and bt, Table 3.1 curves,
     * T1 212.2 s and 1066.21 s, requests 30, half of the load each) with the thesis' P = 64 in λ_i = P·U·FRAC_i / T1_i
     * while 60 processors run the jobs, submitted for 300 s, gives the same jobs and the same metrics as
     * {@code CorbalanWorkload.w1}, run directly through the core.
     */
    @Test
    void anApplicationMixIsTheThesisWorkload() throws Exception {
        var e = Experiments.parse(parser, validator, """
                experiment W1 {
                    machine smp 60
                    workload synthetic {
                        submit for 300 s
                        arrivals poisson load 0.8 processors 64
                        structure malleable
                        speedup swim { 4: 6.5, 8: 14.5, 16: 26.5, 32: 32.7, 48: 26.2 } time 212.2 s request 30 fraction 0.5
                        speedup bt { 8: 5.9, 16: 12.1, 32: 20.5, 48: 24.1 } time 1066.21 s request 30 fraction 50%
                    }
                    pipeline Equi { share equipartition }
                    replications 2 seed 11
                    measure response, execution, makespan
                }""", "W1");
        Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(e);
        assertTrue(s.workload() instanceof Scenario.MixPlan, s.workload().toString());
        assertEquals(300.0, s.submitWindow());
        assertEquals(0, s.measured()); // every job runs to completion
        ExperimentResult viaLanguage = Experiments.run(s, null, 2);

        var core = org.partita.core.malleable.CorbalanWorkload.w1(0.8);
        org.partita.core.model.WorkloadTraits traits = new org.partita.core.model.WorkloadTraits(
                org.partita.core.model.Stage.of("structure", "malleable"), new java.util.LinkedHashMap<>(
                        java.util.Map.of("swim", org.partita.core.workload.SpeedupTable.SWIM)), null);
        // curve numbers follow the order written: swim is 1, bt is 2
        var curves = new java.util.LinkedHashMap<String, org.partita.core.workload.SpeedupModel>();
        curves.put("swim", org.partita.core.workload.SpeedupTable.SWIM);
        curves.put("bt", org.partita.core.workload.SpeedupTable.BT);
        traits = new org.partita.core.model.WorkloadTraits(traits.structure(), curves, null);
        var x = ScenarioExperiment.of(s);
        var direct = new org.partita.core.experiment.Experiment("W1", x.machine(), x.pipelines(), x.points(),
                (point, streams, rejections) -> core.open(streams), x.config(), x.replications(), x.seed(),
                Double.NaN, traits);
        ExperimentResult viaCore = new org.partita.core.experiment.ExperimentRunner(direct,
                org.partita.core.experiment.StandardStrategies.allocators(),
                org.partita.core.experiment.ExperimentRunner.Options.inMemory()).run();
        assertEquals(viaCore.runs().size(), viaLanguage.runs().size());
        for (int i = 0; i < viaCore.runs().size(); i++) {
            RunResult a = viaCore.runs().get(i);
            RunResult b = viaLanguage.runs().get(i);
            assertEquals(a.simulation().completed(), b.simulation().completed());
            assertTrue(a.simulation().completed() > 20, "jobs: " + a.simulation().completed());
            for (Metric m : List.of(Metric.RESPONSE, Metric.EXECUTION, Metric.MAKESPAN)) {
                assertEquals(a.metrics().get(m), b.metrics().get(m), m.toString());
            }
        }
    }
}

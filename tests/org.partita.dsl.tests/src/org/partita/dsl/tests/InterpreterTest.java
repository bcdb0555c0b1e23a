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
        var workload = org.partita.dsl.interpreter.SyntheticWorkloads.create(w,
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
        var points = org.partita.dsl.interpreter.Interpreter.experiment(ky).points();
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
                "grid { cluster a pool 32 cluster b pool 32 link a b bandwidth 5 }").replace("sides uniform 1 to 32",
                        ""), "E");
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                () -> org.partita.dsl.interpreter.ScenarioBuilder.build(e));
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
        Scenario s = org.partita.dsl.interpreter.ScenarioBuilder.build(e);
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
        var x = Interpreter.experiment(s);
        var direct = new org.partita.core.experiment.Experiment("W1", x.machine(), x.pipelines(), x.points(),
                (point, streams, rejections) -> core.open(streams), x.config(), x.replications(), x.seed(),
                Double.NaN, traits);
        ExperimentResult viaCore = new org.partita.core.experiment.ExperimentRunner(direct,
                org.partita.core.alloc.AllocatorRegistry.standard(),
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

    /**
     * A pipeline parameter swept like a workload parameter: {@code threshold 10, 60} on the blocked-head trace of
     * {@link #queueParametersReachTheCoreWithTheirUnits} gives the bypass waits 8.8 and 6.8 at the two points; the
     * FCFS pipeline, which does not read the variable, waits 12.8 at both.
     */
    @Test
    void pipelineParametersSweep(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("blocked.swf"), BLOCKED_HEAD);
        String text = """
                experiment S {
                    machine pool 4
                    workload trace "blocked.swf"
                    pipeline FCFS { queue fcfs }
                    pipeline BQ { queue bypass threshold 10 s, 1 min }
                    measure wait
                    chart "Wait" wait vs threshold
                }""";
        Model m = parser.parse(text, org.eclipse.emf.common.util.URI.createFileURI(
                dir.resolve("s.partita").toString()), new org.eclipse.xtext.resource.XtextResourceSet());
        validator.assertNoIssues(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioBuilder.build(Experiments.find(m, "S"));
        assertEquals(java.util.List.of("threshold"), s.variables());
        assertEquals(java.util.List.of(java.util.List.of("10"), java.util.List.of("60")), s.points());
        assertEquals(java.util.Map.of("threshold", "$threshold"), s.pipelines().get(1).queueParameters());
        ExperimentResult r = Experiments.run(s, null, 2);
        java.util.Map<String, Double> waits = new java.util.TreeMap<>();
        for (Aggregate a : r.aggregates()) {
            waits.put(s.pipelines().get(a.pipeline()).name() + "@" + s.points().get(a.point()).get(0),
                    Math.round(a.get(Metric.WAIT).mean() * 1e9) / 1e9);
        }
        assertEquals(java.util.Map.of("FCFS@10", 12.8, "FCFS@60", 12.8, "BQ@10", 8.8, "BQ@60", 6.8), waits);
    }

    /**
     * {@code estimates actual} against the requested times (SWF field 9), EASY backfilling on 4 processors. Jobs
     * (submit/processors/run/requested): 1 0/2/10/10, 2 1/4/5/5, 3 2/2/5/20. Job 2 waits for job 1 (shadow time 10,
     * no extra processors). Requested: job 3 would end at 22 &gt; 10, so it waits for job 2 and starts at 15; waits
     * 0, 9, 13, mean 22/3. Actual: it ends at 7 &le; 10, so it backfills at once; waits 0, 9, 0, mean 3.
     */
    @Test
    void traceEstimatesAreRequestedOrActual(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("estimates.swf"), """
                1 0 -1 10 2 -1 -1 2 10 -1 1 1 1 -1 1 -1 -1 -1
                2 1 -1 5 4 -1 -1 4 5 -1 1 1 1 -1 1 -1 -1 -1
                3 2 -1 5 2 -1 -1 2 20 -1 1 1 1 -1 1 -1 -1 -1
                """);
        java.util.Map<String, Double> waits = new java.util.LinkedHashMap<>();
        for (String estimates : java.util.List.of("requested", "actual")) {
            String text = "experiment E { machine pool 4 workload trace \"estimates.swf\" { estimates " + estimates
                    + " } pipeline EASY { queue easy-backfill } measure wait }";
            Model m = parser.parse(text, org.eclipse.emf.common.util.URI.createFileURI(
                    dir.resolve("e.partita").toString()), new org.eclipse.xtext.resource.XtextResourceSet());
            validator.assertNoIssues(m);
            Scenario s = org.partita.dsl.interpreter.ScenarioBuilder.build(Experiments.find(m, "E"));
            assertEquals(estimates.equals("actual"), ((Scenario.TracePlan) s.workload()).actualEstimates());
            ExperimentResult r = Experiments.run(s, null, 1);
            waits.put(estimates, r.aggregates().get(0).get(Metric.WAIT).mean());
        }
        assertEquals(22.0 / 3, waits.get("requested"), 1e-9);
        assertEquals(3.0, waits.get("actual"), 1e-9);
    }

    /** The blocked-head trace of the core's golden test, in SWF. */
    private static final String BLOCKED_HEAD = """
            ; blocked head
            1 0 -1 20 2 -1 -1 2 20 -1 1 1 1 -1 1 -1 -1 -1
            2 0 -1 5 1 -1 -1 1 5 -1 1 1 1 -1 1 -1 -1 -1
            3 1 -1 5 4 -1 -1 4 5 -1 1 1 1 -1 1 -1 -1 -1
            4 2 -1 10 1 -1 -1 1 10 -1 1 1 1 -1 1 -1 -1 -1
            5 3 -1 2 2 -1 -1 2 2 -1 1 1 1 -1 1 -1 -1 -1
            """;

    /**
     * Queue disciplines with parameters on the blocked-head trace of the core's golden test (4 processors; job
     * submit/processors/run: 1 0/2/20, 2 0/1/5, 3 1/4/5, 4 2/1/10, 5 3/2/2). Job 3 needs the whole machine and blocks
     * the head until job 1 ends at 20.
     * <ul>
     * <li>FCFS: 3 20–25, 4 25–35, 5 25–27: waits 0, 0, 19, 23, 22, mean 12.8.</li>
     * <li>bypass, threshold 10 s (also the default, {@code 0.2 min} = 12 s and {@code mode count} threshold 1): at
     * the departure at 5 job 4 bypasses (head age 4), at 15 the head's age 14 disables bypassing, so 5 waits until
     * 25: waits 0, 0, 19, 3, 22, mean 8.8.</li>
     * <li>bypass, threshold none or {@code 1 min}: 5 also bypasses at 15: waits 0, 0, 19, 3, 12, mean 6.8. A
     * threshold read as 1 instead of 60 s would disable bypassing at 5 (FCFS, 12.8).</li>
     * <li>m-fcfs (every pass), no threshold: 4 starts at once at 2, 5 at 12: waits 0, 0, 19, 0, 9, mean 5.6;
     * threshold 5 s at the head (3 is head from 1): at 12 its age 11 stops 5 until 25: mean 8.2.</li>
     * </ul>
     */
    @Test
    void queueParametersReachTheCoreWithTheirUnits(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("blocked.swf"), BLOCKED_HEAD);
        String text = """
                experiment Q {
                    machine pool 4
                    workload trace "blocked.swf"
                    pipeline FCFS { queue fcfs }
                    pipeline BQ { queue bypass threshold 10 }
                    pipeline BQDefault { queue bypass }
                    pipeline BQMinutes { queue bypass threshold 0.2 min }
                    pipeline BQCount { queue bypass threshold 1 mode count }
                    pipeline BQNone { queue bypass threshold none }
                    pipeline BQMinute { queue bypass 1 min }
                    pipeline MFCFS { queue m-fcfs }
                    pipeline MFCFS5 { queue m-fcfs threshold 5 s }
                    measure wait, jobs
                }""";
        Model m = parser.parse(text, org.eclipse.emf.common.util.URI.createFileURI(
                dir.resolve("q.partita").toString()), new org.eclipse.xtext.resource.XtextResourceSet());
        validator.assertNoIssues(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioBuilder.build(Experiments.find(m, "Q"));
        java.util.Map<String, Scenario.PipelinePlan> plans = new java.util.LinkedHashMap<>();
        s.pipelines().forEach(p -> plans.put(p.name(), p));
        assertEquals(java.util.Map.of(), plans.get("FCFS").queueParameters());
        assertEquals("bypass", plans.get("BQ").queue());
        assertEquals(java.util.Map.of("threshold", "12"), plans.get("BQMinutes").queueParameters());
        assertEquals(java.util.Map.of("threshold", "60"), plans.get("BQMinute").queueParameters());
        assertEquals(java.util.Map.of("threshold", "1", "mode", "count"), plans.get("BQCount").queueParameters());
        assertEquals(java.util.Map.of("threshold", "none"), plans.get("BQNone").queueParameters());
        assertEquals(java.util.Map.of(), plans.get("BQDefault").queueParameters());
        assertEquals("mfcfs", plans.get("MFCFS5").queue());
        assertEquals(java.util.Map.of("threshold", "5"), plans.get("MFCFS5").queueParameters());

        java.util.Map<String, Double> expected = new java.util.LinkedHashMap<>();
        expected.put("FCFS", 12.8);
        expected.put("BQ", 8.8);
        expected.put("BQDefault", 8.8);
        expected.put("BQMinutes", 8.8);
        expected.put("BQCount", 8.8);
        expected.put("BQNone", 6.8);
        expected.put("BQMinute", 6.8);
        expected.put("MFCFS", 5.6);
        expected.put("MFCFS5", 8.2);
        ExperimentResult r = Experiments.run(s, null, 1);
        java.util.Map<String, Double> waits = new java.util.LinkedHashMap<>();
        for (Aggregate a : r.aggregates()) {
            assertEquals(5, a.get(Metric.JOBS).mean());
            waits.put(s.pipelines().get(a.pipeline()).name(), Math.round(a.get(Metric.WAIT).mean() * 1e9) / 1e9);
        }
        assertEquals(expected, waits);
    }
}

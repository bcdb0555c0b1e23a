package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.partita.Model;

/**
 * The interpreter on small SWF traces whose replays can be worked out by hand: the path relative to the file, queue
 * parameters with their units, a swept pipeline parameter, requested or actual estimates.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class TraceInterpreterTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    /** {@code text} parsed as the file {@code name} in {@code dir}, so that its trace paths resolve there. */
    private Model parse(java.nio.file.Path dir, String name, String text) throws Exception {
        return parser.parse(text, org.eclipse.emf.common.util.URI.createFileURI(dir.resolve(name).toString()),
                new org.eclipse.xtext.resource.XtextResourceSet());
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
        Model m = parse(dir, "t.partita", text);
        validator.assertNoErrors(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(Experiments.find(m, "T"));
        assertEquals(0, s.measured());
        // FCFS on 4 processors: job 1 (2 procs) runs 0–10; job 2 (4 procs) waits until 10 (wait 9); job 3 arrives
        // at 2 behind it and starts when job 2 ends at 15 (wait 13): mean wait (0 + 9 + 13) / 3
        Aggregate a = Experiments.run(s, null, 1).aggregates().get(0);
        assertEquals(3, a.get(Metric.JOBS).mean());
        assertEquals(22.0 / 3, a.get(Metric.WAIT).mean(), 1e-9);
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
        Model m = parse(dir, "s.partita", text);
        validator.assertNoIssues(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(Experiments.find(m, "S"));
        assertEquals(java.util.List.of("threshold"), s.variables());
        assertEquals(java.util.List.of(java.util.List.of("10"), java.util.List.of("60")), s.points());
        assertEquals(java.util.Map.of("threshold", "$threshold"), s.pipelines().get(1).stage("queue").parameters());
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
            Model m = parse(dir, "e.partita", text);
            validator.assertNoIssues(m);
            Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(Experiments.find(m, "E"));
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
                    pipeline MFCFS { queue m-fcfs threshold none }
                    pipeline MFCFS5 { queue m-fcfs threshold 5 s }
                    pipeline MFCFSDefault { queue m-fcfs }
                    pipeline MFCFSDynamic { queue m-fcfs threshold dynamic }
                    measure wait, jobs
                }""";
        Model m = parse(dir, "q.partita", text);
        validator.assertNoIssues(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(Experiments.find(m, "Q"));
        java.util.Map<String, Scenario.PipelinePlan> plans = new java.util.LinkedHashMap<>();
        s.pipelines().forEach(p -> plans.put(p.name(), p));
        assertEquals(java.util.Map.of(), plans.get("FCFS").stage("queue").parameters());
        assertEquals("bypass", plans.get("BQ").stage("queue").policy());
        assertEquals(java.util.Map.of("threshold", "12"), plans.get("BQMinutes").stage("queue").parameters());
        assertEquals(java.util.Map.of("threshold", "60"), plans.get("BQMinute").stage("queue").parameters());
        assertEquals(java.util.Map.of("threshold", "1", "mode", "count"), plans.get("BQCount").stage("queue").parameters());
        assertEquals(java.util.Map.of("threshold", "none"), plans.get("BQNone").stage("queue").parameters());
        assertEquals(java.util.Map.of(), plans.get("BQDefault").stage("queue").parameters());
        assertEquals("mfcfs", plans.get("MFCFS5").stage("queue").policy());
        assertEquals(java.util.Map.of("threshold", "5"), plans.get("MFCFS5").stage("queue").parameters());
        assertEquals(java.util.Map.of(), plans.get("MFCFSDefault").stage("queue").parameters());

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
        // m-fcfs without a threshold written has the core's default, Kim and Yoon's dynamic d·λ: jobs 1 and 2 start
        // without delay, so it is 0 and job 3 blocks everyone behind it, as under FCFS (BypassAndSjfGoldenTest)
        expected.put("MFCFSDefault", 12.8);
        expected.put("MFCFSDynamic", 12.8);
        ExperimentResult r = Experiments.run(s, null, 1);
        java.util.Map<String, Double> waits = new java.util.LinkedHashMap<>();
        for (Aggregate a : r.aggregates()) {
            assertEquals(5, a.get(Metric.JOBS).mean());
            waits.put(s.pipelines().get(a.pipeline()).name(), Math.round(a.get(Metric.WAIT).mean() * 1e9) / 1e9);
        }
        assertEquals(expected, waits);
    }

    /**
     * Processors per application of malleable jobs, worked by hand: on 4 processors with linear speedups, job 1
     * (application a, T1 = 8 s) and job 2 (application b, T1 = 4 s), both requesting 4 and submitted at 0, share
     * Equipartition's 2 + 2; b ends at 2 s, then a runs alone on 4 and ends at 3 s. a held 2·2 + 4·1 = 8
     * processor-seconds over 3 s (2.667 processors), b 2; a claim of class reads them.
     */
    @Test
    void processorsPerApplicationOfMalleableJobs(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("apps.swf"), """
                1 0 -1 8 4 -1 -1 4 8 -1 1 1 1 1 1 -1 -1 -1
                2 0 -1 4 4 -1 -1 4 4 -1 1 1 1 2 1 -1 -1 -1
                """);
        String text = """
                experiment M {
                    machine smp 4
                    workload trace "apps.swf" { structure malleable speedup a { 4: 4 } speedup b { 4: 4 } }
                    pipeline E { share equipartition mpl 4 }
                    replications 2
                    measure response, processors by application
                    expect E near 2.667 on processors of a within 1%
                }""";
        Model m = parse(dir, "m.partita", text);
        validator.assertNoErrors(m);
        Scenario s = org.partita.dsl.interpreter.ScenarioReader.read(Experiments.find(m, "M"));
        ExperimentResult r = Experiments.run(s, dir.resolve("out"), 1);
        java.util.Map<String, Double> processors = new java.util.TreeMap<>();
        java.util.Map<String, Double> responses = new java.util.TreeMap<>();
        for (var c : r.classes()) {
            processors.put(c.label(), c.get(Metric.PROCESSORS).mean());
            responses.put(c.label(), c.get(Metric.RESPONSE).mean());
        }
        assertEquals(8.0 / 3, processors.get("a"), 1e-9);
        assertEquals(2.0, processors.get("b"), 1e-9);
        assertEquals(java.util.Map.of("a", 3.0, "b", 2.0), responses);
        java.util.List<String> rows = java.nio.file.Files.readAllLines(dir.resolve("out/classes.csv"));
        assertEquals("pipeline,replication,n,class,jobs,jobs_ci,response,response_ci,processors,processors_ci",
                rows.get(0));
        assertEquals("E,all,2,a,1,0,3,0,2.666667,0", rows.get(3));
        assertEquals("holds", java.nio.file.Files.readAllLines(dir.resolve("out/claims.csv")).get(1).split(",")[3]);
    }
}

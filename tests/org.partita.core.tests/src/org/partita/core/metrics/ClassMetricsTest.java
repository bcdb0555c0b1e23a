package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.ClassAggregate;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.JobClasses.Attribute;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Job;
import org.partita.core.workload.ShapeRule;

/** {@code classes.csv}: per-class metrics of a schedule worked by hand, labels and the grouping's rules. */
class ClassMetricsTest {

    private static final List<Metric> MEASURED = List.of(Metric.RESPONSE, Metric.WAIT, Metric.UTILIZATION,
            Metric.BOUNDED_SLOWDOWN, Metric.EXECUTION);

    @TempDir
    Path dir;

    /**
     * pool:4, FCFS. Job 1 (2 processors, 10 s, user 1, application 1) starts at 0; job 2 (4 processors, 5 s,
     * application 2) waits for it until 10 and ends at 15; job 3 (1 processor, 3 s, application 1, submitted at 1)
     * and job 4 (1 processor, 2 s, no application, submitted at 2) queue behind job 2 and both start at 15.
     * Responses 10, 15, 17, 15; waits 0, 10, 14, 13; executions 10, 5, 3, 2; bounded slowdowns 1, 1.5, 1.7, 1.5.
     */
    private Path run(JobClasses classes) throws Exception {
        execute(classes);
        return dir.resolve("out-" + classes.attribute().word());
    }

    private ExperimentResult execute(JobClasses classes) throws Exception {
        Path trace = dir.resolve("t.swf");
        Files.writeString(trace, "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 -1 -1 -1\n"
                + "2 0 0 5 4 -1 -1 4 5 -1 1 2 1 2 1 -1 -1 -1\n"
                + "3 1 0 3 1 -1 -1 1 3 -1 1 1 1 1 1 -1 -1 -1\n"
                + "4 2 0 2 1 -1 -1 1 2 -1 1 2 1 -1 1 -1 -1 -1\n");
        Experiment e = new Experiment("t", MachineSpec.parse("pool:4"),
                List.of(new Pipeline("FCFS", "fcfs", "pool", Map.of(), ShapeRule.NONE)),
                List.of(SweepPoint.NONE), new TraceWorkload(trace, false), SimulationConfig.DEFAULT,
                Replications.fixed(2), 1, Double.NaN);
        Path out = dir.resolve("out-" + classes.attribute().word());
        return new ExperimentRunner(e, StandardStrategies.allocators(), new ExperimentRunner.Options(out, false, 2, true,
                false, null).withClasses(classes)).run();
    }

    @Test
    void theResultCarriesTheClassAggregatesTheClaimsRead() throws Exception {
        ExperimentResult r = execute(new JobClasses(Attribute.APPLICATION, null, List.of(), MEASURED));
        assertEquals(List.of("unknown", "1", "2"), r.classes().stream().map(ClassAggregate::label).toList());
        ClassAggregate first = r.classes().get(1);
        assertEquals(0, first.pipeline());
        assertEquals(2, first.replications());
        assertEquals(2, first.get(Metric.JOBS).mean());
        assertEquals(13.5, first.get(Metric.RESPONSE).mean());
        assertEquals(0, first.get(Metric.RESPONSE).halfWidth());
        assertEquals(6.5, first.get(Metric.EXECUTION).mean());
    }

    @Test
    void byApplicationWorkedByHand() throws Exception {
        Path out = run(new JobClasses(Attribute.APPLICATION, null, List.of(), MEASURED));
        String header = "pipeline,replication,n,class,jobs,jobs_ci,response,response_ci,wait,wait_ci,"
                + "bounded_slowdown,bounded_slowdown_ci,execution,execution_ci";
        assertEquals(List.of(header,
                // job 4 has no application (-1): the class "unknown", first in number order
                "FCFS,1,1,unknown,1,,15,,13,,1.5,,2,",
                "FCFS,2,1,unknown,1,,15,,13,,1.5,,2,",
                "FCFS,all,2,unknown,1,0,15,0,13,0,1.5,0,2,0",
                // jobs 1 and 3: responses 10 and 17, waits 0 and 14, slowdowns 1 and 1.7, executions 10 and 3
                "FCFS,1,1,1,2,,13.5,,7,,1.35,,6.5,",
                "FCFS,2,1,1,2,,13.5,,7,,1.35,,6.5,",
                "FCFS,all,2,1,2,0,13.5,0,7,0,1.35,0,6.5,0",
                "FCFS,1,1,2,1,,15,,10,,1.5,,5,",
                "FCFS,2,1,2,1,,15,,10,,1.5,,5,",
                "FCFS,all,2,2,1,0,15,0,10,0,1.5,0,5,0"), Files.readAllLines(out.resolve(ResultFiles.CLASSES)));
    }

    /** A rigid job's processors are its allocation: class 1 holds jobs 1 (2) and 3 (1), class 2 job 2 (4). */
    @Test
    void processorsOfRigidJobsAreTheirAllocations() throws Exception {
        Path out = run(new JobClasses(Attribute.APPLICATION, null, List.of(), List.of(Metric.PROCESSORS)));
        assertEquals(List.of("FCFS,all,2,unknown,1,0,1,0", "FCFS,all,2,1,2,0,1.5,0", "FCFS,all,2,2,1,0,4,0"),
                Files.readAllLines(out.resolve(ResultFiles.CLASSES)).stream().filter(r -> r.startsWith("FCFS,all"))
                        .toList());
    }

    /**
     * A class's cpu-time is the mean of its jobs' processor-seconds, a rigid job's being allocation × execution:
     * class 1 holds jobs 1 (2 × 10 = 20) and 3 (1 × 3 = 3), mean 11.5; class 2 job 2 (4 × 5 = 20); "unknown" job 4
     * (1 × 2 = 2).
     */
    @Test
    void cpuTimeIsTheMeanOfTheJobsProcessorSeconds() throws Exception {
        Path out = run(new JobClasses(Attribute.APPLICATION, null, List.of(), List.of(Metric.CPU_TIME)));
        assertEquals(List.of("FCFS,all,2,unknown,1,0,2,0", "FCFS,all,2,1,2,0,11.5,0", "FCFS,all,2,2,1,0,20,0"),
                Files.readAllLines(out.resolve(ResultFiles.CLASSES)).stream().filter(r -> r.startsWith("FCFS,all"))
                        .toList());
    }

    /**
     * Table 5.4's spreads, standard deviations over a class's jobs: class 1 holds jobs 1 (2 processors, 10 s) and 3
     * (1, 3 s), so sd 0.5 and 3.5; class 2 and "unknown" hold one job each, sd 0.
     */
    @Test
    void spreadsAreStandardDeviationsOverTheClassesJobs() throws Exception {
        Path out = run(new JobClasses(Attribute.APPLICATION, null, List.of(),
                List.of(Metric.PROCESSORS_SD, Metric.EXECUTION_SD)));
        assertEquals(List.of("FCFS,all,2,unknown,1,0,0,0,0,0", "FCFS,all,2,1,2,0,0.5,0,3.5,0",
                "FCFS,all,2,2,1,0,0,0,0,0"), Files.readAllLines(out.resolve(ResultFiles.CLASSES)).stream()
                        .filter(r -> r.startsWith("FCFS,all")).toList());
    }

    @Test
    void bySizeBands() throws Exception {
        Path out = run(new JobClasses(Attribute.SIZE, new int[] {1, 2}, List.of(), List.of(Metric.WAIT)));
        List<String> rows = Files.readAllLines(out.resolve(ResultFiles.CLASSES));
        assertEquals("pipeline,replication,n,class,jobs,jobs_ci,wait,wait_ci", rows.get(0));
        // band "1": jobs 3 and 4 (waits 14, 13); band "2": job 1; band "3+": job 2
        assertEquals(List.of("FCFS,all,2,1,2,0,13.5,0", "FCFS,all,2,2,1,0,0,0", "FCFS,all,2,3+,1,0,10,0"),
                rows.stream().filter(r -> r.startsWith("FCFS,all")).toList());
    }

    @Test
    void oneClassHoldingEveryJobAgreesWithTheSummary() throws Exception {
        Path out = run(new JobClasses(Attribute.SIZE, new int[] {4}, List.of(), List.of(Metric.RESPONSE,
                Metric.WAIT)));
        List<String> classes = Files.readAllLines(out.resolve(ResultFiles.CLASSES));
        assertEquals("FCFS,all,2,1-4,4,0,14.25,0,9.25,0", classes.get(classes.size() - 1));
        String summary = Files.readAllLines(out.resolve(ResultFiles.SUMMARY)).get(3);
        assertTrue(summary.startsWith("FCFS,all,2,4,0,14.25,0,9.25,0,"), summary);
    }

    @Test
    void labels() {
        JobClasses size = new JobClasses(Attribute.SIZE, new int[] {1, 4, 16}, List.of(), List.of(Metric.RESPONSE));
        assertEquals(List.of("1", "2-4", "5-16", "17+"), List.of(size.label(0), size.label(1), size.label(2),
                size.label(3)));
        assertEquals(0, size.key(Job.rigid(1, 0, 1, 1)));
        assertEquals(1, size.key(Job.rigid(1, 0, 4, 1)));
        assertEquals(3, size.key(Job.rigid(1, 0, 17, 1)));
        JobClasses apps = new JobClasses(Attribute.APPLICATION, null, List.of("bt", "apsi"), List.of(Metric.WAIT));
        assertEquals(List.of("unknown", "bt", "apsi", "3"), List.of(apps.label(-1), apps.label(1), apps.label(2),
                apps.label(3)));
        assertEquals(List.of(Metric.WAIT), apps.metrics());
    }

    @Test
    void rules() {
        assertEquals("'by size' needs the bands' upper bounds, e.g. 'by size 4, 16, 64'",
                JobClasses.problem(Attribute.SIZE, new int[0], List.of(Metric.RESPONSE)));
        assertEquals("size band bounds must be >= 1 and strictly increasing, got [4, 4]",
                JobClasses.problem(Attribute.SIZE, new int[] {4, 4}, List.of(Metric.RESPONSE)));
        assertEquals("only 'by size' takes band bounds",
                JobClasses.problem(Attribute.USER, new int[] {4}, List.of(Metric.RESPONSE)));
        assertEquals("metrics by class are means over each class's jobs: measure at least one of response, wait, "
                + "bounded-slowdown, asqt, execution, processors, cpu-time, processors-sd, execution-sd",
                JobClasses.problem(Attribute.USER, null, List.of(Metric.UTILIZATION)));
        assertNull(JobClasses.problem(Attribute.QUEUE, null, List.of(Metric.UTILIZATION, Metric.ASQT)));
        assertThrows(IllegalArgumentException.class,
                () -> new JobClasses(Attribute.SIZE, null, List.of(), List.of(Metric.RESPONSE)));
        assertEquals(Attribute.GROUP, Attribute.of("group"));
        assertNull(Attribute.of("colour"));
    }
}

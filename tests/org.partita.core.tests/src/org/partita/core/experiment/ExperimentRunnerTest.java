package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.LoadConversions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

class ExperimentRunnerTest {

    /** 8×8 mesh, processor-count jobs, two pipelines (square shapes vs bare counts), a load sweep, 3 replications. */
    static Experiment experiment(Replications reps) {
        var sizes = Distributions.uniformInt(1, 20);
        SyntheticWorkload base = SyntheticWorkload.sized(400, Distributions.exponential(1),
                Distributions.exponential(10), sizes);
        WorkloadFactory wf = (point, streams, rejections) -> {
            double rate = LoadConversions.kimYoon(point.getDouble("load"), 64, sizes.mean(), 10);
            return base.withInterArrival(Distributions.exponential(1 / rate)).open(streams);
        };
        return new Experiment("t", MachineSpec.parse("mesh:8x8"),
                List.of(new Pipeline("square", "fcfs", "pool", Map.of(), ShapeRule.SQUARE),
                        new Pipeline("count", "fcfs", "pool", Map.of(), ShapeRule.NONE)),
                List.of(SweepPoint.of("load", "0.3"), SweepPoint.of("load", "0.6")), wf,
                SimulationConfig.DEFAULT.withWarmup(50), reps, 42, Double.NaN);
    }

    static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void outputIsByteIdenticalWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        Experiment e = experiment(Replications.fixed(3));
        ExperimentResult one = run(e, dir.resolve("t1"), 1);
        run(e, dir.resolve("t3"), 3);
        run(e, dir.resolve("t4"), 4);
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS, ResultFiles.REJECTED, MachineFile.NAME)) {
            byte[] a = Files.readAllBytes(dir.resolve("t1").resolve(f));
            assertArrayEquals(a, Files.readAllBytes(dir.resolve("t3").resolve(f)), f);
            assertArrayEquals(a, Files.readAllBytes(dir.resolve("t4").resolve(f)), f);
        }
        assertEquals(12, one.runs().size());
        for (RunResult r : one.runs()) {
            assertEquals(List.of(), r.violations());
        }
    }

    @Test
    void pipelinesSeeTheSameJobsAndReplicationsDiffer(@TempDir Path dir) throws Exception {
        ExperimentResult r = run(experiment(Replications.fixed(3)), dir, 2);
        RunResult squareRep1 = r.runs().get(0);
        RunResult countRep1 = r.runs().get(6);
        assertEquals(new RunKey(0, 0, 1), squareRep1.key());
        assertEquals(new RunKey(1, 0, 1), countRep1.key());
        // same jobs: identical makespan lower bound inputs, but square shapes waste processors
        assertEquals(0, countRep1.metrics().get(Metric.INTERNAL_FRAGMENTATION), 1e-12);
        assertTrue(squareRep1.metrics().get(Metric.INTERNAL_FRAGMENTATION) > 0.05);
        assertFalse(r.runs().get(0).metrics().get(Metric.RESPONSE) == r.runs().get(1).metrics().get(
                Metric.RESPONSE), "replications must use different streams");
        // higher load → longer waits (same pipeline, replication 1)
        assertTrue(r.runs().get(3).metrics().get(Metric.WAIT) > r.runs().get(0).metrics().get(Metric.WAIT));
    }

    @Test
    void summaryLayout(@TempDir Path dir) throws Exception {
        run(experiment(Replications.fixed(3)), dir, 1);
        List<String> lines = Files.readAllLines(dir.resolve(ResultFiles.SUMMARY));
        assertTrue(lines.get(0).startsWith("pipeline,load,replication,n,jobs,jobs_ci,response,response_ci,"));
        assertEquals(1 + 2 * 2 * (3 + 1), lines.size());
        assertTrue(lines.get(1).startsWith("square,0.3,1,1,350,,"));
        assertTrue(lines.get(4).startsWith("square,0.3,all,3,350,0,"));
        List<String> jobs = Files.readAllLines(dir.resolve(ResultFiles.JOBS));
        assertTrue(jobs.get(0).startsWith("job_id,submit,start,end,requested_procs,allocated_procs,nodes"));
        assertTrue(jobs.get(0).endsWith(",pipeline,load,replication"));
        assertEquals(1 + 12 * 400, jobs.size());
        // every run's schedule in jobs.csv is valid
        List<InvariantChecker.Placement> all = InvariantChecker.readJobsCsv(
                Files.newBufferedReader(dir.resolve(ResultFiles.JOBS)));
        assertEquals(4800, all.size());
        assertEquals(List.of(), new InvariantChecker(64).addAll(all.subList(0, 400)).violations());
    }

    @Test
    void aggregateMatchesRunRows(@TempDir Path dir) throws Exception {
        ExperimentResult r = run(experiment(Replications.fixed(3)), dir, 1);
        Aggregate a = r.aggregates().get(0);
        double mean = (r.runs().get(0).metrics().get(Metric.WAIT) + r.runs().get(1).metrics().get(Metric.WAIT)
                + r.runs().get(2).metrics().get(Metric.WAIT)) / 3;
        assertEquals(mean, a.get(Metric.WAIT).mean(), 1e-9);
        assertEquals(3, a.get(Metric.WAIT).n());
    }

    @Test
    void sequentialStoppingIsThreadIndependent(@TempDir Path dir) throws Exception {
        Replications reps = Replications.untilWithin(0.05, 0.95, Metric.RESPONSE, 2, 12);
        Experiment e = experiment(reps);
        ExperimentResult a = run(e, dir.resolve("a"), 1);
        ExperimentResult b = run(e, dir.resolve("b"), 4);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(ResultFiles.SUMMARY)),
                Files.readAllBytes(dir.resolve("b").resolve(ResultFiles.SUMMARY)));
        for (Aggregate g : a.aggregates()) {
            var s = g.get(Metric.RESPONSE);
            assertTrue(g.replications() == 12 || s.halfWidth() <= 0.05 * s.mean(), "stopped early at "
                    + g.replications());
            assertTrue(g.replications() >= 2);
        }
        assertEquals(a.runs().size(), b.runs().size());
    }

    @Test
    void noTemporaryFilesAreLeft(@TempDir Path dir) throws Exception {
        run(experiment(Replications.fixed(2)), dir, 2);
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of("jobs.csv", "machine.csv", "rejected.csv", "summary.csv"),
                    s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void atomicWriteReplacesWholeFilesAndCleansUpOnFailure(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("out.csv");
        AtomicFiles.write(f, w -> w.write("first\n"));
        AtomicFiles.write(f, w -> w.write("second\n"));
        assertEquals("second\n", Files.readString(f));
        assertThrows(IOException.class, () -> AtomicFiles.write(f, w -> {
            w.write("partial");
            throw new IOException("disk full");
        }));
        assertEquals("second\n", Files.readString(f), "a failed write leaves the old file");
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(f), s.toList());
        }
    }

    @Test
    void traceReplayCountsDroppedRecords(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("hpc2n-200.swf");
        try (InputStream in = getClass().getResourceAsStream("/hpc2n-200.swf")) {
            Files.copy(in, trace);
        }
        Experiment e = new Experiment("replay", MachineSpec.parse("pool:240"),
                List.of(Pipeline.of("fcfs-pool", "fcfs", "pool")), List.of(), new TraceWorkload(trace, false),
                SimulationConfig.DEFAULT, Replications.fixed(1), 1, Double.NaN);
        Path out = dir.resolve("out");
        ExperimentResult r = run(e, out, 1);
        RunResult run = r.runs().get(0);
        assertEquals(194, run.simulation().completed());
        assertEquals(6L, run.sourceCounters().get("swf_dropped"));
        List<String> rejected = Files.readAllLines(out.resolve(ResultFiles.REJECTED), StandardCharsets.UTF_8);
        assertEquals("job_id,submit,requested_procs,reason,pipeline,replication", rejected.get(0));
        assertEquals("16,347726,8,run time unknown (field 4 is -1),fcfs-pool,1", rejected.get(1));
        assertEquals(7, rejected.size());
        assertEquals(List.of(), run.violations());
        // a smaller machine rejects the wide jobs (30 and 40 processors on 32) and counts them
        Experiment small = new Experiment("replay", MachineSpec.parse("pool:32"), e.pipelines(), List.of(),
                e.workload(), e.config(), e.replications(), 1, Double.NaN);
        RunResult s = run(small, dir.resolve("small"), 1).runs().get(0);
        long wide = Files.readAllLines(trace).stream().filter(l -> !l.startsWith(";"))
                .map(l -> l.trim().split("\\s+")).filter(f -> !f[3].equals("-1"))
                .filter(f -> Integer.parseInt(f[4]) > 32).count();
        assertTrue(wide > 0);
        assertEquals(wide, s.simulation().rejected());
        assertEquals(wide, (long) s.metrics().get(Metric.REJECTED));
    }
}

package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ReplayCommandTest extends CommandTest {

    Path trace;

    @BeforeEach
    void copyTrace() throws Exception {
        trace = copyResource("hpc2n-200.swf");
    }

    @Test
    void replayWritesResultsAndPrintsASummary() throws Exception {
        Path res = dir.resolve("res");
        int code = run("replay", trace.toString(), "--machine", "pool:240", "--out", res.toString(), "--jobs-csv",
                "--check");
        assertEquals(0, code, err);
        assertEquals("", err);
        assertTrue(out.contains("trace: 200 records, 6 dropped, 0 malformed lines skipped"), out);
        assertTrue(out.contains("jobs: 194 arrived, 0 rejected (too wide), 194 completed"), out);
        assertTrue(out.contains("bounded_slowdown"), out);
        assertTrue(out.contains("check: all invariants hold"), out);
        assertTrue(Files.readString(res.resolve("jobs.csv"))
                .startsWith("job_id,submit,start,end,requested_procs,allocated_procs,nodes"));
        assertEquals(195, Files.readAllLines(res.resolve("jobs.csv")).size());
        assertEquals(7, Files.readAllLines(res.resolve("rejected.csv")).size());
        assertTrue(Files.exists(res.resolve("summary.csv")));
    }

    @Test
    void replayOnAMeshUsesTheShapeRuleAndRejectsTooWideJobs() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:6x6", "--out", res.toString()), err);
        // 40-processor jobs cannot fit 36 nodes; 30-processor jobs get 6×5
        assertTrue(out.contains("shape square"), out);
        List<String> rejected = Files.readAllLines(res.resolve("rejected.csv"));
        assertTrue(rejected.stream().anyMatch(l -> l.contains("needs 40 processors; can never fit mesh:6x6")),
                String.join("\n", rejected));
    }

    @Test
    void sameOutputWithOneOrSeveralThreads() throws Exception {
        assertEquals(0, run("replay", trace.toString(), "--machine", "pool:128", "--out", dir.resolve("a")
                .toString(), "--jobs-csv", "--replications", "3"), err);
        assertEquals(0, run("replay", trace.toString(), "--machine", "pool:128", "--out", dir.resolve("b")
                .toString(), "--jobs-csv", "--replications", "3", "--threads", "3"), err);
        for (String f : List.of("summary.csv", "jobs.csv", "rejected.csv")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(f)),
                    Files.readAllBytes(dir.resolve("b").resolve(f)), f);
        }
    }

    /** {@code --by user}: the classes partition the measured jobs; their weighted mean response is the run's. */
    @Test
    void metricsByUserAddUpToTheRun() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("replay", trace.toString(), "--machine", "pool:240", "--queue", "easy", "--out",
                res.toString(), "--by", "user", "--timeline", "3600"), err);
        assertTrue(Files.readAllLines(res.resolve("timeline.csv")).size() > 10);
        assertEquals(2, Files.readAllLines(res.resolve("timeline-summary.csv")).size());
        List<String> rows = Files.readAllLines(res.resolve("classes.csv"));
        assertEquals("pipeline,replication,n,class,jobs,jobs_ci,response,response_ci,wait,wait_ci,bounded_slowdown,"
                + "bounded_slowdown_ci", rows.get(0));
        double jobs = 0;
        double responseSum = 0;
        int classes = 0;
        for (String r : rows.subList(1, rows.size())) {
            String[] f = r.split(",", -1);
            if (f[1].equals("all")) {
                classes++;
                jobs += Double.parseDouble(f[4]);
                responseSum += Double.parseDouble(f[4]) * Double.parseDouble(f[6]);
            }
        }
        assertTrue(classes > 5, "the fixture has many users: " + classes);
        assertEquals(194, jobs);
        String[] summary = Files.readAllLines(res.resolve("summary.csv")).get(2).split(",", -1);
        assertEquals(Double.parseDouble(summary[5]), responseSum / jobs, 1e-5);
    }

    @Test
    void aBadGroupingIsAClearError() {
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--by", "size"));
        assertEquals("partita: --by size: 'by size' needs the bands' upper bounds, e.g. 'by size 4, 16, 64' (bands as "
                + "size:4,16,64)\n", err);
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--by", "colour"));
        assertTrue(err.startsWith("partita: --by colour: jobs can be grouped by application, user, group, queue, "
                + "size"), err);
    }

    @Test
    void unknownQueueOrParameterIsAClearError() {
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--queue", "lifo"));
        assertEquals("partita: unknown --queue 'lifo' (available: bypass, conservative, easy, fcfs, mfcfs, sjf)\n",
                err);
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--queue", "bypass", "--queue-param",
                "treshold=5"));
        assertEquals("partita: --queue-param: queue discipline 'bypass': unknown parameter(s) treshold; valid: clock, "
                + "mode, threshold\n", err);
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--queue", "easy", "--queue-param",
                "threshold=5"));
        assertEquals("partita: --queue-param: queue discipline 'easy': unknown parameter(s) threshold; valid: none\n",
                err);
    }

    /** Every discipline replays the fixture with a valid schedule; the backfilling ones wait less than FCFS. */
    @Test
    void everyQueueDisciplineReplaysTheFixtureAndPassesTheCheck() throws Exception {
        java.util.Map<String, Double> wait = new java.util.TreeMap<>();
        for (String q : List.of("fcfs", "easy", "conservative", "bypass", "mfcfs", "sjf")) {
            Path res = dir.resolve(q);
            java.util.List<String> args = new java.util.ArrayList<>(List.of("replay", trace.toString(), "--machine",
                    "pool:64", "--queue", q, "--out", res.toString(), "--jobs-csv", "--check"));
            if (q.equals("bypass")) {
                args.addAll(List.of("--queue-param", "threshold=3600"));
            }
            assertEquals(0, run(args.toArray(new String[0])), q + ": " + err);
            assertTrue(out.contains("queue " + q + ","), out);
            assertTrue(out.contains("check: all invariants hold"), q + ": " + out);
            assertEquals(195, Files.readAllLines(res.resolve("jobs.csv")).size(), q);
            List<String> summary = Files.readAllLines(res.resolve("summary.csv"));
            List<String> header = List.of(summary.get(0).split(",", -1));
            String[] row = summary.get(summary.size() - 1).split(",", -1);
            assertTrue(summary.get(1).startsWith(q + "-pool,"), summary.get(1));
            wait.put(q, Double.parseDouble(row[header.indexOf("wait")]));
        }
        assertTrue(wait.get("easy") < wait.get("fcfs"), wait.toString());
        assertTrue(wait.get("conservative") < wait.get("fcfs"), wait.toString());
    }

    @Test
    void backfillingOnAMeshPassesTheCheck() throws Exception {
        for (String q : List.of("easy", "conservative")) {
            Path res = dir.resolve("mesh-" + q);
            assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:8x8", "--allocate", "adaptive-scan",
                    "--queue", q, "--out", res.toString(), "--check"), q + ": " + err);
            assertTrue(out.contains("check: all invariants hold"), out);
        }
    }

    @Test
    void badMachineAllocatorAndMissingFile() {
        assertEquals(2, run("replay", trace.toString(), "--machine", "mesh:32"));
        assertEquals("partita: machine spec 'mesh:32': mesh takes 2 or 3 side lengths, e.g. mesh:32x32 or "
                + "mesh:8x8x8\n", err);
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--allocate", "worst-fit"));
        assertTrue(err.startsWith("partita: unknown --allocate 'worst-fit' (available: adaptive-scan, anca, "), err);
        // a strategy that does not support the machine is an invalid command line, found before any run
        assertEquals(2, run("replay", trace.toString(), "--machine", "pool:8", "--allocate", "first-fit"));
        assertEquals("partita: --allocate first-fit: first-fit needs a mesh or torus, got pool:8\n", err);
        assertEquals(1, run("replay", dir.resolve("nope.swf").toString(), "--machine", "pool:8"));
        assertEquals("partita: " + dir.resolve("nope.swf") + ": no such trace file\n", err);
    }

    @Test
    void malformedTraceFailsWithLineAndFieldUnlessLenient() throws Exception {
        Path bad = dir.resolve("bad.swf");
        Files.writeString(bad, "; MaxProcs: 8\n1 0 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n"
                + "2 5 0 1O 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n"
                + "3 6 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n");
        Path res = dir.resolve("res");
        assertEquals(1, run("replay", bad.toString(), "--machine", "pool:8", "--out", res.toString()));
        assertEquals("partita: " + bad + ":3: field 4 (run time): '1O' is not a number\n", err);
        assertFalse(Files.exists(res.resolve("summary.csv")), "no partial results");
        assertEquals(0, run("replay", bad.toString(), "--machine", "pool:8", "--out", res.toString(),
                "--lenient"), err);
        assertTrue(out.contains("trace: 2 records, 0 dropped, 1 malformed lines skipped"), out);
    }

    /** An empty trace, one with a header only, and one out of submit order: errors naming the file and line. */
    @Test
    void traceEdgeCasesAreErrorsAndSortReplaysAnUnorderedTrace() throws Exception {
        Path empty = dir.resolve("empty.swf");
        Files.writeString(empty, "");
        assertEquals(1, run("replay", empty.toString(), "--machine", "pool:8", "--out", dir.resolve("e").toString()));
        assertEquals("partita: " + empty + ": no job in the trace (the file is empty)\n", err);
        Path header = dir.resolve("header.swf");
        Files.writeString(header, "; Version: 2.2\n; MaxProcs: 8\n");
        assertEquals(1, run("replay", header.toString(), "--machine", "pool:8", "--out", dir.resolve("h").toString()));
        assertEquals("partita: " + header + ":2: no job in the trace (only comments and blank lines)\n", err);

        Path unordered = dir.resolve("unordered.swf");
        Files.writeString(unordered, "; MaxProcs: 8\n1 100 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n"
                + "2 50 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n");
        Path res = dir.resolve("u");
        assertEquals(1, run("replay", unordered.toString(), "--machine", "pool:8", "--out", res.toString()));
        assertTrue(err.startsWith("partita: " + unordered + ":3: field 2 (submit time): job 2 is submitted at 50, "
                + "before job 1 at 100 (line 2)"), err);
        assertTrue(err.contains("replay it sorted with --sort"), err);
        assertFalse(Files.exists(res.resolve("summary.csv")), "no partial results");
        assertEquals(0, run("replay", unordered.toString(), "--machine", "pool:8", "--out", res.toString(), "--sort",
                "--jobs-csv", "--check"), err);
        List<String> jobs = Files.readAllLines(res.resolve("jobs.csv"));
        assertTrue(jobs.get(1).startsWith("2,50,50,60,"), jobs.toString());
        assertTrue(jobs.get(2).startsWith("1,100,100,110,"), jobs.toString());
    }

    @Test
    void debugAddsTheStackTrace() {
        run("--debug", "replay", trace.toString(), "--machine", "pool:8", "--queue", "lifo");
        assertTrue(err.startsWith("partita: unknown --queue 'lifo'"), err);
        assertTrue(err.contains("at org.partita.cli."), err);
    }

    @Test
    void helpOnEverySubcommandAndUsageErrors() {
        assertEquals(0, run("--help"));
        assertTrue(out.contains("replay"), out);
        assertEquals(0, run("replay", "--help"));
        assertTrue(out.contains("--machine=SPEC"), out);
        assertTrue(out.contains("--jobs-csv"), out);
        assertEquals(0, run("help", "replay"));
        assertTrue(out.contains("--lenient"));
        assertEquals(2, run("replay", trace.toString()));
        assertTrue(err.contains("Missing required option: '--machine=SPEC'"), err);
        assertEquals(2, run("frobnicate"));
    }

    @Test
    void noProgressBarWhenStderrIsNotATerminal() throws Exception {
        assertEquals(0, run("replay", trace.toString(), "--machine", "pool:240", "--out",
                dir.resolve("r").toString()));
        assertFalse(err.contains("\r"));
    }
}

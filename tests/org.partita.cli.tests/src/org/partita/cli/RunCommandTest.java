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

/** {@code partita run} and {@code partita generate}: exit codes, messages and files. */
class RunCommandTest extends CommandTest {

    static final String SMALL = """
            // a small sweep
            experiment Small {
                machine mesh 8 x 8
                workload synthetic {
                    jobs 200 warmup 20
                    arrivals poisson load 0.3, 0.6
                    service exponential mean 5 s
                }
                pipeline FF { queue fcfs allocate first-fit }
                pipeline AS { queue fcfs allocate adaptive-scan }
                replications 2 seed 4
                measure response, utilization
                chart "Response" response vs load
            }
            """;

    Path file;

    @BeforeEach
    void writeFile() throws Exception {
        file = dir.resolve("small.partita");
        Files.writeString(file, SMALL);
    }

    @Test
    void runWritesResultsChartsAndATable() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--threads", "2", "--check",
                "--jobs-csv"), err);
        // 200 jobs after a 20-job warm-up are too few for a steady state: a warning, not an error
        assertTrue(err.isEmpty() || err.startsWith("partita: warning: ") && err.lines().count() == 1, err);
        assertTrue(out.startsWith("experiment Small: 8 runs in "), out);
        List<String> lines = out.lines().toList();
        assertTrue(lines.get(1).matches("pipeline +load +n +response +utilization +steady"), lines.get(1));
        assertTrue(lines.get(2).matches("FF +0\\.3 +2 +[0-9.]+ ±[0-9.]+ +[0-9.]+ ±[0-9.]+ +[a-z-]+"), lines.get(2));
        assertTrue(out.contains("check: all invariants hold"), out);
        for (String f : List.of("summary.csv", "rejected.csv", "jobs.csv", "chart-response.png",
                "chart-response.svg")) {
            assertTrue(Files.isRegularFile(res.resolve(f)), f);
        }
        assertEquals("pipeline,load,replication,n,response,response_ci,utilization,utilization_ci,steady_state",
                Files.readAllLines(res.resolve("summary.csv")).get(0));
    }

    /** Six replications on an 8 × 8 mesh below saturation (every point steady); {@code %s}: the claims. */
    static final String CLAIMS = """
            experiment Claims {
                machine mesh 8 x 8
                workload synthetic {
                    jobs 1000 warmup 100
                    arrivals poisson load 0.2, 0.4
                    service exponential mean 5 s
                }
                pipeline FF { queue fcfs allocate first-fit }
                pipeline AS { queue fcfs allocate adaptive-scan }
                replications 6 seed 4
                measure response
            %s}
            """;

    /**
     * Claims are printed and written to claims.csv; a failed claim exits 3, unless it is marked not reproduced. At
     * load 0.2 adaptive scan's response is 6.545 ± 0.6805, and first fit's rises from 7.184 ± 0.7647 at load 0.2 to
     * 17.93 ± 6.282 at 0.4.
     */
    @Test
    void claimsArePrintedWrittenAndAFailedOneExitsThree() throws Exception {
        Files.writeString(file, CLAIMS.formatted("""
                    expect AS below 10 s on response at load 0.2
                    expect FF increasing on response over load
                """));
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString()), err);
        assertTrue(out.contains("small.partita:12: holds\n    stated:   AS below 10 on response at load 0.2\n"
                + "    measured: load 0.2: AS 6.545 ± 0.6805\n"), out);
        List<String> csv = Files.readAllLines(res.resolve("claims.csv"));
        assertEquals("experiment,source,claim,verdict,stated,measured,not_reproduced,rule,lean,p_value", csv.get(0));
        assertTrue(csv.get(1).startsWith("Claims,small.partita:12,expect AS below 10 s on response at load 0.2,holds,"
                + "AS below 10 on response at load 0.2,load 0.2: AS 6.545 ± 0.6805,,number,with,"), csv.get(1));
        assertTrue(csv.get(2).startsWith("Claims,small.partita:13,expect FF increasing on response over load,holds,"
                + "FF increasing on response over load,\"load 0.2 7.184 ± 0.7647, load 0.4 17.93 ± 6.282\",,trend,with,"),
                csv.get(2));
        assertEquals(3, csv.size());

        Files.writeString(file, CLAIMS.formatted("    expect AS above 10 s on response at load 0.2\n"));
        assertEquals(3, run("run", file.toString(), "--out", res.toString()), out);
        assertTrue(out.contains("small.partita:12: fails"), out);
        assertTrue(err.contains("partita: 1 claim(s) failed"), err);
        assertTrue(Files.readString(res.resolve("claims.csv")).contains(",fails,"));

        Files.writeString(file, CLAIMS.formatted(
                "    expect AS above 10 s on response at load 0.2 not reproduced \"for the test\"\n"));
        assertEquals(0, run("run", file.toString(), "--out", res.toString()), err);
        assertTrue(out.contains("small.partita:12: fails (not reproduced: for the test)"), out);
    }

    @Test
    void anOverloadedExperimentRunsWithALoudWarning() throws Exception {
        Files.writeString(file, SMALL.replace("load 0.3, 0.6", "load 0.6, 1.4"));
        assertEquals(0, run("run", file.toString(), "--out", dir.resolve("o").toString()), err);
        assertTrue(err.startsWith("partita: WARNING: experiment Small is overloaded at load 1.4 (offered load 1.40): "
                + "the queue grows without bound"), err);
    }

    @Test
    void anOverloadedPointIsFlaggedInTheTableTheSummaryAndOnStandardError() throws Exception {
        Files.writeString(file, SMALL.replace("0.3, 0.6", "0.3, 1.5"));
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--threads", "1"), err);
        assertTrue(err.contains("partita: warning: "), err);
        assertTrue(err.contains("FF 1.5: overloaded") && err.contains("AS 1.5: overloaded"), err);
        assertTrue(out.lines().anyMatch(l -> l.matches("FF +1\\.5 +2 .* overloaded")), out);
        List<String> summary = Files.readAllLines(res.resolve("summary.csv"));
        assertTrue(summary.stream().anyMatch(l -> l.startsWith("FF,1.5,all,2,") && l.endsWith(",overloaded")),
                String.join("\n", summary));
    }

    @Test
    void defaultOutputFolderIsResultsExperimentNextToTheCurrentDirectory() throws Exception {
        Path cwd = Path.of("").toAbsolutePath();
        Path res = cwd.resolve("results/Small");
        try {
            assertEquals(0, run("run", file.toString(), "--threads", "1"), err);
            assertTrue(Files.isRegularFile(res.resolve("summary.csv")), out);
            assertTrue(out.contains("results: " + Path.of("results", "Small", "summary.csv")), out);
        } finally {
            for (String f : List.of("summary.csv", "rejected.csv", "machine.csv", "chart-response.png",
                    "chart-response.svg", "charts.csv")) {
                Files.deleteIfExists(res.resolve(f));
            }
            Files.deleteIfExists(res);
            try (var left = Files.list(cwd.resolve("results"))) {
                if (left.findAny().isEmpty()) {
                    Files.delete(cwd.resolve("results"));
                }
            }
        }
    }

    @Test
    void invalidFileIsReportedWithPositionsAndNothingRuns() throws Exception {
        Files.writeString(file, SMALL.replace("adaptive-scan", "adaptiv-scan"));
        Path res = dir.resolve("res");
        assertEquals(1, run("run", file.toString(), "--out", res.toString()));
        assertTrue(err.contains(file + ":10:"), err);
        assertTrue(err.contains("error: unknown allocation strategy 'adaptiv-scan'; did you mean 'adaptive-scan'?"),
                err);
        assertTrue(err.contains("partita: " + file + ": 1 error; nothing was run"), err);
        assertFalse(Files.exists(res));
    }

    @Test
    void constructsTheInterpreterCannotRunYetStopTheRun() throws Exception {
        Files.writeString(file, SMALL.replace("machine mesh 8 x 8",
                "machine grid { cluster a pool 32 cluster b pool 32 link a b bandwidth 5 }")
                .replace("pipeline AS { queue fcfs allocate adaptive-scan }\n", "")
                .replace(" allocate first-fit", ""));
        assertEquals(0, run("validate", file.toString()), out + err);
        assertTrue(out.contains("warning: a grid machine is not supported yet by the interpreter"), out);
        Path res = dir.resolve("res");
        assertEquals(1, run("run", file.toString(), "--out", res.toString()));
        assertTrue(err.contains(file + ":2:"), err);
        assertTrue(err.contains("error: a grid machine is not supported yet by the interpreter"), err);
        assertFalse(Files.exists(res));
    }

    @Test
    void missingFileAndBadOptions() {
        assertEquals(1, run("run", dir.resolve("none.partita").toString()));
        assertTrue(err.contains("none.partita: no such file"), err);
        assertEquals(2, run("run", file.toString(), "--threads", "0"));
        assertTrue(err.contains("--threads must be >= 1"), err);
        assertEquals(2, run("run", file.toString(), "--experiment", "Other"));
        assertTrue(err.contains("has no such experiment (experiments: Small)"), err);
        assertEquals(2, run("generate", file.toString()));
        assertTrue(err.contains("--to"), err);
    }

    @Test
    void resumeAfterAnInterruptionGivesTheSameSummary() throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertEquals(0, run("run", file.toString(), "--out", a.toString(), "--threads", "1"), err);
        // an interrupted run leaves its finished runs in .partial: simulate one by keeping some of b's runs
        assertEquals(0, run("run", file.toString(), "--out", b.toString(), "--threads", "2"), err);
        Files.delete(b.resolve("summary.csv"));
        assertEquals(0, run("run", file.toString(), "--out", b.toString(), "--resume"), err);
        assertArrayEquals(Files.readAllBytes(a.resolve("summary.csv")), Files.readAllBytes(b.resolve("summary.csv")));
    }

    @Test
    void generateWritesAJavaClass() throws Exception {
        Path src = dir.resolve("gen");
        assertEquals(0, run("generate", file.toString(), "--to", src.toString(), "--package", "my.exp"), err);
        Path java = src.resolve("my/exp/Small.java");
        assertEquals(java.toString(), out.strip());
        String text = Files.readString(java);
        assertTrue(text.startsWith("package my.exp;"), text);
        assertTrue(text.contains("public static ExperimentResult run(Path out, int threads)"), text);
        assertEquals(2, run("generate", file.toString(), "--to", src.toString(), "--package", "my-exp"));
        Files.writeString(file, SMALL.replace("load 0.3, 0.6", "load 0"));
        assertEquals(1, run("generate", file.toString(), "--to", dir.resolve("none").toString()));
        assertTrue(err.contains("'load' must be > 0"), err);
        assertFalse(Files.exists(dir.resolve("none")));
    }

    /** A machine declared in two files of the folder: both validate and run report it, naming the other file. */
    @Test
    void aNameDeclaredInTwoFilesOfTheFolderIsAnError() throws Exception {
        Files.writeString(file, SMALL.replace("machine mesh 8 x 8", "machine Paragon") + "machine Paragon mesh 8 x 8\n");
        Files.writeString(dir.resolve("other.partita"), "machine Paragon mesh 16 x 16\n");
        assertEquals(1, run("validate", file.toString()), out + err);
        assertTrue(out.contains(file + ":15:9: error: machine 'Paragon' is also declared in other.partita of the "
                + "same folder; references to it are ambiguous: rename one"), out);
        Path res = dir.resolve("res");
        assertEquals(1, run("run", file.toString(), "--out", res.toString()));
        assertTrue(err.contains("machine 'Paragon' is also declared in other.partita"), err);
        assertFalse(Files.exists(res));
        Files.delete(dir.resolve("other.partita"));
        assertEquals(0, run("validate", file.toString()), out + err);
    }

    /** Queue parameters run from the command line: a bypass queue with its threshold in minutes. */
    @Test
    void aBypassQueueRuns() throws Exception {
        Files.writeString(file, SMALL.replace("pipeline AS { queue fcfs allocate adaptive-scan }",
                "pipeline BQ { queue bypass threshold 0.5 min mode time allocate adaptive-scan }"));
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--check"), err);
        assertTrue(out.contains("check: all invariants hold"), out);
        assertTrue(Files.readString(res.resolve("summary.csv")).contains("\nBQ,0.3,"),
                Files.readString(res.resolve("summary.csv")));
    }

    @Test
    void exportWritesAnSwfLogAndABatsimFilePerRun() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--jobs-csv"), err);
        assertEquals(0, run("export", res.toString()), err);
        assertTrue(out.startsWith("partita: 8 run(s), "), out);
        assertTrue(out.contains("16 file(s) in " + res.resolve("export")), out);
        List<String> swf = Files.readAllLines(res.resolve("export/FF_load=0.3_r1.swf"));
        assertEquals("; Version: 2.2", swf.get(0));
        assertTrue(swf.stream().filter(l -> !l.startsWith(";")).allMatch(l -> l.split(" ").length == 18), swf.get(9));
        assertTrue(Files.readString(res.resolve("export/AS_load=0.6_r2.batsim.csv"))
                .startsWith("job_id,workload_name,profile,submission_time,"));
        assertEquals(0, run("export", res.toString(), "--swf", "--out", dir.resolve("only").toString()), err);
        try (var files = Files.list(dir.resolve("only"))) {
            assertTrue(files.allMatch(f -> f.toString().endsWith(".swf")));
        }
        assertEquals(1, run("export", dir.toString()));
        assertTrue(err.contains("run the experiment with --jobs-csv"), err);
    }

    @Test
    void timelineSamplesEveryRun() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--timeline", "50"), err);
        List<String> lines = Files.readAllLines(res.resolve("timeline.csv"));
        assertEquals("time,busy,free,queued,largest_free,fragmentation,pipeline,load,replication", lines.get(0));
        assertTrue(lines.get(1).matches("0,0,64,0,64,0,FF,0\\.3,1"), lines.get(1));
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(",AS,0.6,2")), "every run is sampled");
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",");
            int busy = Integer.parseInt(f[1]);
            int free = Integer.parseInt(f[2]);
            int largest = Integer.parseInt(f[4]);
            assertTrue(busy + free == 64 && largest <= free && Double.parseDouble(f[5]) >= 0, l);
        }
        List<String> summary = Files.readAllLines(res.resolve("timeline-summary.csv"));
        assertEquals("pipeline,load,replication,samples,mean_busy,mean_queued,mean_largest_free,mean_fragmentation",
                summary.get(0));
        assertEquals(9, summary.size(), "one row per run");
        assertEquals(2, run("run", file.toString(), "--out", res.toString(), "--timeline", "0"));
        assertTrue(err.contains("--timeline must be a number of seconds > 0"), err);
    }
}

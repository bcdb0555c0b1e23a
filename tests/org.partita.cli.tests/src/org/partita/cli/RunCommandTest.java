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
        assertEquals("", err);
        assertTrue(out.startsWith("experiment Small: 8 runs in "), out);
        List<String> lines = out.lines().toList();
        assertTrue(lines.get(1).matches("pipeline +load +n +response +utilization"), lines.get(1));
        assertTrue(lines.get(2).matches("FF +0\\.3 +2 +[0-9.]+ ±[0-9.]+ +[0-9.]+ ±[0-9.]+"), lines.get(2));
        assertTrue(out.contains("check: all invariants hold"), out);
        for (String f : List.of("summary.csv", "rejected.csv", "jobs.csv", "chart-response.png",
                "chart-response.svg")) {
            assertTrue(Files.isRegularFile(res.resolve(f)), f);
        }
        assertEquals("pipeline,load,replication,n,response,response_ci,utilization,utilization_ci",
                Files.readAllLines(res.resolve("summary.csv")).get(0));
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
            for (String f : List.of("summary.csv", "rejected.csv", "chart-response.png", "chart-response.svg")) {
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
}

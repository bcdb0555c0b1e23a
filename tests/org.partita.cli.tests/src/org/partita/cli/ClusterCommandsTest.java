package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code partita run --shard}, {@code partita merge} and the scripts of {@code partita slurm} (submitted to a real
 * Slurm by {@code releng/slurm-test/run.sh} in CI).
 */
class ClusterCommandsTest extends CommandTest {

    private static final List<String> FILES = List.of("summary.csv", "rejected.csv", "machine.csv",
            "chart-response.png", "chart-response.svg", "charts.csv");

    Path file;
    String home;

    @BeforeEach
    void writeFile() throws Exception {
        file = dir.resolve("small.partita");
        Files.writeString(file, RunCommandTest.SMALL);
        home = System.getProperty("partita.home");
    }

    @AfterEach
    void restoreHome() {
        if (home == null) {
            System.clearProperty("partita.home");
        } else {
            System.setProperty("partita.home", home);
        }
    }

    @Test
    void shardsMergedEqualAnUnshardedRun() throws Exception {
        Path whole = dir.resolve("whole");
        assertEquals(0, run("run", file.toString(), "--out", whole.toString()), err);
        Path sharded = dir.resolve("sharded");
        for (String k : List.of("3/3", "1/3", "2/3")) {
            assertEquals(0, run("run", file.toString(), "--out", sharded.toString(), "--shard", k), err);
            assertTrue(out.startsWith("experiment Small: shard " + k + " ran "), out);
            assertTrue(out.contains("partita merge " + file + " --out " + sharded), out);
        }
        assertFalse(Files.exists(sharded.resolve("summary.csv")), "shards write no results");
        assertEquals(0, run("merge", file.toString(), "--out", sharded.toString()), err);
        assertTrue(out.startsWith("experiment Small: 8 runs merged in "), out);
        for (String f : FILES) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(sharded.resolve(f)), f);
        }
    }

    @Test
    void aMergeWithAShardMissingNamesItsRunsAndExitsWith4() throws Exception {
        Path res = dir.resolve("out");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--shard", "1/3"), err);
        assertEquals(4, run("merge", file.toString(), "--out", res.toString()));
        assertTrue(err.startsWith("partita: experiment Small: " + res + ": "), err);
        assertTrue(err.contains(" of 8 runs are not stored:\n  pipeline "), err);
        assertTrue(err.contains("(shard 2/3, never started)") && err.contains("(shard 3/3, never started)"), err);
        assertFalse(err.contains("(shard 1/3"), err);
        assertTrue(err.contains("partita run --resume"), err);
        assertFalse(Files.exists(res.resolve("summary.csv")));

        assertEquals(4, run("merge", file.toString(), "--out", dir.resolve("nothing").toString()));
        assertTrue(err.contains("no stored runs to merge"), err);
    }

    @Test
    void aShardThatDoesNotExistIsAUsageError() {
        assertEquals(2, run("run", file.toString(), "--out", dir.resolve("o").toString(), "--shard", "4/3"));
        assertEquals("partita: --shard: shard 4/3 does not exist: K/N needs 1 <= K <= N\n", err);
        assertEquals(2, run("run", file.toString(), "--out", dir.resolve("o").toString(), "--shard", "two"));
        assertTrue(err.contains("write K/N"), err);
    }

    @Test
    void slurmWritesAnArrayOfShardsAndAMergeThatDependsOnIt() throws Exception {
        Path fakeHome = fakeLauncher();
        Path res = dir.resolve("out");
        assertEquals(0, run("slurm", file.toString(), "--out", res.toString(), "--array", "3", "--partition",
                "short", "--time", "0:10:00", "--mem", "1G", "--cpus-per-task", "2", "--sbatch=--qos=low",
                "--jobs-csv"), err);
        Path scripts = res.resolve("slurm");
        assertTrue(out.contains("3 shard(s) of 1 experiment(s); scripts in " + scripts.toAbsolutePath() ), out);
        assertTrue(out.contains("submit with: sh " + scripts.toAbsolutePath().resolve("submit.sh") ), out);
        String array = Files.readString(scripts.resolve("array.sbatch"));
        for (String line : List.of("#SBATCH --array=1-3", "#SBATCH --requeue", "#SBATCH --open-mode=append",
                "#SBATCH --partition=short", "#SBATCH --time=0:10:00", "#SBATCH --mem=1G", "#SBATCH --qos=low",
                "#SBATCH --cpus-per-task=2", "#SBATCH --output=" + scripts.toAbsolutePath().resolve("logs")
                        .resolve("shard-%a.log"), "export PARTITA_NO_BUILD=1")) {
            assertTrue(array.lines().anyMatch(line::equals), line + " in\n" + array);
        }
        String merge = Files.readString(scripts.resolve("merge.sbatch"));
        assertTrue(merge.contains("#SBATCH --kill-on-invalid-dep=yes") && !merge.contains("--array"), merge);
        assertTrue(Files.readString(scripts.resolve("submit.sh")).contains("--dependency=afterok:$array"));
        assertTrue(Files.isDirectory(scripts.resolve("logs")));

        // what task 2 and the merge job execute, with a stand-in launcher that prints its arguments
        assertEquals(fakeHome.resolve("partita") + " run " + file.toAbsolutePath() + " --out " + res.toAbsolutePath()
                + " --jobs-csv --shard 2/3 --threads 2", bash(scripts.resolve("array.sbatch"), "2").lines()
                .filter(l -> l.startsWith("/")).findFirst().orElseThrow());
        assertEquals(fakeHome.resolve("partita") + " merge " + file.toAbsolutePath() + " --out "
                + res.toAbsolutePath() + " --jobs-csv --threads 2", bash(scripts.resolve("merge.sbatch"), "")
                .strip());
    }

    @Test
    void slurmDefaultsToOneTaskPerRunAndWarnsAboutIdleTasks() throws Exception {
        fakeLauncher();
        assertEquals(0, run("slurm", file.toString(), "--out", dir.resolve("o").toString()), err);
        assertTrue(Files.readString(dir.resolve("o/slurm/array.sbatch")).contains("#SBATCH --array=1-8\n"));
        assertEquals(0, run("slurm", file.toString(), "--out", dir.resolve("o").toString(), "--array", "10"), err);
        assertTrue(err.contains("--array 10 is more than the 8 independent runs; 2 task(s) will have nothing to do"),
                err);
        assertEquals(2, run("slurm", file.toString(), "--out", dir.resolve("o").toString(), "--sbatch", "qos"));
        assertTrue(err.contains("give an sbatch option"), err);
    }

    @Test
    void slurmOnASuiteShardsEveryExperimentAndBuildsTheSuiteLast() throws Exception {
        Path fakeHome = fakeLauncher();
        Path suite = dir.resolve("study");
        assertEquals(0, run("new-suite", suite.toString()), err);
        assertEquals(0, run("slurm", suite.toString(), "--array", "2", "--include", "first.partita"), err);
        Path scripts = suite.resolve("target/slurm");
        String launcher = fakeHome.resolve("partita").toString();
        assertEquals(launcher + " suite " + suite.toAbsolutePath() + " --include first.partita --shard 1/2 --threads 2",
                bash(scripts.resolve("array.sbatch"), "1").lines().filter(l -> l.startsWith("/")).findFirst()
                        .orElseThrow());
        assertEquals(launcher + " suite " + suite.toAbsolutePath() + " --include first.partita --threads 2",
                bash(scripts.resolve("merge.sbatch"), "").strip());

        assertEquals(2, run("slurm", suite.toString(), "--out", dir.resolve("x").toString()));
        assertTrue(err.contains("a suite writes into its target/partita/"), err);
        assertEquals(2, run("slurm", file.toString(), "--include", "a.partita"));
        assertTrue(err.contains("--include selects files of a suite"), err);
    }

    @Test
    void slurmOnASuiteHandsTheDocumentToTheLastBuildOnly() throws Exception {
        Path fakeHome = fakeLauncher();
        Path suite = dir.resolve("study");
        assertEquals(0, run("new-suite", suite.toString()), err);
        Path doc = Files.writeString(dir.resolve("r.md"), "# R\n");
        assertEquals(0, run("slurm", suite.toString(), "--array", "2", "--include", "first.partita", "--docs",
                doc.toString()), err);
        Path scripts = suite.resolve("target/slurm");
        String launcher = fakeHome.resolve("partita").toString();
        assertEquals(launcher + " suite " + suite.toAbsolutePath() + " --include first.partita --shard 1/2 --threads 2",
                bash(scripts.resolve("array.sbatch"), "1").lines().filter(l -> l.startsWith("/")).findFirst()
                        .orElseThrow());
        assertEquals(launcher + " suite " + suite.toAbsolutePath() + " --include first.partita --docs "
                + doc.toAbsolutePath() + " --threads 2", bash(scripts.resolve("merge.sbatch"), "").strip());

        assertEquals(2, run("slurm", suite.toString(), "--docs", dir.resolve("none.md").toString()));
        assertTrue(err.contains("--docs " + dir.resolve("none.md") + ": no such file"), err);
        assertEquals(2, run("slurm", file.toString(), "--docs", doc.toString()));
        assertTrue(err.contains("--docs copies the claims of a suite; give a suite folder"), err);
    }

    @Test
    void suiteShardsStoreTheRunsOfEveryExperiment() throws Exception {
        Path suite = dir.resolve("study");
        assertEquals(0, run("new-suite", suite.toString()), err);
        assertEquals(0, run("suite", suite.toString(), "--shard", "1/2", "--threads", "1"), err);
        assertTrue(out.startsWith("experiment First (first.partita): shard 1/2 ran "), out);
        Path store = suite.resolve("target/partita/First/.partial");
        assertTrue(Files.readString(store.resolve("shard-1-of-2.txt")).contains("finished"));
        assertFalse(Files.exists(suite.resolve("target/partita/First/summary.csv")));
        assertEquals(2, run("suite", suite.toString(), "--shard", "3/2"));
    }

    /** A checkout whose launcher prints the path it was called by and its arguments. */
    private Path fakeLauncher() throws Exception {
        Path h = dir.resolve("home");
        Files.createDirectories(h);
        Path p = h.resolve("partita");
        Files.writeString(p, "#!/bin/sh\necho \"$0 $*\"\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        System.setProperty("partita.home", h.toString());
        return h.toAbsolutePath();
    }

    private static String bash(Path script, String task) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true);
        pb.environment().put("SLURM_ARRAY_TASK_ID", task);
        pb.environment().put("SLURM_CPUS_PER_TASK", "2");
        Process proc = pb.start();
        String text = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, proc.waitFor(), text);
        return text;
    }
}

package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * No wrong result with exit 0 from the command line: a damaged store is not merged, a store without its
 * fingerprint is refused, an earlier run's results do not survive a later run into the same folder.
 */
class SilentResultsCommandTest extends CommandTest {

    Path file;

    @BeforeEach
    void writeFile() throws Exception {
        file = dir.resolve("small.partita");
        Files.writeString(file, RunCommandTest.SMALL);
    }

    private Path shards(Path res) {
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--shard", "1/2"), err);
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--shard", "2/2"), err);
        return res.resolve(".partial");
    }

    @Test
    void aMergeOfAnEmptiedStoredRunFailsNamingIt() throws Exception {
        Path res = dir.resolve("out");
        Path run = shards(res).resolve("run-0-0-1.txt");
        Files.write(run, new byte[0]);
        assertEquals(1, run("merge", file.toString(), "--out", res.toString()));
        assertEquals("partita: " + run + ": damaged stored run (empty); delete it to run that run again (partita "
                + "run --resume, or the shard that owns it)\n", err);
        assertFalse(Files.exists(res.resolve("summary.csv")));
        assertEquals(1, run("run", file.toString(), "--out", res.toString(), "--resume"));
        assertTrue(err.startsWith("partita: " + run + ": damaged stored run (empty)"), err);

        Files.delete(run);
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--resume"), err);
        assertTrue(Files.exists(res.resolve("summary.csv")));
    }

    @Test
    void aStoredRunThatIsNotUtf8IsNamed() throws Exception {
        Path res = dir.resolve("out");
        Path run = shards(res).resolve("run-1-1-2.txt");
        byte[] b = Files.readAllBytes(run);
        b[b.length - 3] = (byte) 0xFE;
        Files.write(run, b);
        assertEquals(1, run("merge", file.toString(), "--out", res.toString()));
        assertTrue(err.startsWith("partita: " + run + ": damaged stored run (not UTF-8 text)"), err);
        assertFalse(err.contains("Input length"), err);
    }

    @Test
    void aLostFingerprintDoesNotLetAnotherSeedIn() throws Exception {
        Path res = dir.resolve("out");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--shard", "1/2"), err);
        Path fingerprint = res.resolve(".partial/experiment.txt");
        Files.delete(fingerprint);
        Files.writeString(file, RunCommandTest.SMALL.replace("seed 4", "seed 5"));
        assertEquals(1, run("run", file.toString(), "--out", res.toString(), "--shard", "2/2"));
        assertTrue(err.startsWith("partita: " + fingerprint + ": missing, so nothing says which experiment the "
                + "stored runs in " + res.resolve(".partial") + " belong to; delete " + res.resolve(".partial")
                + " to start the sweep over"), err);
        assertEquals(1, run("merge", file.toString(), "--out", res.toString()));
        assertTrue(err.startsWith("partita: " + fingerprint + ": missing"), err);
        assertFalse(Files.exists(res.resolve("summary.csv")));
    }

    @Test
    void aRunWithoutJobsCsvLeavesNoOldScheduleToExport() throws Exception {
        Path res = dir.resolve("out");
        assertEquals(0, run("run", file.toString(), "--out", res.toString(), "--jobs-csv"), err);
        assertTrue(Files.exists(res.resolve("jobs.csv")));
        Files.writeString(file, RunCommandTest.SMALL.replace("seed 4", "seed 5").replace("chart \"Response\" "
                + "response vs load", ""));
        assertEquals(0, run("run", file.toString(), "--out", res.toString()), err);
        assertFalse(Files.exists(res.resolve("jobs.csv")), "the earlier run's schedules are gone");
        assertFalse(Files.exists(res.resolve("chart-response.png")), "and so is a chart no longer in the file");
        assertFalse(Files.exists(res.resolve("charts.csv")));
        assertEquals(1, run("export", res.toString()));
        assertTrue(err.contains("jobs.csv"), err);
    }
}

package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run owns its output folder: the result files an earlier run left there and this run does not write are
 * removed, and so are the temporary files of a write that was killed; other files are left alone.
 */
class OutputFolderTest {

    private static final Experiment E = ExperimentRunnerTest.experiment(Replications.fixed(2));

    @TempDir
    Path dir;

    private static ExperimentRunner runner(Path out, boolean jobsCsv, boolean resume) {
        return new ExperimentRunner(E, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, jobsCsv, 2, false, false, null, resume, null));
    }

    @Test
    void aRunWithoutJobsCsvRemovesTheJobsCsvOfAnEarlierRun() throws Exception {
        Path out = dir.resolve("out");
        runner(out, true, false).run();
        assertTrue(Files.isRegularFile(out.resolve(ResultFiles.JOBS)));
        Files.writeString(out.resolve("notes.txt"), "mine");
        runner(out, false, false).run();
        assertFalse(Files.exists(out.resolve(ResultFiles.JOBS)), "an earlier run's schedules are not this run's");
        assertTrue(Files.isRegularFile(out.resolve(ResultFiles.SUMMARY)));
        assertTrue(Files.isRegularFile(out.resolve("notes.txt")), "files that are not results are kept");
    }

    @Test
    void aMergeRemovesTheResultsOfAnEarlierRunToo() throws Exception {
        Path out = dir.resolve("out");
        runner(out, true, false).run();
        new ExperimentRunner(E, StandardStrategies.allocators(), new ExperimentRunner.Options(out, false, 1, false,
                false, null)).runShard(new Shard(1, 1));
        runner(out, false, false).merge();
        assertFalse(Files.exists(out.resolve(ResultFiles.JOBS)));
    }

    @Test
    void temporaryFilesOfAKilledWriteAreRemovedOnTheNextStart() throws Exception {
        Path out = dir.resolve("out");
        Path whole = dir.resolve("whole");
        runner(whole, true, false).run();
        runner(out, true, false).runShard(new Shard(1, 2)); // a store to resume from
        Path jobs = Files.writeString(out.resolve(".jobs.csv.4711.tmp"), "half a file");
        Path stored = Files.writeString(out.resolve(RunStore.FOLDER).resolve(".run-0-0-1.txt.815.tmp"), "half");
        Path mine = Files.writeString(out.resolve(".mine.tmp"), "not a partial write");
        runner(out, true, true).run();
        assertFalse(Files.exists(jobs), "a partial result file");
        assertFalse(Files.exists(stored), "a partial stored run");
        assertTrue(Files.exists(mine), "only the names of partial writes are removed");
        assertArrayEquals(Files.readAllBytes(whole.resolve(ResultFiles.JOBS)),
                Files.readAllBytes(out.resolve(ResultFiles.JOBS)));
    }
}

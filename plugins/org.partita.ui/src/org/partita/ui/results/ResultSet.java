package org.partita.ui.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The result files of one run directory ({@code results/<experiment>/<timestamp>/}): {@code summary.csv} and,
 * when the run wrote it, {@code jobs.csv}.
 *
 * @param directory the run directory
 * @param summary   the summary, or {@code null} when the directory has none
 * @param jobs      the job trace, or {@code null} when the directory has none
 * @param mesh      mesh width and height for the occupancy view, or {@code null} when unknown
 */
public record ResultSet(Path directory, SummaryTable summary, JobsTable jobs, int[] mesh) {

    public static final String SUMMARY = "summary.csv";
    public static final String JOBS = "jobs.csv";

    /** Reads the result files of {@code directory}; fails when it holds neither file. */
    public static ResultSet load(Path directory, int[] mesh) throws IOException {
        Path s = directory.resolve(SUMMARY);
        Path j = directory.resolve(JOBS);
        if (!Files.isRegularFile(s) && !Files.isRegularFile(j)) {
            throw new IOException(directory + ": no " + SUMMARY + " or " + JOBS + " here");
        }
        return new ResultSet(directory, Files.isRegularFile(s) ? SummaryTable.read(s) : null,
                Files.isRegularFile(j) ? JobsTable.read(j) : null, mesh);
    }
}

package org.partita.ui.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.partita.core.claims.ClaimsFile;

/**
 * The result files of one run directory ({@code results/<experiment>/<timestamp>/}): {@code summary.csv} and,
 * when the run wrote them, {@code jobs.csv}, {@code claims.csv}, {@code timeline.csv} and {@code charts.csv}.
 *
 * @param directory the run directory
 * @param summary   the summary, or {@code null} when the directory has none
 * @param jobs      the job trace, or {@code null} when the directory has none
 * @param mesh      mesh width and height for the occupancy view, or {@code null} when unknown
 * @param claims    the verdicts of the experiment's claims, or {@code null} when it has none
 * @param timeline  the sampled state of each run ({@code timeline.csv}), or {@code null} when it was not written
 * @param charts    the experiment file's chart statements ({@code charts.csv}), or {@code null} when it has none
 */
public record ResultSet(Path directory, SummaryTable summary, JobsTable jobs, int[] mesh, ClaimsTable claims,
        TimelineTable timeline, ChartsTable charts) {

    public static final String SUMMARY = "summary.csv";
    public static final String JOBS = "jobs.csv";
    public static final String TIMELINE = "timeline.csv";

    /** Reads the result files of {@code directory}; fails when it holds neither a summary nor a job trace. */
    public static ResultSet load(Path directory, int[] mesh) throws IOException {
        Path s = directory.resolve(SUMMARY);
        Path j = directory.resolve(JOBS);
        Path c = directory.resolve(ClaimsFile.NAME);
        if (!Files.isRegularFile(s) && !Files.isRegularFile(j)) {
            throw new IOException(directory + ": no " + SUMMARY + " or " + JOBS + " here");
        }
        Path t = directory.resolve(TIMELINE);
        Path ch = directory.resolve(ChartsTable.NAME);
        return new ResultSet(directory, Files.isRegularFile(s) ? SummaryTable.read(s) : null,
                Files.isRegularFile(j) ? JobsTable.read(j) : null, mesh,
                Files.isRegularFile(c) ? ClaimsTable.read(c) : null,
                Files.isRegularFile(t) ? TimelineTable.read(t) : null,
                Files.isRegularFile(ch) ? ChartsTable.read(ch) : null);
    }
}

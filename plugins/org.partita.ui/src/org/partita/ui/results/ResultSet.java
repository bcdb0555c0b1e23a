package org.partita.ui.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.partita.core.claims.ClaimsFile;
import org.partita.core.experiment.MachineFile;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;

/**
 * The result files of one run directory ({@code results/<experiment>/<timestamp>/}): {@code summary.csv} and,
 * when the run wrote them, {@code jobs.csv}, {@code machine.csv}, {@code claims.csv}, {@code timeline.csv} and
 * {@code charts.csv}.
 *
 * @param directory the run directory
 * @param summary   the summary, or {@code null} when the directory has none
 * @param jobs      the job trace, or {@code null} when the directory has none
 * @param machine   the machine simulated ({@code machine.csv}), or {@code null} for results written without it
 * @param claims    the verdicts of the experiment's claims, or {@code null} when it has none
 * @param timeline  the sampled state of each run ({@code timeline.csv}), or {@code null} when it was not written
 * @param charts    the experiment file's chart statements ({@code charts.csv}), or {@code null} when it has none
 * @param classes   the metrics by class of jobs ({@code classes.csv}, each class a pipeline {@code pipeline: class}),
 *                  or {@code null} when it was not written
 */
public record ResultSet(Path directory, SummaryTable summary, JobsTable jobs, Machine machine, ClaimsTable claims,
        TimelineTable timeline, ChartsTable charts, SummaryTable classes) {

    public static final String SUMMARY = "summary.csv";
    public static final String JOBS = "jobs.csv";
    public static final String TIMELINE = "timeline.csv";
    public static final String CLASSES = "classes.csv";

    /** Reads the result files of {@code directory}; fails when it holds neither a summary nor a job trace. */
    public static ResultSet load(Path directory) throws IOException {
        Path s = directory.resolve(SUMMARY);
        Path j = directory.resolve(JOBS);
        if (!Files.isRegularFile(s) && !Files.isRegularFile(j)) {
            throw new IOException(directory + ": no " + SUMMARY + " or " + JOBS + " here");
        }
        Path m = directory.resolve(MachineFile.NAME);
        Path c = directory.resolve(ClaimsFile.NAME);
        Path t = directory.resolve(TIMELINE);
        Path ch = directory.resolve(ChartsTable.NAME);
        Path cl = directory.resolve(CLASSES);
        return new ResultSet(directory, Files.isRegularFile(s) ? SummaryTable.read(s) : null,
                Files.isRegularFile(j) ? JobsTable.read(j) : null,
                Files.isRegularFile(m) ? MachineFile.read(m) : null,
                Files.isRegularFile(c) ? ClaimsTable.read(c) : null,
                Files.isRegularFile(t) ? TimelineTable.read(t) : null,
                Files.isRegularFile(ch) ? ChartsTable.read(ch) : null,
                Files.isRegularFile(cl) ? SummaryTable.read(cl) : null);
    }

    /** Width and height of the machine when it is one 2D mesh or torus, else {@code null}. */
    public int[] mesh() {
        if (machine == null || machine.clusters().size() != 1) {
            return null;
        }
        Topology t = machine.topology();
        return t.isGrid() && t.dims().length == 2 ? new int[] {t.dims()[0], t.dims()[1]} : null;
    }
}

package org.partita.core.experiment;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.metrics.ClassRecorder;

/**
 * The part files of one run in the {@code .partial} folder: its rejected jobs, and its {@code jobs.csv},
 * {@code placements.csv}, {@code timeline.csv} and {@code classes.csv} rows when those files are written (a run that
 * moves no job leaves an empty placements part, so that every run has one to concatenate). Registers their writers
 * as observers; {@link #timeline()} is given to the run's model, which samples the machine into it.
 */
final class PartFiles implements Closeable {

    private final Writer rejected;
    private final Writer jobs;
    private final Writer placements;
    private final Writer classes;
    private final Writer timeline;
    private final JobRows rows;

    PartFiles(Path parts, RunKey key, Experiment experiment, ExperimentRunner.Options options,
            boolean placementsCsv, List<SimulationObserver> observers) throws IOException {
        String tag = key.pipeline() + "-" + key.point() + "-" + key.replication();
        String columns = ResultFiles.runColumns(experiment, key);
        rejected = Files.newBufferedWriter(parts.resolve("rejected-" + tag), StandardCharsets.UTF_8);
        jobs = options.jobsCsv() ? buffered(parts.resolve("jobs-" + tag)) : null;
        placements = placementsCsv ? buffered(parts.resolve("placements-" + tag)) : null;
        timeline = Double.isNaN(options.timeline()) ? null : buffered(parts.resolve("timeline-" + tag));
        classes = options.classes() == null ? null : buffered(parts.resolve(ClassSummary.part(key)));
        rows = new JobRows(jobs, rejected, columns);
        observers.add(rows);
        if (classes != null) {
            observers.add(new ClassRecorder(options.classes(), classes));
        }
        if (placements != null) {
            observers.add(new PlacementRows(placements, columns));
        }
    }

    private static Writer buffered(Path file) throws IOException {
        return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
    }

    /** The writer of the run's {@code jobs.csv} and {@code rejected.csv} rows. */
    JobRows rows() {
        return rows;
    }

    /** The run's timeline rows, or {@code null} when no timeline is written. */
    Writer timeline() {
        return timeline;
    }

    @Override
    public void close() throws IOException {
        try (Writer a = jobs; Writer b = placements; Writer c = rejected; Writer d = timeline; Writer e = classes) {
            // closes all five, in reverse order, even when one fails
        }
    }
}

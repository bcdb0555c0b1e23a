package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.metrics.TimelineSummary;

/**
 * Writes the result files of a finished experiment ({@link ResultFiles}) into the output directory: the summary from
 * the aggregates, the per-run files by concatenating the runs' part files in {@link RunKey} order, each file
 * atomically.
 */
final class ResultWriter {

    private ResultWriter() {
    }

    /**
     * @param placementsCsv whether {@code placements.csv} is written
     * @return {@code collected} with its per-class aggregates when the jobs are measured by class
     */
    static ExperimentResult write(ExperimentResult collected, Path parts, ExperimentRunner.Options options,
            boolean placementsCsv) throws IOException {
        ClassSummary classes = options.classes() == null ? null
                : ClassSummary.read(collected, options.classes(), parts);
        ExperimentResult result = classes == null ? collected : collected.withClasses(classes.aggregates());
        Experiment experiment = result.experiment();
        Path out = options.outDir();
        List<Metric> columns = options.columns() != null ? options.columns()
                : ResultFiles.metricColumns(experiment, options.wallClock());
        String trailer = ResultFiles.trailingHeader(experiment);
        MachineFile.write(out, experiment.machine());
        AtomicFiles.write(out.resolve(ResultFiles.SUMMARY), w -> ResultFiles.writeSummary(w, result, columns));
        AtomicFiles.write(out.resolve(ResultFiles.REJECTED), w -> {
            w.write(ResultFiles.REJECTED_HEADER + trailer + "\n");
            concat(w, parts, "rejected-", result);
        });
        if (!Double.isNaN(options.timeline())) {
            AtomicFiles.write(out.resolve(ResultFiles.TIMELINE), w -> {
                w.write(TimelineRecorder.HEADER + trailer + "\n");
                concat(w, parts, "timeline-", result);
            });
            AtomicFiles.write(out.resolve(ResultFiles.TIMELINE_SUMMARY), w -> TimelineSummary.write(
                    out.resolve(ResultFiles.TIMELINE), trailer.substring(1), w));
        }
        if (classes != null) {
            AtomicFiles.write(out.resolve(ResultFiles.CLASSES), classes::write);
        }
        if (options.jobsCsv()) {
            AtomicFiles.write(out.resolve(ResultFiles.JOBS), w -> {
                w.write(ResultFiles.JOBS_HEADER + trailer + "\n");
                concat(w, parts, "jobs-", result);
            });
        }
        if (placementsCsv) {
            AtomicFiles.write(out.resolve(ResultFiles.PLACEMENTS), w -> {
                w.write(ResultFiles.PLACEMENTS_HEADER + trailer + "\n");
                concat(w, parts, "placements-", result);
            });
        }
        return result;
    }

    private static void concat(Writer w, Path parts, String prefix, ExperimentResult result) throws IOException {
        char[] buf = new char[1 << 16];
        for (RunResult r : result.runs()) {
            RunKey k = r.key();
            Path part = parts.resolve(prefix + k.pipeline() + "-" + k.point() + "-" + k.replication());
            try (BufferedReader in = Files.newBufferedReader(part, StandardCharsets.UTF_8)) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    w.write(buf, 0, n);
                }
            }
        }
    }

    /** Deletes {@code dir} and everything in it. */
    static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> paths = new ArrayList<>(s.toList());
            Collections.reverse(paths);
            for (Path p : paths) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + dir, e);
        }
    }
}

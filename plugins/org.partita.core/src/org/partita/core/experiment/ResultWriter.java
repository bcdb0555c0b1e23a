package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import org.partita.core.format.TextFiles;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.metrics.TimelineSummary;

/**
 * Writes the result files of a finished experiment ({@link ResultFiles}) into the output directory: the summary from
 * the aggregates, the per-run files by concatenating the runs' part files in {@link RunKey} order, each file
 * atomically. The run owns the directory's result files: those an earlier run left there are removed first, so the
 * directory never mixes this run's files with an earlier run's (e.g. an old {@code jobs.csv} next to a new
 * {@code summary.csv}).
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
        removeResults(out);
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

    /** The result files a run writes; an earlier run's are removed before a run writes its own. */
    static final List<String> RESULTS = List.of(MachineFile.NAME, ResultFiles.SUMMARY, ResultFiles.REJECTED,
            ResultFiles.TIMELINE, ResultFiles.TIMELINE_SUMMARY, ResultFiles.CLASSES, ResultFiles.JOBS,
            ResultFiles.PLACEMENTS);

    private static void removeResults(Path out) throws IOException {
        for (String name : RESULTS) {
            Files.deleteIfExists(out.resolve(name));
        }
    }

    /**
     * Removes the temporary files that an interrupted atomic write ({@link AtomicFiles}) left in {@code dir}
     * ({@code .NAME.<digits>.tmp}); nothing else.
     */
    static void removeTemporaryFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                if (AtomicFiles.isTemporary(p) && Files.isRegularFile(p)) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    private static void concat(Writer w, Path parts, String prefix, ExperimentResult result) throws IOException {
        char[] buf = new char[1 << 16];
        for (RunResult r : result.runs()) {
            RunKey k = r.key();
            Path part = parts.resolve(prefix + k.pipeline() + "-" + k.point() + "-" + k.replication());
            try (BufferedReader in = TextFiles.reader(part)) {
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

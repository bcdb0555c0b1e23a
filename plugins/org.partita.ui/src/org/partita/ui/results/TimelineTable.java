package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.metrics.TimelineRecorder;
import org.partita.ui.results.Timeline.Steps;

/**
 * {@code timeline.csv} ({@code partita run --timeline}): per run, the sampled busy processors, queue length, largest
 * job that could start and external fragmentation. The columns after the fixed ones identify the run.
 */
public final class TimelineTable {

    /** The fixed leading columns (the core's). */
    public static final List<String> REQUIRED = List.of(TimelineRecorder.HEADER.split(","));

    /** One run's samples, column by column. */
    public record Samples(Steps busy, Steps queued, Steps largestFree, Steps fragmentation) {
    }

    private final Map<String, Samples> runs;

    private TimelineTable(Map<String, Samples> runs) {
        this.runs = runs;
    }

    public static TimelineTable read(Path file) throws IOException {
        return of(CsvReader.readWithHeader(file), file.toString());
    }

    public static TimelineTable read(Reader in, String fileName) throws IOException {
        return of(CsvReader.readWithHeader(in, fileName), fileName);
    }

    private static TimelineTable of(List<CsvReader.Record> records, String fileName) throws ResultFormatException {
        List<String> header = records.get(0).fields();
        if (header.size() < REQUIRED.size() || !header.subList(0, REQUIRED.size()).equals(REQUIRED)) {
            throw new ResultFormatException(fileName, 1, null,
                    "the header must start with " + String.join(",", REQUIRED));
        }
        Map<String, List<double[]>> rows = new LinkedHashMap<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            List<String> f = r.fields();
            if (f.size() == 1 && f.get(0).isEmpty()) {
                continue;
            }
            if (f.size() != header.size()) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "expected " + header.size() + " fields, found " + f.size());
            }
            double[] v = new double[REQUIRED.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = SummaryTable.number(f.get(i), fileName, r.line(), REQUIRED.get(i));
            }
            rows.computeIfAbsent(String.join(" / ", f.subList(REQUIRED.size(), f.size())), k -> new ArrayList<>())
                    .add(v);
        }
        Map<String, Samples> runs = new LinkedHashMap<>();
        rows.forEach((run, list) -> {
            double[] t = list.stream().mapToDouble(v -> v[0]).toArray();
            runs.put(run, new Samples(steps(t, list, 1), steps(t, list, 3), steps(t, list, 4), steps(t, list, 5)));
        });
        return new TimelineTable(runs);
    }

    private static Steps steps(double[] time, List<double[]> rows, int column) {
        return new Steps(Arrays.copyOf(time, time.length), rows.stream().mapToDouble(v -> v[column]).toArray());
    }

    /** The runs in file order. */
    public List<String> runs() {
        return List.copyOf(runs.keySet());
    }

    /** The samples of {@code run}, or {@code null}. */
    public Samples of(String run) {
        return runs.get(run);
    }
}

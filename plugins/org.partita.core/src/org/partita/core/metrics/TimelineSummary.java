package org.partita.core.metrics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.partita.core.format.Numbers;
import org.partita.core.format.TextFiles;

/**
 * {@code timeline-summary.csv}: one row per run of {@code timeline.csv} with the time averages of its samples (the
 * samples are evenly spaced, so their mean is the time average): {@code samples, mean_busy, mean_queued,
 * mean_largest_free, mean_fragmentation}, after the run's columns.
 */
public final class TimelineSummary {

    /** The summary's columns after the run's. */
    public static final String COLUMNS = "samples,mean_busy,mean_queued,mean_largest_free,mean_fragmentation";

    private TimelineSummary() {
    }

    /**
     * Writes the summary of {@code timeline} (as {@link TimelineRecorder} writes it, run columns last) to {@code out}.
     *
     * @param runColumns the header of the run columns, comma-separated ({@code pipeline,load,replication})
     */
    public static void write(Path timeline, String runColumns, Writer out) throws IOException {
        int fixed = TimelineRecorder.HEADER.split(",").length;
        Map<String, double[]> sums = new LinkedHashMap<>(); // samples, busy, queued, largest, fragmentation
        try (BufferedReader r = TextFiles.reader(timeline)) {
            r.readLine();
            for (String line; (line = r.readLine()) != null;) {
                if (line.isEmpty()) {
                    continue;
                }
                String[] f = line.split(",", -1);
                int cut = -1;
                for (int c = 0; c < fixed; c++) {
                    cut = line.indexOf(',', cut + 1);
                }
                double[] s = sums.computeIfAbsent(line.substring(cut + 1), k -> new double[5]);
                s[0]++;
                s[1] += Double.parseDouble(f[1]);
                s[2] += Double.parseDouble(f[3]);
                s[3] += Double.parseDouble(f[4]);
                s[4] += Double.parseDouble(f[5]);
            }
        }
        out.write(runColumns + "," + COLUMNS + "\n");
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, double[]> e : sums.entrySet()) {
            double[] s = e.getValue();
            b.setLength(0);
            b.append(e.getKey()).append(',').append((long) s[0]);
            for (int i = 1; i < 5; i++) {
                Numbers.append(b.append(','), s[i] / s[0]);
            }
            out.write(b.append('\n').toString());
        }
    }
}

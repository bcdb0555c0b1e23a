package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code charts.csv}, the experiment file's {@code chart "title" metric vs variable} statements as the run wrote
 * them: per chart its file name (without extension), title, metric column, sweep variable, axis labels with
 * units and, for a chart by class ({@code chart … by application}), the class attribute — what the metric view
 * needs to draw a chart as the file's PNG does. A folder written before charts by class has no {@code by} column.
 */
public final class ChartsTable {

    public static final String NAME = "charts.csv";
    static final List<String> HEADER = List.of("chart", "title", "metric", "variable", "x_label", "y_label", "by");

    /** One chart statement; {@code by} is empty for a chart of {@code summary.csv}. */
    public record Chart(String file, String title, String metric, String variable, String xLabel, String yLabel,
            String by) {

        /** Whether the chart draws {@code classes.csv}, one line per pipeline and class. */
        public boolean byClass() {
            return !by.isEmpty();
        }
    }

    private final List<Chart> charts;

    private ChartsTable(List<Chart> charts) {
        this.charts = List.copyOf(charts);
    }

    public List<Chart> charts() {
        return charts;
    }

    /** The chart of {@code summary.csv}'s {@code metric} against {@code variable}, or {@code null}. */
    public Chart find(String metric, String variable) {
        return charts.stream().filter(c -> !c.byClass() && c.metric().equals(metric)
                && c.variable().equals(variable)).findFirst().orElse(null);
    }

    /** The chart by class of {@code classes.csv}'s {@code metric} against {@code variable}, or {@code null}. */
    public Chart findByClass(String metric, String variable) {
        return charts.stream().filter(c -> c.byClass() && c.metric().equals(metric)
                && c.variable().equals(variable)).findFirst().orElse(null);
    }

    /** The axis label of {@code metric} (with its unit) from any chart of it, else {@code metric} itself. */
    public String metricLabel(String metric) {
        return charts.stream().filter(c -> c.metric().equals(metric)).map(Chart::yLabel).findFirst().orElse(metric);
    }

    /** The axis label of sweep variable {@code variable} from any chart over it, else {@code variable} itself. */
    public String variableLabel(String variable) {
        return charts.stream().filter(c -> c.variable().equals(variable)).map(Chart::xLabel).findFirst()
                .orElse(variable);
    }

    public static ChartsTable read(Path file) throws IOException {
        return of(CsvReader.readWithHeader(file), file.toString());
    }

    public static ChartsTable read(Reader in, String fileName) throws IOException {
        return of(CsvReader.readWithHeader(in, fileName), fileName);
    }

    private static ChartsTable of(List<CsvReader.Record> records, String fileName) throws ResultFormatException {
        List<String> header = records.get(0).fields();
        if (!header.equals(HEADER) && !header.equals(HEADER.subList(0, HEADER.size() - 1))) {
            throw new ResultFormatException(fileName, 1, null, "the header must be " + String.join(",", HEADER));
        }
        List<Chart> charts = new ArrayList<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            List<String> f = r.fields();
            if (f.size() == 1 && f.get(0).isEmpty()) {
                continue;
            }
            if (f.size() != header.size()) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "expected " + header.size() + " fields, found " + f.size());
            }
            charts.add(new Chart(f.get(0), f.get(1), f.get(2), f.get(3), f.get(4), f.get(5),
                    f.size() > 6 ? f.get(6) : ""));
        }
        return new ChartsTable(charts);
    }
}

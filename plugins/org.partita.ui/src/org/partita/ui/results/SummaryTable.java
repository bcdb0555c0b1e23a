package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;


/**
 * {@code summary.csv} of the results contract. Header: {@code pipeline, <sweep variables…>, replication, n,
 * <metric>, <metric>_ci, …}. One row per (pipeline, sweep point, replication), then per (pipeline, sweep point) an
 * aggregate row with {@code replication = all}, the mean in each metric column and the confidence-interval
 * half-width in its {@code _ci} column (empty when n &lt; 2). An empty field is an undefined value ({@code NaN}).
 *
 * <p>Also reads {@code classes.csv}, which has a {@code class} column after {@code n}: each class is then a
 * pipeline of its own, named {@code pipeline: class}, so that its curves are drawn like the pipelines'.
 */
public final class SummaryTable {

    /** Value of the {@code replication} column on aggregate rows. */
    public static final String AGGREGATE = "all";
    /** The column of {@code classes.csv} that names a row's class of jobs. */
    static final String CLASS = "class";
    /** The column of the steady-state verdicts. */
    static final String STEADY_STATE = "steady_state";

    /**
     * One row: its pipeline, sweep values (by variable, in header order), replication label, n, metrics and
     * steady-state verdict ({@code ""} when the file has no {@code steady_state} column).
     */
    public record Row(String pipeline, Map<String, String> sweep, String replication, int n,
            Map<String, Double> values, Map<String, Double> halfWidths, String steadyState) {

        public boolean isAggregate() {
            return AGGREGATE.equals(replication);
        }

        /** Whether the verdict says the mean is not a steady-state estimate. */
        public boolean unsteady() {
            return UNSTEADY.contains(steadyState);
        }
    }

    /** The {@code steady_state} verdicts of points whose means are not steady-state estimates. */
    static final List<String> UNSTEADY = List.of("warmup-short", "not-steady", "overloaded");

    private final List<String> variables;
    private final List<String> metrics;
    private final List<Row> rows;

    private SummaryTable(List<String> variables, List<String> metrics, List<Row> rows) {
        this.variables = List.copyOf(variables);
        this.metrics = List.copyOf(metrics);
        this.rows = List.copyOf(rows);
    }

    public static SummaryTable read(Path file) throws IOException {
        return of(CsvReader.readWithHeader(file), file.toString());
    }

    public static SummaryTable read(Reader in, String fileName) throws IOException {
        return of(CsvReader.readWithHeader(in, fileName), fileName);
    }

    private static SummaryTable of(List<CsvReader.Record> records, String fileName) throws ResultFormatException {
        List<String> header = records.get(0).fields();
        if (!header.get(0).equals("pipeline")) {
            throw new ResultFormatException(fileName, 1, header.get(0), "the first column must be 'pipeline'");
        }
        int rep = header.indexOf("replication");
        if (rep < 0 || rep + 1 >= header.size() || !header.get(rep + 1).equals("n")) {
            throw new ResultFormatException(fileName, 1, null, "missing the 'replication,n' columns");
        }
        List<String> variables = header.subList(1, rep);
        List<String> metrics = new ArrayList<>();
        Map<String, Integer> valueCol = new LinkedHashMap<>();
        Map<String, Integer> ciCol = new LinkedHashMap<>();
        int classCol = rep + 2 < header.size() && header.get(rep + 2).equals(CLASS) ? rep + 2 : -1;
        int steadyCol = header.indexOf(STEADY_STATE);
        for (int c = rep + (classCol < 0 ? 2 : 3); c < header.size(); c++) {
            String name = header.get(c);
            if (name.equals(STEADY_STATE)) {
                continue; // a verdict, not a metric
            }
            if (name.endsWith("_ci")) {
                ciCol.put(name.substring(0, name.length() - 3), c);
            } else {
                metrics.add(name);
                valueCol.put(name, c);
            }
        }
        List<Row> rows = new ArrayList<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            List<String> f = r.fields();
            if (f.size() == 1 && f.get(0).isEmpty()) {
                continue;
            }
            if (f.size() != header.size()) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "expected " + header.size() + " fields, found " + f.size());
            }
            Map<String, String> sweep = new LinkedHashMap<>();
            for (int c = 1; c < rep; c++) {
                sweep.put(header.get(c), f.get(c));
            }
            Map<String, Double> values = new LinkedHashMap<>();
            Map<String, Double> cis = new LinkedHashMap<>();
            for (String m : metrics) {
                values.put(m, number(f.get(valueCol.get(m)), fileName, r.line(), m));
                Integer ci = ciCol.get(m);
                cis.put(m, ci == null ? Double.NaN : number(f.get(ci), fileName, r.line(), m + "_ci"));
            }
            int n;
            try {
                n = Integer.parseInt(f.get(rep + 1));
            } catch (NumberFormatException e) {
                throw new ResultFormatException(fileName, r.line(), "n", "not an integer: '" + f.get(rep + 1) + "'");
            }
            rows.add(new Row(classCol < 0 ? f.get(0) : f.get(0) + ": " + f.get(classCol),
                    Collections.unmodifiableMap(sweep), f.get(rep), n,
                    Collections.unmodifiableMap(values), Collections.unmodifiableMap(cis),
                    steadyCol < 0 ? "" : f.get(steadyCol)));
        }
        return new SummaryTable(variables, metrics, rows);
    }

    /** Parses a number in the results format: empty is {@code NaN}, {@code inf}/{@code -inf} are infinities. */
    static double number(String s, String file, int line, String field) throws ResultFormatException {
        if (s.isEmpty()) {
            return Double.NaN;
        }
        if (s.equals("inf")) {
            return Double.POSITIVE_INFINITY;
        }
        if (s.equals("-inf")) {
            return Double.NEGATIVE_INFINITY;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new ResultFormatException(file, line, field, "not a number: '" + s + "'");
        }
    }

    public List<String> variables() {
        return variables;
    }

    public List<String> metrics() {
        return metrics;
    }

    public List<Row> rows() {
        return rows;
    }

    public List<Row> aggregates() {
        return rows.stream().filter(Row::isAggregate).toList();
    }

    /** Pipelines in file order. */
    public List<String> pipelines() {
        return rows.stream().map(Row::pipeline).distinct().toList();
    }

    /**
     * The curves of {@code metric} against the sweep variable {@code x}: one per pipeline (and per combination of
     * the other sweep variables, named {@code pipeline (var=value, …)}), from the aggregate rows, points sorted by
     * x; the error bars are the CI half-widths (0 where undefined); points whose verdict is not steady are flagged.
     * With no sweep variable ({@code x == null}), each curve has one point at x = 0.
     */
    public List<MetricSeries> curves(String metric, String x) {
        if (!metrics.contains(metric)) {
            throw new IllegalArgumentException("no metric '" + metric + "' in " + metrics);
        }
        Map<String, List<double[]>> points = new LinkedHashMap<>();
        for (Row r : aggregates()) {
            StringBuilder name = new StringBuilder(r.pipeline());
            List<String> others = new ArrayList<>();
            for (var e : r.sweep().entrySet()) {
                if (!e.getKey().equals(x)) {
                    others.add(e.getKey() + "=" + e.getValue());
                }
            }
            if (!others.isEmpty()) {
                name.append(" (").append(String.join(", ", others)).append(')');
            }
            double xv = x == null ? 0 : Double.parseDouble(r.sweep().get(x));
            double hw = r.halfWidths().get(metric);
            points.computeIfAbsent(name.toString(), k -> new ArrayList<>())
                    .add(new double[] {xv, r.values().get(metric), Double.isNaN(hw) ? 0 : hw, r.unsteady() ? 1 : 0});
        }
        List<MetricSeries> out = new ArrayList<>();
        for (var e : points.entrySet()) {
            List<double[]> p = e.getValue();
            p.sort((a, b) -> Double.compare(a[0], b[0]));
            boolean[] unsteady = new boolean[p.size()];
            for (int i = 0; i < unsteady.length; i++) {
                unsteady[i] = p.get(i)[3] != 0;
            }
            out.add(new MetricSeries(e.getKey(), p.stream().mapToDouble(a -> a[0]).toArray(),
                    p.stream().mapToDouble(a -> a[1]).toArray(), p.stream().mapToDouble(a -> a[2]).toArray(),
                    unsteady));
        }
        return out;
    }

    /** Sweep variables whose values are all numeric (usable as an x axis). */
    public List<String> numericVariables() {
        return variables.stream().filter(v -> rows.stream().allMatch(r -> isNumber(r.sweep().get(v)))).toList();
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}

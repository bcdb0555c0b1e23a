package org.partita.dsl.interpreter;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.partita.charts.ChartRenderer;
import org.partita.charts.ChartSpec;
import org.partita.charts.Curve;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.AtomicFiles;
import org.partita.core.experiment.Csv;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.format.TextFiles;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.SteadyVerdict;
import org.partita.core.model.SweepPoint;
import org.partita.core.scenario.Scenario;

/**
 * The {@code chart "title" metric vs variable} statements of an experiment as charts: one line per pipeline (per
 * pipeline and value of the other sweep variables when there are several), the mean over the replications with an
 * error bar of the confidence-interval half-width, axis labels with units. This class turns a scenario and its
 * results into a {@link ChartSpec}; {@link ChartRenderer} (bundle org.partita.charts) draws it to PNG and SVG, the
 * same renderer the workbench's SVG export uses.
 */
public final class Charts {

    public static final int WIDTH = ChartRenderer.WIDTH;
    public static final int HEIGHT = ChartRenderer.HEIGHT;

    private Charts() {
    }

    /** One rendered chart: the file names it was written to. */
    public record Rendered(Path png, Path svg) {
    }

    /** The chart statements of a results folder, so that a viewer titles and labels them as the file does. */
    public static final String FILE = "charts.csv";
    public static final String FILE_HEADER = "chart,title,metric,variable,x_label,y_label,by";

    /**
     * Renders every chart of {@code scenario} into {@code out} ({@code chart-<title>.png} and {@code .svg}) and,
     * when there is one, lists them in {@value #FILE}: per chart in file order its file name without extension,
     * title, metric column, sweep variable, the axis labels with units and, for a chart by class, the class
     * attribute (its lines are those of {@code classes.csv}, which must be in {@code out} already).
     */
    public static List<Rendered> renderAll(Scenario scenario, ExperimentResult result, Path out) throws IOException {
        List<Rendered> files = new ArrayList<>();
        Set<String> used = new HashSet<>();
        StringBuilder list = new StringBuilder(FILE_HEADER).append('\n');
        for (Scenario.ChartPlan c : scenario.charts()) {
            String base = "chart-" + slug(c.title());
            String name = base;
            for (int i = 2; !used.add(name); i++) {
                name = base + "-" + i;
            }
            ChartSpec chart = spec(scenario, c, lines(scenario, result, c, out));
            Path png = out.resolve(name + ".png");
            Path svg = out.resolve(name + ".svg");
            writeBytes(png, ChartRenderer.png(chart));
            writeBytes(svg, ChartRenderer.svg(chart).getBytes(StandardCharsets.UTF_8));
            files.add(new Rendered(png, svg));
            list.append(String.join(",", name, Csv.field(c.title()), c.column(), Csv.field(c.variable()),
                    Csv.field(variableLabel(scenario, c.variable())), Csv.field(label(c)),
                    c.classBy() == null ? "" : c.classBy())).append('\n');
        }
        if (!files.isEmpty()) {
            writeBytes(out.resolve(FILE), list.toString().getBytes(StandardCharsets.UTF_8));
        }
        return files;
    }

    /**
     * One line of a chart: its legend and its points (x, mean, mean - half-width clipped at 0, mean + half-width,
     * half-width), and the x of those that did not reach a steady state (a point of {@code summary.csv} whose
     * verdict is {@code warmup-short}, {@code not-steady} or {@code overloaded}), which the chart marks with a cross.
     */
    public record Line(String key, List<double[]> points, List<Double> unsteady) {
        public Line(String key, List<double[]> points) {
            this(key, points, List.of());
        }
    }

    /** The suffix of the legend entry of a line's crosses on the points that are not steady. */
    public static final String UNSTEADY = ChartRenderer.NOT_STEADY;

    /**
     * The lines of {@code plan}: one per pipeline (and value of the other sweep variables), points in sweep order,
     * undefined means left out; a missing half-width (one replication) draws no bar.
     */
    public static List<Line> lines(Scenario scenario, ExperimentResult result, Scenario.ChartPlan plan) {
        if (!scenario.variables().contains(plan.variable())) {
            throw new IllegalArgumentException("chart '" + plan.title() + "': '" + plan.variable()
                    + "' is not swept");
        }
        if (plan.classBy() != null) {
            throw new IllegalArgumentException("chart '" + plan.title() + "' is drawn from classes.csv");
        }
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        Map<String, List<Double>> unsteady = new LinkedHashMap<>();
        List<SweepPoint> points = result.experiment().points();
        for (Aggregate a : result.aggregates()) {
            SweepPoint p = points.get(a.point());
            List<String> others = new ArrayList<>();
            for (SweepPoint.Variable v : p.variables()) {
                if (!v.name().equals(plan.variable())) {
                    others.add(v.name() + "=" + v.value());
                }
            }
            String key = lineKey(result.experiment().pipelines().get(a.pipeline()).name(), others);
            List<double[]> line = lines.computeIfAbsent(key, k -> new ArrayList<>());
            Statistics st = a.get(plan.metric());
            double y = st == null ? Double.NaN : st.mean();
            if (Double.isNaN(y)) {
                continue;
            }
            double hw = Double.isNaN(st.halfWidth()) ? 0 : st.halfWidth();
            // Every metric is non-negative: a bar reaching below zero would only show the normal approximation's limits.
            double low = y >= 0 ? Math.max(0, y - hw) : y - hw;
            double x = Double.parseDouble(p.get(plan.variable()));
            line.add(new double[] {x, y, low, y + hw, hw});
            if (a.steadyState().ordinal() > SteadyVerdict.STEADY.ordinal()) {
                unsteady.computeIfAbsent(key, k -> new ArrayList<>()).add(x);
            }
        }
        List<Line> out = new ArrayList<>();
        lines.forEach((k, v) -> out.add(new Line(k, v, unsteady.getOrDefault(k, List.of()))));
        return out;
    }

    /**
     * The lines of {@code plan} from the results in {@code out}: for a chart by class one line per pipeline (and
     * value of the other sweep variables) and class, {@code "pipeline: class"}, from the aggregate rows of
     * {@code classes.csv}, classes in the file's order; else {@link #lines(Scenario, ExperimentResult,
     * Scenario.ChartPlan)}.
     */
    public static List<Line> lines(Scenario scenario, ExperimentResult result, Scenario.ChartPlan plan, Path out)
            throws IOException {
        if (plan.overTime()) {
            return timeLines(plan, out);
        }
        if (plan.classBy() == null) {
            return lines(scenario, result, plan);
        }
        if (!scenario.variables().contains(plan.variable())) {
            throw new IllegalArgumentException("chart '" + plan.title() + "': '" + plan.variable()
                    + "' is not swept");
        }
        Path file = out.resolve(org.partita.core.experiment.ResultFiles.CLASSES);
        List<String> rows = TextFiles.readAllLines(file);
        List<String> header = Csv.fields(rows.isEmpty() ? null : rows.get(0), file, 1);
        int rep = header.indexOf("replication");
        int cls = header.indexOf("class");
        int col = header.indexOf(plan.metric().column());
        if (col < 0) {
            throw new IllegalArgumentException("chart '" + plan.title() + "': " + file.getFileName() + " has no "
                    + plan.metric().column() + " column");
        }
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        for (int n = 1; n < rows.size(); n++) {
            List<String> f = Csv.fields(rows.get(n), file, n + 1);
            if (!f.get(rep).equals("all") || f.get(col).isEmpty()) {
                continue;
            }
            List<String> others = new ArrayList<>();
            double x = Double.NaN;
            for (int i = 1; i < rep; i++) {
                if (header.get(i).equals(plan.variable())) {
                    x = Double.parseDouble(f.get(i));
                } else {
                    others.add(header.get(i) + "=" + f.get(i));
                }
            }
            String key = lineKey(f.get(0), others) + ": " + f.get(cls);
            double y = Double.parseDouble(f.get(col));
            double hw = f.get(col + 1).isEmpty() ? 0 : Double.parseDouble(f.get(col + 1));
            double low = y >= 0 ? Math.max(0, y - hw) : y - hw;
            lines.computeIfAbsent(key, k -> new ArrayList<>()).add(new double[] {x, y, low, y + hw, hw});
        }
        List<Line> list = new ArrayList<>();
        lines.forEach((k, v) -> {
            v.sort(java.util.Comparator.comparingDouble(p -> p[0]));
            list.add(new Line(k, v));
        });
        return list;
    }

    /**
     * A quantity of {@code timeline.csv} over simulated time: one line per pipeline and sweep point, at each sample
     * time the mean over the replications sampled then, without an interval (a sample's interval over a few
     * replications says little, and a run has thousands of samples).
     */
    private static List<Line> timeLines(Scenario.ChartPlan plan, Path out) throws IOException {
        Path file = out.resolve(org.partita.core.experiment.ResultFiles.TIMELINE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("chart '" + plan.title() + "' draws " + file.getFileName()
                    + ", which the run did not write (no timeline step)");
        }
        List<String> rows = TextFiles.readAllLines(file);
        List<String> header = Csv.fields(rows.isEmpty() ? null : rows.get(0), file, 1);
        int col = header.indexOf(plan.quantity());
        int pipeline = header.indexOf("pipeline");
        int rep = header.size() - 1;
        Map<String, Map<Double, List<Double>>> samples = new LinkedHashMap<>();
        for (int n = 1; n < rows.size(); n++) {
            List<String> f = Csv.fields(rows.get(n), file, n + 1);
            List<String> others = new ArrayList<>();
            for (int i = pipeline + 1; i < rep; i++) {
                others.add(header.get(i) + "=" + f.get(i));
            }
            samples.computeIfAbsent(lineKey(f.get(pipeline), others), k -> new java.util.TreeMap<>())
                    .computeIfAbsent(Double.parseDouble(f.get(0)), t -> new ArrayList<>())
                    .add(Double.parseDouble(f.get(col)));
        }
        List<Line> lines = new ArrayList<>();
        samples.forEach((key, byTime) -> {
            List<double[]> points = new ArrayList<>();
            byTime.forEach((t, values) -> {
                double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                points.add(new double[] {t, mean, mean, mean, 0});
            });
            lines.add(new Line(key, points));
        });
        return lines;
    }

    /** A line's legend: its pipeline and, in parentheses, the values of the sweep variables it does not vary. */
    private static String lineKey(String pipeline, List<String> others) {
        return others.isEmpty() ? pipeline : pipeline + " (" + String.join(", ", others) + ")";
    }

    /** The y-axis label of a chart: its metric's, or its timeline quantity's, with the unit. */
    static String label(Scenario.ChartPlan plan) {
        if (!plan.overTime()) {
            return metricLabel(plan.metric());
        }
        return switch (plan.quantity()) {
            case "busy" -> "busy processors";
            case "free" -> "free processors";
            case "queued" -> "queued jobs";
            case "largest_free" -> "largest job that could start (processors)";
            case "fragmentation" -> "external fragmentation (fraction of the free processors)";
            default -> plan.quantity();
        };
    }

    /** The chart of {@code plan} drawing {@code lines}, for {@link ChartRenderer}. */
    public static ChartSpec spec(Scenario scenario, Scenario.ChartPlan plan, List<Line> lines) {
        List<Curve> curves = new ArrayList<>();
        for (int c = 0; c < lines.size(); c++) {
            Line l = lines.get(c);
            int n = l.points().size();
            double[] x = new double[n];
            double[] mean = new double[n];
            double[] halfWidth = new double[n];
            boolean[] unsteady = new boolean[n];
            for (int i = 0; i < n; i++) {
                double[] p = l.points().get(i);
                x[i] = p[0];
                mean[i] = p[1];
                halfWidth[i] = p.length > 4 ? p[4] : p[3] - p[1];
                unsteady[i] = l.unsteady().contains(p[0]);
            }
            curves.add(new Curve(l.key(), x, mean, halfWidth, unsteady, false, c));
        }
        return new ChartSpec(plan.title(), variableLabel(scenario, plan.variable()), label(plan), curves,
                plan.overTime());
    }

    /** The y-axis label of a metric, with its unit. */
    public static String metricLabel(Metric m) {
        return switch (m) {
            case JOBS -> "measured jobs";
            case RESPONSE -> "mean response time (s)";
            case WAIT -> "mean waiting time (s)";
            case BOUNDED_SLOWDOWN -> "mean bounded slowdown (τ = 10 s)";
            case ASQT -> "mean squared turnaround (s²)";
            case UTILIZATION -> "utilization (fraction of processors)";
            case INTERNAL_FRAGMENTATION -> "internal fragmentation (fraction)";
            case EXTERNAL_FRAGMENTATION -> "external fragmentation (fraction)";
            case ALLOCATION_MISS -> "allocation miss (%)";
            case MAKESPAN -> "makespan (s)";
            case THROUGHPUT -> "throughput (jobs/s)";
            case SEARCH_COST -> "search steps per job";
            case MIGRATIONS -> "migrations";
            case REJECTED -> "rejected jobs";
            case COMPLETED_WITHIN_HORIZON -> "jobs completed within the horizon";
            case SEARCH_NANOS -> "allocator time per job (ns, wall clock)";
            case PARTITION_SIZE -> "mean partition size (processors)";
            case EXECUTION -> "mean execution time (s)";
            case PROCESSORS -> "mean processors per job (time-averaged)";
            case CPU_TIME -> "mean processor time per job (s)";
            case PROCESSORS_SD -> "standard deviation of processors over jobs";
            case EXECUTION_SD -> "standard deviation of execution time over jobs (s)";
            case MAX_MPL -> "maximum multiprogramming level";
            default -> m.description(); // further run-model metrics: their own one-line description
        };
    }

    /** The x-axis label of a sweep variable, with its unit. */
    public static String variableLabel(Scenario s, String variable) {
        if (variable.equals(org.partita.core.metrics.TimelineRecorder.TIME) && !s.variables().contains(variable)) {
            return "simulated time (s)";
        }
        if (s.workload() instanceof Scenario.SyntheticPlan p) {
            if (variable.equals(p.intensityValue().variable())) {
                return switch (p.intensity()) {
                    case "load" -> "offered load ρ";
                    case "traffic" -> "traffic ratio λ/μ";
                    default -> "arrival rate λ (jobs/s)";
                };
            }
            if (variable.equals(p.serviceMean().variable())) {
                return "mean service time (s)";
            }
            if (variable.equals(p.mean().variable()) || variable.equals(p.sd().variable())) {
                return variable + " of the job " + switch (p.sizes()) {
                    case "sides" -> "side (processors)";
                    case "dimension" -> "subcube dimension";
                    default -> "size (processors)";
                };
            }
            if (variable.equals(p.serviceCv().variable()) || variable.equals(p.arrivalCv().variable())) {
                return "coefficient of variation (" + variable + ")";
            }
            if (variable.equals(p.memoryBound().variable()) || variable.equals(p.commBound().variable())) {
                return variable + " (fraction of jobs)";
            }
        }
        return variable;
    }

    static String slug(String title) {
        String s = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "chart" : s;
    }

    /** Writes {@code bytes} to {@code target} atomically (temporary file in the same folder, then rename). */
    static void writeBytes(Path target, byte[] bytes) throws IOException {
        Path abs = target.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Path tmp = Files.createTempFile(abs.getParent(), "." + abs.getFileName() + ".", ".tmp");
        try {
            try (OutputStream o = Files.newOutputStream(tmp)) {
                o.write(bytes);
            }
            if (tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(tmp,
                        java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
            }
            AtomicFiles.move(tmp, abs);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
    }
}

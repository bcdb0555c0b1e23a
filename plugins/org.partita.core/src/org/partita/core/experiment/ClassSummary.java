package org.partita.core.experiment;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.format.Numbers;
import org.partita.core.format.TextFiles;
import org.partita.core.metrics.ClassRecorder;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;

/**
 * The per-class results of an experiment, read from the runs' class parts ({@link ClassRecorder}): the
 * {@link ClassAggregate}s the claims read, and {@code classes.csv} in the shape of {@code summary.csv}. Header
 * {@code pipeline,<sweep variables…>,replication,n,class,jobs,jobs_ci,<metric>,<metric>_ci,…}. For each
 * (pipeline, sweep point) in experiment order and each class in class order: one row per replication in which the
 * class has measured jobs ({@code n} = 1, {@code _ci} empty), then an aggregate row ({@code replication} =
 * {@code all}, {@code n} = those replications, each column the mean over them and its {@code _ci} the Student-t
 * half-width at the experiment's confidence, empty when n &lt; 2).
 */
final class ClassSummary {

    /** The part file of a run's class rows in the {@code .partial} folder. */
    static final String PART = "classes-";

    /**
     * One class at one (pipeline, point): its values ({@code jobs}, then the metrics) by replication, and each
     * column's statistics over them.
     */
    private record Group(RunKey first, String label, Map<Integer, double[]> byReplication,
            List<Statistics> statistics) {
    }

    private final ExperimentResult result;
    private final JobClasses classes;
    private final List<Group> groups = new ArrayList<>();

    private ClassSummary(ExperimentResult result, JobClasses classes) {
        this.result = result;
        this.classes = classes;
    }

    /** Reads the class parts of {@code result}'s runs from {@code parts}. */
    static ClassSummary read(ExperimentResult result, JobClasses classes, Path parts) throws IOException {
        ClassSummary s = new ClassSummary(result, classes);
        List<RunResult> runs = result.runs();
        int next = 0;
        while (next < runs.size()) {
            RunKey first = runs.get(next).key();
            Map<Integer, Map<Integer, double[]>> byClass = new TreeMap<>(); // class key -> replication -> values
            while (next < runs.size() && runs.get(next).key().pipeline() == first.pipeline()
                    && runs.get(next).key().point() == first.point()) {
                RunKey k = runs.get(next++).key();
                for (String line : TextFiles.readAllLines(parts.resolve(part(k)))) {
                    String[] f = line.split("\t");
                    double[] v = new double[f.length - 1];
                    for (int i = 1; i < f.length; i++) {
                        v[i - 1] = Double.parseDouble(f[i]);
                    }
                    byClass.computeIfAbsent(Integer.parseInt(f[0]), x -> new TreeMap<>()).put(k.replication(), v);
                }
            }
            double confidence = result.experiment().replications().confidence();
            for (Map.Entry<Integer, Map<Integer, double[]>> c : byClass.entrySet()) {
                s.groups.add(new Group(first, classes.label(c.getKey()), c.getValue(),
                        statistics(c.getValue(), confidence)));
            }
        }
        return s;
    }

    /** The columns after {@code class}: {@code jobs}, then the per-job metrics measured by class. */
    private List<Metric> columns() {
        List<Metric> columns = new ArrayList<>();
        columns.add(Metric.JOBS);
        columns.addAll(classes.metrics());
        return columns;
    }

    /** Each column's statistics over the replications ({@code NaN} when undefined in one of them). */
    private static List<Statistics> statistics(Map<Integer, double[]> byReplication, double confidence) {
        List<double[]> reps = new ArrayList<>(byReplication.values());
        List<Statistics> out = new ArrayList<>();
        for (int col = 0; col < reps.get(0).length; col++) {
            double[] values = new double[reps.size()];
            boolean defined = true;
            for (int i = 0; i < values.length; i++) {
                values[i] = reps.get(i)[col];
                defined &= Double.isFinite(values[i]);
            }
            out.add(defined ? Statistics.of(values, confidence)
                    : new Statistics(values.length, Double.NaN, Double.NaN, confidence));
        }
        return out;
    }

    /** One aggregate per (pipeline, point, class), in file order. */
    List<ClassAggregate> aggregates() {
        List<Metric> columns = columns();
        List<ClassAggregate> out = new ArrayList<>();
        for (Group g : groups) {
            Map<Metric, Statistics> stats = new EnumMap<>(Metric.class);
            Map<Metric, java.util.SortedMap<Integer, Double>> values = new EnumMap<>(Metric.class);
            List<Statistics> s = g.statistics();
            for (int i = 0; i < columns.size(); i++) {
                stats.put(columns.get(i), s.get(i));
                TreeMap<Integer, Double> byReplication = new TreeMap<>();
                for (Map.Entry<Integer, double[]> r : g.byReplication().entrySet()) {
                    byReplication.put(r.getKey(), r.getValue()[i]);
                }
                values.put(columns.get(i), byReplication);
            }
            out.add(new ClassAggregate(g.first().pipeline(), g.first().point(), g.label(), g.byReplication().size(),
                    stats, values));
        }
        return out;
    }

    /** Writes {@code classes.csv}. */
    void write(Writer out) throws IOException {
        Experiment e = result.experiment();
        StringBuilder b = new StringBuilder("pipeline");
        for (String v : e.variables()) {
            b.append(',').append(Csv.field(v));
        }
        b.append(",replication,n,class,jobs,jobs_ci");
        for (Metric m : classes.metrics()) {
            b.append(',').append(m.column()).append(',').append(m.column()).append("_ci");
        }
        out.write(b.append('\n').toString());
        for (Group g : groups) {
            String prefix = ResultFiles.prefix(e, g.first().pipeline(), g.first().point());
            String label = Csv.field(g.label());
            for (Map.Entry<Integer, double[]> r : g.byReplication().entrySet()) {
                b.setLength(0);
                b.append(prefix).append(',').append(r.getKey()).append(",1,").append(label);
                for (double x : r.getValue()) {
                    b.append(',');
                    Numbers.append(b, x).append(',');
                }
                out.write(b.append('\n').toString());
            }
            b.setLength(0);
            b.append(prefix).append(",all,").append(g.byReplication().size()).append(',').append(label);
            for (Statistics s : g.statistics()) {
                b.append(',');
                Numbers.append(b, s.mean()).append(',');
                Numbers.append(b, s.halfWidth());
            }
            out.write(b.append('\n').toString());
        }
    }

    static String part(RunKey k) {
        return PART + k.pipeline() + "-" + k.point() + "-" + k.replication();
    }
}

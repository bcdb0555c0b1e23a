package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.format.Numbers;
import org.partita.core.metrics.ClassRecorder;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;

/**
 * Writes {@code classes.csv} from the runs' class parts ({@link ClassRecorder}): the per-class metrics in the shape
 * of {@code summary.csv}. Header {@code pipeline,<sweep variables…>,replication,n,class,jobs,jobs_ci,<metric>,
 * <metric>_ci,…}. For each (pipeline, sweep point) in experiment order and each class in class order: one row per
 * replication in which the class has measured jobs ({@code n} = 1, {@code _ci} empty), then an aggregate row
 * ({@code replication} = {@code all}, {@code n} = those replications, each column the mean over them and its
 * {@code _ci} the Student-t half-width at the experiment's confidence, empty when n &lt; 2).
 */
final class ClassSummary {

    /** The part file of a run's class rows in the {@code .partial} folder. */
    static final String PART = "classes-";

    private ClassSummary() {
    }

    static void write(Writer out, ExperimentResult result, JobClasses classes, Path parts) throws IOException {
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
        List<RunResult> runs = result.runs();
        int next = 0;
        double confidence = e.replications().confidence();
        while (next < runs.size()) {
            RunKey first = runs.get(next).key();
            // class key -> replication -> [jobs, metric values...], for this (pipeline, point)
            Map<Integer, Map<Integer, double[]>> group = new TreeMap<>();
            while (next < runs.size() && runs.get(next).key().pipeline() == first.pipeline()
                    && runs.get(next).key().point() == first.point()) {
                RunKey k = runs.get(next++).key();
                for (String line : Files.readAllLines(parts.resolve(part(k)), StandardCharsets.UTF_8)) {
                    String[] f = line.split("\t");
                    double[] v = new double[f.length - 1];
                    for (int i = 1; i < f.length; i++) {
                        v[i - 1] = Double.parseDouble(f[i]);
                    }
                    group.computeIfAbsent(Integer.parseInt(f[0]), x -> new TreeMap<>()).put(k.replication(), v);
                }
            }
            String prefix = ResultFiles.prefix(e, first.pipeline(), first.point());
            for (Map.Entry<Integer, Map<Integer, double[]>> c : group.entrySet()) {
                String label = Csv.field(classes.label(c.getKey()));
                List<double[]> reps = new ArrayList<>(c.getValue().values());
                for (Map.Entry<Integer, double[]> r : c.getValue().entrySet()) {
                    b.setLength(0);
                    b.append(prefix).append(',').append(r.getKey()).append(",1,").append(label);
                    for (double x : r.getValue()) {
                        b.append(',');
                        Numbers.append(b, x).append(',');
                    }
                    out.write(b.append('\n').toString());
                }
                b.setLength(0);
                b.append(prefix).append(",all,").append(reps.size()).append(',').append(label);
                for (int col = 0; col < reps.get(0).length; col++) {
                    double[] values = new double[reps.size()];
                    boolean defined = true;
                    for (int i = 0; i < values.length; i++) {
                        values[i] = reps.get(i)[col];
                        defined &= Double.isFinite(values[i]);
                    }
                    Statistics s = defined ? Statistics.of(values, confidence) : null;
                    b.append(',');
                    Numbers.append(b, s == null ? Double.NaN : s.mean()).append(',');
                    Numbers.append(b, s == null ? Double.NaN : s.halfWidth());
                }
                out.write(b.append('\n').toString());
            }
        }
    }

    static String part(RunKey k) {
        return PART + k.pipeline() + "-" + k.point() + "-" + k.replication();
    }
}

package org.partita.core.experiment;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Numbers;
import org.partita.core.metrics.Statistics;

/**
 * The results contract shared by the command line, the IDE and suite builds. All files are UTF-8, comma-separated,
 * {@code \n}-terminated, with numbers in the {@link Numbers} format, written atomically ({@link AtomicFiles}).
 *
 * <h2>{@code summary.csv}</h2>
 * Header: {@code pipeline, <sweep variables...>, replication, n, <metric>, <metric>_ci, ...} for the metrics of
 * {@link #metricColumns}. For each (pipeline, sweep point), in experiment order: one row per replication
 * ({@code replication} = 1, 2, …; {@code n} = 1; each {@code _ci} column empty), then one aggregate row
 * ({@code replication} = {@code all}; {@code n} = number of replications; each metric column holds the mean over
 * the replications and its {@code _ci} column the half-width of the Student-t confidence interval at the
 * experiment's confidence level, empty when n &lt; 2). An undefined value is an empty field.
 *
 * <h2>{@code jobs.csv} (opt-in)</h2>
 * Header {@value #JOBS_HEADER}, then {@code ,pipeline, <sweep variables...>, replication}. One row per started job,
 * in completion order within a run, runs in experiment order. {@code nodes} lists the allocated node ids (final
 * placement for a relocated job) separated by single spaces; {@code end} is empty for a job still running when the
 * run stopped. {@code wait = start - submit}; {@code runtime_factor} is the placement's run-time multiplier;
 * {@code relocations} counts migrations; {@code measured} is 1 for measured completions (after the warm-up).
 *
 * <h2>{@code rejected.csv}</h2>
 * Header {@value #REJECTED_HEADER}, then {@code ,pipeline, <sweep variables...>, replication}: every job dropped by
 * the workload (e.g. unknown run time in a trace) or rejected by the engine (can never fit the machine).
 */
public final class ResultFiles {

    public static final String SUMMARY = "summary.csv";
    public static final String JOBS = "jobs.csv";
    public static final String REJECTED = "rejected.csv";

    /** The fixed first columns of {@code jobs.csv}; further columns follow. */
    public static final String JOBS_HEADER = "job_id,submit,start,end,requested_procs,allocated_procs,nodes,"
            + "wait,runtime_factor,relocations,measured";
    public static final String REJECTED_HEADER = "job_id,submit,requested_procs,reason";

    private ResultFiles() {
    }

    /** The metrics reported for {@code experiment}, in column order. */
    public static List<Metric> metricColumns(Experiment experiment, boolean wallClock) {
        List<Metric> m = new ArrayList<>();
        for (Metric x : Metric.values()) {
            if (x == Metric.COMPLETED_WITHIN_HORIZON && Double.isNaN(experiment.horizon())) {
                continue;
            }
            if (x == Metric.SEARCH_NANOS && !wallClock) {
                continue;
            }
            m.add(x);
        }
        return m;
    }

    /** {@code ,pipeline,var...,replication} of one run. */
    static String runColumns(Experiment e, RunKey k) {
        StringBuilder s = new StringBuilder();
        s.append(',').append(Csv.field(e.pipelines().get(k.pipeline()).name()));
        for (SweepPoint.Variable v : e.points().get(k.point()).variables()) {
            s.append(',').append(Csv.field(v.value()));
        }
        return s.append(',').append(k.replication()).toString();
    }

    static String trailingHeader(Experiment e) {
        StringBuilder s = new StringBuilder(",pipeline");
        for (String v : e.variables()) {
            s.append(',').append(Csv.field(v));
        }
        return s.append(",replication").toString();
    }

    /** Writes {@code summary.csv} content. */
    public static void writeSummary(Writer out, ExperimentResult result, List<Metric> metrics) throws IOException {
        Experiment e = result.experiment();
        StringBuilder sb = new StringBuilder("pipeline");
        for (String v : e.variables()) {
            sb.append(',').append(Csv.field(v));
        }
        sb.append(",replication,n");
        for (Metric m : metrics) {
            sb.append(',').append(m.column()).append(',').append(m.column()).append("_ci");
        }
        out.write(sb.append('\n').toString());
        int next = 0;
        List<RunResult> runs = result.runs();
        for (Aggregate a : result.aggregates()) {
            String prefix = prefix(e, a.pipeline(), a.point());
            while (next < runs.size() && runs.get(next).key().pipeline() == a.pipeline()
                    && runs.get(next).key().point() == a.point()) {
                RunResult r = runs.get(next++);
                sb.setLength(0);
                sb.append(prefix).append(',').append(r.key().replication()).append(",1");
                for (Metric m : metrics) {
                    sb.append(',');
                    Numbers.append(sb, r.metrics().get(m)).append(',');
                }
                out.write(sb.append('\n').toString());
            }
            sb.setLength(0);
            sb.append(prefix).append(",all,").append(a.replications());
            for (Metric m : metrics) {
                Statistics s = a.get(m);
                sb.append(',');
                Numbers.append(sb, s == null ? Double.NaN : s.mean()).append(',');
                Numbers.append(sb, s == null ? Double.NaN : s.halfWidth());
            }
            out.write(sb.append('\n').toString());
        }
    }

    private static String prefix(Experiment e, int pipeline, int point) {
        StringBuilder s = new StringBuilder(Csv.field(e.pipelines().get(pipeline).name()));
        for (SweepPoint.Variable v : e.points().get(point).variables()) {
            s.append(',').append(Csv.field(v.value()));
        }
        return s.toString();
    }
}

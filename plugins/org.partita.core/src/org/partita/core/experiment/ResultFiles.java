package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.format.Numbers;
import org.partita.core.format.TextFiles;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.model.SweepPoint;

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
 * experiment's confidence level, empty when n &lt; 2). An undefined value is an empty field. The last column,
 * {@value #STEADY_STATE_COLUMN}, holds the run's {@link org.partita.core.metrics.SteadyVerdict} label, and on the
 * aggregate row the point's ({@link org.partita.core.metrics.SteadyVerdict#median}).
 *
 * <h2>{@code jobs.csv} (opt-in)</h2>
 * Header {@value #JOBS_HEADER}, then {@code ,pipeline, <sweep variables...>, replication}. One row per started job,
 * in completion order within a run, runs in experiment order. {@code nodes} lists the allocated node ids (final
 * placement for a relocated job) separated by single spaces; {@code end} is empty for a job still running when the
 * run stopped. {@code wait = start - submit}; {@code runtime_factor} is the placement's run-time multiplier;
 * {@code relocations} counts migrations; {@code measured} is 1 for measured completions (after the warm-up).
 *
 * <h2>{@code placements.csv} (with {@code jobs.csv}, when an allocator moves jobs)</h2>
 * Header {@value #PLACEMENTS_HEADER}, then {@code ,pipeline, <sweep variables...>, replication}. Written next to
 * {@code jobs.csv} when some pipeline's allocator may relocate running jobs (its descriptor declares {@code MIGRATES}): one
 * row per node set a job held, in event order within a run, for every started job (a job never moved has one
 * row). {@code start}/{@code end} bound the interval the job held {@code nodes}; {@code segment} counts 1, 2, …
 * per job. The first seven columns are those of {@code jobs.csv}, so the invariant checker reads either file; the
 * placement history of {@code placements.csv} is exact where {@code jobs.csv} keeps only a moved job's final
 * node set. {@link #readSchedules} picks the exact one.
 *
 * <h2>{@code rejected.csv}</h2>
 * Header {@value #REJECTED_HEADER}, then {@code ,pipeline, <sweep variables...>, replication}: every job dropped by
 * the workload (e.g. unknown run time in a trace) or rejected by the engine (can never fit the machine).
 */
public final class ResultFiles {

    public static final String SUMMARY = "summary.csv";
    public static final String JOBS = "jobs.csv";
    /** Opt-in per-class metrics ({@code ClassSummary}), with {@code measure … by}. */
    public static final String CLASSES = "classes.csv";
    /** Opt-in samples of each run's state ({@code TimelineRecorder}). */
    public static final String TIMELINE = "timeline.csv";
    /** Per run, the time averages of {@code timeline.csv} ({@code TimelineSummary}). */
    public static final String TIMELINE_SUMMARY = "timeline-summary.csv";
    public static final String REJECTED = "rejected.csv";
    public static final String PLACEMENTS = "placements.csv";
    /** The last column of {@code summary.csv}: the steady-state verdict of a run or of a sweep point. */
    public static final String STEADY_STATE_COLUMN = "steady_state";

    /** The fixed first columns of {@code jobs.csv}; further columns follow. */
    public static final String JOBS_HEADER = "job_id,submit,start,end,requested_procs,allocated_procs,nodes,"
            + "wait,runtime_factor,relocations,measured,requested_time,user,group,queue,application";
    public static final String REJECTED_HEADER = "job_id,submit,requested_procs,reason";
    /** The fixed first columns of {@code placements.csv}; the run's columns follow. */
    public static final String PLACEMENTS_HEADER = "job_id,submit,start,end,requested_procs,allocated_procs,nodes,"
            + "segment";

    private ResultFiles() {
    }

    /**
     * The exact placement history of every run in result directory {@code dir}, by run (the key is the run's
     * trailing columns {@code pipeline,<sweep values>,replication}, in file order): {@code placements.csv} when
     * {@code jobs.csv} has a relocated job (its {@code relocations} column &gt; 0), else {@code jobs.csv}. Feed each
     * list to an {@link InvariantChecker}.
     *
     * @throws IOException              when {@code jobs.csv} is missing or unreadable, or relocated jobs have no
     *                                  {@code placements.csv}
     * @throws IllegalArgumentException naming file and line of a malformed row
     */
    public static Map<String, List<InvariantChecker.Placement>> readSchedules(Path dir) throws IOException {
        Path jobs = dir.resolve(JOBS);
        boolean relocated = false;
        try (BufferedReader r = TextFiles.reader(jobs)) {
            r.readLine();
            int relocationsColumn = 9;
            String line;
            while (!relocated && (line = r.readLine()) != null) {
                String[] f = line.split(",", -1);
                relocated = f.length > relocationsColumn && !f[relocationsColumn].equals("0")
                        && !f[relocationsColumn].isEmpty();
            }
        }
        Path file = jobs;
        int fixed = JOBS_HEADER.split(",").length;
        if (relocated) {
            file = dir.resolve(PLACEMENTS);
            fixed = PLACEMENTS_HEADER.split(",").length;
            if (!Files.isRegularFile(file)) {
                throw new java.nio.file.NoSuchFileException(file.toString(), null,
                        "jobs.csv has relocated jobs but there is no placements.csv");
            }
        }
        List<String> lines = TextFiles.readAllLines(file);
        Map<String, StringBuilder> byRun = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isEmpty()) {
                continue;
            }
            int cut = -1;
            for (int c = 0; c < fixed; c++) {
                cut = line.indexOf(',', cut + 1);
                if (cut < 0) {
                    break;
                }
            }
            String run = cut < 0 ? "" : line.substring(cut + 1);
            byRun.computeIfAbsent(run, k -> new StringBuilder(lines.get(0)).append('\n')).append(line).append('\n');
        }
        Map<String, List<InvariantChecker.Placement>> out = new LinkedHashMap<>();
        for (Map.Entry<String, StringBuilder> e : byRun.entrySet()) {
            try {
                out.put(e.getKey(), InvariantChecker.readJobsCsv(new StringReader(e.getValue().toString())));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException(file.getFileName() + " (run " + e.getKey() + "): "
                        + ex.getMessage(), ex);
            }
        }
        return out;
    }

    /** The metrics reported for {@code experiment}, in column order. */
    public static List<Metric> metricColumns(Experiment experiment, boolean wallClock) {
        return Metric.defaultColumns(!Double.isNaN(experiment.horizon()), wallClock);
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
        sb.append(',').append(STEADY_STATE_COLUMN);
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
                sb.append(',').append(r.steadyState().verdict().label());
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
            sb.append(',').append(a.steadyState().label());
            out.write(sb.append('\n').toString());
        }
    }

    static String prefix(Experiment e, int pipeline, int point) {
        StringBuilder s = new StringBuilder(Csv.field(e.pipelines().get(pipeline).name()));
        for (SweepPoint.Variable v : e.points().get(point).variables()) {
            s.append(',').append(Csv.field(v.value()));
        }
        return s.toString();
    }
}

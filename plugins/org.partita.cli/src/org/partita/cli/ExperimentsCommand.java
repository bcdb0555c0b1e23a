package org.partita.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.partita.core.claims.ClaimOutcome;
import org.partita.core.claims.ClaimsFile;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.RunResult;
import org.partita.core.format.Numbers;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.model.SweepPoint;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.OfferedLoad;
import org.partita.dsl.interpreter.RunCost;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code run} and {@code merge} share: the experiment file and its options, the loop over its experiments, and
 * the report of each result (the summary table, steady-state warnings, claims, invariant violations).
 */
abstract class ExperimentsCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The experiment file.")
    Path file;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output directory (default: results/<experiment> under the current directory; with "
                    + "several experiments, DIR/<experiment>).")
    Path out;

    @Option(names = "--experiment", paramLabel = "NAME",
            description = "Run only this experiment of the file (default: all, in file order).")
    String experiment;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads (default: the number of processors). Results do not depend on it.")
    Integer threads;

    @Option(names = "--check", description = "Check every schedule's invariants (no node held twice, no start "
            + "before submit, node ids in range, enough nodes); fail on a violation.")
    boolean check;

    @Option(names = "--jobs-csv", description = "Also write jobs.csv (one row per started job).")
    boolean jobsCsv;

    @Option(names = "--timeline", paramLabel = "SECONDS", description = "Also write timeline.csv: every SECONDS of "
            + "simulated time, each run's busy and free processors, queued jobs, the largest job that could start "
            + "(largest free submesh for a contiguous strategy) and the external fragmentation.")
    Double timeline;

    /** The timeline step, or NaN for none. */
    protected double timelineStep() throws UsageException {
        if (timeline == null) {
            return Double.NaN;
        }
        if (!TimelineRecorder.validStep(timeline)) {
            throw new UsageException("--timeline must be a number of seconds > 0");
        }
        return timeline;
    }

    @Override
    protected final int execute() throws Exception {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new UsageException("--threads must be >= 1");
        }
        List<Scenario> scenarios;
        try {
            scenarios = ExperimentFile.load(file, experiment, err()).scenarios(experiment);
        } catch (ExperimentFile.Invalid e) {
            err().println("partita: " + e.getMessage());
            err().flush();
            return ErrorHandler.FAILURE;
        }
        long violations = 0;
        int failedClaims = 0;
        for (Scenario s : scenarios) {
            warnIfOverloaded(s);
            if (simulates()) {
                announceCost(s, n);
            }
            Path dir = outputOf(s, scenarios.size());
            ProgressBar bar = ProgressBar.start(err(), s.name());
            long start = System.nanoTime();
            ExperimentResult result;
            try {
                result = produce(s, dir, n, bar);
            } finally {
                bar.finish();
            }
            if (result == null) {
                continue;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            printSummary(s, result, dir, seconds);
            failedClaims += printClaims(s, result, dir);
            if (check) {
                violations += report(result);
            }
        }
        if (check) {
            if (violations > 0) {
                err().println("partita: " + violations + " invariant violation(s)");
                err().flush();
                return ErrorHandler.FAILURE;
            }
            out().println("check: all invariants hold");
            out().flush();
        }
        if (failedClaims > 0) {
            err().println("partita: " + failedClaims + " claim(s) failed");
            err().flush();
            return ErrorHandler.CLAIM_FAILED;
        }
        return 0;
    }

    /**
     * The experiment's result, its files written into {@code dir}; {@code null} when this command writes no
     * result files (nothing more is reported then).
     */
    protected abstract ExperimentResult produce(Scenario s, Path dir, int threads, ProgressBar bar) throws Exception;

    /** Whether the command simulates runs (a merge only reads them): then their cost is announced first. */
    protected boolean simulates() {
        return true;
    }

    /** What happened to the runs, for the summary line (" merged"), or nothing for runs that were run. */
    protected String done() {
        return "";
    }

    /** The directory of {@code s}'s results. */
    protected Path outputOf(Scenario s, int experiments) {
        return out == null ? Path.of("results", s.name()) : experiments == 1 ? out : out.resolve(s.name());
    }

    /** A loud warning before an experiment whose offered load reaches 1 at some point (no steady state there). */
    private void warnIfOverloaded(Scenario s) {
        List<OfferedLoad.Overload> over = OfferedLoad.overloaded(s);
        if (!over.isEmpty()) {
            err().println("partita: WARNING: experiment " + s.name() + " is overloaded at "
                    + String.join("; ", over.stream().map(OfferedLoad.Overload::describe).toList())
                    + ": the queue grows without bound, so the means there depend on the run length and are not "
                    + "steady-state results");
            err().flush();
        }
    }

    /**
     * Before an experiment clearly beyond this machine, what it needs and what to do ({@link RunCost}); before one
     * that takes minutes, roughly how long.
     */
    private void announceCost(Scenario s, int threads) {
        for (String b : RunCost.beyond(s, threads, Runtime.getRuntime().maxMemory())) {
            err().println("partita: WARNING: " + b);
        }
        String note = RunCost.announcement(s, threads);
        if (note != null) {
            err().println("partita: " + note);
        }
        err().flush();
    }

    /** Every claim's verdict with what it states and what was measured; the number that fail the run. */
    private int printClaims(Scenario s, ExperimentResult result, Path dir) {
        if (s.claims().isEmpty()) {
            return 0;
        }
        PrintWriter o = out();
        int failed = 0;
        o.println("claims:");
        for (ClaimOutcome c : ClaimsFile.evaluate(s.claims(), result)) {
            failed += ClaimsFile.failsTheRun(c) ? 1 : 0;
            o.println("  " + c.claim().source() + ": " + ClaimsFile.label(c));
            o.println("    stated:   " + c.stated());
            o.println("    measured: " + c.measured());
        }
        o.println("claims: " + dir.resolve(ClaimsFile.NAME));
        o.flush();
        return failed;
    }

    private long report(ExperimentResult result) {
        long bad = 0;
        for (RunResult r : result.runs()) {
            for (InvariantChecker.Violation v : r.violations()) {
                if (bad++ < 10) {
                    err().println("partita: invariant violated (" + result.experiment().pipelines()
                            .get(r.key().pipeline()).name() + ", replication " + r.key().replication() + "): " + v);
                }
            }
        }
        return bad;
    }

    /** One line per (pipeline, sweep point): replications and each measured metric's mean ± half-width. */
    private void printSummary(Scenario s, ExperimentResult result, Path dir, double seconds) {
        PrintWriter o = out();
        o.println(String.format(Locale.ROOT, "experiment %s: %d runs%s in %.2f s", s.name(), result.runs().size(),
                done(), seconds));
        List<String> header = new ArrayList<>();
        header.add("pipeline");
        header.addAll(s.variables());
        header.add("n");
        for (Metric m : s.columns()) {
            header.add(m.column());
        }
        header.add("steady");
        List<List<String>> rows = new ArrayList<>();
        List<String> unsteady = new ArrayList<>();
        rows.add(header);
        for (Aggregate a : result.aggregates()) {
            List<String> row = new ArrayList<>();
            row.add(result.experiment().pipelines().get(a.pipeline()).name());
            for (SweepPoint.Variable v : result.experiment().points().get(a.point()).variables()) {
                row.add(v.value());
            }
            row.add(String.valueOf(a.replications()));
            for (Metric m : s.columns()) {
                Statistics st = a.get(m);
                if (st == null || Double.isNaN(st.mean())) {
                    row.add("-");
                } else {
                    String v = Numbers.format(round(st.mean()));
                    if (!Double.isNaN(st.halfWidth())) {
                        v += " ±" + Numbers.format(round(st.halfWidth()));
                    }
                    row.add(v);
                }
            }
            row.add(a.steadyState().label());
            if (!a.steadyState().decidesClaims()) {
                unsteady.add(String.join(" ", row.subList(0, 1 + s.variables().size())) + ": "
                        + a.steadyState().label());
            }
            rows.add(row);
        }
        int[] width = new int[header.size()];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        for (List<String> r : rows) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < r.size(); i++) {
                String f = i == 0 ? "%-" + width[i] + "s" : "  %" + width[i] + "s";
                b.append(String.format(Locale.ROOT, f, r.get(i)));
            }
            o.println(b.toString().stripTrailing());
        }
        if (!unsteady.isEmpty()) {
            err().println("partita: warning: " + unsteady.size() + " point(s) did not reach a steady state, their "
                    + "means are not steady-state estimates (" + String.join("; ", unsteady) + ")");
            err().flush();
        }
        o.println("results: " + dir.resolve(ResultFiles.SUMMARY) + (s.charts().isEmpty() ? ""
                : " and " + s.charts().size() + " chart(s) as PNG and SVG in " + dir));
        o.flush();
    }

    /** Four significant digits for the table (the files keep six decimals). */
    private static double round(double x) {
        if (x == 0 || Double.isInfinite(x)) {
            return x;
        }
        return new java.math.BigDecimal(x).round(new java.math.MathContext(4)).doubleValue();
    }
}

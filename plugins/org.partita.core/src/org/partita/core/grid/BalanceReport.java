package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.workload.Job;

/**
 * The report of a run of a balancing system, plain ({@link BalanceModel}) or integrated ({@link SaladModel}): the
 * jobs go to the observers as in {@link OutcomeReplay}, and the metrics are
 * <ul>
 * <li>response, wait, bounded slowdown, throughput, jobs completed within the horizon;</li>
 * <li>when every admitted job finished: makespan, and without a warm-up utilization (computing PE-seconds over
 * {@code P · (last completion − first submit)}) and {@link Metric#IDLE_PCT} = 100 (1 − utilization);</li>
 * <li>with a mapping stage, the mean S_m and η of the measured jobs' mappings on the idle system (§2.6);</li>
 * <li>with a balance stage, the migrations and, when every admitted job finished, the Normalized Performance of the
 * balancer in the integrated system: {@code (T_noLB − T_bal) / (T_noLB − T_opt)}, T_noLB the completion time of
 * the same jobs, plans and scheduler with {@code balance none}, T_opt the total work over the total speed.</li>
 * </ul>
 */
final class BalanceReport {

    private BalanceReport() {
    }

    /**
     * @param ref     the same jobs with {@code balance none}, or {@code null} without a balance stage
     * @param planner the integrated system's plans, or {@code null} for the plain balancing system
     */
    static ModelRun report(ModelContext ctx, List<Job> jobs, BalancingSystem.Result run, BalancingSystem.Result ref,
            double[] speeds, SaladPlanner planner) {
        boolean maps = planner != null && planner.maps();
        OutcomeReplay replay = new OutcomeReplay(ctx, ctx.horizon(), jobs.size(), run.jobs());
        CompletionLedger ledger = replay.ledger;
        double now = replay.end();
        double sumSpeedup = 0;
        double sumEfficiency = 0;
        for (int i = 0; i < run.jobs().size(); i++) {
            if (replay.measured[i] && maps) {
                MappedExecution alone = planner.plan(run.jobs().get(i).job()).alone();
                sumSpeedup += alone.speedup();
                sumEfficiency += alone.efficiency();
            }
        }
        long completed = ledger.completed();
        int p = speeds.length;
        RunMetrics m = ledger.putDefined(new RunMetrics(), now, p, Metric.JOBS, Metric.RESPONSE, Metric.WAIT,
                Metric.BOUNDED_SLOWDOWN, Metric.COMPLETED_WITHIN_HORIZON);
        long measured = ledger.measured();
        if (measured > 0) {
            ledger.putDefined(m, now, p, Metric.THROUGHPUT);
            if (maps) {
                m.put(Metric.MAPPING_SPEEDUP, sumSpeedup / measured);
                m.put(Metric.MAPPING_EFFICIENCY, sumEfficiency / measured);
            }
        }
        if (ref != null) {
            m.put(Metric.MIGRATIONS, run.migrations());
        }
        boolean finishedAll = completed == jobs.size();
        if (!jobs.isEmpty() && finishedAll) {
            double start = jobs.get(0).submit();
            m.put(Metric.MAKESPAN, run.completion() - start);
            if (ctx.config().warmupCompletions() == 0 && run.completion() > start) {
                double u = run.busy() / (p * (run.completion() - start));
                m.put(Metric.UTILIZATION, u);
                m.put(Metric.IDLE_PCT, 100 * (1 - u));
            }
            if (ref != null) {
                m.put(Metric.NORMALIZED_PERFORMANCE, BalanceModel.normalizedPerformance(ref.completion() - start,
                        run.completion() - start, ref.totalWork() / Arrays.stream(speeds).sum()));
            }
        }
        List<InvariantChecker.Violation> violations = new ArrayList<>();
        if (ctx.check()) {
            for (String v : run.violations()) {
                violations.add(new InvariantChecker.Violation(-1, v));
            }
            if (ref != null && finishedAll
                    && Math.abs(run.totalWork() - ref.totalWork()) > 1e-6 * Math.max(1, ref.totalWork())) {
                violations.add(new InvariantChecker.Violation(-1, "balanced and unbalanced runs did different work: "
                        + run.totalWork() + " vs " + ref.totalWork()));
            }
        }
        return new ModelRun(replay.result, m, violations);
    }
}

package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;

/**
 * The report of an integrated run ({@link SaladModel}): the jobs' arrivals, starts and completions go to the
 * observers in time order (ties: completions, arrivals, starts, then job order), and the metrics are
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
final class SaladReport {

    private SaladReport() {
    }

    static ModelRun report(ModelContext ctx, List<Job> jobs, BalancingSystem.Result run, BalancingSystem.Result ref,
            double[] speeds, SaladPlanner planner) {
        List<double[]> events = new ArrayList<>();
        List<BalancingSystem.JobOutcome> out = run.jobs();
        for (int i = 0; i < out.size(); i++) {
            BalancingSystem.JobOutcome o = out.get(i);
            events.add(new double[] {o.job().submit(), 1, i});
            if (!Double.isNaN(o.start())) {
                events.add(new double[] {o.start(), 2, i});
            }
            if (!Double.isNaN(o.end())) {
                events.add(new double[] {o.end(), 0, i});
            }
        }
        events.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0])
                : a[1] != b[1] ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
        RunningJob[] running = new RunningJob[out.size()];
        CompletionLedger ledger = new CompletionLedger(ctx.config(), ctx.observers(), ctx.horizon());
        double now = 0;
        double sumSpeedup = 0;
        double sumEfficiency = 0;
        for (double[] e : events) {
            now = e[0];
            ledger.begin(now);
            int i = (int) e[2];
            BalancingSystem.JobOutcome o = out.get(i);
            Allocation alloc = new Allocation(o.job().id(), Arrays.stream(o.pes()).distinct().sorted().toArray(),
                    false, 1.0);
            if (e[1] == 1) {
                ledger.arrived(o.job(), now);
            } else if (e[1] == 2) {
                running[i] = new RunningJob(o.job(), alloc, o.start(), Double.NaN, Double.NaN);
                ledger.started(running[i], now);
            } else {
                running[i] = null;
                if (ledger.completed(new RunningJob(o.job(), alloc, o.start(), o.end(), o.end()), now)
                        && planner.maps()) {
                    MappedExecution alone = planner.plan(o.job()).alone();
                    sumSpeedup += alone.speedup();
                    sumEfficiency += alone.efficiency();
                }
            }
        }
        List<RunningJob> still = new ArrayList<>();
        for (RunningJob r : running) {
            if (r != null) {
                still.add(r);
            }
        }
        long completed = ledger.completed();
        SimulationResult result = new SimulationResult(now, jobs.size(), 0, ledger.started(), completed,
                ledger.measured(), still, List.of(), AllocatorStats.NONE, 0);
        ledger.ended(result);
        int p = speeds.length;
        RunMetrics m = ledger.putDefined(new RunMetrics(), now, p, Metric.JOBS, Metric.RESPONSE, Metric.WAIT,
                Metric.BOUNDED_SLOWDOWN, Metric.COMPLETED_WITHIN_HORIZON);
        long measured = ledger.measured();
        if (measured > 0) {
            ledger.putDefined(m, now, p, Metric.THROUGHPUT);
            if (planner.maps()) {
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
        return new ModelRun(result, m, violations);
    }
}

package org.partita.core.grid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.RunModel;
import org.partita.core.sched.RunningJob;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Job;

/**
 * The {@code share concurrent-gang} and {@code share ipg-gang} stages (IPG-SaLaD §3.3, Tables 5–7) on the
 * machine's processors ({@link GangSystem}). A job is {@code processors} tasks, each of {@code runTime} seconds of
 * CPU; a job larger than the machine is rejected. It starts when placed in the trace diagram and completes when
 * its last task finishes. Metrics: response, wait, bounded slowdown, makespan, throughput, utilization
 * (computation over {@code P ·} window), {@link Metric#IDLE_PCT}, and, with a horizon H, the jobs completed by H
 * (the tables' "cumulative jobs completed").
 */
public final class GangModel implements RunModel {

    private final StrategyRegistry strategies;

    /** Runs the policies of {@code strategies}, whose factories make them. */
    GangModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    @Override
    public ModelRun run(ModelContext ctx) {
        GangConfig c = GridPolicies.gangConfig(ctx.stage(Family.SHARE.word()), strategies);
        int p = ctx.machine().size();
        GangSystem system = new GangSystem(c, p);
        CompletionLedger ledger = new CompletionLedger(ctx.config(), ctx.observers(), ctx.horizon())
                .whenMeasurementStarts(system::startWindow);
        var l = new GangSystem.Listener() {
            final LinkedHashMap<Long, RunningJob> running = new LinkedHashMap<>();
            final List<InvariantChecker.Violation> violations = new ArrayList<>();

            @Override
            public void arrived(Job job, double now) {
                ledger.begin(now);
                ledger.arrived(job, now);
            }

            @Override
            public void rejected(Job job, String reason, double now) {
                ledger.rejected(job, reason, now);
            }

            @Override
            public void started(Job job, int[] processors, double now) {
                if (ctx.check() && (now < job.submit() || processors.length != job.processors())) {
                    violations.add(new InvariantChecker.Violation(job.id(), "starts at " + now + " on "
                            + processors.length + " processors; submitted at " + job.submit() + " for "
                            + job.processors()));
                }
                RunningJob r = new RunningJob(job, new Allocation(job.id(), processors, false, 1.0), now,
                        Double.NaN, Double.NaN);
                running.put(job.id(), r);
                ledger.started(r, now);
            }

            @Override
            public boolean completed(Job job, int[] processors, double start, double end) {
                running.remove(job.id());
                RunningJob done = new RunningJob(job, new Allocation(job.id(), processors, false, 1.0), start, end,
                        end);
                ledger.completed(done, end);
                return ledger.stop();
            }
        };
        double ran = system.run(ctx.jobs(), ctx.config().stopTime(), l);
        double end = ran;
        if (!Double.isNaN(ledger.lastEnd()) && l.running.isEmpty() && system.waitingJobs() == 0) {
            end = Math.min(end, ledger.lastEnd()); // drained: the run ends at the last completion
        }
        end = Math.min(end, ctx.config().stopTime());
        SimulationResult result = ledger.end(end, new ArrayList<>(l.running.values()), List.of());
        RunMetrics m = ledger.putDefined(new RunMetrics(), end, p, Metric.JOBS, Metric.REJECTED, Metric.RESPONSE,
                Metric.WAIT, Metric.BOUNDED_SLOWDOWN, Metric.THROUGHPUT, Metric.MAKESPAN,
                Metric.COMPLETED_WITHIN_HORIZON);
        if (ledger.measuring() && end > ledger.windowStart()) {
            double window = end - ledger.windowStart();
            double busy = Math.min(system.busyInWindow(), p * window);
            m.put(Metric.UTILIZATION, busy / (p * window));
            m.put(Metric.IDLE_PCT, 100 * (1 - busy / (p * window)));
        }
        if (ctx.check() && !Double.isNaN(ledger.firstSubmit())
                && system.busy() > p * (ran - Math.floor(ledger.firstSubmit() / c.slice()) * c.slice()) + 1e-6) {
            l.violations.add(new InvariantChecker.Violation(-1, "processors computed " + system.busy()
                    + " s, more than the machine's capacity"));
        }
        return new ModelRun(result, m, l.violations);
    }
}

package org.partita.core.grid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.experiment.ModelContext;
import org.partita.core.experiment.ModelRun;
import org.partita.core.experiment.RunModel;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.sched.RunningJob;
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

    private final boolean concurrent;

    public GangModel(boolean concurrent) {
        this.concurrent = concurrent;
    }

    @Override
    public ModelRun run(ModelContext ctx) {
        GangConfig c = GangConfig.of(ctx.stage("share"), concurrent);
        int p = ctx.machine().size();
        GangSystem system = new GangSystem(c, p);
        SimulationConfig config = ctx.config();
        List<SimulationObserver> obs = ctx.observers();
        var l = new GangSystem.Listener() {
            final LinkedHashMap<Long, RunningJob> running = new LinkedHashMap<>();
            long arrived;
            long rejected;
            long started;
            long completed;
            long measured;
            boolean measuring;
            double t0 = Double.NaN;
            double firstSubmit = Double.NaN;
            double lastEnd = Double.NaN;
            double sumResp;
            double sumWait;
            double sumBsld;
            long withinHorizon;
            final List<InvariantChecker.Violation> violations = new ArrayList<>();

            void measure(double now) {
                measuring = true;
                t0 = now;
                system.startWindow(now);
                for (SimulationObserver o : obs) {
                    o.measurementStarted(now);
                }
            }

            @Override
            public void arrived(Job job, double now) {
                if (!measuring && config.warmupCompletions() == 0) {
                    measure(now);
                }
                arrived++;
                if (Double.isNaN(firstSubmit)) {
                    firstSubmit = job.submit();
                }
                for (SimulationObserver o : obs) {
                    o.jobArrived(job, now);
                }
            }

            @Override
            public void rejected(Job job, String reason, double now) {
                rejected++;
                for (SimulationObserver o : obs) {
                    o.jobRejected(job, reason, now);
                }
            }

            @Override
            public void started(Job job, int[] processors, double now) {
                started++;
                if (ctx.check() && (now < job.submit() || processors.length != job.processors())) {
                    violations.add(new InvariantChecker.Violation(job.id(), "starts at " + now + " on "
                            + processors.length + " processors; submitted at " + job.submit() + " for "
                            + job.processors()));
                }
                RunningJob r = new RunningJob(job, new Allocation(job.id(), processors, false, 1.0), now,
                        Double.NaN, Double.NaN);
                running.put(job.id(), r);
                for (SimulationObserver o : obs) {
                    o.jobStarted(r, now);
                }
            }

            @Override
            public boolean completed(Job job, int[] processors, double start, double end) {
                running.remove(job.id());
                completed++;
                lastEnd = end;
                boolean isMeasured = completed > config.warmupCompletions()
                        && (config.maxCompletions() == 0 || measured < config.maxCompletions());
                if (isMeasured) {
                    measured++;
                    double wait = start - job.submit();
                    sumResp += end - job.submit();
                    sumWait += wait;
                    sumBsld += Metric.boundedSlowdown(wait, end - start);
                    if (end <= ctx.horizon()) {
                        withinHorizon++;
                    }
                }
                RunningJob done = new RunningJob(job, new Allocation(job.id(), processors, false, 1.0), start, end,
                        end);
                for (SimulationObserver o : obs) {
                    o.jobCompleted(done, isMeasured, end);
                }
                if (!measuring && completed == config.warmupCompletions()) {
                    measure(end);
                }
                return config.maxCompletions() > 0 && measured >= config.maxCompletions();
            }
        };
        double ran = system.run(ctx.jobs(), ctx.config().stopTime(), l);
        double end = ran;
        if (!Double.isNaN(l.lastEnd) && l.running.isEmpty() && system.waitingJobs() == 0) {
            end = Math.min(end, l.lastEnd); // drained: the run ends at the last completion
        }
        end = Math.min(end, ctx.config().stopTime());
        SimulationResult result = new SimulationResult(end, l.arrived, l.rejected, l.started, l.completed,
                l.measured, new ArrayList<>(l.running.values()), List.of(), AllocatorStats.NONE, 0);
        for (SimulationObserver o : obs) {
            o.simulationEnded(result);
        }
        RunMetrics m = new RunMetrics();
        m.put(Metric.JOBS, l.measured);
        m.put(Metric.REJECTED, l.rejected);
        if (l.measured > 0) {
            m.put(Metric.RESPONSE, l.sumResp / l.measured);
            m.put(Metric.WAIT, l.sumWait / l.measured);
            m.put(Metric.BOUNDED_SLOWDOWN, l.sumBsld / l.measured);
        }
        if (l.measuring && end > l.t0) {
            double window = end - l.t0;
            double busy = Math.min(system.busyInWindow(), p * window);
            m.put(Metric.UTILIZATION, busy / (p * window));
            m.put(Metric.IDLE_PCT, 100 * (1 - busy / (p * window)));
            m.put(Metric.THROUGHPUT, l.measured / window);
        }
        if (!Double.isNaN(l.lastEnd)) {
            m.put(Metric.MAKESPAN, l.lastEnd - l.firstSubmit);
        }
        if (!Double.isNaN(ctx.horizon())) {
            m.put(Metric.COMPLETED_WITHIN_HORIZON, l.withinHorizon);
        }
        if (ctx.check() && !Double.isNaN(l.firstSubmit)
                && system.busy() > p * (ran - Math.floor(l.firstSubmit / c.slice()) * c.slice()) + 1e-6) {
            l.violations.add(new InvariantChecker.Violation(-1, "processors computed " + system.busy()
                    + " s, more than the machine's capacity"));
        }
        return new ModelRun(result, m, l.violations);
    }
}

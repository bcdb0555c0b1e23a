package org.partita.core.metrics;

import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.Relocation;
import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;
import org.partita.core.workload.Job;

/**
 * Computes the {@link Metric}s of one run from the engine's notifications (formulas in {@link Metric}). Uses
 * constant memory: running sums only.
 */
public final class MetricsCollector implements SimulationObserver {

    private final int machineSize;
    private final Allocator allocator;
    private boolean counts;
    private final double horizon;
    private final boolean wallClock;

    private boolean measuring;
    private double windowStart = Double.NaN;
    private double lastChange;
    private int busy;
    private double busyArea;

    private long jobs;
    private double sumResponse;
    private double sumWait;
    private double sumBsld;
    private double sumResponseSq;
    private double wastedNodeTime;
    private double allocatedNodeTime;

    private long attempts;
    private double failedFreeShare;
    private long validAttempts;
    private long validMisses;

    private double firstSubmit = Double.NaN;
    private double lastCompletion = Double.NaN;
    private long startedInWindow;
    private long positionsAtStart;
    private long migrations;
    private long rejected;
    private long withinHorizon;
    private RunMetrics result;

    /**
     * @param machineSize node count P
     * @param allocator   the run's allocator (its {@link AllocatorStats#searchSteps()} give the search cost, unless
     *                    it reports {@link AllocatorStats#NONE})
     * @param horizon     H for {@link Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN} for none
     * @param wallClock   whether to report {@link Metric#SEARCH_NANOS}
     */
    public MetricsCollector(int machineSize, Allocator allocator, double horizon, boolean wallClock) {
        this.machineSize = machineSize;
        this.allocator = allocator;
        this.horizon = horizon;
        this.wallClock = wallClock;
    }

    private void advance(double now) {
        if (measuring) {
            busyArea += busy * (now - lastChange);
        }
        lastChange = now;
    }

    @Override
    public void jobArrived(Job job, double now) {
        if (Double.isNaN(firstSubmit)) {
            firstSubmit = job.submit();
        }
    }

    @Override
    public void jobRejected(Job job, String reason, double now) {
        rejected++;
    }

    @Override
    public void measurementStarted(double now) {
        measuring = true;
        windowStart = now;
        lastChange = now;
        AllocatorStats st = allocator.stats();
        counts = st != AllocatorStats.NONE;
        positionsAtStart = st.searchSteps();
    }

    @Override
    public void allocationAttempt(WaitingJob job, boolean placed, int freeBefore, double now) {
        if (!measuring) {
            return;
        }
        attempts++;
        boolean valid = freeBefore >= job.processors();
        if (valid) {
            validAttempts++;
        }
        if (!placed) {
            failedFreeShare += freeBefore / (double) machineSize;
            if (valid) {
                validMisses++;
            }
        }
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        advance(now);
        busy += job.allocation().size();
        if (measuring) {
            startedInWindow++;
        }
    }

    @Override
    public void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
        advance(now);
        busy += job.allocation().size() - previousSize;
        if (measuring) {
            migrations++;
        }
    }

    @Override
    public void jobCompleted(RunningJob r, boolean measured, double now) {
        advance(now);
        busy -= r.allocation().size();
        lastCompletion = now;
        if (!measured) {
            return;
        }
        Job job = r.job();
        double wait = r.start() - job.submit();
        double run = r.end() - r.start();
        double resp = r.end() - job.submit();
        jobs++;
        sumResponse += resp;
        sumWait += wait;
        sumBsld += Metric.boundedSlowdown(wait, run);
        sumResponseSq += resp * resp;
        int alloc = r.allocation().size();
        wastedNodeTime += Math.max(0, alloc - job.processors()) * run;
        allocatedNodeTime += alloc * run;
        if (!Double.isNaN(horizon) && r.end() <= horizon) {
            withinHorizon++;
        }
    }

    @Override
    public void simulationEnded(SimulationResult res) {
        double end = res.endTime();
        if (measuring) {
            advance(end);
        }
        double window = measuring ? end - windowStart : Double.NaN;
        RunMetrics m = new RunMetrics();
        m.put(Metric.JOBS, jobs);
        m.put(Metric.RESPONSE, mean(sumResponse, jobs));
        m.put(Metric.WAIT, mean(sumWait, jobs));
        m.put(Metric.BOUNDED_SLOWDOWN, mean(sumBsld, jobs));
        m.put(Metric.ASQT, mean(sumResponseSq, jobs));
        m.put(Metric.UTILIZATION, window > 0 ? busyArea / (machineSize * window) : Double.NaN);
        m.put(Metric.INTERNAL_FRAGMENTATION, allocatedNodeTime > 0 ? wastedNodeTime / allocatedNodeTime
                : Double.NaN);
        m.put(Metric.EXTERNAL_FRAGMENTATION, attempts > 0 ? failedFreeShare / attempts : Double.NaN);
        m.put(Metric.ALLOCATION_MISS, validAttempts > 0 ? 100.0 * validMisses / validAttempts : Double.NaN);
        m.put(Metric.MAKESPAN, Double.isNaN(lastCompletion) ? Double.NaN : lastCompletion - firstSubmit);
        m.put(Metric.THROUGHPUT, window > 0 ? jobs / window : Double.NaN);
        m.put(Metric.SEARCH_COST, counts && startedInWindow > 0
                ? (allocator.stats().searchSteps() - positionsAtStart) / (double) startedInWindow : Double.NaN);
        m.put(Metric.MIGRATIONS, migrations);
        m.put(Metric.REJECTED, rejected);
        if (!Double.isNaN(horizon)) {
            m.put(Metric.COMPLETED_WITHIN_HORIZON, withinHorizon);
        }
        if (wallClock) {
            m.put(Metric.SEARCH_NANOS, res.started() > 0 ? res.allocationNanos() / (double) res.started()
                    : Double.NaN);
        }
        result = m;
    }

    private static double mean(double sum, long n) {
        return n == 0 ? Double.NaN : sum / n;
    }

    /** The metrics, available after the run ended. */
    public RunMetrics metrics() {
        if (result == null) {
            throw new IllegalStateException("the run has not ended");
        }
        return result;
    }
}

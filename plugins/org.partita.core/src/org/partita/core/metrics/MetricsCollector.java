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
    private final boolean wallClock;
    private final MeasuredSums sums;

    private double wastedNodeTime;
    private double allocatedNodeTime;

    private long attempts;
    private double failedFreeShare;
    private long validAttempts;
    private long validMisses;

    private long startedInWindow;
    private long contiguousInWindow;
    private long positionsAtStart;
    private long migrations;
    private long rejected;
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
        this.wallClock = wallClock;
        this.sums = new MeasuredSums(horizon);
    }

    @Override
    public void jobArrived(Job job, double now) {
        sums.arrived(job.submit());
    }

    @Override
    public void jobRejected(Job job, String reason, double now) {
        rejected++;
    }

    @Override
    public void measurementStarted(double now) {
        sums.startWindow(now);
        AllocatorStats st = allocator.stats();
        counts = st != AllocatorStats.NONE;
        positionsAtStart = st.searchSteps();
    }

    @Override
    public void allocationAttempt(WaitingJob job, boolean placed, int freeBefore, double now) {
        if (!sums.measuring()) {
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
        sums.busyChanged(now, job.allocation().size());
        if (sums.measuring()) {
            startedInWindow++;
            if (job.allocation().contiguous()) {
                contiguousInWindow++;
            }
        }
    }

    @Override
    public void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
        sums.busyChanged(now, job.allocation().size() - previousSize);
        if (sums.measuring()) {
            migrations++;
        }
    }

    @Override
    public void jobCompleted(RunningJob r, boolean measured, double now) {
        sums.busyChanged(now, -r.allocation().size());
        sums.completed(r.job().submit(), r.start(), r.end(), measured); // the engine completes a job at its end
        if (!measured) {
            return;
        }
        double run = r.end() - r.start();
        int alloc = r.allocation().size();
        wastedNodeTime += Math.max(0, alloc - r.job().processors()) * run;
        allocatedNodeTime += alloc * run;
    }

    @Override
    public void simulationEnded(SimulationResult res) {
        double end = res.endTime();
        sums.accrue(end);
        RunMetrics m = new RunMetrics();
        for (Metric s : new Metric[] {Metric.JOBS, Metric.RESPONSE, Metric.WAIT, Metric.BOUNDED_SLOWDOWN,
                Metric.ASQT, Metric.RESPONSE_VARIANCE, Metric.UTILIZATION, Metric.MAKESPAN, Metric.THROUGHPUT}) {
            m.put(s, sums.value(s, end, machineSize));
        }
        m.put(Metric.INTERNAL_FRAGMENTATION, allocatedNodeTime > 0 ? wastedNodeTime / allocatedNodeTime
                : Double.NaN);
        m.put(Metric.EXTERNAL_FRAGMENTATION, attempts > 0 ? failedFreeShare / attempts : Double.NaN);
        m.put(Metric.ALLOCATION_MISS, validAttempts > 0 ? 100.0 * validMisses / validAttempts : Double.NaN);
        m.put(Metric.CONTIGUOUS, startedInWindow > 0 ? 100.0 * contiguousInWindow / startedInWindow : Double.NaN);
        m.put(Metric.SEARCH_COST, counts && startedInWindow > 0
                ? (allocator.stats().searchSteps() - positionsAtStart) / (double) startedInWindow : Double.NaN);
        m.put(Metric.MIGRATIONS, migrations);
        m.put(Metric.REJECTED, rejected);
        double within = sums.value(Metric.COMPLETED_WITHIN_HORIZON, end, machineSize);
        if (!Double.isNaN(within)) {
            m.put(Metric.COMPLETED_WITHIN_HORIZON, within);
        }
        if (wallClock) {
            m.put(Metric.SEARCH_NANOS, res.started() > 0 ? res.allocationNanos() / (double) res.started()
                    : Double.NaN);
        }
        result = m;
    }

    /** The metrics, available after the run ended. */
    public RunMetrics metrics() {
        if (result == null) {
            throw new IllegalStateException("the run has not ended");
        }
        return result;
    }
}

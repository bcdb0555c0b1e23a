package org.partita.core.metrics;

import java.util.List;
import java.util.Objects;
import java.util.function.DoubleConsumer;

import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.InterruptCheck;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;
import org.partita.core.workload.Job;

/**
 * The bookkeeping every run model shares: it tells the {@link SimulationObserver}s what happens, applies the run
 * control of {@link SimulationConfig} and accumulates the standard {@link Metric}s.
 *
 * <h2>Run control</h2>
 * Completions are numbered 1, 2, … in the order reported to {@link #completed}. The first K (warm-up) are not
 * measured; measurement starts at the K-th completion, or, when K = 0, at the first instant the model reports to
 * {@link #begin}. Completion K + N is the last measured one ({@link #stop()} turns true) when N &gt; 0.
 *
 * <h2>Metrics</h2>
 * Over the measured completions (end {@code e}, start {@code s}, submit {@code a}): response {@code e − a}, wait
 * {@code s − a}, bounded slowdown ({@link Metric#boundedSlowdown}), ASQT (mean of {@code (e − a)²}), completed by
 * the horizon H ({@code e ≤ H}). Utilization is the busy processors integrated over the measurement window
 * {@code [w, end]}, over {@code capacity · (end − w)}: the model reports changes of its busy count
 * ({@link #busyChanged}, {@link #accrue}) or busy processor-seconds already inside the window ({@link #addBusy}).
 * Throughput is measured jobs over {@code end − w}; makespan is the last completion minus the first submit. The
 * sums are a {@link MeasuredSums}, as in the rigid engine's {@link MetricsCollector}.
 */
public final class CompletionLedger {

    /** How often (in calls of {@link #checkInterrupt}, a power of two) the interrupt flag is looked at. */
    public static final int CANCEL_CHECK_INTERVAL = InterruptCheck.INTERVAL;

    private final SimulationConfig config;
    private final SimulationObserver[] observers;
    private final MeasuredSums sums;
    private DoubleConsumer measurementAction;

    private final InterruptCheck interruptCheck = new InterruptCheck();
    private long arrived;
    private long rejected;
    private long started;
    private long completed;
    private long measured;
    private boolean stop;

    /**
     * @param horizon H for {@link Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN} for none
     */
    public CompletionLedger(SimulationConfig config, List<? extends SimulationObserver> observers, double horizon) {
        this.config = Objects.requireNonNull(config);
        this.observers = observers.toArray(new SimulationObserver[0]);
        this.sums = new MeasuredSums(horizon);
    }

    /** Runs {@code action} (with the instant) when the measurement starts, before the observers hear of it. */
    public CompletionLedger whenMeasurementStarts(DoubleConsumer action) {
        this.measurementAction = action;
        return this;
    }

    /**
     * Counts one step of the model's loop (one timestamp); every {@value #CANCEL_CHECK_INTERVAL}-th call throws
     * when the thread is interrupted (the flag stays set), so a cancelled run stops soon.
     */
    public void checkInterrupt(double now) {
        interruptCheck.accept(now);
    }

    /** The model reached instant {@code now}: without warm-up, the measurement starts at the first one. */
    public void begin(double now) {
        if (!sums.measuring() && config.warmupCompletions() == 0) {
            startMeasuring(now);
        }
    }

    public void arrived(Job job, double now) {
        arrived++;
        sums.arrived(job.submit());
        for (SimulationObserver o : observers) {
            o.jobArrived(job, now);
        }
    }

    public void rejected(Job job, String reason, double now) {
        rejected++;
        for (SimulationObserver o : observers) {
            o.jobRejected(job, reason, now);
        }
    }

    public void started(RunningJob job, double now) {
        started++;
        for (SimulationObserver o : observers) {
            o.jobStarted(job, now);
        }
    }

    /**
     * A job completed at {@code now} (its start is {@code job.start()}); counts it, measures it when it is past the
     * warm-up and within the limit, tells the observers, starts the measurement after the K-th completion.
     *
     * @return whether the completion is measured
     */
    public boolean completed(RunningJob job, double now) {
        return completed(job, Double.NaN, now);
    }

    /**
     * As {@link #completed(RunningJob, double)}, for a job whose allocation changed while it ran: the observers are
     * told the {@code processorSeconds} it held ({@link SimulationObserver#jobHeld}) first.
     */
    public boolean completed(RunningJob job, double processorSeconds, double now) {
        if (!Double.isNaN(processorSeconds)) {
            for (SimulationObserver o : observers) {
                o.jobHeld(job, processorSeconds);
            }
        }
        completed++;
        boolean isMeasured = completed > config.warmupCompletions()
                && (config.maxCompletions() == 0 || measured < config.maxCompletions());
        if (isMeasured) {
            measured++;
        }
        sums.completed(job.job().submit(), job.start(), now, isMeasured);
        for (SimulationObserver o : observers) {
            o.jobCompleted(job, isMeasured, now);
        }
        if (!sums.measuring() && completed == config.warmupCompletions()) {
            startMeasuring(now);
        }
        if (config.maxCompletions() > 0 && measured >= config.maxCompletions()) {
            stop = true;
        }
        return isMeasured;
    }

    private void startMeasuring(double now) {
        sums.startWindow(now);
        if (measurementAction != null) {
            measurementAction.accept(now);
        }
        for (SimulationObserver o : observers) {
            o.measurementStarted(now);
        }
    }

    /** Integrates the busy processors up to {@code now} (inside the window). */
    public void accrue(double now) {
        sums.accrue(now);
    }

    /** The busy processor count changes by {@code delta} at {@code now}. */
    public void busyChanged(double now, int delta) {
        sums.busyChanged(now, delta);
    }

    /** Adds busy processor-seconds the model integrated itself (only the part inside the window). */
    public void addBusy(double processorSeconds) {
        sums.addBusy(processorSeconds);
    }

    /**
     * The run's counts as a {@link SimulationResult} (no allocator), told to the observers.
     */
    public SimulationResult end(double endTime, List<RunningJob> running, List<WaitingJob> waiting) {
        SimulationResult result = new SimulationResult(endTime, arrived, rejected, started, completed, measured,
                List.copyOf(running), List.copyOf(waiting), AllocatorStats.NONE, 0);
        ended(result);
        return result;
    }

    /** Tells the observers the run ended with {@code result}. */
    public void ended(SimulationResult result) {
        for (SimulationObserver o : observers) {
            o.simulationEnded(result);
        }
    }

    /**
     * The value of a standard metric for a run that ended at {@code end} on {@code capacity} processors; NaN when
     * undefined (no measured job, no window, no completion, no horizon).
     *
     * @throws IllegalArgumentException for a metric the ledger does not keep
     */
    public double value(Metric m, double end, int capacity) {
        if (m == Metric.REJECTED) {
            return rejected;
        }
        if (m == Metric.JOBS) {
            return measured;
        }
        return sums.value(m, end, capacity);
    }

    /** Puts each of {@code metrics} into {@code into}, {@code NaN} when undefined. */
    public RunMetrics put(RunMetrics into, double end, int capacity, Metric... metrics) {
        for (Metric m : metrics) {
            into.put(m, value(m, end, capacity));
        }
        return into;
    }

    /** Puts each of {@code metrics} that is defined into {@code into}; leaves the others out. */
    public RunMetrics putDefined(RunMetrics into, double end, int capacity, Metric... metrics) {
        for (Metric m : metrics) {
            double v = value(m, end, capacity);
            if (!Double.isNaN(v)) {
                into.put(m, v);
            }
        }
        return into;
    }

    /** Whether the completion limit is reached: the model should end the run. */
    public boolean stop() {
        return stop;
    }

    public boolean measuring() {
        return sums.measuring();
    }

    /** The instant the measurement started, NaN before. */
    public double windowStart() {
        return sums.windowStart();
    }

    public long arrived() {
        return arrived;
    }

    public long started() {
        return started;
    }

    public long completed() {
        return completed;
    }

    public long measured() {
        return measured;
    }

    public long rejected() {
        return rejected;
    }

    /** The submit time of the first arrival, NaN before. */
    public double firstSubmit() {
        return sums.firstSubmit();
    }

    /** The time of the last completion, NaN before. */
    public double lastEnd() {
        return sums.lastEnd();
    }
}

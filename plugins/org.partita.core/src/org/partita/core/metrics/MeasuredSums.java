package org.partita.core.metrics;

/**
 * The running sums behind the standard {@link Metric}s of one run, in constant memory: over the measured
 * completions (end {@code e}, start {@code s}, submit {@code a}) response {@code e − a}, wait {@code s − a},
 * bounded slowdown ({@link Metric#boundedSlowdown}), ASQT (mean of {@code (e − a)²}), execution {@code e − s} and
 * the completions by the horizon H ({@code e ≤ H}); the busy processors integrated over the measurement window
 * {@code [w, end]}; the first submit and the last completion (measured or not) for the makespan.
 *
 * <p>Shared by {@link MetricsCollector} (the rigid engine) and {@link CompletionLedger} (the run models), so that
 * the formulas are written once.
 */
public final class MeasuredSums {

    private final double horizon;

    private boolean measuring;
    private double windowStart = Double.NaN;
    private int busy;
    private double busySince;
    private double busyArea;

    private long jobs;
    private double sumResponse;
    private double sumWait;
    private double sumBsld;
    private double sumResponseSq;
    private double sumExecution;
    private long withinHorizon;
    private double firstSubmit = Double.NaN;
    private double lastEnd = Double.NaN;

    /** @param horizon H for {@link Metric#COMPLETED_WITHIN_HORIZON}, or {@code NaN} for none */
    public MeasuredSums(double horizon) {
        this.horizon = horizon;
    }

    /** A job arrived; the first one's submit time starts the makespan. */
    public void arrived(double submit) {
        if (Double.isNaN(firstSubmit)) {
            firstSubmit = submit;
        }
    }

    /** The measurement window opens at {@code now}. */
    public void startWindow(double now) {
        accrue(now);
        measuring = true;
        windowStart = now;
    }

    /** Integrates the busy processors up to {@code now} (inside the window). */
    public void accrue(double now) {
        if (measuring) {
            busyArea += busy * (now - busySince);
        }
        busySince = now;
    }

    /** The busy processor count changes by {@code delta} at {@code now}. */
    public void busyChanged(double now, int delta) {
        accrue(now);
        busy += delta;
    }

    /** Adds busy processor-seconds integrated by the caller (only the part inside the window). */
    public void addBusy(double processorSeconds) {
        busyArea += processorSeconds;
    }

    /** A job submitted at {@code submit}, started at {@code start}, completed at {@code end}. */
    public void completed(double submit, double start, double end, boolean measured) {
        lastEnd = end;
        if (!measured) {
            return;
        }
        jobs++;
        double wait = start - submit;
        double resp = end - submit;
        sumResponse += resp;
        sumWait += wait;
        sumBsld += Metric.boundedSlowdown(wait, end - start);
        sumResponseSq += resp * resp;
        sumExecution += end - start;
        if (!Double.isNaN(horizon) && end <= horizon) {
            withinHorizon++;
        }
    }

    /**
     * The value of a standard metric for a run that ended at {@code end} on {@code capacity} processors; NaN when
     * undefined (no measured job, no window, no completion, no horizon). {@link Metric#JOBS} is the measured
     * completions.
     *
     * @throws IllegalArgumentException for another metric
     */
    public double value(Metric m, double end, int capacity) {
        double window = measuring ? end - windowStart : Double.NaN;
        return switch (m) {
            case JOBS -> jobs;
            case RESPONSE -> mean(sumResponse);
            case WAIT -> mean(sumWait);
            case BOUNDED_SLOWDOWN -> mean(sumBsld);
            case ASQT -> mean(sumResponseSq);
            case RESPONSE_VARIANCE -> jobs == 0 ? Double.NaN
                    : Math.max(0, mean(sumResponseSq) - mean(sumResponse) * mean(sumResponse));
            case EXECUTION -> mean(sumExecution);
            case UTILIZATION -> window > 0 ? busyArea / (capacity * window) : Double.NaN;
            case THROUGHPUT -> window > 0 ? jobs / window : Double.NaN;
            case MAKESPAN -> Double.isNaN(lastEnd) ? Double.NaN : lastEnd - firstSubmit;
            case COMPLETED_WITHIN_HORIZON -> Double.isNaN(horizon) ? Double.NaN : withinHorizon;
            default -> throw new IllegalArgumentException("no running sum gives " + m);
        };
    }

    private double mean(double sum) {
        return jobs == 0 ? Double.NaN : sum / jobs;
    }

    public boolean measuring() {
        return measuring;
    }

    /** The instant the window opened, NaN before. */
    public double windowStart() {
        return windowStart;
    }

    /** The submit time of the first arrival, NaN before. */
    public double firstSubmit() {
        return firstSubmit;
    }

    /** The time of the last completion, NaN before. */
    public double lastEnd() {
        return lastEnd;
    }
}

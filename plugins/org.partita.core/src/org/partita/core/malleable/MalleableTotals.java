package org.partita.core.malleable;

import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;

/**
 * The metrics only this model has, summed over the measured jobs: execution time ({@code end − start}),
 * processor-seconds, time-averaged allocation, the spread of the last two over the jobs (Table 5.4), and the most
 * applications running at once (docs/malleable.md).
 */
final class MalleableTotals {

    private double sumExec;
    private double sumCpu;
    private double sumProcessors;
    private double sumExecSq;
    private double sumProcessorsSq;
    private int maxMpl;

    /** A measured job of {@code a} completed at {@code now}, having held {@code cpu} processor-seconds. */
    void completed(RunningApp a, double now, double cpu) {
        double exec = now - a.start();
        double p = exec > 0 ? cpu / exec : a.allocation();
        sumExec += exec;
        sumExecSq += exec * exec;
        sumCpu += cpu;
        sumProcessors += p;
        sumProcessorsSq += p * p;
    }

    /** {@code running} applications run at once inside the measured window. */
    void running(int running) {
        maxMpl = Math.max(maxMpl, running);
    }

    /** The run's metrics: the ledger's standard ones and this model's means over the measured jobs. */
    RunMetrics metrics(CompletionLedger ledger, double now, int processors) {
        RunMetrics m = ledger.put(new RunMetrics(), now, processors, Metric.JOBS, Metric.RESPONSE, Metric.WAIT,
                Metric.BOUNDED_SLOWDOWN, Metric.ASQT, Metric.RESPONSE_VARIANCE, Metric.UTILIZATION, Metric.MAKESPAN,
                Metric.THROUGHPUT, Metric.REJECTED);
        ledger.putDefined(m, now, processors, Metric.COMPLETED_WITHIN_HORIZON);
        long n = ledger.measured();
        m.put(Metric.EXECUTION, mean(sumExec, n));
        m.put(Metric.PROCESSORS, mean(sumProcessors, n));
        m.put(Metric.CPU_TIME, mean(sumCpu, n));
        m.put(Metric.MAX_MPL, maxMpl);
        m.put(Metric.PROCESSORS_SD, sd(sumProcessors, sumProcessorsSq, n));
        m.put(Metric.EXECUTION_SD, sd(sumExec, sumExecSq, n));
        return m;
    }

    /** The standard deviation over n values of their sum and sum of squares (0 for one value; never below 0). */
    static double sd(double sum, double sumSq, long n) {
        if (n == 0) {
            return Double.NaN;
        }
        double mean = sum / n;
        return Math.sqrt(Math.max(0, sumSq / n - mean * mean));
    }

    private static double mean(double sum, long n) {
        return n == 0 ? Double.NaN : sum / n;
    }
}

package org.partita.core.metrics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;

/**
 * The per-class metrics of one run ({@link JobClasses}): the measured completions of each class summed in their
 * own {@link MeasuredSums}, so that a class's mean response, wait, bounded slowdown, ASQT and execution follow the
 * same formulas as the run's, the mean of their time-averaged allocations ({@code processors}: processor-seconds
 * held over execution time when the model tells them, {@link #jobHeld}, else the allocation) and the mean of the
 * processor-seconds themselves ({@code cpu_time}: Corbalán's "cpu usage" per application, else allocation times
 * execution), and the spread over the class's jobs of allocations and executions ({@code processors_sd},
 * {@code execution_sd}: standard deviations, Table 5.4). When the run ends,
 * writes one line per class that has measured jobs, in class order: {@code key<TAB>jobs<TAB>value…} (values in {@code JobClasses.metrics()} order, {@link Double#toString} so that
 * they read back exactly; {@code experiment.ClassSummary} formats and aggregates them).
 */
public final class ClassRecorder implements SimulationObserver {

    private final JobClasses classes;
    private final Writer out;
    private final Map<Integer, MeasuredSums> sums = new TreeMap<>();
    /**
     * Per class, over the measured jobs: the sum of time-averaged allocations, the count, the sums of processor-seconds,
     * of squared allocations, of executions and of squared executions.
     */
    private final Map<Integer, double[]> processors = new TreeMap<>();
    /** The processor-seconds told for the job about to complete ({@link #jobHeld}), by job id. */
    private final Map<Long, Double> held = new HashMap<>();

    public ClassRecorder(JobClasses classes, Writer out) {
        this.classes = classes;
        this.out = out;
    }

    @Override
    public void jobHeld(RunningJob job, double processorSeconds) {
        held.put(job.job().id(), processorSeconds);
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        Double cpu = held.remove(job.job().id());
        if (measured) {
            int key = classes.key(job.job());
            sums.computeIfAbsent(key, k -> new MeasuredSums(Double.NaN))
                    .completed(job.job().submit(), job.start(), now, true);
            double execution = now - job.start();
            double p = cpu != null && execution > 0 ? cpu / execution : job.allocation().size();
            double[] sum = processors.computeIfAbsent(key, k -> new double[6]);
            sum[0] += p;
            sum[1]++;
            sum[2] += cpu != null ? cpu : job.allocation().size() * execution;
            sum[3] += p * p;
            sum[4] += execution;
            sum[5] += execution * execution;
        }
    }

    /** A class's value of {@code m}: from its own sums for the allocation metrics, else from its MeasuredSums. */
    private static double value(Metric m, MeasuredSums s, double[] p) {
        return switch (m) {
            case PROCESSORS -> p[0] / p[1];
            case CPU_TIME -> p[2] / p[1];
            case PROCESSORS_SD -> sd(p[0], p[3], p[1]);
            case EXECUTION_SD -> sd(p[4], p[5], p[1]);
            default -> s.value(m, 0, 1);
        };
    }

    private static double sd(double sum, double sumSq, double n) {
        double mean = sum / n;
        return Math.sqrt(Math.max(0, sumSq / n - mean * mean));
    }

    @Override
    public void simulationEnded(SimulationResult result) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Integer, MeasuredSums> e : sums.entrySet()) {
            MeasuredSums s = e.getValue();
            b.append(e.getKey()).append('\t').append((long) s.value(Metric.JOBS, 0, 1));
            for (Metric m : classes.metrics()) {
                double[] p = processors.get(e.getKey());
                b.append('\t').append(value(m, s, p));
            }
            b.append('\n');
        }
        try {
            out.write(b.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

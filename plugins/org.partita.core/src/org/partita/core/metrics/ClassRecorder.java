package org.partita.core.metrics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;

/**
 * The per-class metrics of one run ({@link JobClasses}): the measured completions of each class summed in their
 * own {@link MeasuredSums}, so that a class's mean response, wait, bounded slowdown, ASQT and execution follow the
 * same formulas as the run's. When the run ends, writes one line per class that has measured jobs, in class order:
 * {@code key<TAB>jobs<TAB>value…} (values in {@code JobClasses.metrics()} order, {@link Double#toString} so that
 * they read back exactly; {@code experiment.ClassSummary} formats and aggregates them).
 */
public final class ClassRecorder implements SimulationObserver {

    private final JobClasses classes;
    private final Writer out;
    private final Map<Integer, MeasuredSums> sums = new TreeMap<>();

    public ClassRecorder(JobClasses classes, Writer out) {
        this.classes = classes;
        this.out = out;
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        if (measured) {
            sums.computeIfAbsent(classes.key(job.job()), k -> new MeasuredSums(Double.NaN))
                    .completed(job.job().submit(), job.start(), now, true);
        }
    }

    @Override
    public void simulationEnded(SimulationResult result) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Integer, MeasuredSums> e : sums.entrySet()) {
            MeasuredSums s = e.getValue();
            b.append(e.getKey()).append('\t').append((long) s.value(Metric.JOBS, 0, 1));
            for (Metric m : classes.metrics()) {
                b.append('\t').append(s.value(m, 0, 1));
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

package org.partita.core.experiment;

import java.util.EnumMap;
import java.util.Map;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;

/**
 * Statistics over the replications of one class of jobs at one (pipeline, sweep point): the {@code all} row of
 * {@code classes.csv} ({@link org.partita.core.metrics.JobClasses}). Its metrics are {@link Metric#JOBS} and the
 * per-job metrics measured by class; a metric undefined in any replication has {@code NaN} statistics.
 *
 * @param label        the class as {@code classes.csv} writes it: {@code bt}, {@code 3}, {@code 1-4}, {@code unknown}
 * @param replications the replications in which the class has measured jobs
 */
public record ClassAggregate(int pipeline, int point, String label, int replications,
        Map<Metric, Statistics> statistics) {

    public ClassAggregate {
        statistics = statistics.isEmpty() ? Map.of() : new EnumMap<>(statistics);
    }

    public Statistics get(Metric m) {
        return statistics.get(m);
    }
}

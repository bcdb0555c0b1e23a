package org.partita.core.experiment;

import java.util.EnumMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;

/**
 * Statistics over the replications of one class of jobs at one (pipeline, sweep point): the {@code all} row of
 * {@code classes.csv} ({@link org.partita.core.metrics.JobClasses}). Its metrics are {@link Metric#JOBS} and the
 * per-job metrics measured by class; a metric undefined in any replication has {@code NaN} statistics.
 *
 * @param label        the class as {@code classes.csv} writes it: {@code bt}, {@code 3}, {@code 1-4}, {@code unknown}
 * @param replications the replications in which the class has measured jobs
 * @param values       each metric's value by replication number (the rows of {@code classes.csv} the statistics
 *                     come from), for paired comparisons; empty when not known
 */
public record ClassAggregate(int pipeline, int point, String label, int replications,
        Map<Metric, Statistics> statistics, Map<Metric, SortedMap<Integer, Double>> values) {

    public ClassAggregate {
        statistics = statistics.isEmpty() ? Map.of() : new EnumMap<>(statistics);
        Map<Metric, SortedMap<Integer, Double>> copy = new EnumMap<>(Metric.class);
        values.forEach((m, v) -> copy.put(m, java.util.Collections.unmodifiableSortedMap(new TreeMap<>(v))));
        values = copy;
    }

    /** An aggregate without per-replication values. */
    public ClassAggregate(int pipeline, int point, String label, int replications,
            Map<Metric, Statistics> statistics) {
        this(pipeline, point, label, replications, statistics, Map.of());
    }

    /** {@code m}'s value by replication number (empty when not known). */
    public SortedMap<Integer, Double> values(Metric m) {
        SortedMap<Integer, Double> v = values.get(m);
        return v == null ? new TreeMap<>() : v;
    }

    public Statistics get(Metric m) {
        return statistics.get(m);
    }
}

package org.partita.core.experiment;

import java.util.EnumMap;
import java.util.Map;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;

/**
 * Statistics over the replications of one (pipeline, sweep point). A metric whose value is undefined ({@code NaN})
 * in any replication gets {@code NaN} statistics: its mean over a subset would be misleading.
 *
 * @param replications the number of replications aggregated
 */
public record Aggregate(int pipeline, int point, int replications, Map<Metric, Statistics> statistics) {

    public Aggregate {
        statistics = new EnumMap<>(statistics);
    }

    public Statistics get(Metric m) {
        return statistics.get(m);
    }
}

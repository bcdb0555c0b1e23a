package org.partita.core.experiment;

import java.util.EnumMap;
import java.util.Map;

import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.SteadyVerdict;

/**
 * Statistics over the replications of one (pipeline, sweep point). A metric whose value is undefined ({@code NaN})
 * in any replication gets {@code NaN} statistics: its mean over a subset would be misleading.
 *
 * @param replications the number of replications aggregated
 * @param steadyState  the point's steady-state verdict: {@link SteadyVerdict#median} of its replications' (see
 *                     {@link org.partita.core.metrics.SteadyState}); a mean over a point that is not
 *                     {@link SteadyVerdict#isSteady() steady} does not estimate a steady-state quantity
 */
public record Aggregate(int pipeline, int point, int replications, Map<Metric, Statistics> statistics,
        SteadyVerdict steadyState) {

    public Aggregate {
        statistics = new EnumMap<>(statistics);
        steadyState = steadyState == null ? SteadyVerdict.UNKNOWN : steadyState;
    }

    /** An aggregate without a steady-state verdict. */
    public Aggregate(int pipeline, int point, int replications, Map<Metric, Statistics> statistics) {
        this(pipeline, point, replications, statistics, SteadyVerdict.UNKNOWN);
    }

    public Statistics get(Metric m) {
        return statistics.get(m);
    }
}

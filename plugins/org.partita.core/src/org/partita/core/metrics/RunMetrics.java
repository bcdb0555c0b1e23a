package org.partita.core.metrics;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The metric values of one run, in {@link Metric} order; {@code NaN} means "not defined for this run". */
public final class RunMetrics {

    private final EnumMap<Metric, Double> values = new EnumMap<>(Metric.class);

    public RunMetrics put(Metric m, double v) {
        values.put(m, v);
        return this;
    }

    /** The value, or {@code NaN} when absent. */
    public double get(Metric m) {
        Double v = values.get(m);
        return v == null ? Double.NaN : v;
    }

    public boolean has(Metric m) {
        return values.containsKey(m);
    }

    /** Metrics present, in enum order. */
    public List<Metric> metrics() {
        return new ArrayList<>(values.keySet());
    }

    public Map<Metric, Double> asMap() {
        return new EnumMap<>(values);
    }
}

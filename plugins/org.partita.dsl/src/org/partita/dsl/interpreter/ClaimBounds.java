package org.partita.dsl.interpreter;

import java.math.BigDecimal;

import org.partita.core.metrics.Metric;
import org.partita.dsl.partita.Quantity;

/**
 * A number a claim compares a metric with ({@code below 5 s on response}, {@code near 50% on utilization}): its unit
 * must agree with what the metric is ({@link Metric.Kind}) — a time in s, ms, min or h, a fraction or a percentage
 * in {@code %} or plain, anything else plain — and it is read in the metric's unit.
 */
public final class ClaimBounds {

    private ClaimBounds() {
    }

    /** Why {@code q} cannot be compared with {@code metric} (named {@code name} in the file), or {@code null}. */
    public static String problem(Quantity q, Metric metric, String name) {
        String unit = q.getUnit();
        if (unit == null) {
            return null;
        }
        boolean percent = "%".equals(unit);
        Metric.Kind kind = metric.kind();
        String what = name + " is " + kind.description();
        return switch (kind) {
            case TIME -> percent ? what + ": write the number in s, ms, min or h (or plain, in seconds), not in %"
                    : null;
            case FRACTION -> percent ? null
                    : what + ": write the number as a fraction (0.5) or a percentage (50%), not in " + unit;
            case PERCENT -> percent ? null : what + ": write the number in % (or plain), not in " + unit;
            case TIME_SQUARED -> what + ": write the number plain, in s², without '" + unit + "'";
            case NUMBER -> what + ": write the number plain, without '" + unit + "'";
        };
    }

    /**
     * {@code q} in the unit of {@code metric}'s values: {@code 50%} of a fraction is 0.5, of a percentage 50;
     * {@code 2 min} of a time is 120.
     *
     * @throws IllegalArgumentException when the unit does not agree with the metric ({@link #problem})
     */
    public static double value(Quantity q, Metric metric) {
        String problem = problem(q, metric, metric.column());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (metric.kind() == Metric.Kind.PERCENT) {
            return new BigDecimal(q.getValue()).doubleValue();
        }
        return BaseUnits.base(q).doubleValue();
    }
}

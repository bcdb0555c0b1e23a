package org.partita.dsl.interpreter;

import java.math.BigDecimal;

import org.partita.core.model.SweepPoint;

/**
 * A numeric workload parameter of a scenario: a constant (in base units: seconds, fractions) or the sweep variable
 * whose value it takes at each sweep point.
 */
public record Value(BigDecimal constant, String variable) {

    public static Value of(BigDecimal constant) {
        return new Value(constant, null);
    }

    public static Value of(double constant) {
        return new Value(BigDecimal.valueOf(constant), null);
    }

    public static Value variable(String name) {
        return new Value(null, name);
    }

    public boolean isVariable() {
        return variable != null;
    }

    /** The value at {@code point}. */
    public double at(SweepPoint point) {
        return variable != null ? point.getDouble(variable) : constant.doubleValue();
    }

    /** The Java expression of the value at sweep point {@code point}, e.g. {@code 5.0} or {@code point.getDouble("load")}. */
    public String code() {
        if (variable != null) {
            return "point.getDouble(\"" + variable + "\")";
        }
        return javaDouble(constant.doubleValue());
    }

    /** A Java literal for {@code v} that reads back to the same {@code double}. */
    static String javaDouble(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
        }
        String s = Double.toString(v);
        return s.contains("E") || s.contains(".") ? s : s + ".0";
    }

    @Override
    public String toString() {
        return variable != null ? "$" + variable : constant.toPlainString();
    }
}

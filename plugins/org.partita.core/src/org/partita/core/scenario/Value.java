package org.partita.core.scenario;

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

    /**
     * The value of {@code text}: {@code $name} for a sweep variable, else a decimal ({@link #text} reads back to an
     * equal value, its scale kept, so that it describes itself the same way again).
     */
    public static Value parse(String text) {
        return text.startsWith("$") ? variable(text.substring(1)) : of(new BigDecimal(text));
    }

    /** The text {@link #parse} reads back to this very value ({@code 1E+3} keeps its scale, unlike {@code 1000}). */
    public String text() {
        return variable != null ? "$" + variable : constant.toString();
    }

    @Override
    public String toString() {
        return variable != null ? "$" + variable : constant.toPlainString();
    }
}

package org.partita.core.strategy;

import java.util.Map;

/**
 * The one reader of a strategy's parameters as written: typed values, each with the default its {@link Parameter}
 * declares. It reads; {@link StrategyRegistry#validate} is the one check, applied before a strategy is made, so
 * values read here are already known, in range and of the right kind. A value that cannot be read at all (text
 * where a number belongs, for a map that was never validated) is an error naming {@code owner} and the parameter.
 *
 * @param owner  how errors name the strategy, e.g. {@code share pdgs} or {@code rsr}
 * @param values the values as written, by parameter name
 */
public record ParameterValues(String owner, Map<String, String> values) {

    public ParameterValues {
        values = values == null ? Map.of() : values; // read only, never written: callers hand their own map
    }

    /** The value written for {@code name} (trimmed), or {@code fallback} when none is. */
    public String word(String name, String fallback) {
        String v = values.get(name);
        return v == null ? fallback : v.trim();
    }

    /** Word parameter {@code p}, or its default. */
    public String word(Parameter p) {
        return word(p.name(), given(p).defaultValue());
    }

    /** Whether {@code name} is written as {@code word}. */
    public boolean is(String name, String word) {
        return word.equals(word(name, null));
    }

    /** Numeric parameter {@code name}, or {@code fallback} when absent. */
    public double number(String name, double fallback) {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(owner + ": parameter '" + name + "' must be a number, got '" + v
                    + "'");
        }
    }

    /** Numeric parameter {@code p}, or its default. */
    public double number(Parameter p) {
        return values.containsKey(p.name()) ? number(p.name(), 0) : Double.parseDouble(given(p).defaultValue());
    }

    /** Whole-number parameter {@code name}, or {@code fallback} when absent. */
    public int integer(String name, int fallback) {
        double d = number(name, fallback);
        if (d != Math.rint(d) || Math.abs(d) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(owner + ": parameter '" + name + "' must be an integer, got '"
                    + values.get(name) + "'");
        }
        return (int) d;
    }

    /** Whole-number parameter {@code p}, or its default. */
    public int integer(Parameter p) {
        return values.containsKey(p.name()) ? integer(p.name(), 0) : Integer.parseInt(given(p).defaultValue());
    }

    /** {@code p}, when it is written or has a default; a required parameter left out is an error naming it. */
    private Parameter given(Parameter p) {
        if (!values.containsKey(p.name()) && p.defaultValue() == null) {
            throw new IllegalArgumentException(owner + ": parameter '" + p.name() + "' is required");
        }
        return p;
    }
}

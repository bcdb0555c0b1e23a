package org.partita.core.alloc;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Typed access to a strategy's parameter map. Every key read is recorded, so that {@link #checkAllUsed} can reject
 * misspelt or foreign keys with a message naming the strategy and the keys it accepts.
 */
final class Params {

    private final String strategy;
    private final Map<String, String> values;
    private final Set<String> known = new TreeSet<>();

    Params(String strategy, Map<String, String> values) {
        this.strategy = strategy;
        this.values = new TreeMap<>(values == null ? Map.of() : values);
    }

    private String getString(String key, String def, String... allowed) {
        known.add(key);
        String v = values.getOrDefault(key, def);
        if (allowed.length > 0 && v != null) {
            for (String a : allowed) {
                if (a.equals(v)) {
                    return v;
                }
            }
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' is '" + v + "', expected one of "
                    + String.join(", ", allowed));
        }
        return v;
    }

    private int getInt(String key, int def, int min, int max) {
        known.add(key);
        String v = values.get(key);
        if (v == null) {
            return def;
        }
        int r;
        try {
            r = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' must be an integer, got '" + v
                    + "'");
        }
        if (r < min || r > max) {
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' must be in [" + min + ", " + max
                    + "], got " + r);
        }
        return r;
    }

    private double getDouble(String key, double def, double min, double max) {
        known.add(key);
        String v = values.get(key);
        if (v == null) {
            return def;
        }
        double r;
        try {
            r = Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' must be a number, got '" + v
                    + "'");
        }
        if (!(r >= min && r <= max)) {
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' must be in [" + min + ", " + max
                    + "], got " + v);
        }
        return r;
    }

    /** Integer parameter {@code key} of {@code d}, with the descriptor's default and range. */
    int integer(StrategyDescriptor d, String key) {
        return integer(d, key, Integer.parseInt(declared(d, key).defaultValue()));
    }

    /** Integer parameter {@code key} of {@code d}, with the descriptor's range and a default derived elsewhere. */
    int integer(StrategyDescriptor d, String key, int fallback) {
        Parameter q = declared(d, key);
        return getInt(key, fallback, (int) q.min(), (int) q.max());
    }

    /** Numeric parameter {@code key} of {@code d}, with the descriptor's default and range. */
    double number(StrategyDescriptor d, String key) {
        Parameter q = declared(d, key);
        return getDouble(key, Double.parseDouble(q.defaultValue()), q.min(), q.max());
    }

    /** Word parameter {@code key} of {@code d}: one of its words (any word when it lists none), else its default. */
    String word(StrategyDescriptor d, String key) {
        return word(d, key, declared(d, key).defaultValue());
    }

    /** Word parameter {@code key} of {@code d}, with a default derived elsewhere. */
    String word(StrategyDescriptor d, String key, String fallback) {
        return getString(key, fallback, declared(d, key).words().toArray(new String[0]));
    }

    /** The descriptor's parameter {@code key}: reading an undeclared one is a bug of the core, not of a file. */
    private static Parameter declared(StrategyDescriptor d, String key) {
        Parameter q = d.parameter(key);
        if (q == null) {
            throw new IllegalStateException(d.name() + " reads parameter '" + key + "' its descriptor lacks");
        }
        return q;
    }

    void checkAllUsed() {
        Set<String> unknown = new TreeSet<>(values.keySet());
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException(strategy + ": unknown parameter(s) " + unknown + "; valid: "
                    + (known.isEmpty() ? "none" : String.join(", ", known)));
        }
    }
}

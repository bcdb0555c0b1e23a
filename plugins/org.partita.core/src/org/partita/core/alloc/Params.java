package org.partita.core.alloc;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

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

    String getString(String key, String def, String... allowed) {
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

    int getInt(String key, int def, int min, int max) {
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

    int requireInt(String key, int min, int max) {
        known.add(key);
        if (!values.containsKey(key)) {
            throw new IllegalArgumentException(strategy + ": parameter '" + key + "' is required");
        }
        return getInt(key, 0, min, max);
    }

    double getDouble(String key, double def, double min, double max) {
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

    /** Marks a key as legitimate without reading it (used by wrappers for keys their base reads later). */
    void accept(String key) {
        known.add(key);
    }

    Map<String, String> all() {
        return values;
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

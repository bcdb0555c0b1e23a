package org.partita.core.sched;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Typed access to a queue discipline's parameters. Every key read is recorded, so {@link #checkAllUsed} can reject
 * misspelt or foreign keys with a message naming the discipline and the keys it accepts.
 */
final class QueueParameters {

    private final String policy;
    private final Map<String, String> values;
    private final Set<String> known = new TreeSet<>();

    QueueParameters(String policy, Map<String, String> values) {
        this.policy = policy;
        this.values = new TreeMap<>(values == null ? Map.of() : values);
    }

    /** Whether {@code key} is given as the word {@code word}. */
    boolean is(String key, String word) {
        known.add(key);
        String v = values.get(key);
        return v != null && v.trim().equals(word);
    }

    /** The value written for {@code key} (trimmed), or {@code def} when none is. */
    String written(String key, String def) {
        known.add(key);
        String v = values.get(key);
        return v == null ? def : v.trim();
    }

    String getChoice(String key, String def, String... allowed) {
        known.add(key);
        String v = values.getOrDefault(key, def);
        for (String a : allowed) {
            if (a.equals(v)) {
                return v;
            }
        }
        throw new IllegalArgumentException("queue discipline '" + policy + "': parameter '" + key + "' is '" + v
                + "', expected one of " + String.join(", ", allowed));
    }

    /** A number {@code >= 0}; {@code none} or {@code inf} give {@code +∞}. */
    double getThreshold(String key, double def) {
        known.add(key);
        String v = values.get(key);
        if (v == null) {
            return def;
        }
        String t = v.trim();
        if (t.equals("none") || t.equals("inf")) {
            return Double.POSITIVE_INFINITY;
        }
        double r;
        try {
            r = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            r = Double.NaN;
        }
        if (!(r >= 0) || Double.isInfinite(r)) {
            throw new IllegalArgumentException("queue discipline '" + policy + "': parameter '" + key
                    + "' must be a number >= 0 (or 'none'), got '" + v + "'");
        }
        return r;
    }

    void checkAllUsed() {
        Set<String> unknown = new TreeSet<>(values.keySet());
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("queue discipline '" + policy + "': unknown parameter(s) "
                    + String.join(", ", unknown) + "; valid: " + (known.isEmpty() ? "none" : String.join(", ",
                            known)));
        }
    }
}

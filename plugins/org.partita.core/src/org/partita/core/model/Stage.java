package org.partita.core.model;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * One policy stage of a pipeline beyond the queue and the allocator ({@code partition}, {@code share},
 * {@code mapping}, {@code balance}), or a workload trait ({@code structure}, {@code graphs}): a kind, a policy name
 * and its parameters. A parameter value written {@code $name} stands for the sweep variable {@code name}; it is
 * replaced by {@link #resolve(SweepPoint)} before a run.
 *
 * @param kind       the stage kind, e.g. {@code partition}
 * @param policy     the policy name, e.g. {@code map}
 * @param parameters parameter values as text (sorted by name)
 */
public record Stage(String kind, String policy, Map<String, String> parameters) {

    public Stage {
        if (kind == null || kind.isBlank() || policy == null || policy.isBlank()) {
            throw new IllegalArgumentException("a stage needs a kind and a policy name");
        }
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters == null ? Map.of() : parameters));
    }

    /** The parameters of a strategy's context as a stage of {@code d}, whose readers name the stage in their errors. */
    public static Stage of(StrategyDescriptor d, Map<String, String> parameters) {
        return new Stage(d.family().word(), d.name(), parameters);
    }

    public static Stage of(String kind, String policy, String... nameValuePairs) {
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("name/value pairs expected");
        }
        Map<String, String> p = new TreeMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            p.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return new Stage(kind, policy, p);
    }

    /** The stage with every {@code $variable} value replaced by the point's value of that variable. */
    public Stage resolve(SweepPoint point) {
        Map<String, String> p = new TreeMap<>();
        boolean changed = false;
        for (var e : parameters.entrySet()) {
            String v = e.getValue();
            if (v.startsWith("$")) {
                String value = point.get(v.substring(1));
                if (value == null) {
                    throw new IllegalArgumentException(kind + " " + policy + ": parameter '" + e.getKey()
                            + "' refers to sweep variable '" + v.substring(1) + "', which the sweep does not have");
                }
                v = value;
                changed = true;
            }
            p.put(e.getKey(), v);
        }
        return changed ? new Stage(kind, policy, p) : this;
    }

    /** The parameters as written, read by the one reader ({@link ParameterValues}); errors name this stage. */
    public ParameterValues values() {
        return new ParameterValues(kind + " " + policy, parameters);
    }

    /** A numeric parameter, or {@code fallback} when absent; a clear error when not a number. */
    public double number(String name, double fallback) {
        return values().number(name, fallback);
    }

    /** An integer parameter, or {@code fallback} when absent; a clear error when not an integer. */
    public int integer(String name, int fallback) {
        return values().integer(name, fallback);
    }

    /** Numeric parameter {@code p}, or its default when absent: the default is written in its descriptor only. */
    public double number(Parameter p) {
        return values().number(p);
    }

    /** Integer parameter {@code p}, or its default when absent. */
    public int integer(Parameter p) {
        return values().integer(p);
    }

    /** Word parameter {@code p}, or its default when absent. */
    public String word(Parameter p) {
        return values().word(p);
    }

    /** A word parameter (trimmed), or {@code fallback} when absent. */
    public String word(String name, String fallback) {
        return values().word(name, fallback);
    }

    @Override
    public String toString() {
        return kind + " " + policy + (parameters.isEmpty() ? "" : " " + parameters);
    }
}

package org.partita.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One point of a parameter sweep: named variables with their values, in a fixed order (e.g. {@code load=0.5}).
 * Values are kept as text exactly as they should appear in the result files.
 */
public record SweepPoint(List<Variable> variables) {

    /** One sweep variable. */
    public record Variable(String name, String value) {
    }

    /** The point of an experiment without a sweep. */
    public static final SweepPoint NONE = new SweepPoint(List.of());

    public SweepPoint {
        variables = List.copyOf(variables);
    }

    public static SweepPoint of(String... nameValuePairs) {
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("name/value pairs expected");
        }
        List<Variable> v = new ArrayList<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            v.add(new Variable(nameValuePairs[i], nameValuePairs[i + 1]));
        }
        return new SweepPoint(v);
    }

    public List<String> names() {
        return variables.stream().map(Variable::name).toList();
    }

    /** The value of {@code name}, or {@code null}. */
    public String get(String name) {
        for (Variable v : variables) {
            if (v.name().equals(name)) {
                return v.value();
            }
        }
        return null;
    }

    /** {@code Double.parseDouble(get(name))}. */
    public double getDouble(String name) {
        String v = get(name);
        if (v == null) {
            throw new IllegalArgumentException("sweep point has no variable '" + name + "'");
        }
        return Double.parseDouble(v);
    }
}

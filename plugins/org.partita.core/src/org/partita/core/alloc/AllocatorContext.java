package org.partita.core.alloc;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;

/**
 * What an allocator factory receives.
 *
 * @param topology   the machine's interconnect (node ids per {@link Topology})
 * @param parameters strategy parameters by name (e.g. {@code t} for RSR-t), sorted, never {@code null}
 * @param random     the allocator's own random stream (derived from the run seed and the pipeline name); strategies
 *                   without randomness ignore it
 */
public record AllocatorContext(Topology topology, Map<String, String> parameters, RandomGenerator random) {

    public AllocatorContext {
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters == null ? Map.of() : parameters));
    }

    /** Parameter {@code name} as an int, or {@code fallback} when absent. */
    public int intParameter(String name, int fallback) {
        String v = parameters.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("allocator parameter '" + name + "' must be an integer, got '" + v
                    + "'");
        }
    }

    /** Parameter {@code name} as a double, or {@code fallback} when absent. */
    public double doubleParameter(String name, double fallback) {
        String v = parameters.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("allocator parameter '" + name + "' must be a number, got '" + v
                    + "'");
        }
    }
}

package org.partita.core.strategy;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;

/**
 * What a factory gets to create a strategy for one run.
 *
 * @param topology   the machine's interconnect ({@code null} where the family has none, e.g. a queue discipline)
 * @param parameters the parameters written in the experiment, sorted; already checked against the descriptor
 *                   ({@link StrategyRegistry#validate}) when the registry creates the strategy
 * @param random     the run's random stream for the strategy ({@code null} where the family has none)
 */
public record StrategyContext(Topology topology, Map<String, String> parameters, RandomGenerator random) {

    public StrategyContext {
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters == null ? Map.of() : parameters));
    }

    /** The parameters as {@code d} reads them ({@link ParameterValues}): typed, with its declared defaults. */
    public ParameterValues values(StrategyDescriptor d) {
        return d.values(parameters);
    }

    /** Parameter {@code name} (trimmed), or {@code fallback} when absent. */
    public String parameter(String name, String fallback) {
        return new ParameterValues("strategy", parameters).word(name, fallback);
    }

    /** Parameter {@code name} as a number, or {@code fallback} when absent. */
    public double number(String name, double fallback) {
        return new ParameterValues("strategy", parameters).number(name, fallback);
    }
}

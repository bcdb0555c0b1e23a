package org.partita.core.strategy;

import java.util.List;

/**
 * Adds strategies from outside the project. A jar names its implementation in
 * {@code META-INF/services/org.partita.core.strategy.StrategyProvider}; on the command line's class path
 * ({@code PARTITA_CLASSPATH}) every provider found is added to the built-in strategies of each family
 * ({@link StrategyRegistry#discovered()}); inside OSGi, so is every provider of a bundle that registers as the core's
 * buddy ({@code Eclipse-RegisterBuddy: org.partita.core}). An implementation needs a public no-argument constructor.
 */
public interface StrategyProvider {

    /** The strategies this provider adds, each with its descriptor and factory. */
    List<Strategy> strategies();
}

/**
 * Strategies by name, for every stage family: the {@link org.partita.core.strategy.StrategyDescriptor} (name,
 * parameters with units, defaults and ranges, description, paper, traits), the
 * {@link org.partita.core.strategy.StrategyRegistry} holding descriptors with their factories, and the
 * {@link org.partita.core.strategy.StrategyProvider} interface through which jars outside the project add
 * strategies ({@link java.util.ServiceLoader}). Lowest layer with {@code machine}: the families' typed views
 * ({@code alloc.AllocatorRegistry}, {@code sched.QueuePolicies}) read it.
 */
package org.partita.core.strategy;

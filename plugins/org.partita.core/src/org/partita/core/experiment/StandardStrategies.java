package org.partita.core.experiment;

import java.util.List;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.alloc.CoreAllocators;
import org.partita.core.grid.GridPolicies;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.space.SpacePolicies;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;

/**
 * The one place the registry of every strategy is put together: the core's providers, each registered as an
 * outside {@link StrategyProvider} is (with origin {@link StrategyRegistry#BUILT_IN}), then the
 * {@link StrategyRegistry#discovered() providers on the class path}. Runs, listings and the language are handed an
 * instance ({@link ExperimentRunner}, {@link RunModels}, the language's Guice binding) and keep none of their own.
 * It sits in {@code experiment}, above the packages of the strategies, so that no package cycle arises.
 */
public final class StandardStrategies {

    private static StrategyRegistry shared;

    private StandardStrategies() {
    }

    /**
     * The default registry made once, for what reads strategies without being handed a registry (the listings, the
     * language's catalog); never added to.
     */
    public static synchronized StrategyRegistry shared() {
        if (shared == null) {
            shared = registry();
        }
        return shared;
    }

    /**
     * The core's providers, in documentation order (a family's strategies are listed in the order registered):
     * queue disciplines, allocators, partition, share (Corbalán's), and the IPG-SaLaD mapping, balance and gang
     * policies.
     */
    public static List<StrategyProvider> core() {
        return List.of(new QueuePolicies.CoreQueues(), new CoreAllocators(), new SpacePolicies.CorePartitions(),
                new MalleablePolicies.CoreSharing(), new GridPolicies.CoreGrid());
    }

    /** A new registry of the core's strategies and those of the providers on the class path: the default. */
    public static StrategyRegistry registry() {
        return with(StrategyRegistry.discovered());
    }

    /** A new registry of the core's strategies and those of {@code providers} only (tests, embedding). */
    public static StrategyRegistry with(List<? extends StrategyProvider> providers) {
        StrategyRegistry r = new StrategyRegistry();
        core().forEach(p -> r.addAll(p, StrategyRegistry.BUILT_IN));
        return r.addAll(providers);
    }

    /** The allocators of a new {@link #registry() default registry}. */
    public static AllocatorRegistry allocators() {
        return new AllocatorRegistry(registry());
    }
}

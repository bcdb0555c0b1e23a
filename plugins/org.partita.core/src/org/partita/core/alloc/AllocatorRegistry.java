package org.partita.core.alloc;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.partita.core.machine.Topology;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

/**
 * Allocation strategies by name: the {@link Family#ALLOCATE} view of a {@link StrategyRegistry}, the one a run is
 * given ({@code experiment.StandardStrategies} makes the default: every strategy shipped with the core and those of
 * the {@link StrategyRegistry#discovered() providers on the class path}); strategies are added with
 * {@link #register}. A factory may reject a topology it does not support by
 * throwing {@link IllegalArgumentException} with a message saying which topologies it needs.
 */
public final class AllocatorRegistry {

    /** Creates an allocator for one run from the same {@link StrategyContext} every family's factory gets. */
    @FunctionalInterface
    public interface Factory extends Function<StrategyContext, Allocator> {
    }

    private final StrategyRegistry strategies;

    /** An empty registry. */
    public AllocatorRegistry() {
        this(new StrategyRegistry());
    }

    /** The allocators of {@code strategies}; registering here adds to it. */
    public AllocatorRegistry(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    /**
     * A registry with the core's allocators alone ({@link CoreAllocators}: {@code pool}, {@link MeshAllocators}): a
     * convenience for tests of one allocator.
     */
    public static AllocatorRegistry builtIn() {
        return new AllocatorRegistry(new StrategyRegistry().addAll(new CoreAllocators(), StrategyRegistry.BUILT_IN));
    }

    /** The registry this is a view of. */
    public StrategyRegistry strategies() {
        return strategies;
    }

    /**
     * Adds a strategy without documentation or guarantees (treated as non-contiguous, never reducing, never moving
     * jobs); a name may be registered only once.
     */
    public AllocatorRegistry register(String name, Factory factory) {
        return register(StrategyDescriptor.of(Family.ALLOCATE, name, "", ""), factory);
    }

    /** Adds a strategy with its descriptor (documentation, parameters, guarantees); a name may be registered once. */
    public AllocatorRegistry register(StrategyDescriptor descriptor, Factory factory) {
        if (strategies.contains(Family.ALLOCATE, descriptor.name())) {
            throw new IllegalArgumentException("allocator '" + descriptor.name() + "' is already registered");
        }
        strategies.add(new Strategy(descriptor, factory::apply));
        return this;
    }

    /**
     * The descriptor of strategy {@code name} run with {@code parameters}: a wrapper given a registered
     * {@code base} combines its guarantees with the base's ({@link StrategyDescriptor#withBase}).
     *
     * @throws IllegalArgumentException when the name is unknown
     */
    public StrategyDescriptor descriptor(String name, Map<String, String> parameters) {
        StrategyDescriptor own = strategies.descriptor(Family.ALLOCATE, name);
        if (own == null) {
            throw new IllegalArgumentException("unknown allocator '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        String base = parameters == null ? null : parameters.get("base");
        if (own.has(StrategyDescriptor.Trait.WRAPPER) && base != null && contains(base) && !base.equals(name)) {
            return own.withBase(descriptor(base, Map.of()));
        }
        return own;
    }

    /**
     * The descriptors of every registered strategy, in registration order: typed parameters (units, defaults,
     * ranges), the primary parameter, traits.
     */
    public List<StrategyDescriptor> descriptors() {
        return strategies.descriptors(Family.ALLOCATE);
    }

    /** Registered names, sorted. */
    public List<String> names() {
        return strategies.names(Family.ALLOCATE);
    }

    public boolean contains(String name) {
        return strategies.contains(Family.ALLOCATE, name);
    }

    /** Whether {@code name} comes from a {@link org.partita.core.strategy.StrategyProvider} (not the core). */
    public boolean external(String name) {
        String origin = strategies.origin(Family.ALLOCATE, name);
        return origin != null && !origin.equals(StrategyRegistry.BUILT_IN);
    }

    /**
     * Creates the strategy {@code name}.
     *
     * @throws IllegalArgumentException when the name is unknown (the message lists the known names) or the
     *                                  strategy rejects the topology or a parameter
     */
    public Allocator create(String name, StrategyContext context) {
        if (!contains(name)) {
            throw new IllegalArgumentException("unknown allocator '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        Object made = strategies.create(Family.ALLOCATE, name, context);
        if (made instanceof Allocator a) {
            return a;
        }
        throw new IllegalArgumentException("allocate strategy '" + name + "' of "
                + strategies.origin(Family.ALLOCATE, name) + " made "
                + (made == null ? "null" : "a " + made.getClass().getName()) + ", not an Allocator");
    }

    /** Convenience: no parameters. */
    public Allocator create(String name, Topology topology, java.util.random.RandomGenerator random) {
        return create(name, new StrategyContext(topology, Collections.emptyMap(), random));
    }

    /** The typed parameter {@code key} of strategy {@code name}, or {@code null}. */
    public Parameter parameter(String name, String key) {
        StrategyDescriptor d = strategies.descriptor(Family.ALLOCATE, name);
        return d == null ? null : d.parameter(key);
    }
}

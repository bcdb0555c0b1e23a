package org.partita.core.alloc;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import org.partita.core.machine.Topology;

/**
 * Allocation strategies by name. {@link #standard()} holds every strategy shipped with the core; strategies are
 * added with {@link #register}. A factory may reject a topology it does not support by throwing
 * {@link IllegalArgumentException} with a message saying which topologies it needs.
 */
public final class AllocatorRegistry {

    /** Creates an allocator for one run. */
    @FunctionalInterface
    public interface Factory extends Function<AllocatorContext, Allocator> {
    }

    private final Map<String, Factory> factories = new TreeMap<>();
    private final Map<String, AllocatorInfo> infos = new java.util.LinkedHashMap<>();

    /** The entry of {@code pool}: any free nodes, no locality. */
    public static final AllocatorInfo POOL_INFO = new AllocatorInfo(PoolAllocator.NAME,
            "any free nodes, lowest ids first (no interconnect locality)", "baseline", List.of(), "any", false, false,
            false, false);

    /** A registry with every strategy of the core: {@code pool} and those of {@link MeshAllocators}. */
    public static AllocatorRegistry standard() {
        AllocatorRegistry r = new AllocatorRegistry();
        r.register(POOL_INFO, ctx -> {
            if (!ctx.parameters().isEmpty()) {
                throw new IllegalArgumentException("allocator 'pool' takes no parameters, got "
                        + ctx.parameters().keySet());
            }
            return new PoolAllocator(ctx.topology().size());
        });
        for (AllocatorInfo info : MeshAllocators.infos()) {
            String name = info.name();
            r.register(info, ctx -> MeshAllocators.create(name, ctx.topology(), ctx.parameters(), ctx.random()));
        }
        return r;
    }

    /**
     * Adds a strategy without documentation or guarantees (treated as non-contiguous, never reducing, never moving
     * jobs); a name may be registered only once.
     */
    public AllocatorRegistry register(String name, Factory factory) {
        return register(new AllocatorInfo(name, "", "", List.of()), factory);
    }

    /** Adds a strategy with its documentation and guarantees; a name may be registered only once. */
    public AllocatorRegistry register(AllocatorInfo info, Factory factory) {
        if (factories.putIfAbsent(info.name(), factory) != null) {
            throw new IllegalArgumentException("allocator '" + info.name() + "' is already registered");
        }
        infos.put(info.name(), info);
        return this;
    }

    /**
     * Documentation and guarantees of strategy {@code name} run with {@code parameters}: a wrapper given a
     * registered {@code base} combines its guarantees with the base's ({@link AllocatorInfo#withBase}).
     *
     * @throws IllegalArgumentException when the name is unknown
     */
    public AllocatorInfo info(String name, Map<String, String> parameters) {
        AllocatorInfo own = infos.get(name);
        if (own == null) {
            throw new IllegalArgumentException("unknown allocator '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        String base = parameters == null ? null : parameters.get("base");
        if (own.wrapper() && base != null && infos.containsKey(base) && !base.equals(name)) {
            return own.withBase(info(base, Map.of()));
        }
        return own;
    }

    /** The entries of every registered strategy, in registration order (pool, then documentation order). */
    public List<AllocatorInfo> infos() {
        return List.copyOf(infos.values());
    }

    /** Registered names, sorted. */
    public List<String> names() {
        return List.copyOf(factories.keySet());
    }

    public boolean contains(String name) {
        return factories.containsKey(name);
    }

    /**
     * Creates the strategy {@code name}.
     *
     * @throws IllegalArgumentException when the name is unknown (the message lists the known names) or the
     *                                  strategy rejects the topology or a parameter
     */
    public Allocator create(String name, AllocatorContext context) {
        Factory f = factories.get(name);
        if (f == null) {
            throw new IllegalArgumentException("unknown allocator '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        return f.apply(context);
    }

    /** Convenience: no parameters. */
    public Allocator create(String name, Topology topology, java.util.random.RandomGenerator random) {
        return create(name, new AllocatorContext(topology, Collections.emptyMap(), random));
    }
}

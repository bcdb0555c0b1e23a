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

    /** A registry with every strategy of the core: {@code pool} and those of {@link MeshAllocators}. */
    public static AllocatorRegistry standard() {
        AllocatorRegistry r = new AllocatorRegistry();
        r.register(PoolAllocator.NAME, ctx -> {
            if (!ctx.parameters().isEmpty()) {
                throw new IllegalArgumentException("allocator 'pool' takes no parameters, got "
                        + ctx.parameters().keySet());
            }
            return new PoolAllocator(ctx.topology().size());
        });
        for (String name : MeshAllocators.names()) {
            r.register(name, ctx -> MeshAllocators.create(name, ctx.topology(), ctx.parameters(), ctx.random()));
        }
        return r;
    }

    /** Adds a strategy; a name may be registered only once. */
    public AllocatorRegistry register(String name, Factory factory) {
        if (factories.putIfAbsent(name, factory) != null) {
            throw new IllegalArgumentException("allocator '" + name + "' is already registered");
        }
        return this;
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

package org.partita.core.rigid;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.alloc.AllocatorDescriptors;
import org.partita.core.machine.Topology;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;

/**
 * The allocator a rigid pipeline runs: its {@code allocate} stage, wrapped by the {@code migration} allocator when
 * the pipeline has a {@code migrate} stage ({@code allocate X} and {@code migrate T} make
 * {@code migration {base=X, trigger=T, …}} with the migrate stage's parameters; Chang97 ch. 7). The wrapper's base is
 * a plain allocator, so an allocate stage with parameters cannot be wrapped.
 *
 * @param allocator  the allocator's name, as the registry knows it
 * @param parameters its parameters (sorted)
 */
public record Allocation(String allocator, Map<String, String> parameters) {

    public Allocation {
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters));
    }

    /** The allocation of {@code p}. */
    public static Allocation of(Pipeline p) {
        Stage migrate = p.stage(Family.MIGRATE);
        return migrate == null ? new Allocation(p.allocator(), p.allocatorParameters())
                : wrapped(p.allocator(), p.allocatorParameters(), migrate);
    }

    /**
     * Allocator {@code base} (with {@code parameters}) wrapped by the {@code migration} allocator as {@code migrate}
     * says: its policy is the trigger, its parameters the wrapper's.
     *
     * @throws IllegalArgumentException when the base has parameters
     */
    public static Allocation wrapped(String base, Map<String, String> parameters, Stage migrate) {
        if (!parameters.isEmpty()) {
            throw new IllegalArgumentException("migration wraps a plain allocator; '" + base
                    + "' with parameters cannot be its base");
        }
        Map<String, String> params = new TreeMap<>(migrate.parameters());
        params.put("trigger", migrate.policy());
        params.put("base", base);
        return new Allocation(AllocatorDescriptors.MIGRATION, params);
    }

    /**
     * The allocator of a pipeline without an {@code allocate} stage in an experiment on {@code topology}:
     * {@code first-fit} on a mesh or torus, {@link Pipeline#DEFAULT_ALLOCATOR} elsewhere.
     */
    public static String defaultAllocator(Topology topology) {
        return topology.isGrid() ? AllocatorDescriptors.FIRST_FIT : Pipeline.DEFAULT_ALLOCATOR;
    }
}

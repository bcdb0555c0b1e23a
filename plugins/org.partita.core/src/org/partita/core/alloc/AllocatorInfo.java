package org.partita.core.alloc;

import java.util.List;

import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyDescriptor.Trait;

/**
 * What {@link AllocatorRegistry#info} tells about one strategy name (made from its descriptor, {@link #of}): the
 * documentation shown by {@code partita allocators} and the README, and the placement guarantees the invariant
 * checker enforces.
 *
 * @param name        the name used in experiment files and on the command line
 * @param description one line
 * @param paper       where the strategy comes from (paper and section)
 * @param parameters  accepted parameters, each as {@code key=default: meaning}
 * @param topologies  the interconnects the strategy accepts, e.g. {@code "2D mesh"}, {@code "hypercube"}
 * @param contiguous  every placement is one submesh / subcube ({@link Contiguity#isContiguous}); for a wrapper
 *                    ({@code base} parameter) this holds with its default base, see {@link #withBase}
 * @param reducesSize a placement may hold fewer nodes than requested (Chang's RSR folds, limit-k); otherwise every
 *                    placement holds at least the requested count (rounding up, as buddy and paging do, is allowed)
 * @param migrates    running jobs may be moved ({@link Allocator#drainRelocations()} non-empty), so a job may hold
 *                    several node sets in turn
 * @param wrapper     the strategy embeds another one named by its {@code base} parameter
 */
public record AllocatorInfo(String name, String description, String paper, List<String> parameters,
        String topologies, boolean contiguous, boolean reducesSize, boolean migrates, boolean wrapper) {

    public AllocatorInfo {
        parameters = List.copyOf(parameters);
    }

    /** A strategy with no placement guarantee beyond the basic ones (not contiguous, never reduces, never moves). */
    public AllocatorInfo(String name, String description, String paper, List<String> parameters) {
        this(name, description, paper, parameters, "any", false, false, false, false);
    }

    /** What {@code descriptor} declares: its parameters listed as {@code key=default: meaning}, its traits. */
    public static AllocatorInfo of(StrategyDescriptor descriptor) {
        return new AllocatorInfo(descriptor.name(), descriptor.description(), descriptor.paper(),
                descriptor.listing(), descriptor.topologies(), descriptor.has(Trait.CONTIGUOUS),
                descriptor.has(Trait.REDUCES_SIZE), descriptor.has(Trait.MIGRATES), descriptor.has(Trait.WRAPPER));
    }

    /**
     * The guarantees of this wrapper over {@code base} instead of its default base: contiguous only if both are,
     * reducing or migrating if either is.
     */
    public AllocatorInfo withBase(AllocatorInfo base) {
        return new AllocatorInfo(name, description, paper, parameters, topologies, contiguous && base.contiguous,
                reducesSize || base.reducesSize, migrates || base.migrates, wrapper);
    }
}

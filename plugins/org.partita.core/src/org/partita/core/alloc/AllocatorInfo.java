package org.partita.core.alloc;

import java.util.List;

/**
 * What {@link MeshAllocators#infos()} and {@link AllocatorRegistry#info} tell about one strategy name: the
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

    /**
     * The guarantees of this wrapper over {@code base} instead of its default base: contiguous only if both are,
     * reducing or migrating if either is.
     */
    public AllocatorInfo withBase(AllocatorInfo base) {
        return new AllocatorInfo(name, description, paper, parameters, topologies, contiguous && base.contiguous,
                reducesSize || base.reducesSize, migrates || base.migrates, wrapper);
    }
}

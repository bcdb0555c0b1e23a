package org.partita.core.experiment;

import java.util.Set;

/**
 * The stopping rule of {@code replications N to M until decided}: given the results so far (every pipeline at every
 * point with the same number of replications, no per-class aggregates), the sweep points that need another
 * replication of every pipeline. It must depend on the results' values alone, so that the same runs are made
 * whatever the thread count or shard split. The claims' rule is {@code org.partita.core.claims.UndecidedPoints}.
 */
@FunctionalInterface
public interface MoreReplications {

    /** Adds nothing. */
    MoreReplications NONE = result -> Set.of();

    /** The indices of the points that need another replication. */
    Set<Integer> points(ExperimentResult sofar);
}

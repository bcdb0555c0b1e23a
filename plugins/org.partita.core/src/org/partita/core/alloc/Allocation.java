package org.partita.core.alloc;

/**
 * A placement handed out by an {@link Allocator}.
 *
 * @param jobId         the request's job id
 * @param nodes         allocated node ids, ascending, no duplicates
 * @param contiguous    whether the nodes form one submesh / subcube of the topology
 * @param runtimeFactor multiplier applied to the job's run time by the placement (1 = none; Chang's RSR doubles it
 *                      per fold, non-contiguous placements may add a communication penalty)
 */
public record Allocation(long jobId, int[] nodes, boolean contiguous, double runtimeFactor) {

    public int size() {
        return nodes.length;
    }
}

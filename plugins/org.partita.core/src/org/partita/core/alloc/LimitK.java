package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * limit-k (Yu &amp; Das, as Chang §3.5 uses it): every job larger than a k-cube is reduced to a k-cube, always and
 * regardless of load, and placed by buddy; a job reduced by f dimensions runs {@code fold-penalty^f} times longer
 * (a 7-cube job under limit-0 takes 128× its time).
 */
public final class LimitK extends AbstractAllocator {

    private final HypercubeBuddy buddy;
    private final int k;
    private final double foldPenalty;
    private long changes;

    public LimitK(Topology topology, int k, double foldPenalty) {
        super(AllocatorDescriptors.LIMIT_K);
        this.buddy = new HypercubeBuddy(AllocatorDescriptors.LIMIT_K, topology);
        if (k < 0 || k > topology.dims()[0]) {
            throw new IllegalArgumentException("limit-k: k must be in [0, " + topology.dims()[0] + "], got " + k);
        }
        this.k = k;
        this.foldPenalty = foldPenalty;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int dim = HypercubeBuddy.dimension(r.processors());
        int use = Math.min(dim, k);
        int base = buddy.allocateCube(r.jobId(), use);
        if (base < 0) {
            return null;
        }
        changes++;
        return new Allocation(r.jobId(), HypercubeBuddy.cubeNodes(base, use), true,
                Math.pow(foldPenalty, dim - use));
    }

    @Override
    protected void free(Allocation a) {
        buddy.release(a);
        changes++;
    }

    /** Allocations and releases so far: the buddy's free cubes is unchanged while this is. */
    @Override
    protected long stateVersion() {
        return changes;
    }

    @Override
    public int freeNodes() {
        return buddy.freeNodes();
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return buddy.canEverFit(r);
    }

    @Override
    protected long delegatedSteps() {
        return buddy.stats().searchSteps();
    }
}

package org.partita.core.alloc;

import java.util.BitSet;

import org.partita.core.machine.Topology;

/**
 * Naive non-contiguous allocation (Liu et al.; Chang §2.1.1.2, §5.3.2): the first p free nodes of a row-major scan
 * (ascending node id). Never refuses a job while p nodes are free, so it has no fragmentation; Chang uses it as the
 * utilisation upper bound. Any topology. O(size) per request (word-parallel bit scan).
 */
public final class Naive extends AbstractAllocator {

    private final Topology topology;
    private final BitSet free;
    private int freeCount;
    private final CommunicationPenalty penalty;

    public Naive(Topology topology, CommunicationPenalty penalty) {
        super(AllocatorDescriptors.NAIVE);
        this.topology = topology;
        this.free = new BitSet(topology.size());
        free.set(0, topology.size());
        this.freeCount = topology.size();
        this.penalty = penalty;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int p = r.processors();
        if (p > freeCount) {
            return null;
        }
        int[] nodes = new int[p];
        int n = -1;
        for (int i = 0; i < p; i++) {
            n = free.nextSetBit(n + 1);
            nodes[i] = n;
            steps++;
        }
        for (int v : nodes) {
            free.clear(v);
        }
        freeCount -= p;
        boolean c = Contiguity.matchesRequest(nodes, r, topology);
        return new Allocation(r.jobId(), nodes, c, penalty.factor(c));
    }

    @Override
    protected void free(Allocation a) {
        for (int v : a.nodes()) {
            if (free.get(v)) {
                throw new IllegalStateException("node " + v + " is not busy");
            }
        }
        for (int v : a.nodes()) {
            free.set(v);
        }
        freeCount += a.nodes().length;
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return r.processors() <= topology.size();
    }
}

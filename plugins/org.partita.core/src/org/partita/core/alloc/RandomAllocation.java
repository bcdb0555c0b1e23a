package org.partita.core.alloc;

import java.util.Arrays;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;

/**
 * Random non-contiguous allocation (Liu et al.; Chang §2.1.1.2): "a job requesting p processors is satisfied with p
 * randomly selected nodes". The free nodes sit in an array with index positions, so each pick is O(1) and a request
 * costs O(p log p) (sorting the result). Any topology. Deterministic for a given {@link RandomGenerator} state.
 */
public final class RandomAllocation extends AbstractAllocator {

    private final Topology topology;
    private final RandomGenerator random;
    private final int[] pool;
    private final int[] pos;
    private int freeCount;
    private final CommunicationPenalty penalty;

    public RandomAllocation(Topology topology, RandomGenerator random, CommunicationPenalty penalty) {
        super(AllocatorDescriptors.RANDOM);
        this.topology = topology;
        this.random = random;
        int n = topology.size();
        this.pool = new int[n];
        this.pos = new int[n];
        for (int i = 0; i < n; i++) {
            pool[i] = i;
            pos[i] = i;
        }
        this.freeCount = n;
        this.penalty = penalty;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int p = r.processors();
        if (p > freeCount) {
            return null;
        }
        int[] nodes = new int[p];
        for (int i = 0; i < p; i++) {
            int v = pool[random.nextInt(freeCount)];
            remove(v);
            nodes[i] = v;
            steps++;
        }
        Arrays.sort(nodes);
        boolean c = Contiguity.matchesRequest(nodes, r, topology);
        return new Allocation(r.jobId(), nodes, c, penalty.factor(c));
    }

    private void remove(int v) {
        int i = pos[v];
        int last = pool[freeCount - 1];
        pool[i] = last;
        pos[last] = i;
        pool[freeCount - 1] = v;
        pos[v] = freeCount - 1;
        freeCount--;
    }

    @Override
    protected void free(Allocation a) {
        for (int v : a.nodes()) {
            if (pos[v] < freeCount) {
                throw new IllegalStateException("node " + v + " is not busy");
            }
        }
        for (int v : a.nodes()) {
            int i = pos[v];
            int first = pool[freeCount];
            pool[freeCount] = v;
            pos[v] = freeCount;
            pool[i] = first;
            pos[first] = i;
            freeCount++;
        }
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

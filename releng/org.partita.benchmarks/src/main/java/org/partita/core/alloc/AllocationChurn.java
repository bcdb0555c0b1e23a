package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.partita.core.machine.Topology;

/**
 * The benchmark workload: an L×L mesh filled to about 60% with jobs whose sides are uniform on [1, L/4], then a
 * churn in which every step releases a random running job while the mesh is above 60% busy and offers one new job.
 * {@link #step()} is one allocate + release pair (plus the allocate attempts of refused jobs).
 */
final class AllocationChurn {

    final Allocator allocator;
    private final int side;
    private final SplittableRandom rnd;
    private final List<Allocation> live = new ArrayList<>();
    private final int size;
    private long next = 1;

    AllocationChurn(String strategy, int side, long seed) {
        this.side = side;
        this.size = side * side;
        this.rnd = new SplittableRandom(seed);
        this.allocator = MeshAllocators.create(strategy, Topology.mesh(side, side), Map.of(),
                new SplittableRandom(seed + 1));
        int misses = 0;
        while (busy() < 0.6 && misses < 1000) {
            if (offer() == null) {
                misses++;
            }
        }
    }

    private double busy() {
        return 1.0 - (double) allocator.freeNodes() / size;
    }

    private Allocation offer() {
        int max = Math.max(1, side / 4);
        AllocationRequest r = AllocationRequest.ofShape(next++, 1 + rnd.nextInt(max), 1 + rnd.nextInt(max));
        Allocation a = allocator.allocate(r);
        if (a != null) {
            live.add(a);
        }
        return a;
    }

    /** One churn step: release while above 60% busy, then offer one job. */
    void step() {
        while (busy() > 0.6 && !live.isEmpty()) {
            int i = rnd.nextInt(live.size());
            Allocation a = live.get(i);
            live.set(i, live.get(live.size() - 1));
            live.remove(live.size() - 1);
            allocator.release(a);
        }
        offer();
    }
}

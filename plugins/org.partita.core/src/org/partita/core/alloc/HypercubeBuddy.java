package org.partita.core.alloc;

import java.util.HashMap;
import java.util.Map;

import org.partita.core.machine.Topology;

/**
 * Buddy allocation on a hypercube (Knowlton; Chang §2.1.2): "For a job requiring a k cube, the algorithm searches
 * for the least integer m such that all the nodes in the region [m·2^k, (m+1)·2^k − 1] are available." A request of
 * p processors asks for a k = ⌈log2 p⌉ cube (whole subcube allocated). Not complete in a dynamic environment.
 *
 * <p>Data structure: a complete binary tree over the 2^n addresses whose node v stores the order of the largest
 * fully free aligned block inside v's range; the least m is found by descending to the leftmost child that holds a
 * free k-block, and allocation/release update one root path — O(n) per operation, the bound Chang quotes for the
 * efficient structure of [39].
 */
public final class HypercubeBuddy extends AbstractAllocator {

    private final int n;
    private final byte[] best;
    private final Map<Long, int[]> live = new HashMap<>();
    private int freeCount;

    public HypercubeBuddy(Topology topology) {
        this(AllocatorDescriptors.BUDDY_CUBE, topology);
    }

    HypercubeBuddy(String name, Topology topology) {
        super(name);
        if (topology.kind() != Topology.Kind.HYPERCUBE) {
            throw new IllegalArgumentException(name + " needs a hypercube, got " + topology);
        }
        this.n = topology.dims()[0];
        if (n > 24) {
            throw new IllegalArgumentException(name + ": hypercubes up to dimension 24 are supported, got " + n);
        }
        this.best = new byte[1 << (n + 1)];
        for (int v = 1; v < best.length; v++) {
            best[v] = (byte) level(v);
        }
        this.freeCount = 1 << n;
    }

    private int level(int v) {
        return n - (31 - Integer.numberOfLeadingZeros(v));
    }

    /** The smallest power of two &ge; p. */
    static int roundUp(int p) {
        return p <= 1 ? 1 : Integer.highestOneBit(p - 1) << 1;
    }

    /** Subcube dimension for p processors. */
    static int dimension(int p) {
        return Integer.numberOfTrailingZeros(roundUp(p));
    }

    /** Base address of the least free aligned k-cube, or -1; does not change state. */
    int find(int k) {
        if (k > n || best[1] < k) {
            return -1;
        }
        int v = 1;
        while (level(v) > k) {
            steps++;
            v = best[2 * v] >= k ? 2 * v : 2 * v + 1;
        }
        return (v - (1 << (n - k))) << k;
    }

    private void set(int base, int k, boolean busy) {
        int v = (1 << (n - k)) + (base >> k);
        best[v] = (byte) (busy ? -1 : k);
        for (v >>= 1; v >= 1; v >>= 1) {
            steps++;
            int l = best[2 * v], r = best[2 * v + 1];
            int lev = level(v);
            best[v] = (byte) (l == lev - 1 && r == lev - 1 ? lev : Math.max(l, r));
        }
    }

    int allocateCube(long jobId, int k) {
        int base = find(k);
        if (base < 0) {
            return -1;
        }
        set(base, k, true);
        freeCount -= 1 << k;
        if (live.put(jobId, new int[] {base, k}) != null) {
            throw new IllegalStateException("job " + jobId + " is already allocated");
        }
        return base;
    }

    static int[] cubeNodes(int base, int k) {
        int[] out = new int[1 << k];
        for (int i = 0; i < out.length; i++) {
            out[i] = base + i;
        }
        return out;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int k = dimension(r.processors());
        int base = allocateCube(r.jobId(), k);
        return base < 0 ? null : new Allocation(r.jobId(), cubeNodes(base, k), true, 1.0);
    }

    @Override
    protected void free(Allocation a) {
        int[] b = live.remove(a.jobId());
        if (b == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no subcube");
        }
        set(b[0], b[1], false);
        freeCount += 1 << b[1];
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return r.processors() <= (1 << n);
    }
}

package org.partita.core.alloc;

import java.util.HashMap;
import java.util.Map;

import org.partita.core.machine.Topology;

/**
 * Two-Dimensional Buddy, TDB (Li &amp; Cheng; Kim–Yoon Table 1 row 1; Chang §2.1.1.1): a request a×b is rounded up
 * to the smallest square of side 2^k &ge; max(a, b) and gets a whole free 2^k block (internal fragmentation: the
 * allocation holds 4^k nodes); blocks split into 4 buddies and merge back when all 4 are free. The original needs a
 * square 2^n mesh; on other meshes the mesh is first cut into power-of-two squares as MBS does ({@link BuddyBlocks}).
 * Not complete (internal and virtual fragmentation). O(k log n) per request with per-order free sets.
 */
public final class Buddy2D extends AbstractAllocator {

    private final BuddyBlocks blocks;
    private final int w;
    private final int h;
    private final Map<Long, int[]> live = new HashMap<>();
    private long changes;

    public Buddy2D(Topology topology) {
        super(AllocatorDescriptors.BUDDY_2D);
        GridAllocator.requireGrid2D(AllocatorDescriptors.BUDDY_2D, topology, false);
        this.w = topology.dims()[0];
        this.h = topology.dims()[1];
        this.blocks = new BuddyBlocks(w, h, 1);
    }

    /** Order k of the square block TDB gives an a×b request. */
    static int order(int a, int b) {
        int m = Math.max(a, b);
        return m <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(m - 1);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        if (s == null || s[2] != 1) {
            return null;
        }
        int k = order(s[0], s[1]);
        if (!blocks.hasOrder(k)) {
            return null;
        }
        long w0 = blocks.work;
        int base = blocks.get(k);
        steps += blocks.work - w0;
        if (base < 0) {
            return null;
        }
        if (live.put(r.jobId(), new int[] {base, k}) != null) {
            throw new IllegalStateException("job " + r.jobId() + " is already allocated");
        }
        changes++;
        int side = 1 << k; // a square block of the mesh: handed out as its rectangle, its nodes listed when asked
        return Allocation.ofWindow(r.jobId(), Rect.of(base % w, base / w, side, side), w, 1.0);
    }

    @Override
    protected void free(Allocation a) {
        int[] b = live.remove(a.jobId());
        if (b == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no buddy block");
        }
        long w0 = blocks.work;
        blocks.put(b[0], b[1]);
        changes++;
        steps += blocks.work - w0;
    }

    /** Allocations and releases so far: the free blocks is unchanged while this is. */
    @Override
    protected long stateVersion() {
        return changes;
    }

    @Override
    public int freeNodes() {
        return blocks.freeCount();
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        return s != null && s[2] == 1 && blocks.hasOrder(order(s[0], s[1]));
    }

    /** The square side TDB uses after one RSR size reduction: the next smaller power of two (1/4 of the nodes). */
    static int[] reduce(int[] shape) {
        int k = order(shape[0], shape[1]);
        if (k == 0) {
            return null;
        }
        int side = 1 << (k - 1);
        return new int[] {side, side};
    }
}

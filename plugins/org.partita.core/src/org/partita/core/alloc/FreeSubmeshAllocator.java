package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Shared state of the 2D strategies that keep the list of free submeshes instead of a busy array (Kim and Yoon's
 * FSL, Chang's free list): the dominant free submeshes ({@link FreeSubmeshSet}), the allocated submesh of each job
 * ({@link AllocatedSubmeshes}), the free node count. Subclasses only choose where an a×b request goes; carving on
 * allocation and rebuilding on deallocation (Kim and Yoon, Fig. 8) are the same for both.
 */
abstract class FreeSubmeshAllocator extends AbstractAllocator implements NodeReservable {

    protected final int w;
    protected final int h;
    protected final FreeSubmeshSet free;
    private final AllocatedSubmeshes allocated = new AllocatedSubmeshes();
    private int freeCount;
    /** Allocations and releases so far: the list, and so every decision, is unchanged while this is. */
    private long changes;

    FreeSubmeshAllocator(String name, Topology topology, int memoBudget) {
        super(name);
        GridAllocator.requireGrid2D(name(), topology, false);
        this.w = topology.dims()[0];
        this.h = topology.dims()[1];
        this.free = new FreeSubmeshSet(w, h, memoBudget);
        this.freeCount = w * h;
    }

    /** The free a×b (or, where the strategy rotates, b×a) submesh this strategy picks now, or null. */
    protected abstract Rect choosePlacement(int a, int b);

    @Override
    protected final Allocation place(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        if (s == null || s[2] != 1) {
            return null;
        }
        tidyMemo();
        Rect best = choosePlacement(s[0], s[1]);
        return best == null ? null : commit(r.jobId(), best);
    }

    private Allocation commit(long jobId, Rect best) {
        if (allocated.contains(jobId)) {
            throw new IllegalStateException("job " + jobId + " is already allocated");
        }
        long w0 = free.work;
        free.carve(best);
        steps += free.work - w0;
        allocated.add(jobId, best);
        freeCount -= best.size();
        changes++;
        return Allocation.ofWindow(jobId, best, w, 1.0);
    }

    @Override
    public final Allocation occupy(AllocationRequest request, int[] nodes) {
        Rect r = Rect.ofNodes(nodes, w);
        if (r == null) {
            throw new IllegalArgumentException(name() + ": nodes of job " + request.jobId()
                    + " do not form a submesh");
        }
        for (Rect a : allocated.values()) {
            if (a.overlaps(r)) {
                throw new IllegalStateException("submesh " + r + " overlaps allocated " + a);
            }
        }
        tidyMemo();
        return commit(request.jobId(), r);
    }

    /** Empties a full or unprofitable memo here, where only the set and the kept prefixes hold state numbers. */
    private void tidyMemo() {
        if (free.memoSpent()) {
            free.forgetStates();
            allocated.forgetStates();
        }
    }

    /** Deallocation (Fig. 8): the released submesh leaves the allocated list, then the free list is rebuilt. */
    @Override
    protected final void free(Allocation a) {
        Rect r = allocated.remove(a.jobId());
        if (r == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no submesh");
        }
        freeCount += r.size();
        changes++;
        tidyMemo();
        long w0 = free.work;
        if (free.isEmpty()) {
            free.setOnly(r); // nothing else was free: the released submesh is the only free one
        } else if (allocated.isEmpty()) {
            free.setWhole();
        } else {
            allocated.rebuild(free);
        }
        steps += free.work - w0 + 1;
    }

    /** A refusal depends on the free list alone, which only allocations and releases change. */
    @Override
    protected final long stateVersion() {
        return changes;
    }

    @Override
    public final int freeNodes() {
        return freeCount;
    }

    @Override
    public final boolean canEverFit(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        return s != null && s[2] == 1 && ((s[0] <= w && s[1] <= h) || (s[1] <= w && s[0] <= h));
    }
}

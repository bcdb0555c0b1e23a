package org.partita.core.alloc;

import java.util.Map;
import java.util.TreeMap;

import org.partita.core.machine.Topology;

/**
 * Free List (Chang §2.1.1.1, ref. [12]): the allocator keeps the list of free submeshes (here the dominant free
 * submeshes of {@link FreeSubmeshSet}) instead of a busy array. Allocation is first fit over that list: among the
 * members that hold a×b, the one with the lowest base (bottom-up, then left to right), the job placed at that base;
 * if none holds a×b, the same for b×a. Because every free submesh lies inside a dominant one whose base is not
 * later in scan order, this finds exactly adaptive scan's submesh — recognition "similar to AS" — while the search
 * is O(N_f) and the update O(N_f²); deallocation rebuilds the list, "dearer" as Chang says. The exact data structure
 * of [12] is not described in the seeds; this is the stand-in, documented as such.
 */
public final class FreeList extends AbstractAllocator implements NodeReservable {

    private final int w;
    private final int h;
    private final FreeSubmeshSet free;
    private final Map<Long, Rect> allocated = new TreeMap<>();
    private int freeCount;

    public FreeList(Topology topology) {
        super("free-list");
        GridAllocator.requireGrid2D(name(), topology, false);
        this.w = topology.dims()[0];
        this.h = topology.dims()[1];
        this.free = new FreeSubmeshSet(w, h);
        this.freeCount = w * h;
    }

    private Rect lowest(int a, int b) {
        Rect best = null;
        for (Rect s : free.members()) {
            steps++;
            if (s.fits(a, b) && (best == null || s.y1() < best.y1() || (s.y1() == best.y1() && s.x1() < best.x1()))) {
                best = s;
            }
        }
        return best == null ? null : Rect.of(best.x1(), best.y1(), a, b);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        if (s == null || s[2] != 1) {
            return null;
        }
        Rect best = lowest(s[0], s[1]);
        if (best == null && s[0] != s[1]) {
            best = lowest(s[1], s[0]);
        }
        return best == null ? null : commit(r.jobId(), best);
    }

    private Allocation commit(long jobId, Rect best) {
        if (allocated.containsKey(jobId)) {
            throw new IllegalStateException("job " + jobId + " is already allocated");
        }
        long w0 = free.work;
        free.carve(best);
        steps += free.work - w0;
        allocated.put(jobId, best);
        freeCount -= best.size();
        return new Allocation(jobId, best.nodes(w), true, 1.0);
    }

    @Override
    public Allocation occupy(AllocationRequest request, int[] nodes) {
        Rect r = Rect.ofNodes(nodes, w);
        if (r == null) {
            throw new IllegalArgumentException("free-list: nodes of job " + request.jobId() + " do not form a submesh");
        }
        for (Rect a : allocated.values()) {
            if (a.overlaps(r)) {
                throw new IllegalStateException("submesh " + r + " overlaps allocated " + a);
            }
        }
        return commit(request.jobId(), r);
    }

    @Override
    protected void free(Allocation a) {
        Rect r = allocated.remove(a.jobId());
        if (r == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no submesh");
        }
        freeCount += r.size();
        long w0 = free.work;
        free.rebuild(allocated.values());
        steps += free.work - w0 + 1;
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        return s != null && s[2] == 1 && ((s[0] <= w && s[1] <= h) || (s[1] <= w && s[0] <= h));
    }
}

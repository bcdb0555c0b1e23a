package org.partita.core.alloc;

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
public final class FreeList extends FreeSubmeshAllocator {

    public FreeList(Topology topology) {
        this(topology, FreeSubmeshSet.MEMO_BUDGET);
    }

    /** {@code memoBudget}: see {@link FreeSubmeshSet#FreeSubmeshSet(int, int, int)}. */
    FreeList(Topology topology, int memoBudget) {
        super(AllocatorDescriptors.FREE_LIST, topology, memoBudget);
    }

    /** First fit over the list: a×b at the lowest base, else b×a. */
    @Override
    protected Rect choosePlacement(int a, int b) {
        free.load();
        Rect best = lowest(a, b);
        return best == null && a != b ? lowest(b, a) : best;
    }

    private Rect lowest(int a, int b) {
        int best = -1;
        for (int i = 0; i < free.size(); i++) {
            steps++;
            if (a <= free.width(i) && b <= free.height(i) && (best < 0 || free.y1(i) < free.y1(best)
                    || (free.y1(i) == free.y1(best) && free.x1(i) < free.x1(best)))) {
                best = i;
            }
        }
        return best < 0 ? null : Rect.of(free.x1(best), free.y1(best), a, b);
    }
}

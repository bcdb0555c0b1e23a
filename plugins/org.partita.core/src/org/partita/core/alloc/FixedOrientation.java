package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Fixed Orientation, FO (Chang ch. 6, §6.3): every request is rotated before allocation to the orientation of the
 * system — width &ge; height on a mesh with at least as many columns as rows, height &ge; width otherwise — and then
 * placed by first fit in that single orientation (one scan, the cost of FF). The allocation reports the nodes of the
 * rotated submesh; the job's {@code _rotated} flag only matters for logical address translation, which the
 * simulation does not model. Complete recognition for the fixed orientation; Chang calls it "almost complete".
 */
public final class FixedOrientation extends GridAllocator {

    public FixedOrientation(Topology topology) {
        this(new GridState(topology));
        requireGrid2D(name(), topology, false);
    }

    FixedOrientation(GridState grid) {
        super(AllocatorDescriptors.FIXED_ORIENTATION, grid);
    }

    /** The orientation FO uses for a×b on this mesh: {wide, narrow} if w &ge; h, else {narrow, wide}. */
    int[] orient(int a, int b) {
        int hi = Math.max(a, b), lo = Math.min(a, b);
        return grid.w >= grid.h ? new int[] {hi, lo} : new int[] {lo, hi};
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (s == null) {
            return null;
        }
        int[] o = orient(s[0], s[1]);
        if (o[0] > grid.w || o[1] > grid.h) {
            return null;
        }
        int base = grid.firstFit(o[0], o[1], 1);
        return base < 0 ? null : take(r, base, o[0], o[1], 1, 1.0);
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = shape(r);
        if (s == null || s[2] != 1) {
            return false;
        }
        int[] o = orient(s[0], s[1]);
        return o[0] <= grid.w && o[1] <= grid.h;
    }
}

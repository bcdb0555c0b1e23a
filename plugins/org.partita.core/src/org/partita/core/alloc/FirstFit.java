package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * First Fit (Zhu 1992; Kim–Yoon Table 1 row 3; Chang §2.1.1.1): the first free a×b submesh in bottom-up,
 * left-to-right base order, without strides and without rotation ("a×b but not b×a"). Complete recognition for the
 * requested orientation only. O(w·h) time per request via {@link GridState#firstFit}.
 *
 * <p>Generalised to 3D meshes and to tori (windows wrap around) with the same scan order (ascending base id).
 */
public final class FirstFit extends GridAllocator {

    public FirstFit(Topology topology) {
        this(AllocatorDescriptors.FIRST_FIT, new GridState(topology));
    }

    FirstFit(String name, GridState grid) {
        super(name, grid);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (!fitsGrid(s)) {
            return null;
        }
        int base = grid.firstFit(s[0], s[1], s[2]);
        return base < 0 ? null : take(r, base, s[0], s[1], s[2], 1.0);
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return fitsGrid(shape(r));
    }
}

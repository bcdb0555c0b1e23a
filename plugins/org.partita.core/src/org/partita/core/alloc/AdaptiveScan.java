package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Adaptive Scan (Ding &amp; Bhuyan 1993; Kim–Yoon Table 1 row 5; Chang §2.1.1.1): first fit for a×b over bases from
 * &lt;0,0&gt; to &lt;L_x−1,L_y−1&gt;, x before y; if no a×b submesh is free, the same scan for b×a. Complete
 * recognition including rotation. O(w·h) per orientation; the base scan skips no less than the original's skipping
 * of unallocable nodes, because each row is examined once per orientation through the run-length array.
 */
public final class AdaptiveScan extends GridAllocator {

    public AdaptiveScan(Topology topology) {
        this(new GridState(topology));
        requireGrid2D(name(), topology, false);
    }

    AdaptiveScan(GridState grid) {
        super(AllocatorDescriptors.ADAPTIVE_SCAN, grid);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (s == null) {
            return null;
        }
        if (s[0] <= grid.w && s[1] <= grid.h) {
            int base = grid.firstFit(s[0], s[1], 1);
            if (base >= 0) {
                return take(r, base, s[0], s[1], 1, 1.0);
            }
        }
        if (s[0] != s[1] && s[1] <= grid.w && s[0] <= grid.h) {
            int base = grid.firstFit(s[1], s[0], 1);
            if (base >= 0) {
                return take(r, base, s[1], s[0], 1, 1.0);
            }
        }
        return null;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = shape(r);
        return s != null && s[2] == 1 && ((s[0] <= grid.w && s[1] <= grid.h) || (s[1] <= grid.w && s[0] <= grid.h));
    }
}

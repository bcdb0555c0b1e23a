package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Frame Sliding (Chuang &amp; Tzeng; Kim–Yoon Table 1 row 2; Chang §2.1.1.1): the a×b frame (no rotation) slides
 * from the first (lower-leftmost) free processor with horizontal stride a and vertical stride b; the first frame that
 * is entirely free is allocated. Candidate bases are {@code (x0 + i·a, y0 + j·b)}, j &ge; 0, any i that keeps the
 * frame inside the mesh (frames left of x0 in row y0 contain busy nodes and are skipped). Not complete: a free
 * submesh off the stride grid is missed (virtual fragmentation). O(w·h/(a·b)) frames, O(b) per frame test.
 */
public final class FrameSliding extends GridAllocator {

    public FrameSliding(Topology topology) {
        this(new GridState(topology));
        requireGrid2D(name(), topology, false);
    }

    /** The last failed search: its shape, the grid's change count then, and the steps it counted. */
    private int failedA = -1;
    private int failedB = -1;
    private long failedAtChange = -1;
    private long failedSteps;

    FrameSliding(GridState grid) {
        super(AllocatorDescriptors.FRAME_SLIDING, grid);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (!fitsGrid(s)) {
            return null;
        }
        int a = s[0], b = s[1];
        if (a == failedA && b == failedB && grid.changes() == failedAtChange) {
            // nothing was allocated or released since this shape failed: the same frames fail again, and count again
            steps += failedSteps;
            return null;
        }
        long count0 = steps + grid.work;
        Allocation found = slide(r, a, b);
        if (found == null) {
            failedA = a;
            failedB = b;
            failedAtChange = grid.changes();
            failedSteps = steps + grid.work - count0;
        }
        return found;
    }

    private Allocation slide(AllocationRequest r, int a, int b) {
        int first = grid.nextFree(0);
        if (first < 0) {
            return null;
        }
        int x0 = grid.x(first), y0 = grid.y(first);
        for (int y = y0; y + b <= grid.h; y += b) {
            for (int x = y == y0 ? x0 : x0 % a; x + a <= grid.w; x += a) {
                steps++;
                if (grid.windowFree(x, y, 0, a, b, 1)) {
                    return take(r, grid.id(x, y, 0), a, b, 1, 1.0);
                }
            }
        }
        return null;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = shape(r);
        return fitsGrid(s) && s[2] == 1;
    }
}

package org.partita.core.alloc;

/**
 * Modified RSR (Chang §8.4): the original request is first offered to the conventional allocator; if that fails,
 * the larger dimension is chosen once and folded (halved, rounded up) again and again — always the same dimension —
 * up to t times, and each folded submesh is looked for only along the mesh periphery. For each edge the submesh is
 * oriented with its longer side along the edge (one orientation per edge, as the paper says); edges are tried
 * bottom, left, top, right and first fit along each edge ([I]: order and position are not stated). Folded jobs run
 * {@code fold-penalty^f} times longer. Shares the base allocator's busy array. O(C(base) + t·(w + h)·min side).
 */
public final class ModifiedRsr extends GridAllocator {

    private final GridAllocator base;
    private final int t;
    private final double foldPenalty;

    ModifiedRsr(GridAllocator base, int t, double foldPenalty) {
        super(AllocatorDescriptors.MODIFIED_RSR, base.grid);
        requireGrid2D(name(), base.grid.topology, false);
        if (t < 0) {
            throw new IllegalArgumentException("modified-rsr: t must be >= 0");
        }
        this.base = base;
        this.t = t;
        this.foldPenalty = foldPenalty;
    }

    /** The successive folded shapes of a×b: the larger dimension (width on a tie) halved each time. */
    public static int[] foldSameDimension(int a, int b, boolean widthDim) {
        if (widthDim) {
            return a == 1 ? null : new int[] {(a + 1) / 2, b};
        }
        return b == 1 ? null : new int[] {a, (b + 1) / 2};
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        Allocation a = base.allocate(r);
        if (a != null || r.memoryBound()) {
            return a;
        }
        int[] s = shape(r);
        if (s == null || s[2] != 1) {
            return null;
        }
        boolean widthDim = s[0] >= s[1];
        int[] cur = {s[0], s[1]};
        for (int f = 1; f <= t; f++) {
            cur = foldSameDimension(cur[0], cur[1], widthDim);
            if (cur == null) {
                return null;
            }
            int at = periphery(cur[0], cur[1]);
            if (at >= 0) {
                int[] o = orientation;
                return take(r, at, o[0], o[1], 1, Math.pow(foldPenalty, f));
            }
        }
        return null;
    }

    private int[] orientation;

    /** First free base along bottom, left, top, right edge, longer side along the edge; sets {@link #orientation}. */
    private int periphery(int a, int b) {
        int lo = Math.min(a, b), hi = Math.max(a, b);
        int w = grid.w, h = grid.h;
        // bottom edge: hi × lo, y = 0
        if (hi <= w && lo <= h) {
            for (int x = 0; x + hi <= w; x++) {
                steps++;
                if (grid.windowFree(x, 0, 0, hi, lo, 1)) {
                    orientation = new int[] {hi, lo};
                    return grid.id(x, 0, 0);
                }
            }
        }
        // left edge: lo × hi, x = 0
        if (lo <= w && hi <= h) {
            for (int y = 0; y + hi <= h; y++) {
                steps++;
                if (grid.windowFree(0, y, 0, lo, hi, 1)) {
                    orientation = new int[] {lo, hi};
                    return grid.id(0, y, 0);
                }
            }
        }
        // top edge: hi × lo, y = h − lo
        if (hi <= w && lo <= h) {
            for (int x = 0; x + hi <= w; x++) {
                steps++;
                if (grid.windowFree(x, h - lo, 0, hi, lo, 1)) {
                    orientation = new int[] {hi, lo};
                    return grid.id(x, h - lo, 0);
                }
            }
        }
        // right edge: lo × hi, x = w − lo
        if (lo <= w && hi <= h) {
            for (int y = 0; y + hi <= h; y++) {
                steps++;
                if (grid.windowFree(w - lo, y, 0, lo, hi, 1)) {
                    orientation = new int[] {lo, hi};
                    return grid.id(w - lo, y, 0);
                }
            }
        }
        return -1;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        if (base.canEverFit(r)) {
            return true;
        }
        int[] s = shape(r);
        if (s == null || s[2] != 1 || r.memoryBound()) {
            return false;
        }
        boolean widthDim = s[0] >= s[1];
        int[] cur = {s[0], s[1]};
        for (int f = 1; f <= t && cur != null; f++) {
            cur = foldSameDimension(cur[0], cur[1], widthDim);
            if (cur != null && Math.max(cur[0], cur[1]) <= Math.max(grid.w, grid.h)
                    && Math.min(cur[0], cur[1]) <= Math.min(grid.w, grid.h)) {
                return true;
            }
        }
        return false;
    }
}

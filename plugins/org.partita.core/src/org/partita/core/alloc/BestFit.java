package org.partita.core.alloc;

import java.util.Arrays;

import org.partita.core.machine.Topology;

/**
 * Best Fit (Zhu 1992, as Kim–Yoon Table 1 row 4 specify it): among all free a×b submeshes (fixed orientation), the
 * one whose base node has the most busy neighbours, a neighbour beyond the mesh boundary counting as busy. Ties go
 * to the first base in scan order (ascending id). O(w·h): one sweep for all valid bases, O(1) score per base;
 * a blocked request is answered by first fit's memory of failed shapes ({@link FailedWindows}).
 *
 * <p>Generalised to 3D (6 neighbours) and tori (neighbours wrap around, so no boundary counts).
 */
public final class BestFit extends GridAllocator {

    public BestFit(Topology topology) {
        this(AllocatorDescriptors.BEST_FIT, new GridState(topology));
    }

    BestFit(String name, GridState grid) {
        super(name, grid);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (!fitsGrid(s)) {
            return null;
        }
        // No valid base: the sweep below would examine the same positions as first fit's failed scan, and first fit
        // answers a blocked head's retry without sweeping the mesh again (FailedWindows).
        long work0 = grid.work;
        int first = grid.firstFit(s[0], s[1], s[2]);
        if (first < 0) {
            return null;
        }
        grid.work = work0;
        int best = grid.d == 1 && !grid.wrap ? bestOnMesh(s[0], s[1], first) : bestAnywhere(s[0], s[1], s[2]);
        return take(r, best, s[0], s[1], s[2], 1.0);
    }

    private int bestAnywhere(int a, int b, int c) {
        int[] best = {-1, -1}; // base, its score
        grid.forEachValidBase(a, b, c, id -> {
            steps++;
            int score = busyNeighbours(id);
            if (score > best[1]) {
                best[1] = score;
                best[0] = id;
            }
        });
        return best[0];
    }

    /**
     * The sweep of {@link GridState#forEachValidBase} on a 2D mesh with the score read from the free-run lengths
     * (a node is busy iff its run is 0); rows below the first valid base {@code first} hold no valid base, so the
     * sweep starts there and skips rows without a free run of a, while the work counted stays the full sweep's.
     */
    private int bestOnMesh(int a, int b, int first) {
        int w = grid.w, h = grid.h, xs = w - a + 1;
        int[] cnt = grid.columnScratch();
        Arrays.fill(cnt, 0, xs, 0);
        int best = -1, bestScore = -1;
        boolean zero = true;
        for (int y = first / w; y < h; y++) {
            if (grid.rowMax(y) < a) { // no run of a in this row: every column's count drops to 0
                if (!zero) {
                    Arrays.fill(cnt, 0, xs, 0);
                    zero = true;
                }
                continue;
            }
            zero = false;
            int row = y * w, y0 = y - b + 1;
            for (int x = 0; x < xs; x++) {
                int v = grid.run(row + x) >= a ? cnt[x] + 1 : 0;
                cnt[x] = v;
                if (v >= b && y0 >= 0) {
                    steps++;
                    int id = x + y0 * w;
                    int score = busyOnMesh(x == 0, id - 1) + busyOnMesh(x + 1 == w, id + 1)
                            + busyOnMesh(y0 == 0, id - w) + busyOnMesh(y0 + 1 == h, id + w);
                    if (score > bestScore) {
                        bestScore = score;
                        best = id;
                    }
                }
            }
        }
        grid.work += (long) h * xs;
        return best;
    }

    /** 1 when the neighbour is outside the mesh or node {@code id} is busy (its free run is 0). */
    private int busyOnMesh(boolean outside, int id) {
        return outside || grid.run(id) == 0 ? 1 : 0;
    }

    /** Busy or out-of-mesh 4-neighbours (6 in 3D) of node {@code id}. */
    int busyNeighbours(int id) {
        int x = grid.x(id), y = grid.y(id), z = grid.z(id);
        int n = busyAt(x - 1, y, z) + busyAt(x + 1, y, z) + busyAt(x, y - 1, z) + busyAt(x, y + 1, z);
        if (grid.d > 1) {
            n += busyAt(x, y, z - 1) + busyAt(x, y, z + 1);
        }
        return n;
    }

    private int busyAt(int x, int y, int z) {
        if (grid.wrap) {
            x = Math.floorMod(x, grid.w);
            y = Math.floorMod(y, grid.h);
            z = Math.floorMod(z, grid.d);
        } else if (x < 0 || y < 0 || z < 0 || x >= grid.w || y >= grid.h || z >= grid.d) {
            return 1;
        }
        return grid.isFree(x, y, z) ? 0 : 1;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return fitsGrid(shape(r));
    }
}

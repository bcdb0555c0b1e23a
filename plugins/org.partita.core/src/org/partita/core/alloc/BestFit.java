package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Best Fit (Zhu 1992, as Kim–Yoon Table 1 row 4 specify it): among all free a×b submeshes (fixed orientation), the
 * one whose base node has the most busy neighbours, a neighbour beyond the mesh boundary counting as busy. Ties go
 * to the first base in scan order (ascending id). O(w·h): one sweep for all valid bases, O(1) score per base (on a 2D
 * mesh 64 bases a word at a time); a blocked request is answered by first fit's memory of failed shapes
 * ({@link FailedWindows}).
 *
 * <p>Generalised to 3D (6 neighbours) and tori (neighbours wrap around, so no boundary counts).
 */
public final class BestFit extends GridAllocator {

    public BestFit(Topology topology) {
        this(AllocatorDescriptors.BEST_FIT, new GridState(topology));
    }

    /** Scratch of the 2D mesh search, made at the first placement. */
    private MeshBestFit bits;

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
        int best = grid.freeBits() != null ? bestOnMesh(s[0], s[1], first) : bestAnywhere(s[0], s[1], s[2]);
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
     * The sweep of {@link GridState#forEachValidBase} on a 2D mesh, 64 bases at a time ({@link MeshBestFit}); rows
     * below the first valid base {@code first} hold no valid base, so it starts there, while the work counted stays
     * the full sweep's: one step per valid base and one per position.
     */
    private int bestOnMesh(int a, int b, int first) {
        if (bits == null) {
            bits = new MeshBestFit(grid.w, grid.h);
        }
        int best = bits.find(grid, a, b, first / grid.w);
        steps += bits.validBases;
        grid.work += (long) grid.h * (grid.w - a + 1);
        return best;
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

package org.partita.core.alloc;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The valid-base sweep of a {@link GridState} on any mesh or torus (2D or 3D): per column, consecutive rows whose free
 * run from that column is at least a, and per (x, y) consecutive layers with such an a×b base; on a 2D mesh the same
 * bases from its bits, 64 at a time. Counts its work in the
 * grid's {@link GridState#work}.
 */
final class GridSweep {

    private GridSweep() {
    }

    /**
     * Visits the valid bases of free a×b×c windows in ascending id order (bottom-up by layer and row, left to right)
     * until {@code stop} answers true for one; returns that base, or -1 when it never does. O(w·h·d) time, O(w·h)
     * scratch space. Each layer's valid a×b bases come from counting, per column, consecutive rows whose free run
     * from that column is at least a long; stacking layers does the same along z for c.
     */
    static int sweep(GridState g, int a, int b, int c, IntPredicate stop) {
        if (a > g.w || b > g.h || c > g.d) {
            return -1;
        }
        if (g.freeBits() != null) {
            return sweepBits(g, a, b, stop);
        }
        if (g.d == 1) {
            return sweepLayer(g, 0, a, b, stop);
        }
        boolean[] layer = new boolean[g.w * g.h];
        int[] cz = new int[g.w * g.h];
        int layers = g.wrap ? g.d + c - 1 : g.d;
        for (int t = 0; t < layers; t++) {
            int z = t < g.d ? t : t - g.d;
            Arrays.fill(layer, false);
            sweepLayer(g, z, a, b, xy -> {
                layer[xy - g.w * g.h * z] = true;
                return false;
            });
            int z0 = t - c + 1;
            boolean check = z0 >= 0 && z0 < g.d;
            for (int xy = 0; xy < g.w * g.h; xy++) {
                int v = layer[xy] ? cz[xy] + 1 : 0;
                cz[xy] = v;
                if (check && v >= c && stop.test(xy + g.w * g.h * z0)) {
                    return xy + g.w * g.h * z0;
                }
            }
            g.work += (long) g.w * g.h;
        }
        return -1;
    }

    /**
     * {@link #sweep} on a 2D mesh's bits, 64 bases a word: a row's bases with a free run of at least a
     * ({@link RowBits#runsAtLeast}), ANDed over b rows in three passes whatever b is (van Herk, Gil and Werman: in
     * blocks of b rows, the AND from each row to its block's end and from its block's start to it; base row y's b
     * rows are the first from y and the second at y + b − 1). The work counted is the column sweep's.
     */
    private static int sweepBits(GridState g, int a, int b, IntPredicate stop) {
        RowBits f = g.freeBits();
        int words = f.words, h = g.h, xs = g.w - a + 1;
        long[] m = g.sweepScratch(); // rows' masks, then (from p) the blocks' prefix ANDs
        int p = h * words;
        for (int y = 0; y < h; y++) {
            f.runsAtLeast(y, a, 0, g.w - a, m, y * words);
        }
        for (int start = 0; start < h; start += b) {
            int end = Math.min(start + b, h) - 1;
            System.arraycopy(m, start * words, m, p + start * words, words);
            for (int y = start + 1; y <= end; y++) {
                for (int i = 0; i < words; i++) {
                    m[p + y * words + i] = m[p + (y - 1) * words + i] & m[y * words + i];
                }
            }
            for (int y = end - 1; y >= start; y--) {
                for (int i = 0; i < words; i++) {
                    m[y * words + i] &= m[(y + 1) * words + i];
                }
            }
        }
        for (int y0 = 0; y0 + b <= h; y0++) {
            for (int i = 0; i < words; i++) {
                long v = m[y0 * words + i];
                if (y0 % b != 0) { // not a block's start: its window reaches into the next block
                    v &= m[p + (y0 + b - 1) * words + i];
                }
                for (; v != 0; v &= v - 1) {
                    int x = (i << 6) + Long.numberOfTrailingZeros(v);
                    if (stop.test(g.id(x, y0, 0))) {
                        g.work += (long) (y0 + b - 1) * xs + x + 1;
                        return g.id(x, y0, 0);
                    }
                }
            }
        }
        g.work += (long) h * xs;
        return -1;
    }

    /** {@link #sweep} for a×b windows within layer {@code z}: visits their base ids until {@code stop} says so. */
    private static int sweepLayer(GridState g, int z, int a, int b, IntPredicate stop) {
        int xs = g.wrap ? g.w : g.w - a + 1;
        int rows = g.wrap ? g.h + b - 1 : g.h;
        int[] cnt = g.columnScratch();
        Arrays.fill(cnt, 0, Math.max(xs, 0), 0);
        for (int t = 0; t < rows; t++) {
            int y = t < g.h ? t : t - g.h;
            int rowBase = (z * g.h + y) * g.w;
            int y0 = t - b + 1;
            boolean check = y0 >= 0 && y0 < g.h;
            for (int x = 0; x < xs; x++) {
                int v = g.run(rowBase + x) >= a ? cnt[x] + 1 : 0;
                cnt[x] = v;
                if (check && v >= b && stop.test(g.id(x, y0, z))) {
                    g.work += x + 1;
                    return g.id(x, y0, z);
                }
            }
            g.work += xs;
        }
        return -1;
    }
}

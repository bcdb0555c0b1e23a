package org.partita.core.alloc;

/**
 * First fit of an a×b window on a 2D mesh, found with the help of {@link FailedWindows}: when no a×b window was free
 * after some release, only the bases whose window overlaps a box released since are swept (each box's bases in
 * scan order, the lowest id over all boxes wins); otherwise, or when those bases are more than the whole mesh's,
 * the whole mesh is swept, skipping rows whose longest free run is shorter than a. Either way the base is the one
 * the full bottom-up, left-to-right scan stops at.
 *
 * <p>The search cost reported is the scan's, {@link #basesExamined}, computed from the base found: the search steps
 * of first fit and adaptive scan are what the papers' scan examines, not what this search does.
 */
final class PlanarFirstFit {

    private PlanarFirstFit() {
    }

    /** The lowest base id of a free a×b window (a &le; w, b &le; h), or -1. */
    static int find(GridState g, FailedWindows failed, int a, int b) {
        long since = failed.knownBlockedSince(a, b);
        int[] all = {0, 0, g.w - a, g.h - b};
        if (since < 0) {
            return sweepBases(g, a, b, all, -1);
        }
        long last = failed.releases();
        long cells = 0;
        for (long n = since; n < last; n++) {
            int[] r = bases(g, failed.box(n), a, b);
            if (r != null) {
                cells += (long) (r[3] - r[1] + b) * (r[2] - r[0] + 1);
            }
        }
        if (cells >= (long) g.h * (g.w - a + 1)) {
            return sweepBases(g, a, b, all, -1);
        }
        int best = -1;
        for (long n = since; n < last; n++) {
            int[] r = bases(g, failed.box(n), a, b);
            if (r != null) {
                int found = sweepBases(g, a, b, r, best);
                if (found >= 0 && (best < 0 || found < best)) {
                    best = found;
                }
            }
        }
        return best;
    }

    /**
     * Bases {xlo, ylo, xhi, yhi} (inclusive) whose a×b window lies in the mesh and overlaps the released box, or
     * null when there are none.
     */
    private static int[] bases(GridState g, int[] box, int a, int b) {
        int xlo = Math.max(0, box[0] - a + 1), xhi = Math.min(box[2], g.w - a);
        int ylo = Math.max(0, box[1] - b + 1), yhi = Math.min(box[3], g.h - b);
        return xlo > xhi || ylo > yhi ? null : new int[] {xlo, ylo, xhi, yhi};
    }

    /**
     * The lowest base in {@code r} of a free a×b window, or -1; stops early once no base can beat {@code bound}
     * (a base id already found, or -1). Only bands of at least b consecutive rows whose longest free run is at least
     * a can hold a window's rows; each is swept counting, per column, consecutive rows whose free run is at least a.
     */
    private static int sweepBases(GridState g, int a, int b, int[] r, int bound) {
        int top = r[3] + b - 1;
        int y = r[1];
        while (y <= top) {
            while (y <= top && g.rowMax(y) < a) {
                y++;
            }
            int end = y;
            while (end <= top && g.rowMax(end) >= a) {
                end++;
            }
            if (bound >= 0 && y <= top && g.id(r[0], Math.max(y, r[1]), 0) > bound) {
                return -1;
            }
            if (end - y >= b) {
                int found = sweepBand(g, a, b, r, y, end - 1, bound);
                if (found >= 0) {
                    return found;
                }
            }
            y = end;
        }
        return -1;
    }

    /**
     * {@link #sweepBases} within the band of rows {@code from..to}, all with a free run of at least a, 64 bases at a
     * time: a row's mask holds its bases in {@code r} with a free run of at least a ({@link RowBits#runsAtLeast}).
     * The lowest free window's base row y0 is the band's first row or one whose mask has a base the row below lacks
     * (else the window one row lower would be free too, and lower), and its base is the lowest of those bases that
     * stay in the masks of the b − 1 rows above. So only those rows are tried, each until the candidate bases run
     * out. A row with the same free nodes as the row below has the same mask: it is never a base row, adds nothing to
     * a window's AND, and its mask is not made (it is the row below's).
     */
    private static int sweepBand(GridState g, int a, int b, int[] r, int from, int to, int bound) {
        RowBits f = g.freeBits();
        int words = f.words;
        long[] m = g.rowMaskScratch();
        int[] at = g.rowMaskAt(); // where row y's mask is in m: at[y − from]
        int cand = g.h * words; // the candidate bases, in the scratch's last row
        int ready = from; // rows from..ready−1 have their masks
        for (int y0 = from; y0 + b - 1 <= to; y0++) {
            if (y0 > from && f.sameAsBelow(y0)) {
                continue;
            }
            if (bound >= 0 && g.id(r[0], y0, 0) > bound) {
                return -1;
            }
            ready = masks(f, a, r, m, at, from, ready, y0);
            int off = at[y0 - from];
            long any = 0;
            for (int i = 0; i < words; i++) {
                long c = y0 > from ? m[off + i] & ~m[at[y0 - 1 - from] + i] : m[off + i];
                m[cand + i] = c;
                any |= c;
            }
            for (int j = 1; j < b && any != 0; j++) {
                if (f.sameAsBelow(y0 + j)) {
                    continue;
                }
                ready = masks(f, a, r, m, at, from, ready, y0 + j);
                int row = at[y0 + j - from];
                any = 0;
                for (int i = 0; i < words; i++) {
                    long c = m[cand + i] & m[row + i];
                    m[cand + i] = c;
                    any |= c;
                }
            }
            if (any != 0) {
                for (int i = 0;; i++) {
                    if (m[cand + i] != 0) {
                        return g.id((i << 6) + Long.numberOfTrailingZeros(m[cand + i]), y0, 0);
                    }
                }
            }
        }
        return -1;
    }

    /** Makes the masks of rows {@code ready..y} (those before are made); returns the next row to make. */
    private static int masks(RowBits f, int a, int[] r, long[] m, int[] at, int from, int ready, int y) {
        for (; ready <= y; ready++) {
            if (ready > from && f.sameAsBelow(ready)) {
                at[ready - from] = at[ready - 1 - from];
            } else {
                at[ready - from] = (ready - from) * f.words;
                f.runsAtLeast(ready, a, r[0], r[2], m, at[ready - from]);
            }
        }
        return ready;
    }

    /**
     * Positions the bottom-up, left-to-right scan of a w×h mesh examines for an a×b window until it stops at
     * {@code base} (or, with -1, runs to the end): every base position (x &le; w − a) of each row up to the window's
     * top row, plus those of that row up to and including x. This is the count the scan reported before (one per
     * run-length entry read).
     */
    static long basesExamined(int w, int h, int a, int b, int base) {
        long xs = w - a + 1;
        if (base < 0) {
            return h * xs;
        }
        int x = base % w, y0 = base / w;
        return (y0 + b - 1) * xs + x + 1;
    }
}

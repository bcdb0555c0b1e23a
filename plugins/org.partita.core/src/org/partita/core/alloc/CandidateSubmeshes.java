package org.partita.core.alloc;

import java.util.Arrays;

/**
 * FSL's cand_list (Kim–Yoon Fig. 6): distinct rectangles in the order they were first added, held in coordinate
 * arrays and filtered in place. Duplicates are found through an open-addressing hash set of the corners (each
 * corner packed in a long), cleared by bumping a generation stamp, so one allocation costs no garbage beyond growth.
 */
final class CandidateSubmeshes {

    private int n;
    private int[] x1 = new int[16];
    private int[] y1 = new int[16];
    private int[] x2 = new int[16];
    private int[] y2 = new int[16];
    private int[] value = new int[16];

    private long[] lower = new long[64];
    private long[] upper = new long[64];
    private int[] stamps = new int[64];
    private int stamp = 1;

    void clear() {
        n = 0;
        stamp++;
        if (stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    int size() {
        return n;
    }

    Rect get(int i) {
        return new Rect(x1[i], y1[i], x2[i], y2[i]);
    }

    /** Adds the rectangle unless it is already present. */
    void add(int ax1, int ay1, int ax2, int ay2) {
        if (!insertKey(((long) ax1 << 32) | ay1, ((long) ax2 << 32) | ay2)) {
            return;
        }
        if (n == x1.length) {
            int c = 2 * n;
            x1 = Arrays.copyOf(x1, c);
            y1 = Arrays.copyOf(y1, c);
            x2 = Arrays.copyOf(x2, c);
            y2 = Arrays.copyOf(y2, c);
            value = new int[c];
        }
        x1[n] = ax1;
        y1[n] = ay1;
        x2[n] = ax2;
        y2[n] = ay2;
        n++;
    }

    /** Whether the corners were new (then they are recorded). Coordinates are non-negative ints. */
    private boolean insertKey(long lo, long up) {
        if (4 * (n + 1) > lower.length) {
            rehash(4 * lower.length);
        }
        int mask = lower.length - 1;
        int i = slot(lo, up, mask);
        while (stamps[i] == stamp) {
            if (lower[i] == lo && upper[i] == up) {
                return false;
            }
            i = (i + 1) & mask;
        }
        lower[i] = lo;
        upper[i] = up;
        stamps[i] = stamp;
        return true;
    }

    private static int slot(long lo, long up, int mask) {
        return Long.hashCode((lo * 31 + up) * 0x9E3779B97F4A7C15L) & mask;
    }

    private void rehash(int capacity) {
        long[] oldLower = lower;
        long[] oldUpper = upper;
        int[] oldStamps = stamps;
        lower = new long[capacity];
        upper = new long[capacity];
        stamps = new int[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oldLower.length; j++) {
            if (oldStamps[j] == stamp) {
                int i = slot(oldLower[j], oldUpper[j], mask);
                while (stamps[i] == stamp) {
                    i = (i + 1) & mask;
                }
                lower[i] = oldLower[j];
                upper[i] = oldUpper[j];
                stamps[i] = stamp;
            }
        }
    }

    /**
     * Keeps, in order, only the candidates with the largest reservation factor against s
     * ({@link FreeSubmeshList#rf}); returns how many were evaluated (the candidates before filtering).
     */
    int keepLargestRf(int sx1, int sy1, int sx2, int sy2) {
        int lx = sx2 - sx1 + 1, ly = sy2 - sy1 + 1;
        int best = -1;
        for (int i = 0; i < n; i++) {
            int v;
            if (x1[i] <= sx2 && sx1 <= x2[i] && y1[i] <= sy2 && sy1 <= y2[i]) {
                v = Math.max(Math.max(0, (x1[i] - sx1) * ly), (sx2 - x2[i]) * ly);
                v = Math.max(v, Math.max(lx * (y1[i] - sy1), lx * (sy2 - y2[i])));
            } else {
                v = lx * ly;
            }
            value[i] = v;
            best = Math.max(best, v);
        }
        int evaluated = n;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (value[i] == best) {
                x1[k] = x1[i];
                y1[k] = y1[i];
                x2[k] = x2[i];
                y2[k] = y2[i];
                k++;
            }
        }
        n = k;
        return evaluated;
    }
}

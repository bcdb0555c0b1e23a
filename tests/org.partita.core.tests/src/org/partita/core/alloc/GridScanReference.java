package org.partita.core.alloc;

/**
 * The plain scans of first fit, adaptive scan and best fit on a 2D mesh, as the strategies did them before they
 * remembered failed shapes: every request sweeps the whole mesh (per column, consecutive rows whose free run from that
 * column is at least a), counting one step per position read until the sweep stops, plus w per row re-computed on
 * allocation and release, and for best fit one step per valid base. The reference of {@link ScanDifferentialTest}.
 */
final class GridScanReference {

    final int w;
    final int h;
    private final boolean[] busy;
    long steps;

    GridScanReference(int w, int h) {
        this.w = w;
        this.h = h;
        this.busy = new boolean[w * h];
    }

    /** Length of the free run from (x, y) in +x direction. */
    private int run(int x, int y) {
        int n = 0;
        while (x + n < w && !busy[x + n + w * y]) {
            n++;
        }
        return n;
    }

    /** First fit of a×b without rotation: lowest base id or -1. */
    int firstFit(int a, int b) {
        if (a > w || b > h) {
            return -1;
        }
        int xs = w - a + 1;
        int[] cnt = new int[xs];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < xs; x++) {
                cnt[x] = run(x, y) >= a ? cnt[x] + 1 : 0;
                if (y - b + 1 >= 0 && cnt[x] >= b) {
                    steps += x + 1;
                    return x + w * (y - b + 1);
                }
            }
            steps += xs;
        }
        return -1;
    }

    /** Adaptive scan: a×b, then b×a when a ≠ b; {base, width, height} or null. */
    int[] adaptiveScan(int a, int b) {
        if (a <= w && b <= h) {
            int base = firstFit(a, b);
            if (base >= 0) {
                return new int[] {base, a, b};
            }
        }
        if (a != b && b <= w && a <= h) {
            int base = firstFit(b, a);
            if (base >= 0) {
                return new int[] {base, b, a};
            }
        }
        return null;
    }

    /**
     * Frame sliding: frames with strides a, b from the lowest free node, the first entirely free one; a step per
     * frame and per row of a frame tested.
     */
    int frameSliding(int a, int b) {
        int first = 0;
        while (first < w * h && busy[first]) {
            first++;
        }
        if (a > w || b > h || first == w * h) {
            return -1;
        }
        int x0 = first % w, y0 = first / w;
        for (int y = y0; y + b <= h; y += b) {
            for (int x = y == y0 ? x0 : x0 % a; x + a <= w; x += a) {
                steps++;
                boolean free = true;
                for (int j = 0; j < b && free; j++) {
                    steps++;
                    free = run(x, y + j) >= a;
                }
                if (free) {
                    return x + w * y;
                }
            }
        }
        return -1;
    }

    /** Best fit: the valid base with the most busy (or outside) 4-neighbours, lowest id on ties; or -1. */
    int bestFit(int a, int b) {
        if (a > w || b > h) {
            return -1;
        }
        int best = -1, bestScore = -1;
        int xs = w - a + 1;
        steps += (long) h * xs;
        for (int y = 0; y + b <= h; y++) {
            for (int x = 0; x < xs; x++) {
                if (windowFree(x, y, a, b)) {
                    steps++;
                    int score = busyAt(x - 1, y) + busyAt(x + 1, y) + busyAt(x, y - 1) + busyAt(x, y + 1);
                    if (score > bestScore) {
                        bestScore = score;
                        best = x + w * y;
                    }
                }
            }
        }
        return best;
    }

    private int busyAt(int x, int y) {
        return x < 0 || y < 0 || x >= w || y >= h || busy[x + w * y] ? 1 : 0;
    }

    private boolean windowFree(int x, int y, int a, int b) {
        for (int j = 0; j < b; j++) {
            if (run(x, y + j) < a) {
                return false;
            }
        }
        return true;
    }

    /** Marks the a×b window at {@code base} busy ({@code value} true) or free, counting w per row re-computed. */
    void set(int base, int a, int b, boolean value) {
        int x0 = base % w, y0 = base / w;
        for (int y = y0; y < y0 + b; y++) {
            for (int x = x0; x < x0 + a; x++) {
                busy[x + w * y] = value;
            }
        }
        steps += (long) b * w;
    }
}

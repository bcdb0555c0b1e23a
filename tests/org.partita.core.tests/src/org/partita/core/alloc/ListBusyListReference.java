package org.partita.core.alloc;

import java.util.List;

/**
 * Busy-List's choice as first written (every candidate row's blocked intervals sorted, every candidate x swept, on
 * {@code Rect} objects), with its step count: the reference the array-based {@link BusyList} is checked against.
 */
final class ListBusyListReference {

    private final int w;
    private final int h;
    private final List<Rect> busy;
    long steps;

    ListBusyListReference(int w, int h, List<Rect> busy) {
        this.w = w;
        this.h = h;
        this.busy = busy;
    }

    Rect choose(int a, int b) {
        Rect best = null;
        int bestValue = -1;
        Rect[] rects = busy.toArray(new Rect[0]);
        int n = rects.length;
        Rect[] near = new Rect[n];
        long[] blocked = new long[n];
        for (int o = 0; o < (a == b ? 1 : 2); o++) {
            int cw = o == 0 ? a : b, ch = o == 0 ? b : a;
            if (cw > w || ch > h) {
                continue;
            }
            int[] xs = new int[4 * n + 2];
            int[] ys = new int[4 * n + 2];
            int nx = 0, ny = 0;
            xs[nx++] = 0;
            xs[nx++] = w - cw;
            ys[ny++] = 0;
            ys[ny++] = h - ch;
            for (Rect r : rects) {
                steps++;
                nx = addIn(xs, nx, r.x2() + 1, w - cw);
                nx = addIn(xs, nx, r.x1() - cw, w - cw);
                nx = addIn(xs, nx, r.x1(), w - cw);
                nx = addIn(xs, nx, r.x2() - cw + 1, w - cw);
                ny = addIn(ys, ny, r.y2() + 1, h - ch);
                ny = addIn(ys, ny, r.y1() - ch, h - ch);
                ny = addIn(ys, ny, r.y1(), h - ch);
                ny = addIn(ys, ny, r.y2() - ch + 1, h - ch);
            }
            nx = sortedDistinct(xs, nx);
            ny = sortedDistinct(ys, ny);
            for (int yi = 0; yi < ny; yi++) {
                int y = ys[yi], yTop = y + ch - 1;
                int nn = 0, nb = 0;
                for (Rect r : rects) {
                    steps++;
                    if (r.y1() <= yTop + 1 && r.y2() >= y - 1) {
                        near[nn++] = r;
                        if (r.y1() <= yTop && r.y2() >= y) {
                            blocked[nb++] = ((long) Math.max(0, r.x1() - cw + 1) << 32) | r.x2();
                        }
                    }
                }
                java.util.Arrays.sort(blocked, 0, nb);
                int bi = 0;
                int reach = -1;
                for (int xi = 0; xi < nx; xi++) {
                    int x = xs[xi];
                    while (bi < nb && (int) (blocked[bi] >>> 32) <= x) {
                        reach = Math.max(reach, (int) blocked[bi]);
                        bi++;
                    }
                    if (reach >= x) {
                        continue;
                    }
                    int v = boundaryValue(x, y, x + cw - 1, yTop, near, nn, w, h);
                    steps += nn;
                    if (v > bestValue || (v == bestValue && (y < best.y1() || (y == best.y1() && x < best.x1())))) {
                        bestValue = v;
                        best = Rect.of(x, y, cw, ch);
                    }
                }
            }
        }
        return best;
    }

    /** {@link #boundaryValue(Rect, Iterable, int, int)} of the free box x1..x2 × y1..y2 over {@code rs[0..n)}. */
    private static int boundaryValue(int x1, int y1, int x2, int y2, Rect[] rs, int n, int w, int h) {
        int v = (x1 == 0 ? y2 - y1 + 1 : 0) + (x2 == w - 1 ? y2 - y1 + 1 : 0) + (y1 == 0 ? x2 - x1 + 1 : 0)
                + (y2 == h - 1 ? x2 - x1 + 1 : 0);
        for (int i = 0; i < n; i++) {
            Rect r = rs[i];
            int oy = Math.min(r.y2(), y2) - Math.max(r.y1(), y1) + 1; // rows shared with the box
            if (oy > 0) {
                if (x1 > 0 && r.x1() <= x1 - 1 && r.x2() >= x1 - 1) {
                    v += oy;
                }
                if (x2 < w - 1 && r.x1() <= x2 + 1 && r.x2() >= x2 + 1) {
                    v += oy;
                }
            }
            int ox = Math.min(r.x2(), x2) - Math.max(r.x1(), x1) + 1; // columns shared with the box
            if (ox > 0) {
                if (y1 > 0 && r.y1() <= y1 - 1 && r.y2() >= y1 - 1) {
                    v += ox;
                }
                if (y2 < h - 1 && r.y1() <= y2 + 1 && r.y2() >= y2 + 1) {
                    v += ox;
                }
            }
        }
        return v;
    }

    private static int addIn(int[] s, int n, int v, int max) {
        if (v >= 0 && v <= max) {
            s[n++] = v;
        }
        return n;
    }

    private static int sortedDistinct(int[] s, int n) {
        java.util.Arrays.sort(s, 0, n);
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || s[m - 1] != s[i]) {
                s[m++] = s[i];
            }
        }
        return m;
    }
}

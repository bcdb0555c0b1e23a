package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Kim–Yoon's free submesh list: every dominant (maximal) free rectangle of a 2D mesh, sorted by Definition 1 —
 * non-increasing size, then "closer to the square submesh" first (smaller |l_x − l_y|), then lower y1, lower x1
 * (the last two keys are this project's deterministic tie-break, [UNSPEC] in the paper).
 *
 * <p>{@link #carve} is Fig. 6 Step 3: each member overlapping the allocated rectangle is deleted and its up-to-four
 * strips (left, right, below, above) are inserted if no member covers them; as the digest recommends, an inserted
 * strip also removes members it covers. Cost O(N_f²). Fig. 8's rebuild from the whole mesh is
 * {@link AllocatedSubmeshes#rebuild}, which calls {@link #carveUnsorted} once per allocated submesh.
 *
 * <p>Members are held in parallel coordinate arrays, in list order: the {@link #work} count depends on the
 * positions at which a containing member is found, so the order (not only the set) is part of the result.
 */
final class FreeSubmeshSet {

    static final Comparator<Rect> ORDER = Comparator.comparingInt((Rect r) -> -r.size())
            .thenComparingInt(r -> Math.abs(r.width() - r.height()))
            .thenComparingInt(Rect::y1).thenComparingInt(Rect::x1)
            .thenComparingInt(Rect::y2).thenComparingInt(Rect::x2);

    final int w;
    final int h;
    private int n;
    private int[] x1 = new int[16];
    private int[] y1 = new int[16];
    private int[] x2 = new int[16];
    private int[] y2 = new int[16];
    /** Members deleted by the running carve (scratch). */
    private int[] hit = new int[16];
    private int[] sortBuf = new int[16];
    private int[] sortTmp = new int[16];
    /** The members' order as long keys, or null on a mesh too large for them. */
    private final SortKeys keys;
    /** Deterministic work counter (list entries examined). */
    long work;

    FreeSubmeshSet(int w, int h) {
        this.w = w;
        this.h = h;
        this.keys = SortKeys.fits(w, h) ? new SortKeys(w, h) : null;
        setWhole();
    }

    int size() {
        return n;
    }

    boolean isEmpty() {
        return n == 0;
    }

    int x1(int i) {
        return x1[i];
    }

    int y1(int i) {
        return y1[i];
    }

    int x2(int i) {
        return x2[i];
    }

    int y2(int i) {
        return y2[i];
    }

    int width(int i) {
        return x2[i] - x1[i] + 1;
    }

    int height(int i) {
        return y2[i] - y1[i] + 1;
    }

    int area(int i) {
        return width(i) * height(i);
    }

    Rect get(int i) {
        return new Rect(x1[i], y1[i], x2[i], y2[i]);
    }

    /** The current list, in FSL order (a copy). */
    List<Rect> members() {
        List<Rect> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(get(i));
        }
        return Collections.unmodifiableList(out);
    }

    void clear() {
        n = 0;
    }

    void setWhole() {
        n = 0;
        append(0, 0, w - 1, h - 1);
    }

    void setOnly(Rect r) {
        n = 0;
        append(r.x1(), r.y1(), r.x2(), r.y2());
    }

    /** The members as x1, y1, x2, y2 quadruples in list order, into {@code to} (grown if needed); returns it. */
    int[] copyTo(int[] to) {
        int[] out = to == null || to.length < 4 * n ? new int[Math.max(16, 8 * n)] : to;
        for (int i = 0, j = 0; i < n; i++, j += 4) {
            out[j] = x1[i];
            out[j + 1] = y1[i];
            out[j + 2] = x2[i];
            out[j + 3] = y2[i];
        }
        return out;
    }

    /** Replaces the members by the first {@code count} quadruples of {@code from} ({@link #copyTo} form). */
    void copyFrom(int[] from, int count) {
        n = 0;
        for (int j = 0; j < 4 * count; j += 4) {
            append(from[j], from[j + 1], from[j + 2], from[j + 3]);
        }
    }

    private void append(int ax1, int ay1, int ax2, int ay2) {
        if (n == x1.length) {
            int c = 2 * n;
            x1 = Arrays.copyOf(x1, c);
            y1 = Arrays.copyOf(y1, c);
            x2 = Arrays.copyOf(x2, c);
            y2 = Arrays.copyOf(y2, c);
        }
        x1[n] = ax1;
        y1[n] = ay1;
        x2[n] = ax2;
        y2[n] = ay2;
        n++;
    }

    /**
     * Removes rectangle {@code b} from the free space (Fig. 6 Step 3). Members not overlapping b are kept; each
     * overlapping member is replaced by its strips around b, a strip being inserted unless a member already covers
     * it (and removing members it covers). Checking strips against the new list only, instead of also against
     * overlapping members not yet decomposed, gives the same final list: a strip inside such a member lies inside
     * one of that member's own strips, and the later, larger strip removes it on insertion.
     */
    void carve(Rect b) {
        carveUnsorted(b.x1(), b.y1(), b.x2(), b.y2());
        sort();
    }

    /** {@link #carve} without restoring the FSL order (the member set does not depend on the order). */
    void carveUnsorted(int bx1, int by1, int bx2, int by2) {
        int old = n;
        work += old;
        if (hit.length < 4 * old) {
            hit = new int[4 * old];
        }
        // kept members are compacted in place, in order; deleted ones go to hit[] as quadruples
        int k = 0, nh = 0;
        for (int i = 0; i < old; i++) {
            int fx1 = x1[i], fy1 = y1[i], fx2 = x2[i], fy2 = y2[i];
            if (fx1 <= bx2 && bx1 <= fx2 && fy1 <= by2 && by1 <= fy2) {
                hit[nh++] = fx1;
                hit[nh++] = fy1;
                hit[nh++] = fx2;
                hit[nh++] = fy2;
            } else {
                x1[k] = fx1;
                y1[k] = fy1;
                x2[k] = fx2;
                y2[k] = fy2;
                k++;
            }
        }
        n = k;
        for (int j = 0; j < nh; j += 4) {
            int fx1 = hit[j], fy1 = hit[j + 1], fx2 = hit[j + 2], fy2 = hit[j + 3];
            if (bx1 > fx1) {
                insert(fx1, fy1, bx1 - 1, fy2);
            }
            if (bx2 < fx2) {
                insert(bx2 + 1, fy1, fx2, fy2);
            }
            if (by1 > fy1) {
                insert(fx1, fy1, fx2, by1 - 1);
            }
            if (by2 < fy2) {
                insert(fx1, by2 + 1, fx2, fy2);
            }
        }
    }

    /**
     * Adds strip s unless a member contains it, then dropping the members it contains. The work count is that of
     * a containment scan stopping at the containing member, or of a full scan plus a removal pass.
     */
    private void insert(int sx1, int sy1, int sx2, int sy2) {
        for (int i = 0; i < n; i++) {
            // m contains s iff all four differences are >= 0, i.e. their OR has no sign bit
            if (((sx1 - x1[i]) | (sy1 - y1[i]) | (x2[i] - sx2) | (y2[i] - sy2)) >= 0) {
                work += i + 1;
                return;
            }
        }
        work += 2L * n;
        int k = 0;
        while (k < n && ((x1[k] - sx1) | (y1[k] - sy1) | (sx2 - x2[k]) | (sy2 - y2[k])) < 0) {
            k++; // members before the first one inside s stay where they are
        }
        for (int i = k; i < n; i++) {
            int mx1 = x1[i], my1 = y1[i], mx2 = x2[i], my2 = y2[i];
            if (((mx1 - sx1) | (my1 - sy1) | (sx2 - mx2) | (sy2 - my2)) < 0) { // s does not contain m: keep it
                x1[k] = mx1;
                y1[k] = my1;
                x2[k] = mx2;
                y2[k] = my2;
                k++;
            }
        }
        n = k;
        append(sx1, sy1, sx2, sy2);
    }

    /**
     * Restores the FSL order ({@link #ORDER}, a total order on distinct rectangles). When a member's sort key fits a
     * long ({@link SortKeys}, meshes up to 512 × 512), the members are sorted as keys; otherwise a stable merge sort
     * compares them.
     */
    void sort() {
        if (n < 2) {
            return;
        }
        if (keys != null) {
            long[] k = keys.sort(x1, y1, x2, y2, n);
            for (int i = 0; i < n; i++) {
                x1[i] = keys.x1(k[i]);
                y1[i] = keys.y1(k[i]);
                x2[i] = keys.x2(k[i]);
                y2[i] = keys.y2(k[i]);
            }
            return;
        }
        sortBuf = copyTo(sortBuf);
        if (sortTmp.length < sortBuf.length) {
            sortTmp = new int[sortBuf.length];
        }
        mergeSort(sortBuf, sortTmp, 0, n);
        copyFrom(sortBuf, n);
    }

    /** Sorts quadruples lo..hi-1 of {@code a} (indices count quadruples). */
    private static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) {
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        if (compare(a, mid - 1, a, mid) <= 0) {
            return; // already in order (the common case after a carve: survivors stay sorted)
        }
        System.arraycopy(a, 4 * lo, tmp, 4 * lo, 4 * (hi - lo));
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            int src = compare(tmp, i, tmp, j) <= 0 ? i++ : j++;
            System.arraycopy(tmp, 4 * src, a, 4 * k++, 4);
        }
        System.arraycopy(tmp, 4 * i, a, 4 * k, 4 * (mid - i));
        k += mid - i;
        System.arraycopy(tmp, 4 * j, a, 4 * k, 4 * (hi - j));
    }

    /** {@link #ORDER} on quadruple i of {@code a} and quadruple j of {@code b}. */
    private static int compare(int[] a, int i, int[] b, int j) {
        int p = 4 * i, q = 4 * j;
        int wa = a[p + 2] - a[p] + 1, ha = a[p + 3] - a[p + 1] + 1;
        int wb = b[q + 2] - b[q] + 1, hb = b[q + 3] - b[q + 1] + 1;
        int c = Integer.compare(wb * hb, wa * ha);
        if (c == 0) {
            c = Integer.compare(Math.abs(wa - ha), Math.abs(wb - hb));
        }
        if (c == 0) {
            c = Integer.compare(a[p + 1], b[q + 1]);
        }
        if (c == 0) {
            c = Integer.compare(a[p], b[q]);
        }
        if (c == 0) {
            c = Integer.compare(a[p + 3], b[q + 3]);
        }
        if (c == 0) {
            c = Integer.compare(a[p + 2], b[q + 2]);
        }
        return c;
    }
}

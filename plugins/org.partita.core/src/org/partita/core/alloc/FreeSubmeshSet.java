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
 * <p>Members are held in list order, one {@code long} each: the {@link #work} count depends on the positions at
 * which a containing member is found, so the order (not only the set) is part of the result. A member's long holds
 * x1, y1, C − x2 and C − y2 (C = {@value #C}) in four 16-bit fields whose top bits are 0, so "R contains S" — all of
 * S's four fields at least R's — is one subtraction: S's long with the top bits set, minus R's, keeps all four top
 * bits exactly then (no field borrows from the next).
 *
 * <p>Carves and sorts go through a {@link FreeListMemo} when the list and the submesh were seen before. After such
 * a lookup the list is held only as the memo's state number until something reads its members: {@link #load}
 * before reading them by index ({@link #x1(int)} and the like); {@link #size} needs no load.
 */
final class FreeSubmeshSet {

    static final Comparator<Rect> ORDER = Comparator.comparingInt((Rect r) -> -r.size())
            .thenComparingInt(r -> Math.abs(r.width() - r.height()))
            .thenComparingInt(Rect::y1).thenComparingInt(Rect::x1)
            .thenComparingInt(Rect::y2).thenComparingInt(Rect::x2);

    /** Largest coordinate a field holds. */
    static final int C = 0x7FFF;
    /** The top bit of each field. */
    private static final long TOPS = 0x8000_8000_8000_8000L;
    /** C in each field. */
    private static final long CS = 0x7FFF_7FFF_7FFF_7FFFL;

    final int w;
    final int h;
    private int n;
    private long[] m = new long[16];
    /** Members deleted by the running carve (scratch). */
    private long[] hit = new long[16];
    private int[] sortBuf = new int[16];
    private int[] sortTmp = new int[16];
    /** The members' order as long keys, or null on a mesh too large for them. */
    private final SortKeys keys;
    /** Deterministic work counter (list entries examined). */
    long work;

    /** Longs of members the memo of a new set may hold (4 MB). */
    static final int MEMO_BUDGET = 1 << 19;
    /** Results of earlier carves and sorts, or null when this set keeps none. */
    private final FreeListMemo memo;
    /** The memo's state number of the list, or -1 when not known. */
    private int state = -1;
    /** Whether {@link #m} holds the list (when not, {@link #state} is known). */
    private boolean loaded = true;

    FreeSubmeshSet(int w, int h) {
        this(w, h, MEMO_BUDGET);
    }

    /** {@code memoBudget}: longs of members the memo may hold; 0 keeps no memo. */
    FreeSubmeshSet(int w, int h, int memoBudget) {
        if (w > C + 1 || h > C + 1) {
            throw new IllegalArgumentException("the free submesh list takes meshes of sides up to " + (C + 1) + ", got "
                    + w + " x " + h);
        }
        this.w = w;
        this.h = h;
        this.keys = SortKeys.fits(w, h) ? new SortKeys(w, h) : null;
        this.memo = memoBudget > 0 ? new FreeListMemo(memoBudget) : null;
        setWhole();
    }

    int size() {
        return loaded ? n : memo.length(state);
    }

    boolean isEmpty() {
        return size() == 0;
    }

    /** Makes the members readable by index. */
    void load() {
        if (!loaded) {
            int len = memo.length(state);
            if (m.length < len) {
                m = new long[Math.max(16, 2 * len)];
            }
            memo.copy(state, m);
            n = len;
            loaded = true;
        }
    }

    /** The list is now the one in {@link #m}, whose state is not known. */
    private void changed() {
        loaded = true;
        state = -1;
    }

    /** The memo's number of the list (stored now if new), or -1 when there is no memo, or it is full or off. */
    int state() {
        if (memo == null || !memo.on()) {
            return -1;
        }
        if (state < 0) {
            state = memo.intern(m, n);
        }
        return state;
    }

    /** The memo's number of the list if already known, else -1 (stores nothing). */
    int knownState() {
        return state;
    }

    /** Sets the list to the memo's state {@code s} (a number {@link #state} gave since the last {@link #forgetStates}). */
    void become(int s) {
        state = s;
        loaded = false;
    }

    /** The memo, or null; its state numbers are those of {@link #state}. */
    FreeListMemo memo() {
        return memo;
    }

    /** Whether the memo should be emptied ({@link #forgetStates}) before the next operation. */
    boolean memoSpent() {
        return memo != null && memo.spent();
    }

    /** Empties the memo; every state number given so far is void. The list itself is kept. */
    void forgetStates() {
        load();
        state = -1;
        memo.clear();
    }

    int x1(int i) {
        return (int) (m[i] >>> 48);
    }

    int y1(int i) {
        return (int) (m[i] >>> 32) & 0xFFFF;
    }

    int x2(int i) {
        return C - ((int) (m[i] >>> 16) & 0xFFFF);
    }

    int y2(int i) {
        return C - ((int) m[i] & 0xFFFF);
    }

    int width(int i) {
        return x2(i) - x1(i) + 1;
    }

    int height(int i) {
        return y2(i) - y1(i) + 1;
    }

    private static long pack(int x1, int y1, int x2, int y2) {
        return (long) x1 << 48 | (long) y1 << 32 | (long) (C - x2) << 16 | (C - y2);
    }

    /** A rectangle as a member's long. */
    static long pack(Rect r) {
        return pack(r.x1(), r.y1(), r.x2(), r.y2());
    }

    /** The rectangle of a member's long. */
    static Rect unpack(long r) {
        return new Rect((int) (r >>> 48), (int) (r >>> 32) & 0xFFFF, C - ((int) (r >>> 16) & 0xFFFF),
                C - ((int) r & 0xFFFF));
    }

    /** Whether the member packed as {@code r} contains the one packed as {@code s}. */
    private static boolean contains(long r, long s) {
        return ((s | TOPS) - r & TOPS) == TOPS;
    }

    int area(int i) {
        return width(i) * height(i);
    }

    Rect get(int i) {
        return new Rect(x1(i), y1(i), x2(i), y2(i));
    }

    /** The current list, in FSL order (a copy). */
    List<Rect> members() {
        load();
        List<Rect> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(get(i));
        }
        return Collections.unmodifiableList(out);
    }

    void setWhole() {
        changed();
        n = 0;
        append(0, 0, w - 1, h - 1);
    }

    void setOnly(Rect r) {
        changed();
        n = 0;
        append(r.x1(), r.y1(), r.x2(), r.y2());
    }

    /** The members in list order, into {@code to} (grown if needed); returns it. */
    long[] snapshot(long[] to) {
        load();
        long[] out = to == null || to.length < n ? new long[Math.max(16, 2 * n)] : to;
        System.arraycopy(m, 0, out, 0, n);
        return out;
    }

    /** Replaces the members by the first {@code count} of a {@link #snapshot}. */
    void restore(long[] from, int count) {
        changed();
        if (m.length < count) {
            m = new long[Math.max(16, 2 * count)];
        }
        System.arraycopy(from, 0, m, 0, count);
        n = count;
    }

    /** The members as x1, y1, x2, y2 quadruples in list order, into {@code to} (grown if needed); returns it. */
    private int[] copyTo(int[] to) {
        int[] out = to == null || to.length < 4 * n ? new int[Math.max(16, 8 * n)] : to;
        for (int i = 0, j = 0; i < n; i++, j += 4) {
            out[j] = x1(i);
            out[j + 1] = y1(i);
            out[j + 2] = x2(i);
            out[j + 3] = y2(i);
        }
        return out;
    }

    /** Replaces the members by the first {@code count} quadruples of {@code from} ({@link #copyTo} form). */
    private void copyFrom(int[] from, int count) {
        n = 0;
        for (int j = 0; j < 4 * count; j += 4) {
            append(from[j], from[j + 1], from[j + 2], from[j + 3]);
        }
    }

    private void append(int ax1, int ay1, int ax2, int ay2) {
        append(pack(ax1, ay1, ax2, ay2));
    }

    private void append(long r) {
        if (n == m.length) {
            m = Arrays.copyOf(m, 2 * n);
        }
        m[n++] = r;
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
        int from = state();
        long op = pack(bx1, by1, bx2, by2);
        if (from >= 0) {
            int slot = memo.lookup(from, op);
            if (slot >= 0) {
                become((int) memo.a(slot));
                work += memo.b(slot);
                return;
            }
        }
        long w0 = work;
        carveRaw(bx1, by1, bx2, by2);
        if (from >= 0 && state() >= 0) {
            memo.put(from, op, state, work - w0);
        }
    }

    private void carveRaw(int bx1, int by1, int bx2, int by2) {
        load();
        changed();
        int old = n;
        work += old;
        if (hit.length < old) {
            hit = new long[old];
        }
        // a member overlaps b iff (C − x1, C − y1, x2, y2) >= (C − bx2, C − by2, bx1, by1) field by field
        long lows = (long) (C - bx2) << 48 | (long) (C - by2) << 32 | (long) bx1 << 16 | by1;
        // kept members are compacted in place, in order; deleted ones go to hit[]
        int k = 0, nh = 0;
        for (int i = 0; i < old; i++) {
            long r = m[i];
            if (((CS - r | TOPS) - lows & TOPS) == TOPS) {
                hit[nh++] = r;
            } else {
                m[k++] = r;
            }
        }
        n = k;
        for (int j = 0; j < nh; j++) {
            long r = hit[j];
            int fx1 = (int) (r >>> 48), fy1 = (int) (r >>> 32) & 0xFFFF;
            int fx2 = C - ((int) (r >>> 16) & 0xFFFF), fy2 = C - ((int) r & 0xFFFF);
            if (bx1 > fx1) {
                insert(pack(fx1, fy1, bx1 - 1, fy2));
            }
            if (bx2 < fx2) {
                insert(pack(bx2 + 1, fy1, fx2, fy2));
            }
            if (by1 > fy1) {
                insert(pack(fx1, fy1, fx2, by1 - 1));
            }
            if (by2 < fy2) {
                insert(pack(fx1, by2 + 1, fx2, fy2));
            }
        }
    }

    /**
     * Adds strip s unless a member contains it, then dropping the members it contains. The work count is that of
     * a containment scan stopping at the containing member, or of a full scan plus a removal pass.
     */
    private void insert(long s) {
        int k = -1; // the first member inside s: those before it stay where they are
        for (int i = 0; i < n; i++) {
            long r = m[i];
            if (contains(r, s)) {
                work += i + 1;
                return;
            }
            if (k < 0 && contains(s, r)) {
                k = i;
            }
        }
        work += 2L * n;
        if (k < 0) {
            append(s);
            return;
        }
        for (int i = k; i < n; i++) {
            long r = m[i];
            if (!contains(s, r)) {
                m[k++] = r;
            }
        }
        n = k;
        append(s);
    }

    /**
     * Restores the FSL order ({@link #ORDER}, a total order on distinct rectangles). When a member's sort key fits a
     * long ({@link SortKeys}, meshes up to 512 × 512), the members are sorted as keys; otherwise a stable merge sort
     * compares them.
     */
    void sort() {
        if (size() < 2) {
            return;
        }
        int from = state();
        if (from >= 0) {
            int slot = memo.lookup(from, FreeListMemo.SORT);
            if (slot >= 0) {
                become((int) memo.a(slot));
                return;
            }
        }
        sortRaw();
        if (from >= 0 && state() >= 0) {
            memo.put(from, FreeListMemo.SORT, state, 0);
        }
    }

    private void sortRaw() {
        load();
        changed();
        if (keys != null) {
            long[] k = keys.sort(this, n);
            for (int i = 0; i < n; i++) {
                m[i] = pack(keys.x1(k[i]), keys.y1(k[i]), keys.x2(k[i]), keys.y2(k[i]));
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

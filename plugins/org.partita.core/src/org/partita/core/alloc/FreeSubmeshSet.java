package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Kim–Yoon's free submesh list: every dominant (maximal) free rectangle of a 2D mesh, sorted by Definition 1 —
 * non-increasing size, then "closer to the square submesh" first (smaller |l_x − l_y|), then lower y1, lower x1
 * (the last two keys are this project's deterministic tie-break, [UNSPEC] in the paper).
 *
 * <p>{@link #carve} is Fig. 6 Step 3: each member overlapping the allocated rectangle is deleted and its up-to-four
 * strips (left, right, below, above) are inserted if no member covers them; as the digest recommends, an inserted
 * strip also removes members it covers. Cost O(N_f²). {@link #rebuild} is
 * Fig. 8 Step 2 (deallocation rebuilds from the whole mesh), O(N_a·N_f²).
 */
final class FreeSubmeshSet {

    static final Comparator<Rect> ORDER = Comparator.comparingInt((Rect r) -> -r.size())
            .thenComparingInt(r -> Math.abs(r.width() - r.height()))
            .thenComparingInt(Rect::y1).thenComparingInt(Rect::x1)
            .thenComparingInt(Rect::y2).thenComparingInt(Rect::x2);

    final int w;
    final int h;
    private List<Rect> list = new ArrayList<>();
    /** Deterministic work counter (list entries examined). */
    long work;

    FreeSubmeshSet(int w, int h) {
        this.w = w;
        this.h = h;
        list.add(new Rect(0, 0, w - 1, h - 1));
    }

    /** The current list, in FSL order (unmodifiable view). */
    List<Rect> members() {
        return java.util.Collections.unmodifiableList(list);
    }

    void clear() {
        list = new ArrayList<>();
    }

    void setWhole() {
        list = new ArrayList<>();
        list.add(new Rect(0, 0, w - 1, h - 1));
    }

    void setOnly(Rect r) {
        list = new ArrayList<>();
        list.add(r);
    }

    /**
     * Removes rectangle {@code b} from the free space (Fig. 6 Step 3). Members not overlapping b are kept; each
     * overlapping member is replaced by its strips around b, a strip being inserted unless a member already covers
     * it (and removing members it covers). Checking strips against the new list only, instead of also against
     * overlapping members not yet decomposed, gives the same final list: a strip inside such a member lies inside
     * one of that member's own strips, and the later, larger strip removes it on insertion.
     */
    void carve(Rect b) {
        carveUnsorted(b);
        list.sort(ORDER);
    }

    /** {@link #carve} without restoring the FSL order (the member set does not depend on the order). */
    private void carveUnsorted(Rect b) {
        List<Rect> old = list;
        list = new ArrayList<>(old.size() + 4);
        List<Rect> hit = new ArrayList<>();
        for (Rect f : old) {
            work++;
            if (f.overlaps(b)) {
                hit.add(f);
            } else {
                list.add(f);
            }
        }
        for (Rect f : hit) {
            if (b.x1() > f.x1()) {
                insert(new Rect(f.x1(), f.y1(), b.x1() - 1, f.y2()));
            }
            if (b.x2() < f.x2()) {
                insert(new Rect(b.x2() + 1, f.y1(), f.x2(), f.y2()));
            }
            if (b.y1() > f.y1()) {
                insert(new Rect(f.x1(), f.y1(), f.x2(), b.y1() - 1));
            }
            if (b.y2() < f.y2()) {
                insert(new Rect(f.x1(), b.y2() + 1, f.x2(), f.y2()));
            }
        }
    }

    /**
     * Adds strip {@code s} unless a member contains it, dropping the members it contains, in one pass: members are
     * pairwise non-dominating, so a member containing s and a member inside s cannot both exist, and nothing is
     * dropped before a containing member would have been found. (The work count stays that of a containment scan
     * plus a removal pass.)
     */
    private void insert(Rect s) {
        int n = list.size();
        int firstCovered = -1;
        for (int i = 0; i < n; i++) {
            Rect m = list.get(i);
            if (m.contains(s)) {
                work += i + 1;
                return;
            }
            if (firstCovered < 0 && s.contains(m)) {
                firstCovered = i;
            }
        }
        work += 2L * n;
        if (firstCovered >= 0) {
            int k = firstCovered;
            for (int i = firstCovered + 1; i < n; i++) {
                Rect m = list.get(i);
                if (!s.contains(m)) {
                    list.set(k++, m);
                }
            }
            list.subList(k, n).clear();
        }
        list.add(s);
    }

    /** Fig. 8 Step 2: the whole mesh minus every allocated rectangle. */
    void rebuild(Iterable<Rect> allocated) {
        setWhole();
        for (Rect a : allocated) {
            carveUnsorted(a);
        }
        list.sort(ORDER);
    }
}

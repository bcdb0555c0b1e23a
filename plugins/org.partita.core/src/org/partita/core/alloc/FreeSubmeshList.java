package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.partita.core.machine.Topology;

/**
 * Free Submesh List, FSL (Kim &amp; Yoon 1995, §III, Figs. 6 and 8): best fit with complete submesh recognition,
 * both orientations.
 *
 * <ol>
 * <li>Candidates: for every dominant free submesh S that holds a×b or b×a, the orientation with the larger reservation
 * factor against S (both on a tie), anchored at S's corners in the order &lt;x1,y1&gt;, &lt;x1,y2&gt;,
 * &lt;x2,y1&gt;, &lt;x2,y2&gt;; duplicates dropped. The scan stops at the first member smaller than a·b (the list is
 * sorted by size).</li>
 * <li>For each member S in list order, keep only the candidates with the largest rf against S; stop when one is
 * left; otherwise the largest rf against the whole mesh, then the first in generation order.</li>
 * <li>Carve the chosen submesh out of the list ({@link FreeSubmeshSet#carve}).</li>
 * </ol>
 * Deallocation rebuilds the list from the allocated submeshes (Fig. 8; the released one is removed from alloc_list
 * first — the pseudocode omits that step, Example 2 does it).
 *
 * <p>The reservation factor follows Definition 2 with the digest's sign correction of terms 2 and 4 (the printed
 * {@code x2 − x2'} and {@code y2 − y2'} contradict the paper's own values rf(S2,S1) = 20 and rf(S3,S2) = 15).
 * Complexity: allocation O(N_f²), deallocation O(N_a·N_f²); note that Theorem 1 (N_f &le; 4·N_a) is false, so no
 * structure is sized by it.
 */
public final class FreeSubmeshList extends FreeSubmeshAllocator {

    /** Definition 1 order of the free submesh list (with this project's final tie-breaks). */
    public static final java.util.Comparator<Rect> ORDER = FreeSubmeshSet.ORDER;

    public FreeSubmeshList(Topology topology) {
        super("free-submesh-list", topology);
    }

    /** Reservation factor rf(S, S') (Definition 2, corrected signs): the largest part of S' left outside S. */
    public static int rf(Rect s, Rect sp) {
        if (!s.overlaps(sp)) {
            return sp.size();
        }
        int lx = sp.width(), ly = sp.height();
        int v = 0;
        v = Math.max(v, (s.x1() - sp.x1()) * ly);
        v = Math.max(v, (sp.x2() - s.x2()) * ly);
        v = Math.max(v, lx * (s.y1() - sp.y1()));
        v = Math.max(v, lx * (sp.y2() - s.y2()));
        return v;
    }

    /** The current free submesh list, in FSL order. */
    public List<Rect> freeSubmeshes() {
        return free.members();
    }

    /** Step 1: candidate submeshes for (a, b) in generation order. */
    public List<Rect> candidates(int a, int b) {
        LinkedHashSet<Rect> out = new LinkedHashSet<>();
        for (Rect s : free.members()) {
            steps++;
            if (s.size() < a * b) {
                break;
            }
            int wS = s.width(), hS = s.height();
            List<int[]> ts = new ArrayList<>();
            if (s.fits(a, b)) {
                ts.add(new int[] {a, b});
            }
            if (a != b && s.fits(b, a)) {
                ts.add(new int[] {b, a});
            }
            if (ts.isEmpty()) {
                continue;
            }
            int best = -1;
            for (int[] t : ts) {
                best = Math.max(best, Math.max((wS - t[0]) * hS, wS * (hS - t[1])));
            }
            ts.sort((p, q) -> p[0] != q[0] ? Integer.compare(p[0], q[0]) : Integer.compare(p[1], q[1]));
            for (int[] t : ts) {
                if (Math.max((wS - t[0]) * hS, wS * (hS - t[1])) != best) {
                    continue;
                }
                int cw = t[0], ch = t[1];
                out.add(Rect.of(s.x1(), s.y1(), cw, ch));
                out.add(Rect.of(s.x1(), s.y2() - ch + 1, cw, ch));
                out.add(Rect.of(s.x2() - cw + 1, s.y1(), cw, ch));
                out.add(Rect.of(s.x2() - cw + 1, s.y2() - ch + 1, cw, ch));
            }
        }
        return new ArrayList<>(out);
    }

    @Override
    protected Rect choosePlacement(int a, int b) {
        return choose(a, b);
    }

    /** Steps 1–2: the submesh FSL would allocate for (a, b), or null; does not change any state. */
    public Rect choose(int a, int b) {
        List<Rect> cand = candidates(a, b);
        if (cand.isEmpty()) {
            return null;
        }
        for (Rect s : free.members()) {
            cand = keepMax(cand, s);
            if (cand.size() == 1) {
                return cand.get(0);
            }
        }
        return keepMax(cand, new Rect(0, 0, w - 1, h - 1)).get(0);
    }

    private List<Rect> keepMax(List<Rect> cand, Rect s) {
        int best = -1;
        for (Rect c : cand) {
            steps++;
            best = Math.max(best, rf(c, s));
        }
        List<Rect> out = new ArrayList<>();
        for (Rect c : cand) {
            if (rf(c, s) == best) {
                out.add(c);
            }
        }
        return out;
    }
}

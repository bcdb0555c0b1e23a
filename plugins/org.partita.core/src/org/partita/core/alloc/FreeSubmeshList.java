package org.partita.core.alloc;

import java.util.ArrayList;
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

    /** Step 1's candidates of the running allocation (scratch, reused). */
    private final CandidateSubmeshes cand = new CandidateSubmeshes();

    public FreeSubmeshList(Topology topology) {
        this(topology, FreeSubmeshSet.MEMO_BUDGET);
    }

    /** {@code memoBudget}: see {@link FreeSubmeshSet#FreeSubmeshSet(int, int, int)}. */
    FreeSubmeshList(Topology topology, int memoBudget) {
        super(AllocatorDescriptors.FREE_SUBMESH_LIST, topology, memoBudget);
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
        generate(a, b);
        List<Rect> out = new ArrayList<>(cand.size());
        for (int i = 0; i < cand.size(); i++) {
            out.add(cand.get(i));
        }
        return out;
    }

    /** Step 1 into {@link #cand}: one step per member examined, the first member smaller than a·b included. */
    private void generate(int a, int b) {
        free.load();
        cand.clear();
        for (int i = 0; i < free.size(); i++) {
            steps++;
            int wS = free.width(i), hS = free.height(i);
            if (wS * hS < a * b) {
                break;
            }
            boolean ab = a <= wS && b <= hS;
            boolean ba = a != b && b <= wS && a <= hS;
            if (!ab && !ba) {
                continue;
            }
            int rfAb = ab ? Math.max((wS - a) * hS, wS * (hS - b)) : -1;
            int rfBa = ba ? Math.max((wS - b) * hS, wS * (hS - a)) : -1;
            int best = Math.max(rfAb, rfBa);
            // orientations with the best rf, narrower first (both on a tie)
            boolean abFirst = a < b;
            if (abFirst ? rfAb == best : rfBa == best) {
                addCorners(i, abFirst ? a : b, abFirst ? b : a);
            }
            if (abFirst ? rfBa == best : rfAb == best) {
                addCorners(i, abFirst ? b : a, abFirst ? a : b);
            }
        }
    }

    /** A cw×ch candidate at each corner of member i, in the order <x1,y1>, <x1,y2>, <x2,y1>, <x2,y2>. */
    private void addCorners(int i, int cw, int ch) {
        int sx1 = free.x1(i), sy1 = free.y1(i), sx2 = free.x2(i), sy2 = free.y2(i);
        cand.add(sx1, sy1, sx1 + cw - 1, sy1 + ch - 1);
        cand.add(sx1, sy2 - ch + 1, sx1 + cw - 1, sy2);
        cand.add(sx2 - cw + 1, sy1, sx2, sy1 + ch - 1);
        cand.add(sx2 - cw + 1, sy2 - ch + 1, sx2, sy2);
    }

    /** {@link #choose}, looked up in the list's memo when this list was asked for a×b before. */
    @Override
    protected Rect choosePlacement(int a, int b) {
        int s = free.state();
        if (s < 0) {
            return choose(a, b);
        }
        FreeListMemo memo = free.memo();
        long op = FreeListMemo.choice(a, b);
        int slot = memo.lookup(s, op);
        if (slot >= 0) {
            steps += memo.b(slot);
            return memo.a(slot) < 0 ? null : FreeSubmeshSet.unpack(memo.a(slot));
        }
        long s0 = steps;
        Rect r = choose(a, b);
        memo.put(s, op, r == null ? -1 : FreeSubmeshSet.pack(r), steps - s0);
        return r;
    }

    /**
     * Steps 1–2: the submesh FSL would allocate for (a, b), or null; does not change any state. Step 2 counts one
     * step per candidate evaluated against each member.
     */
    public Rect choose(int a, int b) {
        generate(a, b);
        if (cand.size() == 0) {
            return null;
        }
        for (int i = 0; i < free.size(); i++) {
            steps += cand.keepLargestRf(free.x1(i), free.y1(i), free.x2(i), free.y2(i));
            if (cand.size() == 1) {
                return cand.get(0);
            }
        }
        steps += cand.keepLargestRf(0, 0, w - 1, h - 1);
        return cand.get(0);
    }
}

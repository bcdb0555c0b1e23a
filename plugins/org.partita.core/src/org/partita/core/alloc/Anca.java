package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.machine.Topology;

/**
 * ANCA-A, Adaptive Non-Contiguous Allocation (Chang ch. 5, Fig. 5.3 with the digest's corrections): the job J(m, n)
 * is first placed contiguously by first fit (ANCA-0 = FF, no rotation). If that fails, the subframe (w′, h′) is
 * halved — the larger current side, rounded up, width first on a tie (the digest's [I] rule; it lets ANCA-10 reach
 * 1×1 on 32×32) — at most A times, and ⌈m/w′⌉·⌈n/h′⌉ free w′×h′ subframes are co-allocated by an extended first fit:
 * <ul>
 * <li>Steps 2–3: the coverage array (valid bases of a free w′×h′ window) from {@link GridState#validBases};</li>
 * <li>Step 5: bases scanned bottom-up, left to right; a valid base becomes a candidate and marks its subframe and
 * left coverage, columns [i−w′+1, i+w′−1] × rows [j, j+h′−1], unavailable; the counters use the corrected tests
 * x_allocated &ge; m and y_allocated &ge; n (5(b), 5(d)), and 0 in C means a valid base (the figure, not the
 * §5.2.1 prose);</li>
 * <li>Step 6: failure when a = A or the subframe is already 1×1 (the corrected branch goes to Step 8).</li>
 * </ul>
 * Subframes map row-major onto the request; edge subframes are allocated only in the part the request needs (their
 * lower-left part), so no internal fragmentation. O(A·w·h + A·m·n).
 *
 * <p>A job split into subframes is non-contiguous and runs {@code noncontiguousFactor} times longer (1 in Chang's
 * optimistic scenario, 1.6 in the pessimistic one, 1.05 in the ch. 8 hybrid).
 */
public final class Anca extends GridAllocator {

    private final int maxSplits;
    private final double noncontiguousFactor;

    public Anca(Topology topology, int maxSplits, double noncontiguousFactor) {
        this(new GridState(topology), maxSplits, noncontiguousFactor);
        requireGrid2D(name(), topology, false);
    }

    Anca(GridState grid, int maxSplits, double noncontiguousFactor) {
        super(AllocatorDescriptors.ANCA, grid);
        if (maxSplits < 0) {
            throw new IllegalArgumentException("anca: a must be >= 0");
        }
        this.maxSplits = maxSplits;
        this.noncontiguousFactor = noncontiguousFactor;
    }

    /** The next subframe: the larger side halved (rounded up), width first on a tie; null at 1×1. */
    public static int[] halve(int wp, int hp) {
        if (wp == 1 && hp == 1) {
            return null;
        }
        return wp >= hp ? new int[] {(wp + 1) / 2, hp} : new int[] {wp, (hp + 1) / 2};
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = shape(r);
        if (s == null || s[2] != 1 || s[0] > grid.w || s[1] > grid.h || r.processors() > grid.freeCount()) {
            return null;
        }
        int m = s[0], n = s[1];
        int wp = m, hp = n;
        for (int a = 0;; a++) {
            if (wp <= grid.w && hp <= grid.h) {
                List<Integer> cands = subframes(m, n, wp, hp);
                if (cands != null) {
                    return commit(r, m, n, wp, hp, cands, a == 0);
                }
            }
            int[] next = halve(wp, hp);
            if (a == maxSplits || next == null) {
                return null;
            }
            wp = next[0];
            hp = next[1];
        }
    }

    /** Step 5: base ids of the subframes, or null if not enough are free. */
    private List<Integer> subframes(int m, int n, int wp, int hp) {
        boolean[] valid = grid.validBases(wp, hp, 1);
        List<Integer> out = new ArrayList<>();
        int xAllocated = 0, yAllocated = 0;
        for (int id = 0; id < valid.length; id++) {
            if (!valid[id]) {
                continue;
            }
            out.add(id);
            int i = grid.x(id), j = grid.y(id);
            for (int y = j; y < Math.min(grid.h, j + hp); y++) {
                for (int x = Math.max(0, i - wp + 1); x < Math.min(grid.w, i + wp); x++) {
                    valid[x + grid.w * y] = false;
                }
            }
            steps += (long) hp * (2L * wp - 1);
            xAllocated += wp;
            if (xAllocated >= m) {
                yAllocated += hp;
                xAllocated = 0;
            }
            if (yAllocated >= n) {
                return out;
            }
        }
        return null;
    }

    private Allocation commit(AllocationRequest r, int m, int n, int wp, int hp, List<Integer> cands,
            boolean contiguous) {
        int cols = (m + wp - 1) / wp;
        int[] nodes = new int[m * n];
        int k = 0;
        for (int idx = 0; idx < cands.size(); idx++) {
            int kx = idx % cols, ky = idx / cols;
            int pw = Math.min(wp, m - kx * wp), ph = Math.min(hp, n - ky * hp);
            int base = cands.get(idx);
            for (int v : grid.windowNodes(grid.x(base), grid.y(base), 0, pw, ph, 1)) {
                nodes[k++] = v;
            }
        }
        java.util.Arrays.sort(nodes);
        grid.occupy(nodes);
        return new Allocation(r.jobId(), nodes, contiguous, contiguous ? 1.0 : noncontiguousFactor);
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = shape(r);
        return fitsGrid(s) && s[2] == 1;
    }
}

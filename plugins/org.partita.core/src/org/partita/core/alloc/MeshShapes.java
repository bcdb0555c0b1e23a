package org.partita.core.alloc;

/**
 * Submesh shapes of requests on a grid.
 *
 * <p>A request that gives only a processor count (an SWF trace, for instance) gets the shape of least area (volume)
 * &ge; p that fits the grid, ties broken by the most nearly square (cubic) shape and then by the larger width. When p
 * has a fitting factorisation the shape is exact; otherwise the contiguous strategies allocate the whole rectangle
 * (internal fragmentation). This rule is this project's; the papers always draw side lengths.
 */
public final class MeshShapes {

    private MeshShapes() {
    }

    /**
     * The request's sides {a, b, c} (c = 1 on a 2D grid), or {@code null} if no shape of p nodes fits the grid at all.
     */
    static int[] shape(AllocationRequest r, int w, int h, int d) {
        int[] s = r.shape();
        if (s != null) {
            if (s.length < 2 || s.length > 3) {
                throw new IllegalArgumentException("job " + r.jobId() + ": a mesh request needs 2 or 3 side lengths");
            }
            for (int v : s) {
                if (v <= 0) {
                    throw new IllegalArgumentException("job " + r.jobId() + ": side lengths must be > 0");
                }
            }
            int c = s.length == 3 ? s[2] : 1;
            return new int[] {s[0], s[1], c};
        }
        return forProcessors(r.processors(), w, h, d);
    }

    /** The shape {a, b, c} of least volume &ge; p fitting w×h×d (see the class comment), or null. */
    public static int[] forProcessors(int p, int w, int h, int d) {
        if ((long) w * h * d < p) {
            return null;
        }
        int[] best = null;
        long bestVol = Long.MAX_VALUE;
        int bestSpread = Integer.MAX_VALUE;
        for (int a = 1; a <= w; a++) {
            int bFrom = d == 1 ? (p + a - 1) / a : 1;
            int bTo = d == 1 ? bFrom : h;
            for (int b = bFrom; b <= Math.min(bTo, h); b++) {
                long ab = (long) a * b;
                long c = (p + ab - 1) / ab;
                if (c > d) {
                    continue;
                }
                long vol = ab * c;
                int spread = Math.max(a, Math.max(b, (int) c)) - Math.min(a, Math.min(b, (int) c));
                if (vol < bestVol || (vol == bestVol && spread <= bestSpread)) {
                    best = new int[] {a, b, (int) c};
                    bestVol = vol;
                    bestSpread = spread;
                }
            }
        }
        return best;
    }
}

package org.partita.core.alloc;

import java.util.Map;
import java.util.TreeMap;

import org.partita.core.machine.Topology;

/**
 * Busy List (Sharma &amp; Pradhan; Kim–Yoon Table 1 row 6; Chang §2.1.1.1): best fit with complete recognition
 * (both orientations) that checks candidates against the list of allocated submeshes instead of a busy array.
 *
 * <p>Candidate bases are generated "on the boundary of allocated submeshes and the corners of the mesh": x from
 * {0, L_x−a} ∪ {x2+1, x1−a, x1, x2−a+1 of every busy submesh}, y likewise, all combinations inside the mesh; a
 * candidate is kept if it overlaps no busy submesh, and the one with the largest boundary value wins (ties: lower y,
 * then lower x, then a×b before b×a, i.e. first in row-major scan — [UNSPEC] in the paper, the digest's suggestion).
 * The exact candidate generator of the original source is not in the seeds. This set holds the first maximum in scan
 * order of every free position: along a row the boundary value is piecewise linear in x, and its lowest maximum on a
 * run of free positions lies at an end of the run (x2+1, x1−a, 0, L_x−a), beside a submesh (x2+1, x1−a) or where the
 * box becomes aligned with a submesh edge above or below it (x1, x2−a+1); the same holds for y. Without the aligned
 * coordinates a position beside one submesh and level with its bottom edge was missed unless another submesh
 * supplied its y. Cost at most O(N_a³) per orientation (see {@link #choose}) — independent of the mesh size, apart
 * from listing the allocated node ids.
 */
public final class BusyList extends AbstractAllocator implements NodeReservable {

    private final int w;
    private final int h;
    private final Map<Long, Rect> busy = new TreeMap<>();
    private int freeCount;
    private long changes;

    public BusyList(Topology topology) {
        super(AllocatorDescriptors.BUSY_LIST);
        GridAllocator.requireGrid2D(name(), topology, false);
        this.w = topology.dims()[0];
        this.h = topology.dims()[1];
        this.freeCount = w * h;
    }

    /**
     * Boundary value of {@code c}: the number of busy 4-neighbours of its nodes, a neighbour beyond the mesh boundary
     * counting as busy (a mesh corner node counts 2). Computed per side from the busy list.
     */
    public static int boundaryValue(Rect c, Iterable<Rect> busy, int w, int h) {
        int v = 0;
        v += c.x1() == 0 ? c.height() : strip(new Rect(c.x1() - 1, c.y1(), c.x1() - 1, c.y2()), busy);
        v += c.x2() == w - 1 ? c.height() : strip(new Rect(c.x2() + 1, c.y1(), c.x2() + 1, c.y2()), busy);
        v += c.y1() == 0 ? c.width() : strip(new Rect(c.x1(), c.y1() - 1, c.x2(), c.y1() - 1), busy);
        v += c.y2() == h - 1 ? c.width() : strip(new Rect(c.x1(), c.y2() + 1, c.x2(), c.y2() + 1), busy);
        return v;
    }

    private static int strip(Rect s, Iterable<Rect> busy) {
        int n = 0;
        for (Rect b : busy) {
            if (b.overlaps(s)) {
                n += (Math.min(b.x2(), s.x2()) - Math.max(b.x1(), s.x1()) + 1)
                        * (Math.min(b.y2(), s.y2()) - Math.max(b.y1(), s.y1()) + 1);
            }
        }
        return n;
    }

    /**
     * The submesh Busy-List would allocate for (a, b), or null; does not change any state.
     *
     * <p>Per orientation and candidate row y, the busy submeshes meeting the rows {@code y−1 .. y+ch} are collected
     * once: those meeting {@code y .. y+ch−1} block the x-intervals {@code [x1−cw+1, x2]}, which are swept together
     * with the ascending candidate xs (a candidate is free iff no blocked interval holds it; a run of blocked xs is
     * skipped by binary search); boundary values read only the collected submeshes. The busy submeshes are sorted
     * by x1 once per call, so the blocked intervals come out sorted. O(N_a² + F·N_a) per orientation for F free
     * candidates, instead of O(N_a³) for testing every candidate against the whole list; the choice is the same.
     * Steps: one per busy submesh per candidate row (and one each while generating the candidates), plus the
     * submeshes read for each free candidate's boundary value.
     */
    public Rect choose(int a, int b) {
        int n = busy.size();
        BusyArrays r = BusyArrays.sortedByX1(busy.values(), n);
        int[] near = new int[n];
        int[] blockStart = new int[n];
        int[] blockEnd = new int[n];
        int bestValue = -1, bestX = -1, bestY = -1, bestW = 0, bestH = 0;
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
            for (int i = 0; i < n; i++) {
                nx = addIn(xs, nx, r.x2[i] + 1, w - cw); // beside the submesh
                nx = addIn(xs, nx, r.x1[i] - cw, w - cw);
                nx = addIn(xs, nx, r.x1[i], w - cw); // above or below it, aligned with one of its edges
                nx = addIn(xs, nx, r.x2[i] - cw + 1, w - cw);
                ny = addIn(ys, ny, r.y2[i] + 1, h - ch);
                ny = addIn(ys, ny, r.y1[i] - ch, h - ch);
                ny = addIn(ys, ny, r.y1[i], h - ch);
                ny = addIn(ys, ny, r.y2[i] - ch + 1, h - ch);
            }
            steps += n;
            nx = sortedDistinct(xs, nx);
            ny = sortedDistinct(ys, ny);
            for (int yi = 0; yi < ny; yi++) {
                int y = ys[yi], yTop = y + ch - 1;
                int nn = 0, nb = 0;
                for (int i = 0; i < n; i++) {
                    int y1 = r.y1[i], y2 = r.y2[i];
                    if (y1 <= yTop + 1 && y2 >= y - 1) {
                        near[nn++] = i;
                        if (y1 <= yTop && y2 >= y) {
                            blockStart[nb] = Math.max(0, r.x1[i] - cw + 1); // ascending: sorted by x1
                            blockEnd[nb++] = r.x2[i];
                        }
                    }
                }
                steps += n;
                int bi = 0;
                int reach = -1;
                for (int xi = 0; xi < nx;) {
                    int x = xs[xi];
                    while (bi < nb && blockStart[bi] <= x) {
                        reach = Math.max(reach, blockEnd[bi]);
                        bi++;
                    }
                    if (reach >= x) {
                        xi = firstAbove(xs, xi + 1, nx, reach);
                        continue;
                    }
                    int v = boundaryValue(x, y, x + cw - 1, yTop, r, near, nn, w, h);
                    steps += nn;
                    if (v > bestValue || (v == bestValue && (y < bestY || (y == bestY && x < bestX)))) {
                        bestValue = v;
                        bestX = x;
                        bestY = y;
                        bestW = cw;
                        bestH = ch;
                    }
                    xi++;
                }
            }
        }
        return bestValue < 0 ? null : Rect.of(bestX, bestY, bestW, bestH);
    }

    /** The first index in {@code s[from..to)} (ascending) whose value exceeds {@code v}, or {@code to}. */
    private static int firstAbove(int[] s, int from, int to, int v) {
        int lo = from, hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (s[mid] <= v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The busy submeshes as coordinate arrays, sorted by x1 (the order of equal x1 does not matter). */
    private record BusyArrays(int[] x1, int[] y1, int[] x2, int[] y2) {

        static BusyArrays sortedByX1(Iterable<Rect> rects, int n) {
            long[] keyed = new long[n];
            Rect[] all = new Rect[n];
            int i = 0;
            for (Rect r : rects) {
                all[i] = r;
                keyed[i] = ((long) r.x1() << 32) | i;
                i++;
            }
            java.util.Arrays.sort(keyed);
            BusyArrays out = new BusyArrays(new int[n], new int[n], new int[n], new int[n]);
            for (int k = 0; k < n; k++) {
                Rect r = all[(int) keyed[k]];
                out.x1[k] = r.x1();
                out.y1[k] = r.y1();
                out.x2[k] = r.x2();
                out.y2[k] = r.y2();
            }
            return out;
        }
    }

    /** {@link #boundaryValue(Rect, Iterable, int, int)} of the free box x1..x2 × y1..y2 over the listed submeshes. */
    private static int boundaryValue(int x1, int y1, int x2, int y2, BusyArrays r, int[] near, int n, int w, int h) {
        int v = (x1 == 0 ? y2 - y1 + 1 : 0) + (x2 == w - 1 ? y2 - y1 + 1 : 0) + (y1 == 0 ? x2 - x1 + 1 : 0)
                + (y2 == h - 1 ? x2 - x1 + 1 : 0);
        for (int k = 0; k < n; k++) {
            int i = near[k];
            int rx1 = r.x1[i], ry1 = r.y1[i], rx2 = r.x2[i], ry2 = r.y2[i];
            int oy = Math.min(ry2, y2) - Math.max(ry1, y1) + 1; // rows shared with the box
            if (oy > 0) {
                if (x1 > 0 && rx1 <= x1 - 1 && rx2 >= x1 - 1) {
                    v += oy;
                }
                if (x2 < w - 1 && rx1 <= x2 + 1 && rx2 >= x2 + 1) {
                    v += oy;
                }
            }
            int ox = Math.min(rx2, x2) - Math.max(rx1, x1) + 1; // columns shared with the box
            if (ox > 0) {
                if (y1 > 0 && ry1 <= y1 - 1 && ry2 >= y1 - 1) {
                    v += ox;
                }
                if (y2 < h - 1 && ry1 <= y2 + 1 && ry2 >= y2 + 1) {
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

    private boolean isFree(Rect c) {
        for (Rect r : busy.values()) {
            steps++;
            if (r.overlaps(c)) {
                return false;
            }
        }
        return true;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        if (s == null || s[2] != 1) {
            return null;
        }
        Rect best = choose(s[0], s[1]);
        return best == null ? null : commit(r.jobId(), best);
    }

    private Allocation commit(long jobId, Rect c) {
        if (busy.containsKey(jobId)) {
            throw new IllegalStateException("job " + jobId + " is already allocated");
        }
        busy.put(jobId, c);
        changes++;
        freeCount -= c.size();
        return Allocation.ofWindow(jobId, c, w, 1.0);
    }

    @Override
    public Allocation occupy(AllocationRequest request, int[] nodes) {
        Rect r = Rect.ofNodes(nodes, w);
        if (r == null) {
            throw new IllegalArgumentException("busy-list: nodes of job " + request.jobId() + " do not form a submesh");
        }
        if (!isFree(r)) {
            throw new IllegalStateException("submesh " + r + " is not free");
        }
        return commit(request.jobId(), r);
    }

    @Override
    protected void free(Allocation a) {
        Rect r = busy.remove(a.jobId());
        if (r == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no submesh");
        }
        steps++;
        changes++;
        freeCount += r.size();
    }

    /** Allocations and releases so far: the busy list is unchanged while this is. */
    @Override
    protected long stateVersion() {
        return changes;
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        int[] s = MeshShapes.shape(r, w, h, 1);
        return s != null && s[2] == 1 && ((s[0] <= w && s[1] <= h) || (s[1] <= w && s[0] <= h));
    }
}

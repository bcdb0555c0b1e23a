package org.partita.core.alloc;

import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.partita.core.machine.Topology;

/**
 * Busy List (Sharma &amp; Pradhan; Kim–Yoon Table 1 row 6; Chang §2.1.1.1): best fit with complete recognition
 * (both orientations) that checks candidates against the list of allocated submeshes instead of a busy array.
 *
 * <p>Candidate bases are generated "on the boundary of allocated submeshes and the corners of the mesh": x from
 * {0, L_x−a} ∪ {x2+1, x1−a of every busy submesh}, y likewise, all combinations inside the mesh; a candidate is kept
 * if it overlaps no busy submesh, and the one with the largest boundary value wins (ties: lower y, then lower x, then a×b
 * before b×a, i.e. first in row-major scan — [UNSPEC] in the paper, the digest's suggestion). Every free a×b position slides left and then down through free positions
 * to one of these bases, so recognition is complete. The exact candidate generator of the original source is not in
 * the seeds; this set contains every position touching a busy submesh or the mesh boundary at a corner-aligned
 * offset, where the boundary value is maximal. Cost O(N_a³) per orientation — independent of the mesh size.
 */
public final class BusyList extends AbstractAllocator implements NodeReservable {

    private final int w;
    private final int h;
    private final Map<Long, Rect> busy = new TreeMap<>();
    private int freeCount;

    public BusyList(Topology topology) {
        super("busy-list");
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

    /** The submesh Busy-List would allocate for (a, b), or null; does not change any state. */
    public Rect choose(int a, int b) {
        Rect best = null;
        int bestValue = -1;
        int[][] orientations = a == b ? new int[][] {{a, b}} : new int[][] {{a, b}, {b, a}};
        for (int[] o : orientations) {
            int cw = o[0], ch = o[1];
            if (cw > w || ch > h) {
                continue;
            }
            TreeSet<Integer> xs = new TreeSet<>();
            TreeSet<Integer> ys = new TreeSet<>();
            xs.add(0);
            xs.add(w - cw);
            ys.add(0);
            ys.add(h - ch);
            for (Rect r : busy.values()) {
                steps++;
                addIn(xs, r.x2() + 1, w - cw);
                addIn(xs, r.x1() - cw, w - cw);
                addIn(ys, r.y2() + 1, h - ch);
                addIn(ys, r.y1() - ch, h - ch);
            }
            for (int y : ys) {
                for (int x : xs) {
                    Rect c = Rect.of(x, y, cw, ch);
                    if (!isFree(c)) {
                        continue;
                    }
                    int v = boundaryValue(c, busy.values(), w, h);
                    steps += busy.size();
                    if (v > bestValue || (v == bestValue && (c.y1() < best.y1()
                            || (c.y1() == best.y1() && c.x1() < best.x1())))) {
                        bestValue = v;
                        best = c;
                    }
                }
            }
        }
        return best;
    }

    private static void addIn(TreeSet<Integer> s, int v, int max) {
        if (v >= 0 && v <= max) {
            s.add(v);
        }
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
        freeCount -= c.size();
        return new Allocation(jobId, c.nodes(w), true, 1.0);
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
        freeCount += r.size();
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

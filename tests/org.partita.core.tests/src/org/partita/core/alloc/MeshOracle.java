package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.machine.Topology;

/**
 * Brute-force reference for the allocation tests: tracks live allocations in its own occupancy array and checks
 * every placement (nodes in range, ascending and distinct, no overlap, truthful contiguity flag), relocations and the
 * allocator's free count.
 */
final class MeshOracle {

    final Topology topology;
    final int size;
    final int[] owner;
    final Map<Long, Allocation> live = new TreeMap<>();

    MeshOracle(Topology topology) {
        this.topology = topology;
        this.size = topology.size();
        this.owner = new int[size];
        java.util.Arrays.fill(owner, -1);
    }

    /** Records and checks a fresh allocation. */
    void add(AllocationRequest r, Allocation a, boolean mustBeContiguous) {
        add(r, a, mustBeContiguous, false);
    }

    /** As {@link #add}; {@code reducing} strategies (RSR, limit-k) may give fewer nodes, with a run-time factor. */
    void add(AllocationRequest r, Allocation a, boolean mustBeContiguous, boolean reducing) {
        assertEquals(r.jobId(), a.jobId());
        check(a, mustBeContiguous);
        if (!reducing || a.runtimeFactor() == 1.0) {
            assertTrue(a.nodes().length >= r.processors(), "fewer nodes than requested for job " + r.jobId());
        }
        for (int n : a.nodes()) {
            assertEquals(-1, owner[n], "node " + n + " given to job " + r.jobId() + " is busy");
            owner[n] = (int) r.jobId();
        }
        live.put(r.jobId(), a);
    }

    void check(Allocation a, boolean mustBeContiguous) {
        int[] nodes = a.nodes();
        assertTrue(nodes.length > 0);
        for (int i = 0; i < nodes.length; i++) {
            assertTrue(nodes[i] >= 0 && nodes[i] < size, "node out of range: " + nodes[i]);
            if (i > 0) {
                assertTrue(nodes[i] > nodes[i - 1], "nodes not ascending/distinct");
            }
        }
        boolean box = isBox(nodes);
        if (a.contiguous()) {
            assertTrue(box, "allocation flagged contiguous is not a submesh: job " + a.jobId());
        }
        if (mustBeContiguous) {
            assertTrue(a.contiguous() && box, "contiguous strategy gave a non-contiguous allocation");
        }
        assertTrue(a.runtimeFactor() >= 1.0);
    }

    /** Whether the nodes form one box, allowing wrap-around on a torus; one subcube on a hypercube. */
    boolean isBox(int[] nodes) {
        if (topology.kind() == Topology.Kind.HYPERCUBE) {
            return Contiguity.isBox(nodes, topology);
        }
        if (!topology.isGrid()) {
            return false;
        }
        if (Contiguity.isBox(nodes, topology)) {
            return true;
        }
        if (topology.kind() != Topology.Kind.TORUS) {
            return false;
        }
        // torus: some cyclic shift makes it a box
        int[] d = topology.dims();
        int dz = d.length > 2 ? d[2] : 1;
        for (int sx = 0; sx < d[0]; sx++) {
            for (int sy = 0; sy < d[1]; sy++) {
                for (int sz = 0; sz < dz; sz++) {
                    int[] shifted = new int[nodes.length];
                    for (int i = 0; i < nodes.length; i++) {
                        int[] c = topology.coords(nodes[i]);
                        c[0] = (c[0] + sx) % d[0];
                        c[1] = (c[1] + sy) % d[1];
                        if (c.length > 2) {
                            c[2] = (c[2] + sz) % dz;
                        }
                        shifted[i] = topology.nodeId(c);
                    }
                    if (Contiguity.isBox(shifted, Topology.mesh(d))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    void remove(long jobId) {
        Allocation a = live.remove(jobId);
        for (int n : a.nodes()) {
            assertEquals((int) jobId, owner[n]);
            owner[n] = -1;
        }
    }

    void relocate(List<Relocation> rel, boolean mustBeContiguous) {
        for (Relocation r : rel) {
            Allocation old = live.get(r.jobId());
            if (old == null) {
                fail("relocation of a job that is not running: " + r.jobId());
            }
            assertTrue(r.delay() >= 0);
            remove(r.jobId());
            check(r.to(), mustBeContiguous);
            for (int n : r.to().nodes()) {
                assertEquals(-1, owner[n], "relocation onto busy node " + n);
                owner[n] = (int) r.jobId();
            }
            live.put(r.jobId(), r.to());
        }
    }

    int freeCount() {
        int f = 0;
        for (int o : owner) {
            if (o < 0) {
                f++;
            }
        }
        return f;
    }

    /** Brute force: whether some a×b window (no wrap) of the 2D mesh is entirely free. */
    boolean existsFree(int a, int b) {
        int w = topology.dims()[0], h = topology.dims()[1];
        for (int y = 0; y + b <= h; y++) {
            for (int x = 0; x + a <= w; x++) {
                if (windowFree(x, y, a, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    boolean windowFree(int x, int y, int a, int b) {
        int w = topology.dims()[0];
        for (int j = y; j < y + b; j++) {
            for (int i = x; i < x + a; i++) {
                if (owner[i + w * j] >= 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Brute force: every maximal free rectangle of the 2D mesh. */
    java.util.Set<Rect> maximalFreeRectangles() {
        int w = topology.dims()[0], h = topology.dims()[1];
        java.util.Set<Rect> all = new java.util.HashSet<>();
        for (int y1 = 0; y1 < h; y1++) {
            for (int x1 = 0; x1 < w; x1++) {
                for (int y2 = y1; y2 < h; y2++) {
                    for (int x2 = x1; x2 < w; x2++) {
                        if (windowFree(x1, y1, x2 - x1 + 1, y2 - y1 + 1)) {
                            all.add(new Rect(x1, y1, x2, y2));
                        }
                    }
                }
            }
        }
        java.util.Set<Rect> max = new java.util.HashSet<>();
        for (Rect r : all) {
            boolean dominated = false;
            for (Rect o : all) {
                if (!o.equals(r) && o.contains(r)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                max.add(r);
            }
        }
        return max;
    }
}

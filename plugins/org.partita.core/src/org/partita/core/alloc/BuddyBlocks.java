package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Buddy system of square (2D) or cubic (3D) blocks with power-of-two sides, as MBS initialises the mesh (Liu et al.,
 * quoted by Chang §2.1.1.2): "The system is divided into non-overlapped square submeshes with side-lengths equal to
 * powers of 2 upon initialization." Decomposition: the largest power of two s &le; the smallest side tiles the
 * corner region ⌊w/s⌋s × ⌊h/s⌋s (× ⌊d/s⌋s), and the remaining slabs are decomposed recursively; on a 2^k square it is
 * one root block. A block of order k splits into 4 (8) buddies of order k−1; buddies merge when all are free, never
 * across roots.
 *
 * <p>Free blocks of each order are kept in a sorted set of base ids, so the lowest block is taken first; get and put
 * are O(k log n).
 */
final class BuddyBlocks {

    private final int w;
    private final int h;
    private final int d;
    private final int dims;
    private final int children;
    private final int[] rootOf;
    private final List<int[]> roots = new ArrayList<>(); // {x, y, z, order}
    private final TreeSet<Integer>[] freeSets;
    final int maxOrder;
    private int freeCount;
    /** Deterministic work counter (blocks touched). */
    long work;

    @SuppressWarnings("unchecked")
    BuddyBlocks(int w, int h, int d) {
        this.w = w;
        this.h = h;
        this.d = d;
        this.dims = d > 1 ? 3 : 2;
        this.children = 1 << dims;
        this.rootOf = new int[w * h * d];
        decompose(0, 0, 0, w, h, d);
        int mo = 0;
        for (int[] r : roots) {
            mo = Math.max(mo, r[3]);
        }
        this.maxOrder = mo;
        this.freeSets = new TreeSet[mo + 1];
        for (int i = 0; i <= mo; i++) {
            freeSets[i] = new TreeSet<>();
        }
        for (int i = 0; i < roots.size(); i++) {
            int[] r = roots.get(i);
            int side = 1 << r[3];
            for (int z = r[2]; z < r[2] + (dims == 3 ? side : 1); z++) {
                for (int y = r[1]; y < r[1] + side; y++) {
                    for (int x = r[0]; x < r[0] + side; x++) {
                        rootOf[id(x, y, z)] = i;
                    }
                }
            }
            freeSets[r[3]].add(id(r[0], r[1], r[2]));
        }
        this.freeCount = w * h * d;
    }

    private void decompose(int x0, int y0, int z0, int sw, int sh, int sd) {
        if (sw <= 0 || sh <= 0 || sd <= 0) {
            return;
        }
        int min = dims == 3 ? Math.min(sw, Math.min(sh, sd)) : Math.min(sw, sh);
        int order = 31 - Integer.numberOfLeadingZeros(min);
        int s = 1 << order;
        int qx = sw / s * s, qy = sh / s * s, qz = dims == 3 ? sd / s * s : 1;
        for (int z = 0; z < (dims == 3 ? qz : 1); z += s) {
            for (int y = 0; y < qy; y += s) {
                for (int x = 0; x < qx; x += s) {
                    roots.add(new int[] {x0 + x, y0 + y, z0 + z, order});
                }
            }
        }
        // remaining slabs: x beyond qx; then y beyond qy (x within qx); then z beyond qz (x, y within the block)
        decompose(x0 + qx, y0, z0, sw - qx, sh, sd);
        decompose(x0, y0 + qy, z0, qx, sh - qy, sd);
        if (dims == 3) {
            decompose(x0, y0, z0 + qz, qx, qy, sd - qz);
        }
    }

    int id(int x, int y, int z) {
        return x + w * (y + h * z);
    }

    int freeCount() {
        return freeCount;
    }

    /** Number of nodes of a block of order k. */
    int blockSize(int order) {
        return 1 << (dims * order);
    }

    /** Whether the empty mesh has a block of order k. */
    boolean hasOrder(int order) {
        return order <= maxOrder;
    }

    /**
     * Takes the lowest free block of order k, splitting the lowest block of the smallest larger order if needed;
     * returns its base id, or -1 if no free block of order &ge; k exists.
     */
    int get(int order) {
        int j = order;
        while (j <= maxOrder && freeSets[j].isEmpty()) {
            j++;
            work++;
        }
        if (j > maxOrder) {
            return -1;
        }
        int base = freeSets[j].pollFirst();
        work++;
        while (j > order) {
            j--;
            int[] kids = children(base, j);
            for (int i = 1; i < kids.length; i++) {
                freeSets[j].add(kids[i]);
            }
            work += kids.length;
        }
        freeCount -= blockSize(order);
        return base;
    }

    /** Returns a block, merging it with its buddies while all of them are free. */
    void put(int base, int order) {
        int b = base, o = order;
        while (true) {
            int[] r = roots.get(rootOf[b]);
            if (o >= r[3]) {
                break;
            }
            int side = 1 << (o + 1);
            int px = r[0] + (x(b) - r[0]) / side * side;
            int py = r[1] + (y(b) - r[1]) / side * side;
            int pz = dims == 3 ? r[2] + (z(b) - r[2]) / side * side : 0;
            int parent = id(px, py, pz);
            int[] sibs = children(parent, o);
            boolean all = true;
            for (int s : sibs) {
                work++;
                if (s != b && !freeSets[o].contains(s)) {
                    all = false;
                    break;
                }
            }
            if (!all) {
                break;
            }
            for (int s : sibs) {
                if (s != b) {
                    freeSets[o].remove(s);
                }
            }
            b = parent;
            o++;
        }
        freeSets[o].add(b);
        freeCount += blockSize(order);
    }

    /** Base ids of the 4 (8) buddies of order k−1... here: children of order {@code childOrder} of the block at base. */
    private int[] children(int base, int childOrder) {
        int s = 1 << childOrder;
        int x = x(base), y = y(base), z = z(base);
        int[] out = new int[children];
        int i = 0;
        for (int dz = 0; dz < (dims == 3 ? 2 : 1); dz++) {
            for (int dy = 0; dy < 2; dy++) {
                for (int dx = 0; dx < 2; dx++) {
                    out[i++] = id(x + dx * s, y + dy * s, z + dz * s);
                }
            }
        }
        return out;
    }

    /** Node ids of the block at base with order k, ascending. */
    int[] nodes(int base, int order) {
        int s = 1 << order;
        int x0 = x(base), y0 = y(base), z0 = z(base);
        int[] out = new int[blockSize(order)];
        int i = 0;
        for (int z = z0; z < z0 + (dims == 3 ? s : 1); z++) {
            for (int y = y0; y < y0 + s; y++) {
                for (int x = x0; x < x0 + s; x++) {
                    out[i++] = id(x, y, z);
                }
            }
        }
        return out;
    }

    private int x(int id) {
        return id % w;
    }

    private int y(int id) {
        return (id / w) % h;
    }

    private int z(int id) {
        return id / (w * h);
    }

    int dims() {
        return dims;
    }
}

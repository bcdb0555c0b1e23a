package org.partita.core.alloc;

import java.util.Arrays;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.IntConsumer;

import org.partita.core.machine.Topology;

/**
 * Free/busy state of a 2D or 3D mesh or torus, shared by the bitmap-based strategies (first fit, best fit, frame
 * sliding, adaptive scan, fixed orientation, ANCA, the RSR and migration wrappers).
 *
 * <p>On a 2D mesh the free nodes are bits, one word per 64 nodes of a row ({@link RowBits}), and each row's longest
 * free run is kept: occupying or releasing an a×b window changes b rows by a few word operations each, whatever a
 * is, and a free run is read from the bits ({@link #run}). On a torus or a 3D mesh (and in the plain scan kept as
 * the reference) it keeps, besides the busy array B of Chang §5.2.1, for every node the length of the free run that
 * starts there and goes in +x direction (capped at the width, cyclic on a torus). A window of a×b(×c) nodes with
 * base (x, y, z) is free iff {@code run >= a} on each of its b·c rows, so
 * <ul>
 * <li>one window test costs O(b·c) instead of O(a·b·c);</li>
 * <li>all valid bases of a request are found in one O(w·h·d) sweep that counts, per column, consecutive rows with
 * {@code run >= a} (and per (x, y), consecutive layers) — the coverage array of Chang §5.2.1 computed without
 * re-scanning any candidate submesh;</li>
 * <li>occupying or releasing nodes re-computes only the touched rows, O(w) each.</li>
 * </ul>
 * Node ids follow {@link Topology}: {@code x + w * (y + h * z)}, so ascending id order is the bottom-up,
 * left-to-right scan order of first fit.
 */
final class GridState {

    final Topology topology;
    final int w;
    final int h;
    final int d;
    final boolean wrap;
    final int size;
    /** Per node (torus, 3D, the plain scan; null on a 2D mesh, whose state is {@link #freeBits}). */
    private final boolean[] busy;
    private final BitSet free;
    private final int[] run;
    /** Longest free run of each row: a row shorter than a holds no base of an a-wide window. */
    private final int[] rowMax;
    /** Scratch for {@link #recomputeRows}: which rows are listed, and the list (no allocation per job). */
    private final boolean[] rowMarked;
    private final int[] rowList;
    /** Scratch for {@link #sweepLayer}: per column, consecutive rows with a long enough free run. */
    private final int[] columnCounts;
    private long[] rowMasks;
    private int[] rowMaskAt;
    /** Scratch for {@link GridSweep}'s sweep of the bits: two masks per row. */
    private long[] sweepMasks;
    private int freeCount;
    /** Failed first-fit shapes and the releases since (2D meshes only; null otherwise). */
    private final FailedWindows failed;
    /** The free nodes as bits, row by row (2D meshes only; null otherwise). */
    private final RowBits freeBits;
    /** The windows {@link #take} handed out on a 2D mesh, by their placement's rectangle (identity), until released. */
    private final Map<Rect, int[]> taken = new IdentityHashMap<>();
    /** Deterministic work counter: cells and rows examined. */
    long work;
    /** Occupations and releases so far: an unchanged count means an unchanged free set. */
    private long changes;

    GridState(Topology topology) {
        this(topology, true);
    }

    /**
     * With {@code rememberFailures} false, first fit always sweeps the whole mesh (the plain scan, kept as the
     * reference the remembering search is tested against).
     */
    GridState(Topology topology, boolean rememberFailures) {
        if (!topology.isGrid()) {
            throw new IllegalArgumentException("a mesh or torus topology is required, got " + topology);
        }
        this.topology = topology;
        int[] dims = topology.dims();
        if (dims.length < 2) {
            throw new IllegalArgumentException("a mesh or torus needs 2 or 3 dimensions, got " + topology);
        }
        this.w = dims[0];
        this.h = dims[1];
        this.d = dims.length > 2 ? dims[2] : 1;
        this.wrap = topology.kind() == Topology.Kind.TORUS;
        this.size = w * h * d;
        this.failed = rememberFailures && d == 1 && !wrap ? new FailedWindows() : null;
        boolean planar = failed != null;
        this.freeBits = planar ? new RowBits(w, h) : null;
        this.busy = planar ? null : new boolean[size];
        this.free = planar ? null : new BitSet(size);
        this.run = planar ? null : new int[size];
        if (planar) {
            for (int y = 0; y < h; y++) {
                freeBits.set(y, 0, w, true);
            }
        } else {
            free.set(0, size);
        }
        this.freeCount = size;
        this.rowMax = new int[h * d];
        this.rowMarked = new boolean[h * d];
        this.rowList = new int[h * d];
        this.columnCounts = new int[w];
        for (int r = 0; r < h * d; r++) {
            recomputeRow(r);
        }
        work = 0;
    }

    int freeCount() {
        return freeCount;
    }

    boolean isFree(int x, int y, int z) {
        return freeBits != null ? freeBits.get(y, x) : !busy[id(x, y, z)];
    }

    /** Whether node {@code n} is free. */
    private boolean isFree(int n) {
        return freeBits != null ? freeBits.get(n / w, n % w) : !busy[n];
    }

    /** Marks node {@code n} busy or free (the caller re-computes its row). */
    private void mark(int n, boolean isFree) {
        if (freeBits != null) {
            freeBits.set(n / w, n % w, 1, isFree);
        } else {
            busy[n] = !isFree;
            free.set(n, isFree);
        }
    }

    int id(int x, int y, int z) {
        return x + w * (y + h * z);
    }

    int x(int id) {
        return id % w;
    }

    int y(int id) {
        return (id / w) % h;
    }

    int z(int id) {
        return id / (w * h);
    }

    /** Number of occupations and releases so far (the free set is unchanged while it is). */
    long changes() {
        return changes;
    }

    /** Lowest free node id at or after {@code from}, or -1. */
    int nextFree(int from) {
        return freeBits != null ? freeBits.nextSetId(from) : free.nextSetBit(from);
    }

    /**
     * Occupies the a×b×c window with base (x, y, z) and returns job {@code jobId}'s contiguous placement there. On a
     * 2D mesh the placement is its rectangle ({@link Allocation#ofWindow}), remembered by identity, so that
     * releasing it frees the window row by row and no list of its nodes is ever made.
     */
    Allocation take(long jobId, int x, int y, int z, int a, int b, int c, double runtimeFactor) {
        if (failed == null) {
            int[] nodes = windowNodes(x, y, z, a, b, c);
            occupy(nodes);
            return new Allocation(jobId, nodes, true, runtimeFactor);
        }
        int[] win = {x, y, a, b};
        occupyWindow(win);
        Rect r = Rect.of(x, y, a, b);
        taken.put(r, win);
        return Allocation.ofWindow(jobId, r, w, runtimeFactor);
    }

    /** Marks {@code nodes} busy; throws if one of them is busy already (an overlap would be a bug). */
    void occupy(int[] nodes) {
        int[] win = failed == null ? null : WindowRows.window(nodes, w);
        if (win != null) {
            occupyWindow(win);
            return;
        }
        changes++;
        for (int n : nodes) {
            if (!isFree(n)) {
                throw new IllegalStateException("node " + n + " is already busy");
            }
        }
        for (int n : nodes) {
            mark(n, false);
        }
        freeCount -= nodes.length;
        recomputeRows(nodes);
    }

    /** Occupies the window {x, y, a, b} of a 2D mesh row by row; throws if one of its nodes is busy. */
    private void occupyWindow(int[] win) {
        changes++;
        for (int j = 0; j < win[3]; j++) { // a row the same as the row below gives the same answer
            if ((j == 0 || !freeBits.sameAsBelow(win[1] + j)) && !freeBits.allSet(win[1] + j, win[0], win[2])) {
                throw new IllegalStateException("a node of window " + Arrays.toString(win) + " is already busy");
            }
        }
        setWindow(win, false);
        freeCount -= win[2] * win[3];
        work += (long) w * win[3]; // the rows a full re-compute reads
    }

    /** Frees the nodes of {@code a}; throws if one of them is free already. */
    void release(Allocation a) {
        int[] win = failed == null || a.window() == null ? null : taken.remove(a.window());
        if (win != null) { // handed out by take and not released since: still exactly that busy window
            releaseWindow(win);
            return;
        }
        release(a.nodes());
    }

    /** Marks {@code nodes} free; throws if one of them is free already. */
    void release(int[] nodes) {
        int[] win;
        for (int n : nodes) {
            if (isFree(n)) {
                throw new IllegalStateException("node " + n + " is not busy");
            }
        }
        win = failed == null ? null : WindowRows.window(nodes, w);
        if (win != null) {
            releaseWindow(win);
            return;
        }
        changes++;
        int minX = w, minY = h, maxX = -1, maxY = -1;
        for (int n : nodes) {
            mark(n, true);
            minX = Math.min(minX, n % w);
            maxX = Math.max(maxX, n % w);
            minY = Math.min(minY, n / w % h);
            maxY = Math.max(maxY, n / w % h);
        }
        freeCount += nodes.length;
        recomputeRows(nodes);
        if (failed != null && nodes.length > 0) {
            failed.released(minX, minY, maxX, maxY);
        }
    }

    /**
     * Sets the bits of window {x, y, a, b} and re-computes its rows' longest runs. A row with the same bits as the row
     * below it has the same longest run: a large window's rows are mostly such rows.
     */
    private void setWindow(int[] win, boolean isFree) {
        int y = win[1], b = win[3];
        freeBits.setRows(y, b, win[0], win[2], isFree);
        for (int j = 0; j < b; j++) {
            int row = y + j;
            if (j > 0 && freeBits.sameAsBelow(row)) {
                rowMax[row] = rowMax[row - 1];
            } else {
                rowMax[row] = freeBits.maxRun(row);
            }
        }
    }

    /** Frees the busy window {x, y, a, b} of a 2D mesh row by row. */
    private void releaseWindow(int[] win) {
        changes++;
        setWindow(win, true);
        freeCount += win[2] * win[3];
        work += (long) w * win[3]; // the rows a full re-compute reads
        failed.released(win[0], win[1], win[0] + win[2] - 1, win[1] + win[3] - 1);
    }

    /** Re-computes each row holding one of {@code nodes} once, in any order (rows are independent). */
    private void recomputeRows(int[] nodes) {
        int count = 0;
        for (int n : nodes) {
            int r = n / w;
            if (!rowMarked[r]) {
                rowMarked[r] = true;
                rowList[count++] = r;
            }
        }
        for (int i = 0; i < count; i++) {
            recomputeRow(rowList[i]);
            rowMarked[rowList[i]] = false;
        }
    }

    private void recomputeRow(int r) {
        int base = r * w;
        if (freeBits != null) {
            rowMax[r] = freeBits.maxRun(r);
            work += w;
        } else if (!wrap) {
            int len = 0, max = 0;
            for (int x = w - 1; x >= 0; x--) {
                len = busy[base + x] ? 0 : len + 1;
                run[base + x] = len;
                max = Math.max(max, len);
            }
            rowMax[r] = max;
            work += w;
        } else {
            int len = 0;
            for (int k = 2 * w - 1; k >= 0; k--) {
                int x = k < w ? k : k - w;
                len = busy[base + x] ? 0 : Math.min(len + 1, w);
                if (k < w) {
                    run[base + x] = len;
                }
            }
            work += 2L * w;
        }
    }

    /** Whether the a×b×c window with base (x, y, z) lies in the grid (always, on a torus, if the sides fit). */
    boolean inRange(int x, int y, int z, int a, int b, int c) {
        if (a > w || b > h || c > d || x < 0 || y < 0 || z < 0 || x >= w || y >= h || z >= d) {
            return false;
        }
        return wrap || (x + a <= w && y + b <= h && z + c <= d);
    }

    /** Whether every node of the a×b×c window with base (x, y, z) is free; O(b·c). */
    boolean windowFree(int x, int y, int z, int a, int b, int c) {
        if (!inRange(x, y, z, a, b, c)) {
            return false;
        }
        if (freeBits != null) {
            for (int j = 0; j < b; j++) {
                work++;
                if (!freeBits.allSet(y + j, x, a)) {
                    return false;
                }
            }
            return true;
        }
        for (int k = 0; k < c; k++) {
            int zz = (z + k) % d;
            for (int j = 0; j < b; j++) {
                int yy = (y + j) % h;
                work++;
                if (run[id(x, yy, zz)] < a) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Node ids of the a×b×c window with base (x, y, z), ascending. */
    int[] windowNodes(int x, int y, int z, int a, int b, int c) {
        int[] out = new int[a * b * c];
        int i = 0;
        if (!wrap) {
            // rows of consecutive ids: no wrap-around to compute per node
            for (int k = 0; k < c; k++) {
                for (int j = 0; j < b; j++) {
                    int rowStart = id(x, y + j, z + k);
                    for (int l = 0; l < a; l++) {
                        out[i++] = rowStart + l;
                    }
                }
            }
            return out;
        }
        for (int k = 0; k < c; k++) {
            int zz = (z + k) % d;
            for (int j = 0; j < b; j++) {
                int yy = (y + j) % h;
                for (int l = 0; l < a; l++) {
                    out[i++] = id((x + l) % w, yy, zz);
                }
            }
        }
        Arrays.sort(out); // a window wrapping around is not in ascending order
        return out;
    }

    /**
     * First fit: the lowest base id (bottom-up by layer and row, left to right) whose a×b×c window is free, or -1.
     * O(w·h·d) time, O(w·h) scratch space; stops at the first base found. On a 2D mesh a shape known to have no
     * free window is looked for only near the nodes released since ({@link PlanarFirstFit}); the work counted is
     * the full scan's either way.
     */
    int firstFit(int a, int b, int c) {
        if (failed == null) {
            return GridSweep.sweep(this, a, b, c, base -> true);
        }
        if (a > w || b > h || c > 1) {
            return -1;
        }
        int base = PlanarFirstFit.find(this, failed, a, b);
        work += PlanarFirstFit.basesExamined(w, h, a, b, base);
        if (base < 0) {
            failed.failed(a, b);
        }
        return base;
    }

    /** Free run length in +x direction from node {@code id} (see the class comment). */
    int run(int id) {
        return freeBits != null ? freeBits.runFrom(id / w, id % w) : run[id];
    }

    /** Per-column scratch of length w for a sweep (shared, so no allocation per request). */
    int[] columnScratch() {
        return columnCounts;
    }

    /** Scratch for a 2D mesh's sweep: a row of {@link RowBits} words per row, and one more (made at first use). */
    long[] rowMaskScratch() {
        if (rowMasks == null) {
            rowMasks = new long[(h + 1) * freeBits.words];
        }
        return rowMasks;
    }

    /** Scratch for the valid-base sweep of a 2D mesh's bits: 2·h rows of {@link RowBits} words (made at first use). */
    long[] sweepScratch() {
        if (sweepMasks == null) {
            sweepMasks = new long[2 * h * freeBits.words];
        }
        return sweepMasks;
    }

    /** Scratch for a 2D mesh's sweep: per row, where its mask is in {@link #rowMaskScratch}. */
    int[] rowMaskAt() {
        if (rowMaskAt == null) {
            rowMaskAt = new int[h];
        }
        return rowMaskAt;
    }

    /** The free nodes as bits per row (2D meshes; null on a torus or in 3D). */
    RowBits freeBits() {
        return freeBits;
    }

    /** Longest free run of row {@code row} (2D meshes; rows of a torus are not kept). */
    int rowMax(int row) {
        return rowMax[row];
    }

    /**
     * All valid bases of a free a×b×c window ({@code result[id]}), the complement of Chang's coverage set plus
     * reject set. O(w·h·d).
     */
    boolean[] validBases(int a, int b, int c) {
        boolean[] out = new boolean[size];
        forEachValidBase(a, b, c, base -> out[base] = true);
        return out;
    }

    /** Visits the valid bases of free a×b×c windows in ascending id order, counting the work of a full sweep. */
    void forEachValidBase(int a, int b, int c, IntConsumer visit) {
        GridSweep.sweep(this, a, b, c, base -> {
            visit.accept(base);
            return false;
        });
    }
}

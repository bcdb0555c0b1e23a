package org.partita.core.alloc;

import java.util.Arrays;

/**
 * Best fit's sweep of a 2D mesh done on 64 bases at a time ({@link RowBits}): a row's bases with a free run of at
 * least a come from its free runs ({@link RowBits#runsAtLeast}), the valid bases of an a×b window are b such rows
 * ANDed (per group of equal rows, see {@link #find}), and a base's busy neighbours
 * (left, right, below, above; outside the mesh counts as busy) are the negated free bits of the row shifted by one,
 * and of the rows below and above. The answer is the sweep's: the first valid base in scan order with the most busy
 * neighbours, and the number of valid bases (the steps the sweep counts, one per valid base).
 */
final class MeshBestFit {

    private final int w;
    private final int h;
    private final int words;
    /** Per group of equal rows: its first row (and a sentinel), and its bases with a free run of a. */
    private final int[] start;
    private final long[] runs;
    /** The two stacks of {@link #find}: suffix ANDs per group, and one AND. */
    private final long[] suffix;
    private final long[] back;
    /** The valid bases of the current segment's rows. */
    private final long[] valid;
    /** Valid bases found by the last {@link #find}. */
    long validBases;

    MeshBestFit(int w, int h) {
        this.w = w;
        this.h = h;
        this.words = (w + 63) >>> 6;
        this.start = new int[h + 1];
        this.runs = new long[words * h];
        this.suffix = new long[words * h];
        this.back = new long[words];
        this.valid = new long[words];
    }

    /**
     * The best base of an a×b window, given that no valid base lies in a row below {@code fromRow} (first fit's row)
     * and that there is one; sets {@link #validBases}.
     *
     * <p>Rows from {@code fromRow} up fall into groups of consecutive rows with the same free nodes
     * ({@link RowBits#sameAsBelow}); a group's rows have the same bases with a free run of a (made once per group).
     * The valid bases of base row y are those of the groups its window's rows y..y+b−1 meet, ANDed; as y rises that
     * window of groups only moves up, so its AND is kept by two stacks (each group's bases pushed, moved and popped
     * once). Base rows with the same groups form a segment of equal valid bases. Within it, the rows inside a group
     * (not its first or last row) also have the same neighbours, so after the first of them none can beat it (ties
     * go to the lower base): only a segment's first row and each group's first, second and last row are scored.
     */
    int find(GridState g, int a, int b, int fromRow) {
        RowBits f = g.freeBits();
        int groups = 0;
        for (int y = fromRow; y < h; y++) {
            if (y == fromRow || !f.sameAsBelow(y)) {
                start[groups] = y;
                int off = groups * words;
                if (g.rowMax(y) < a) {
                    Arrays.fill(runs, off, off + words, 0L);
                } else {
                    f.runsAtLeast(y, a, 0, w - a, runs, off);
                }
                groups++;
            }
        }
        start[groups] = h; // a sentinel: the group after the last
        int last = h - b; // the highest base row
        long count = 0;
        int best = -1, bestScore = -1;
        int k1 = 0, k2 = 0; // groups of the window's bottom and top rows
        while (start[k2 + 1] <= fromRow + b - 1) {
            k2++;
        }
        int front = -1; // the two stacks: suffix ANDs of groups k1..front; the AND of groups front+1..k2 in back
        Arrays.fill(back, -1L);
        for (int k = 0; k <= k2; k++) {
            and(back, 0, runs, k * words);
        }
        long bases = 0; // valid bases per row in the current segment
        for (int y = fromRow; y <= last; y++) {
            boolean segment = y == fromRow;
            if (y == start[k1 + 1]) {
                k1++;
                segment = true;
            }
            while (start[k2 + 1] <= y + b - 1) {
                k2++;
                segment = true;
                and(back, 0, runs, k2 * words);
            }
            if (segment) {
                if (k1 > front) { // the front stack is empty: move the window's groups to it
                    front = k2;
                    System.arraycopy(runs, k2 * words, suffix, k2 * words, words);
                    for (int k = k2 - 1; k >= k1; k--) {
                        for (int i = 0; i < words; i++) {
                            suffix[k * words + i] = runs[k * words + i] & suffix[(k + 1) * words + i];
                        }
                    }
                    Arrays.fill(back, -1L);
                }
                bases = 0;
                for (int i = 0; i < words; i++) {
                    valid[i] = suffix[k1 * words + i] & back[i];
                    bases += Long.bitCount(valid[i]);
                }
            }
            count += bases;
            boolean groupEdge = y == start[k1] || y == start[k1] + 1 || y == start[k1 + 1] - 1;
            if (bases == 0 || bestScore == 4 || !(segment || groupEdge)) {
                continue;
            }
            int score = bestOfRow(f.bits, y, bestScore);
            if (score > bestScore) {
                bestScore = score;
                best = y * w + bestX;
            }
        }
        validBases = count;
        return best;
    }

    /** {@code acc &= src}, a row of words each. */
    private void and(long[] acc, int accOff, long[] src, int srcOff) {
        for (int i = 0; i < words; i++) {
            acc[accOff + i] &= src[srcOff + i];
        }
    }

    /** Column of the best base {@link #bestOfRow} found. */
    private int bestX;

    /**
     * The most busy neighbours among row y's valid bases ({@link #valid}, one row), if more than {@code beat}, with
     * its first base in {@link #bestX}; else {@code beat}.
     */
    private int bestOfRow(long[] f, int y, int beat) {
        int off = y * words;
        int bestScore = beat;
        for (int i = 0; i < words; i++) {
            long v = valid[i];
            if (v == 0) {
                continue;
            }
            long left = ~RowBits.upOne(f, off, i);
            long right = ~RowBits.down(f, off, words, i, 1) | (i == words - 1 ? lastBit() : 0L);
            long below = y == 0 ? -1L : ~f[off - words + i];
            long above = y == h - 1 ? -1L : ~f[off + words + i];
            for (int k = 4; k > bestScore; k--) {
                long m = v & atLeast(k, left, right, below, above);
                if (m != 0) {
                    bestScore = k;
                    bestX = i * 64 + Long.numberOfTrailingZeros(m);
                    break;
                }
            }
        }
        return bestScore;
    }

    /** Bit w − 1 of the last word: its right neighbour is outside the mesh. */
    private long lastBit() {
        return 1L << ((w - 1) & 63);
    }

    /** Positions where at least k of the four flags are set. */
    private static long atLeast(int k, long l, long r, long d, long u) {
        switch (k) {
            case 4:
                return l & r & d & u;
            case 3:
                return (l & r & (d | u)) | (d & u & (l | r));
            case 2:
                return (l & r) | (d & u) | ((l | r) & (d | u));
            case 1:
                return l | r | d | u;
            default:
                return -1L;
        }
    }
}

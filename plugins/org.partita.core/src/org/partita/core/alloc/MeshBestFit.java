package org.partita.core.alloc;

import java.util.Arrays;

/**
 * Best fit's sweep of a 2D mesh done on 64 bases at a time ({@link RowBits}): a row's bases with a free run of at
 * least a come from its free runs ({@link RowBits#runsAtLeast}), the valid bases of an a×b window are b such rows
 * ANDed (three word operations per word whatever b is), and a base's busy neighbours
 * (left, right, below, above; outside the mesh counts as busy) are the negated free bits of the row shifted by one,
 * and of the rows below and above. The answer is the sweep's: the first valid base in scan order with the most busy
 * neighbours, and the number of valid bases (the steps the sweep counts, one per valid base).
 */
final class MeshBestFit {

    private final int w;
    private final int h;
    private final int words;
    /** Per row from the first candidate row up: bases with a free run of a, then valid bases of the window. */
    private final long[] valid;
    /** Scratch of {@link #andRowsAbove}: per row, the AND from its block's first row to it. */
    private final long[] prefix;
    /** Valid bases found by the last {@link #find}. */
    long validBases;

    MeshBestFit(int w, int h) {
        this.w = w;
        this.h = h;
        this.words = (w + 63) >>> 6;
        this.valid = new long[words * h];
        this.prefix = new long[words * h];
    }

    /**
     * The best base of an a×b window, given that no valid base lies in a row below {@code fromRow} (first fit's row)
     * and that there is one; sets {@link #validBases}.
     */
    int find(GridState g, int a, int b, int fromRow) {
        RowBits f = g.freeBits();
        for (int y = fromRow; y < h; y++) {
            int off = y * words;
            if (g.rowMax(y) < a) {
                Arrays.fill(valid, off, off + words, 0L);
            } else if (y > fromRow && f.sameAsBelow(y)) { // rows of the same windows: common on a large mesh
                System.arraycopy(valid, off - words, valid, off, words);
            } else {
                f.runsAtLeast(y, a, 0, w - a, valid, off);
            }
        }
        int last = h - b; // the highest base row
        andRowsAbove(fromRow, b);
        return bestOf(f.bits, fromRow, last);
    }

    /**
     * Each row y from {@code from} up to h − b ANDed with the b − 1 rows above it, in three passes whatever b is
     * (van Herk, Gil and Werman): in blocks of b rows from {@code from}, the AND from each row to its block's end and
     * from its block's start to it; row y's b rows are the first from y, and the second at y + b − 1.
     */
    private void andRowsAbove(int from, int b) {
        if (b == 1) {
            return;
        }
        for (int start = from; start < h; start += b) {
            int end = Math.min(start + b, h) - 1;
            System.arraycopy(valid, start * words, prefix, start * words, words);
            for (int y = start + 1; y <= end; y++) {
                int off = y * words;
                for (int i = 0; i < words; i++) {
                    prefix[off + i] = prefix[off - words + i] & valid[off + i];
                }
            }
            for (int y = end - 1; y >= start; y--) {
                int off = y * words;
                for (int i = 0; i < words; i++) {
                    valid[off + i] &= valid[off + words + i];
                }
            }
        }
        for (int y = from; y + b - 1 < h; y++) {
            if ((y - from) % b == 0) {
                continue; // a block's start: its block is its window
            }
            int off = y * words, up = (y + b - 1) * words;
            for (int i = 0; i < words; i++) {
                valid[off + i] &= prefix[up + i];
            }
        }
    }

    /** The first valid base in rows {@code from..to} with the most busy neighbours; counts the valid bases. */
    private int bestOf(long[] f, int from, int to) {
        long count = 0;
        int best = -1, bestScore = -1;
        for (int y = from; y <= to; y++) {
            int off = y * words;
            for (int i = 0; i < words; i++) {
                long v = valid[off + i];
                if (v == 0) {
                    continue;
                }
                count += Long.bitCount(v);
                if (bestScore == 4) {
                    continue; // nothing scores higher: only the count is still wanted
                }
                long left = ~RowBits.upOne(f, off, i);
                long right = ~RowBits.down(f, off, words, i, 1) | (i == words - 1 ? lastBit() : 0L);
                long below = y == 0 ? -1L : ~f[off - words + i];
                long above = y == h - 1 ? -1L : ~f[off + words + i];
                for (int k = 4; k > bestScore; k--) {
                    long m = v & atLeast(k, left, right, below, above);
                    if (m != 0) {
                        bestScore = k;
                        best = y * w + i * 64 + Long.numberOfTrailingZeros(m);
                        break;
                    }
                }
            }
        }
        validBases = count;
        return best;
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

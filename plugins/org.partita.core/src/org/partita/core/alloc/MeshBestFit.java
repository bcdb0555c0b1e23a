package org.partita.core.alloc;

import java.util.Arrays;

/**
 * Best fit's sweep of a 2D mesh done on 64 bases at a time ({@link RowBits}): a row's bases with a free run of at
 * least a are its free bits ANDed with themselves shifted by 1, 2, 4, … (a doubling, O(log a) word operations per
 * word), the valid bases of an a×b window are b such rows ANDed the same way along y, and a base's busy neighbours
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
    /** Valid bases found by the last {@link #find}. */
    long validBases;

    MeshBestFit(int w, int h) {
        this.w = w;
        this.h = h;
        this.words = (w + 63) >>> 6;
        this.valid = new long[words * h];
    }

    /**
     * The best base of an a×b window, given that no valid base lies in a row below {@code fromRow} (first fit's row)
     * and that there is one; sets {@link #validBases}.
     */
    int find(GridState g, int a, int b, int fromRow) {
        long[] f = g.freeBits().bits;
        for (int y = fromRow; y < h; y++) {
            int off = y * words;
            if (g.rowMax(y) < a) {
                Arrays.fill(valid, off, off + words, 0L);
                continue;
            }
            System.arraycopy(f, off, valid, off, words);
            int len = 1;
            for (; 2 * len <= a; len *= 2) {
                andShifted(off, len);
            }
            if (a > len) {
                andShifted(off, a - len);
            }
        }
        int last = h - b; // the highest base row
        int len = 1;
        for (; 2 * len <= b; len *= 2) {
            andRows(fromRow, last + b - 2 * len, len);
        }
        if (b > len) {
            andRows(fromRow, last, b - len);
        }
        return bestOf(f, fromRow, last);
    }

    /** Row at {@code off}: each bit ANDed with the bit k to its right (ascending words read unchanged words). */
    private void andShifted(int off, int k) {
        for (int i = 0; i < words; i++) {
            valid[off + i] &= RowBits.down(valid, off, words, i, k);
        }
    }

    /** Rows {@code from..to}: each ANDed with the row k above it (ascending rows read unchanged rows). */
    private void andRows(int from, int to, int k) {
        for (int y = from; y <= to; y++) {
            int off = y * words, up = (y + k) * words;
            for (int i = 0; i < words; i++) {
                valid[off + i] &= valid[up + i];
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

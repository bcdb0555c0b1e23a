package org.partita.core.alloc;

/**
 * The free nodes of a 2D mesh as one bit per node, each row starting a new word (bit x of row y is bit x % 64 of
 * word {@code y * words + x / 64}; the bits past the row's width stay 0). Lets a search test 64 positions of a row
 * at once: shifted and combined rows answer "free run of at least a from here" and "busy neighbour" for a word of
 * bases in a few operations.
 */
final class RowBits {

    /** Words per row. */
    final int words;
    final long[] bits;

    RowBits(int w, int h) {
        this.words = (w + 63) >>> 6;
        this.bits = new long[words * h];
    }

    /** Sets (free) or clears (busy) bits x..x+a−1 of row y. */
    void set(int y, int x, int a, boolean value) {
        int from = y * words * 64 + x, to = from + a; // bit indices, to exclusive
        for (int i = from >>> 6; i <= (to - 1) >>> 6; i++) {
            long mask = -1L;
            if (i == from >>> 6) {
                mask &= -1L << (from & 63);
            }
            if (i == (to - 1) >>> 6) {
                mask &= -1L >>> (63 - ((to - 1) & 63));
            }
            bits[i] = value ? bits[i] | mask : bits[i] & ~mask;
        }
    }

    /** Word i of a row shifted toward bit 0 by k (bit x of the result is bit x + k of the row {@code row[off..]}). */
    static long down(long[] row, int off, int words, int i, int k) {
        int q = i + (k >>> 6), r = k & 63;
        long lo = q < words ? row[off + q] : 0L;
        if (r == 0) {
            return lo;
        }
        long hi = q + 1 < words ? row[off + q + 1] : 0L;
        return (lo >>> r) | (hi << (64 - r));
    }

    /** Word i of a row shifted away from bit 0 by 1 (bit x of the result is bit x − 1; bit 0 is 0). */
    static long upOne(long[] row, int off, int i) {
        return (row[off + i] << 1) | (i > 0 ? row[off + i - 1] >>> 63 : 0L);
    }
}

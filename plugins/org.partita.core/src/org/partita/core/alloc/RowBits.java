package org.partita.core.alloc;

import java.util.Arrays;

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
    /** Row width: a row's bits from w on are always 0. */
    private final int w;
    private final int h;
    /** Per row y &ge; 1: whether its bits are those of row y − 1 (rows of the same windows; common on a large mesh). */
    private final boolean[] sameBelow;

    RowBits(int w, int h) {
        this.w = w;
        this.h = h;
        this.words = (w + 63) >>> 6;
        this.bits = new long[words * h];
        this.sameBelow = new boolean[h];
        Arrays.fill(sameBelow, true); // all rows empty
    }

    /** Whether bit x of row y is set. */
    boolean get(int y, int x) {
        return (bits[y * words + (x >>> 6)] >>> (x & 63) & 1L) != 0;
    }

    /** Whether bits x..x+a−1 of row y are all set (a &ge; 1, x + a &le; w). */
    boolean allSet(int y, int x, int a) {
        int off = y * words, to = x + a; // to exclusive
        for (int i = x >>> 6; i <= (to - 1) >>> 6; i++) {
            long mask = wordMask(i, x, to);
            if ((bits[off + i] & mask) != mask) {
                return false;
            }
        }
        return true;
    }

    /** The first set bit of row y at or after x, or w when there is none. */
    int nextSet(int y, int x) {
        if (x >= w) {
            return w;
        }
        int off = y * words, i = x >>> 6;
        long v = bits[off + i] & (-1L << (x & 63));
        while (v == 0) {
            if (++i == words) {
                return w;
            }
            v = bits[off + i];
        }
        return (i << 6) + Long.numberOfTrailingZeros(v);
    }

    /** The first clear bit of row y at or after x (at most w: the bits from w on are clear). */
    int nextClear(int y, int x) {
        if (x >= w) {
            return w;
        }
        int off = y * words, i = x >>> 6;
        long v = ~bits[off + i] & (-1L << (x & 63));
        while (v == 0) {
            if (++i == words) {
                return w;
            }
            v = ~bits[off + i];
        }
        return Math.min(w, (i << 6) + Long.numberOfTrailingZeros(v));
    }

    /** Length of the run of set bits of row y that starts at x (0 if bit x is clear). */
    int runFrom(int y, int x) {
        return get(y, x) ? nextClear(y, x) - x : 0;
    }

    /** Length of the longest run of set bits of row y. O(words + runs). */
    int maxRun(int y) {
        int max = 0;
        for (int s = nextSet(y, 0); s < w; ) {
            int e = nextClear(y, s);
            max = Math.max(max, e - s);
            s = nextSet(y, e);
        }
        return max;
    }

    /**
     * Writes to {@code out[off..off+words)} the positions x in xlo..xhi of row y from which at least a bits are set:
     * for each run [s, e) of the row, the positions s..e−a. O(words + runs).
     */
    void runsAtLeast(int y, int a, int xlo, int xhi, long[] out, int off) {
        Arrays.fill(out, off, off + words, 0L);
        for (int s = nextSet(y, xlo); s <= xhi; ) {
            int e = nextClear(y, s);
            if (e - s >= a) {
                setRange(out, off, s, Math.min(e - a, xhi) + 1);
            }
            s = nextSet(y, e);
        }
    }

    /** Sets bits from..to−1 of the row at {@code off} of {@code row} (from &lt; to). */
    private static void setRange(long[] row, int off, int from, int to) {
        int first = from >>> 6, last = (to - 1) >>> 6;
        for (int i = first; i <= last; i++) {
            long mask = wordMask(i, from, to);
            row[off + i] |= mask;
        }
    }

    /** The lowest node id (x + w·y) at or after {@code from} whose bit is set, or -1. */
    int nextSetId(int from) {
        for (int y = from / w, x = from % w; y < h; y++, x = 0) {
            int s = nextSet(y, x);
            if (s < w) {
                return y * w + s;
            }
        }
        return -1;
    }

    /** Whether row y (&ge; 1) has the same bits as row y − 1; kept up to date by every change. O(1). */
    boolean sameAsBelow(int y) {
        return sameBelow[y];
    }

    /** Compares rows y and y − 1 word by word (a loop: rows are a few words, a stub call would cost more). */
    private boolean equalToBelow(int y) {
        int off = y * words;
        for (int i = 0; i < words; i++) {
            if (bits[off + i] != bits[off - words + i]) {
                return false;
            }
        }
        return true;
    }

    /** Re-compares row y with the rows below and above it (after row y changed). */
    private void compared(int y) {
        if (y > 0) {
            sameBelow[y] = equalToBelow(y);
        }
        if (y + 1 < h) {
            sameBelow[y + 1] = equalToBelow(y + 1);
        }
    }

    /**
     * Sets (free) or clears (busy) bits x..x+a−1 of rows y..y+b−1, which must all be clear (busy) or all set (free)
     * before. So two rows of the window differ after exactly where they differed before, outside the window: only the
     * window's bottom row and the row above it are compared anew. The word masks are the same in every row.
     */
    void setRows(int y, int b, int x, int a, boolean value) {
        int first = x >>> 6, last = (x + a - 1) >>> 6;
        long firstMask = -1L << (x & 63), lastMask = -1L >>> (63 - ((x + a - 1) & 63));
        if (first == last) {
            firstMask &= lastMask;
        }
        for (int j = 0; j < b; j++) {
            int off = (y + j) * words;
            if (value) {
                bits[off + first] |= firstMask;
                for (int i = first + 1; i < last; i++) {
                    bits[off + i] = -1L;
                }
                if (last > first) {
                    bits[off + last] |= lastMask;
                }
            } else {
                bits[off + first] &= ~firstMask;
                for (int i = first + 1; i < last; i++) {
                    bits[off + i] = 0L;
                }
                if (last > first) {
                    bits[off + last] &= ~lastMask;
                }
            }
        }
        if (y > 0) {
            sameBelow[y] = equalToBelow(y);
        }
        if (y + b < h) {
            sameBelow[y + b] = equalToBelow(y + b);
        }
    }

    /** Sets (free) or clears (busy) bits x..x+a−1 of row y. */
    void set(int y, int x, int a, boolean value) {
        int from = y * words * 64 + x, to = from + a; // bit indices, to exclusive
        for (int i = from >>> 6; i <= (to - 1) >>> 6; i++) {
            long mask = wordMask(i, from, to);
            bits[i] = value ? bits[i] | mask : bits[i] & ~mask;
        }
        compared(y);
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

    /** The bits of word i that lie in bit range from..to−1 (from &lt; to; i a word the range meets). */
    private static long wordMask(int i, int from, int to) {
        long mask = -1L;
        if (i == from >>> 6) {
            mask &= -1L << (from & 63);
        }
        if (i == (to - 1) >>> 6) {
            mask &= -1L >>> (63 - ((to - 1) & 63));
        }
        return mask;
    }
}

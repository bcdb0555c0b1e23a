package org.partita.core.alloc;

import java.util.Arrays;

/**
 * {@link FreeSubmeshSet#ORDER} as one {@code long} per rectangle: from the high bits down, the mesh's area less the
 * rectangle's (larger first), |width − height|, y1, x1, y2, x2, each in as many bits as the mesh needs. Distinct
 * rectangles have distinct keys and the keys compare as {@code ORDER} does, so sorting the keys sorts the list;
 * the rectangle is read back from its key. A mesh fits when the key needs at most 63 bits (every mesh up to
 * 512 × 512).
 */
final class SortKeys {

    private final int area;
    private final int bits;
    private final long mask;
    private long[] buf = new long[16];

    SortKeys(int w, int h) {
        this.area = w * h;
        this.bits = bitsFor(Math.max(w, h) - 1);
        this.mask = (1L << bits) - 1;
    }

    /** Whether the keys of a w × h mesh fit in 63 bits. */
    static boolean fits(int w, int h) {
        return bitsFor((long) w * h - 1) + 5 * bitsFor(Math.max(w, h) - 1) <= 63;
    }

    private static int bitsFor(long max) {
        return 64 - Long.numberOfLeadingZeros(max);
    }

    /** The keys of the set's first n members, sorted (a scratch array, valid until the next call). */
    long[] sort(FreeSubmeshSet set, int n) {
        if (buf.length < n) {
            buf = new long[Math.max(n, 2 * buf.length)];
        }
        for (int i = 0; i < n; i++) {
            int x1 = set.x1(i), y1 = set.y1(i), x2 = set.x2(i), y2 = set.y2(i);
            int wd = x2 - x1 + 1;
            int ht = y2 - y1 + 1;
            long k = area - wd * ht;
            k = (k << bits) | Math.abs(wd - ht);
            k = (k << bits) | y1;
            k = (k << bits) | x1;
            k = (k << bits) | y2;
            buf[i] = (k << bits) | x2;
        }
        Arrays.sort(buf, 0, n);
        return buf;
    }

    int x2(long key) {
        return (int) (key & mask);
    }

    int y2(long key) {
        return (int) ((key >>> bits) & mask);
    }

    int x1(long key) {
        return (int) ((key >>> 2 * bits) & mask);
    }

    int y1(long key) {
        return (int) ((key >>> 3 * bits) & mask);
    }
}

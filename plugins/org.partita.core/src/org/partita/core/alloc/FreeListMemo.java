package org.partita.core.alloc;

import java.util.Arrays;

/**
 * Free submesh lists already seen, each stored once under a number (a state), and the results of the deterministic
 * operations applied to them: a carve (Fig. 6 Step 3 without the sort), the sort into FSL order, FSL's choice for an
 * a×b request. Each is a function of the list in its order and of its argument, and so is the work it counts; a
 * result looked up here is exactly the one the operation would compute again.
 *
 * <p>Why: the release rebuild (Fig. 8) carves every allocated submesh again, and on a small mesh the same lists and
 * the same submeshes recur. A 16 × 16 replay of the HPC2N log makes 4.6 million rebuild carves out of 14 thousand
 * distinct (list, submesh) pairs. Once a pair is known, its carve is one table lookup.
 *
 * <p>The memo is bounded: at most {@code budget} longs of members and budget / 4 results. When it is full, or when
 * most lookups since it was last emptied missed (then it is not worth its upkeep and turns itself off for good), the
 * owner empties it at the next point where no state number is held ({@link #spent}, {@link #clear}).
 */
final class FreeListMemo {

    /** Operation: sort into FSL order. A carve's operation is the carved submesh packed as a member (top bit 0). */
    static final long SORT = Long.MIN_VALUE;

    /** Lookups between checks of the hit rate. */
    private static final int CHECK_EVERY = 1 << 16;

    private final int budget;
    private final int maxResults;

    private long[] pool = new long[256];
    private int used;
    private int[] start = new int[64];
    private int[] length = new int[64];
    private long[] hash = new long[64];
    private int states;
    /** Open addressing: state number + 1 by content hash, 0 empty. */
    private int[] stateSlots = new int[128];

    /** Open addressing on (state, operation): state + 1 (0 empty), operation, the two result words. */
    private int[] resState = new int[256];
    private long[] resOp = new long[256];
    private long[] resA = new long[256];
    private long[] resB = new long[256];
    private int results;

    private boolean full;
    private boolean off;
    private long lookups;
    private long hits;
    /** Times emptied. */
    private int clears;

    FreeListMemo(int budget) {
        this.budget = budget;
        this.maxResults = Math.max(1, budget / 4);
    }

    /** The operation of FSL's choice for an a×b request. */
    static long choice(int a, int b) {
        return Long.MIN_VALUE | 1L << 40 | (long) a << 16 | b;
    }

    /** Whether lookups and new states are taken (false once turned off). */
    boolean on() {
        return !off;
    }

    /** Whether the owner should {@link #clear} at its next point where no state number is held. */
    boolean spent() {
        return (full || off) && states > 0;
    }

    /** The state holding the first n members of {@code m}, added if new; -1 if new and the memo is full or off. */
    int intern(long[] m, int n) {
        long h = contentHash(m, n);
        int mask = stateSlots.length - 1;
        int i = (int) (h ^ h >>> 32) & mask;
        for (int s; (s = stateSlots[i]) != 0; i = (i + 1) & mask) {
            if (hash[s - 1] == h && equal(s - 1, m, n)) {
                return s - 1;
            }
        }
        if (off || full || used + n > budget) {
            full = true;
            return -1;
        }
        if (states == start.length) {
            start = Arrays.copyOf(start, 2 * states);
            length = Arrays.copyOf(length, 2 * states);
            hash = Arrays.copyOf(hash, 2 * states);
        }
        if (used + n > pool.length) {
            pool = Arrays.copyOf(pool, Math.min(budget, Math.max(used + n, 2 * pool.length)));
        }
        System.arraycopy(m, 0, pool, used, n);
        start[states] = used;
        length[states] = n;
        hash[states] = h;
        used += n;
        stateSlots[i] = ++states;
        if (2 * states > stateSlots.length) {
            rehashStates();
        }
        return states - 1;
    }

    /** Number of members of a state. */
    int length(int state) {
        return length[state];
    }

    /** Copies a state's members to the start of {@code to}, which must hold them. */
    void copy(int state, long[] to) {
        System.arraycopy(pool, start[state], to, 0, length[state]);
    }

    /** The slot of the result of {@code op} on {@code state}, or -1 if unknown (or the memo is off). */
    int lookup(int state, long op) {
        if (off) {
            return -1;
        }
        if (++lookups % CHECK_EVERY == 0 && 4 * hits < lookups) {
            full = true; // mostly misses: empty it at the next safe point, where it decides whether to stay on
        }
        int mask = resState.length - 1;
        for (int i = slot(state, op, mask), s; (s = resState[i]) != 0; i = (i + 1) & mask) {
            if (s == state + 1 && resOp[i] == op) {
                hits++;
                return i;
            }
        }
        return -1;
    }

    /** First word of the result in {@code slot}: a carve's or sort's state, a choice's packed submesh (or -1). */
    long a(int slot) {
        return resA[slot];
    }

    /** Second word of the result in {@code slot}: the work or search steps it counted. */
    long b(int slot) {
        return resB[slot];
    }

    /** Records the result of {@code op} on {@code state} (not already recorded), unless the memo is full or off. */
    void put(int state, long op, long a, long b) {
        if (off || full || results >= maxResults) {
            full = true;
            return;
        }
        int mask = resState.length - 1;
        int i = slot(state, op, mask);
        while (resState[i] != 0) {
            i = (i + 1) & mask;
        }
        resState[i] = state + 1;
        resOp[i] = op;
        resA[i] = a;
        resB[i] = b;
        if (2 * ++results > resState.length) {
            rehashResults();
        }
    }

    /**
     * Forgets every state and result (state numbers given before are void). If fewer than a quarter of the lookups
     * since the last clear hit, the memo turns itself off.
     */
    void clear() {
        clears++;
        if (4 * hits < lookups) {
            off = true;
        }
        lookups = 0;
        hits = 0;
        full = false;
        used = 0;
        states = 0;
        results = 0;
        pool = new long[off ? 0 : 256];
        stateSlots = new int[128];
        resState = new int[256];
        resOp = new long[256];
        resA = new long[256];
        resB = new long[256];
    }

    private boolean equal(int state, long[] m, int n) {
        return length[state] == n && Arrays.equals(pool, start[state], start[state] + n, m, 0, n);
    }

    private static long contentHash(long[] m, int n) {
        long h = n * 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n; i++) {
            h = (h ^ m[i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        return h;
    }

    private static int slot(int state, long op, int mask) {
        long h = (op ^ (long) state << 17) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    private void rehashStates() {
        int[] slots = new int[2 * stateSlots.length];
        int mask = slots.length - 1;
        for (int s = 0; s < states; s++) {
            int i = (int) (hash[s] ^ hash[s] >>> 32) & mask;
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = s + 1;
        }
        stateSlots = slots;
    }

    private void rehashResults() {
        int[] st = resState;
        long[] op = resOp, a = resA, b = resB;
        int cap = 2 * st.length, mask = cap - 1;
        resState = new int[cap];
        resOp = new long[cap];
        resA = new long[cap];
        resB = new long[cap];
        for (int j = 0; j < st.length; j++) {
            if (st[j] != 0) {
                int i = slot(st[j] - 1, op[j], mask);
                while (resState[i] != 0) {
                    i = (i + 1) & mask;
                }
                resState[i] = st[j];
                resOp[i] = op[j];
                resA[i] = a[j];
                resB[i] = b[j];
            }
        }
    }
}

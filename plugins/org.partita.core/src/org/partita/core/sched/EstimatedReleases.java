package org.partita.core.sched;

/**
 * Processors the running jobs will release, keyed by estimated end, with prefix sums: how many are released up to
 * a time, and the first time by which a given number are released — hence EASY's shadow time and extra processors
 * ({@link #shadow}, used by {@link EasyBackfillPolicy}) without walking the running jobs.
 *
 * <p><b>Structure.</b> The distinct ends, in order, are cut into blocks of at most {@value #BLOCK} entries held in
 * primitive arrays, each with the sum of the processors its ends release: a profile of releases over time in two
 * levels. Keys are ordered and compared as {@link Double#compare} does (as a {@code TreeMap<Double, …>} would). With
 * {@code n} distinct ends in {@code b} blocks, {@link #add} and {@link #remove} cost a binary search over the blocks'
 * first ends, one within a block and a shift of at most {@value #BLOCK} entries; a prefix sum walks the block sums
 * and then one block: {@code O(b + BLOCK)}. This replaces a treap (one node object per end, a pointer chase per
 * level): on a pool or a mesh the running jobs number tens to thousands, where a few cache lines per block beat
 * {@code log n} dependent loads.
 */
public final class EstimatedReleases {

    /** Ends per block (a block is split in two when it would grow past this). */
    static final int BLOCK = 64;

    /**
     * A blocked job's reservation: the shadow time at which enough processors are free for it, and the processors
     * free then beyond its own.
     */
    public record Shadow(double time, int extra) {
    }

    /** Blocks in order: the ends of each (sorted, {@code counts[b]} used) and the processors released at each. */
    private double[][] ends = new double[4][];
    private int[][] released = new int[4][];
    private int[] counts = new int[4];
    /** Processors released by each block's ends together. */
    private int[] sums = new int[4];
    private int blocks;
    private int size;
    private int total;

    /**
     * The shadow time of a job needing {@code need} processors when {@code free} are free at {@code now}: the first
     * time at which the free processors plus those released by then reach {@code need}, where an end before
     * {@code now} (a job past its estimate) counts as {@code now}; {@code extra} counts everything released by then,
     * all the jobs sharing the shadow time included. {@code null} when the running jobs never release enough.
     */
    public Shadow shadow(double now, int free, int need) {
        if (free >= need) {
            // enough processors by count (a topology may still find no place of the right shape)
            return new Shadow(now, free - need);
        }
        int releasedByNow = releasedBy(now);
        if (free + releasedByNow >= need) {
            return new Shadow(now, free + releasedByNow - need);
        }
        double time = firstEndReleasing(need - free);
        if (time == Double.POSITIVE_INFINITY) {
            return null;
        }
        return new Shadow(time, free + releasedBy(time) - need);
    }

    /** Number of distinct ends. */
    public int size() {
        return size;
    }

    /** Processors released at or before {@code t}. */
    public int releasedBy(double t) {
        int sum = 0;
        for (int b = 0; b < blocks; b++) {
            double[] e = ends[b];
            int n = counts[b];
            if (Double.compare(e[n - 1], t) <= 0) {
                sum += sums[b];
                continue;
            }
            int[] r = released[b];
            for (int i = 0; i < n && Double.compare(e[i], t) <= 0; i++) {
                sum += r[i];
            }
            break;
        }
        return sum;
    }

    /**
     * The earliest end by which at least {@code processors} (> 0) are released in total, or {@code +∞} when all
     * the ends together release fewer.
     */
    public double firstEndReleasing(int processors) {
        if (total < processors) {
            return Double.POSITIVE_INFINITY;
        }
        int needed = processors;
        int b = 0;
        while (sums[b] < needed) {
            needed -= sums[b++];
        }
        int[] r = released[b];
        int i = 0;
        while (r[i] < needed) {
            needed -= r[i++];
        }
        return ends[b][i];
    }

    /** {@code processors} (> 0) more are released at {@code end}. */
    public void add(double end, int processors) {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be > 0: " + processors);
        }
        total += processors;
        if (blocks == 0) {
            insertBlock(0, new double[BLOCK], new int[BLOCK], 0);
        }
        int b = blockOf(end);
        int i = indexIn(b, end);
        if (i >= 0) {
            released[b][i] += processors;
            sums[b] += processors;
            return;
        }
        i = -i - 1;
        if (counts[b] == BLOCK) {
            split(b);
            if (i > BLOCK / 2) {
                b++;
                i -= BLOCK / 2;
            }
        }
        double[] e = ends[b];
        int[] r = released[b];
        int n = counts[b];
        System.arraycopy(e, i, e, i + 1, n - i);
        System.arraycopy(r, i, r, i + 1, n - i);
        e[i] = end;
        r[i] = processors;
        counts[b] = n + 1;
        sums[b] += processors;
        size++;
    }

    /** {@code processors} (> 0) fewer are released at {@code end}; the end is dropped when none are left. */
    public void remove(double end, int processors) {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be > 0: " + processors);
        }
        int b = blocks == 0 ? -1 : blockOf(end);
        int i = b < 0 ? -1 : indexIn(b, end);
        if (i < 0) {
            throw new IllegalStateException("no processors are released at " + end);
        }
        int[] r = released[b];
        if (processors > r[i]) {
            throw new IllegalStateException("only " + r[i] + " processors are released at " + end + ", not "
                    + processors);
        }
        r[i] -= processors;
        sums[b] -= processors;
        total -= processors;
        if (r[i] > 0) {
            return;
        }
        size--;
        int n = --counts[b];
        if (n == 0) {
            removeBlock(b);
            return;
        }
        double[] e = ends[b];
        System.arraycopy(e, i + 1, e, i, n - i);
        System.arraycopy(r, i + 1, r, i, n - i);
    }

    /** The block whose range holds {@code end}: the last whose first end is at most it, or the first. */
    private int blockOf(double end) {
        int lo = 1;
        int hi = blocks - 1;
        int found = 0;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (Double.compare(ends[mid][0], end) <= 0) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /** Index of {@code end} in block {@code b}, or {@code -(insertion point) - 1}. */
    private int indexIn(int b, double end) {
        double[] e = ends[b];
        int lo = 0;
        int hi = counts[b] - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Double.compare(e[mid], end);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -lo - 1;
    }

    /** Moves the upper half of full block {@code b} into a new block after it. */
    private void split(int b) {
        int half = BLOCK / 2;
        double[] e = new double[BLOCK];
        int[] r = new int[BLOCK];
        System.arraycopy(ends[b], half, e, 0, BLOCK - half);
        System.arraycopy(released[b], half, r, 0, BLOCK - half);
        int moved = 0;
        for (int k = 0; k < BLOCK - half; k++) {
            moved += r[k];
        }
        counts[b] = half;
        sums[b] -= moved;
        insertBlock(b + 1, e, r, BLOCK - half);
        sums[b + 1] = moved;
    }

    private void insertBlock(int at, double[] e, int[] r, int n) {
        if (blocks == ends.length) {
            int c = blocks * 2;
            ends = java.util.Arrays.copyOf(ends, c);
            released = java.util.Arrays.copyOf(released, c);
            counts = java.util.Arrays.copyOf(counts, c);
            sums = java.util.Arrays.copyOf(sums, c);
        }
        int tail = blocks - at;
        System.arraycopy(ends, at, ends, at + 1, tail);
        System.arraycopy(released, at, released, at + 1, tail);
        System.arraycopy(counts, at, counts, at + 1, tail);
        System.arraycopy(sums, at, sums, at + 1, tail);
        ends[at] = e;
        released[at] = r;
        counts[at] = n;
        sums[at] = 0;
        blocks++;
    }

    private void removeBlock(int b) {
        int tail = blocks - b - 1;
        System.arraycopy(ends, b + 1, ends, b, tail);
        System.arraycopy(released, b + 1, released, b, tail);
        System.arraycopy(counts, b + 1, counts, b, tail);
        System.arraycopy(sums, b + 1, sums, b, tail);
        blocks--;
        ends[blocks] = null;
        released[blocks] = null;
    }
}

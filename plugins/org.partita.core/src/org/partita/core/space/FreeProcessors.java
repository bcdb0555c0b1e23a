package org.partita.core.space;

import java.util.Arrays;

import org.partita.core.machine.Topology;

/**
 * The free processors of a bus or a ring (Dandamudi and Yu §4.4, digest §I.2.5).
 * <ul>
 * <li>Bus (also pool, SMP): the processors form a pool; any free processors make a partition. A partition takes
 * the lowest free ids.</li>
 * <li>Ring: a partition must be a connected run of free processors (node {@code i} neighbours {@code i±1 mod P}).
 * {@code max_set} is the longest free run; {@code min_set}, the run a partition is cut from, is the shortest free
 * run at least as long as the target (best fit), ties to the lowest starting id; the partition is its first
 * {@code size} processors going clockwise, the rest stays free.</li>
 * </ul>
 * A ring without contiguity ({@code contiguous no}) is a pool, as a bus.
 */
public final class FreeProcessors {

    private final boolean ring;
    private final boolean[] free;
    private int freeCount;

    public FreeProcessors(Topology topology) {
        this(topology, true);
    }

    /** {@code contiguous} false: a ring's processors form a pool, as a bus's do (§4.4, wormhole routing). */
    public FreeProcessors(Topology topology, boolean contiguous) {
        this.ring = switch (topology.kind()) {
            case POOL, BUS, SMP -> false;
            case RING -> contiguous;
            default -> throw new IllegalArgumentException("space sharing runs on a bus, pool, SMP or ring machine, "
                    + "not " + topology);
        };
        this.free = new boolean[topology.size()];
        Arrays.fill(free, true);
        this.freeCount = free.length;
    }

    public boolean ring() {
        return ring;
    }

    public int size() {
        return free.length;
    }

    public int free() {
        return freeCount;
    }

    public boolean isFree(int node) {
        return free[node];
    }

    /** The largest partition that can be made now: the free count on a bus, the longest free run on a ring. */
    public int largestBlock() {
        if (!ring || freeCount == 0 || freeCount == free.length) {
            return freeCount;
        }
        int best = 0;
        int p = free.length;
        int b = firstBusy();
        int run = 0;
        for (int k = 1; k <= p; k++) {
            if (free[(b + k) % p]) {
                best = Math.max(best, ++run);
            } else {
                run = 0;
            }
        }
        return best;
    }

    /**
     * Takes a partition of {@code size} processors, or returns {@code null} when none fits. The ids are in
     * partition-position order (clockwise on a ring, so a partition may wrap past {@code P-1} to 0).
     */
    public int[] take(int size) {
        if (size <= 0 || size > freeCount) {
            return null;
        }
        int[] out = new int[size];
        int p = free.length;
        if (!ring) {
            int k = 0;
            for (int i = 0; k < size; i++) {
                if (free[i]) {
                    out[k++] = i;
                }
            }
        } else {
            int start;
            if (freeCount == p) {
                start = 0;
            } else {
                int b = firstBusy();
                int bestStart = -1;
                int bestLen = Integer.MAX_VALUE;
                int runStart = -1;
                int run = 0;
                for (int k = 1; k <= p; k++) {
                    int i = (b + k) % p;
                    if (free[i]) {
                        if (run++ == 0) {
                            runStart = i;
                        }
                    }
                    if (!free[i] || k == p) {
                        if (run >= size && (run < bestLen || run == bestLen && runStart < bestStart)) {
                            bestLen = run;
                            bestStart = runStart;
                        }
                        run = 0;
                    }
                }
                if (bestStart < 0) {
                    return null;
                }
                start = bestStart;
            }
            for (int k = 0; k < size; k++) {
                out[k] = (start + k) % p;
            }
        }
        for (int i : out) {
            free[i] = false;
        }
        freeCount -= size;
        return out;
    }

    /** Gives processors back; each must be taken. */
    public void give(int[] nodes) {
        for (int i : nodes) {
            if (free[i]) {
                throw new IllegalStateException("processor " + i + " released twice");
            }
            free[i] = true;
        }
        freeCount += nodes.length;
    }

    private int firstBusy() {
        for (int i = 0; i < free.length; i++) {
            if (!free[i]) {
                return i;
            }
        }
        return -1;
    }
}

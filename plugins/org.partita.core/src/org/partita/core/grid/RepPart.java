package org.partita.core.grid;

/**
 * A set of processors that {@link ClusterM} matches as one Rep cluster (a cluster of the Rep graph, or a part split
 * off or merged from such clusters), with its computing power: the sum of its processors' speeds (digest §2.1: a
 * system graph's vertex weight is the processor's speed).
 */
final class RepPart {

    /** The processors, in the Rep graph's depth-first order. */
    final int[] procs;
    /** Σ speed. */
    final double power;
    /** Speed of the slowest processor. */
    final double slowest;
    /** The fastest processor (lowest id among equals). */
    final int fastest;
    /** Depth-first position of the first processor (a deterministic tie-break). */
    final int firstOrder;
    private final SystemGraph sys;
    private double meanRate = Double.NaN;

    RepPart(int[] procs, SystemGraph sys, int firstOrder) {
        this.procs = procs;
        this.sys = sys;
        this.firstOrder = firstOrder;
        double s = 0;
        double min = Double.POSITIVE_INFINITY;
        int f = procs[0];
        for (int p : procs) {
            double v = sys.speed(p);
            s += v;
            min = Math.min(min, v);
            if (v > sys.speed(f) || (v == sys.speed(f) && p < f)) {
                f = p;
            }
        }
        power = s;
        slowest = min;
        fastest = f;
    }

    int size() {
        return procs.length;
    }

    /** Mean {@link SystemGraph#rate} over ordered pairs of distinct processors of the part (0 for one). */
    double meanRate() {
        if (Double.isNaN(meanRate)) {
            double s = 0;
            for (int p : procs) {
                for (int q : procs) {
                    s += sys.rate(p, q);
                }
            }
            int n = procs.length;
            meanRate = n < 2 ? 0 : s / ((double) n * (n - 1));
        }
        return meanRate;
    }

    /** The smallest rate from processor {@code p} to the part (0 when {@code p} is in it). */
    double rateFrom(int p) {
        double best = Double.POSITIVE_INFINITY;
        for (int q : procs) {
            best = Math.min(best, sys.rate(p, q));
        }
        return best;
    }

    /**
     * Whether the part is "of required size" for a demand of {@code power} (ours): at most {@code maxProcs}
     * processors (a Spec cluster of σ modules uses at most σ processors, as the paper's f ≤ 1 ensures), and its power
     * is within half its slowest processor's speed of the demand — on a uniform system, the part has
     * {@code round(demand / speed)} processors — or it is one processor at least as fast as the demand.
     */
    boolean fits(double demand, int maxProcs) {
        if (procs.length > maxProcs) {
            return false;
        }
        return Math.abs(power - demand) <= slowest / 2 || (procs.length == 1 && power >= demand);
    }
}

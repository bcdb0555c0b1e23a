package org.partita.core.workload;

import java.util.Arrays;

/**
 * A measured speedup curve: points {@code (p_i, S_i)} with {@code S(1) = 1} added when absent, interpolated
 * piecewise-linearly between points and held constant beyond the last one (Corbalán digest §3.4 suggestion).
 */
public final class SpeedupTable implements SpeedupModel {

    private final int[] procs;
    private final double[] speedups;

    /** @param points pairs {@code p1, S1, p2, S2, ...} with increasing {@code p} */
    public static SpeedupTable of(double... points) {
        if (points.length % 2 != 0 || points.length == 0) {
            throw new IllegalArgumentException("speedup table needs (processors, speedup) pairs");
        }
        int n = points.length / 2;
        boolean hasOne = points[0] == 1;
        int[] p = new int[hasOne ? n : n + 1];
        double[] s = new double[p.length];
        int k = 0;
        if (!hasOne) {
            p[0] = 1;
            s[0] = 1;
            k = 1;
        }
        for (int i = 0; i < n; i++, k++) {
            p[k] = (int) points[2 * i];
            s[k] = points[2 * i + 1];
            if (p[k] != points[2 * i] || (k > 0 && p[k] <= p[k - 1]) || !(s[k] > 0)) {
                throw new IllegalArgumentException("speedup table: processors must be increasing integers and "
                        + "speedups positive, at pair " + (i + 1));
            }
        }
        return new SpeedupTable(p, s);
    }

    private SpeedupTable(int[] procs, double[] speedups) {
        this.procs = procs;
        this.speedups = speedups;
    }

    @Override
    public double speedup(int p) {
        if (p <= 0) {
            throw new IllegalArgumentException("processors must be positive");
        }
        int i = Arrays.binarySearch(procs, p);
        if (i >= 0) {
            return speedups[i];
        }
        int hi = -i - 1;
        if (hi >= procs.length) {
            return speedups[procs.length - 1];
        }
        int lo = hi - 1;
        double f = (p - procs[lo]) / (double) (procs[hi] - procs[lo]);
        return speedups[lo] + f * (speedups[hi] - speedups[lo]);
    }

    /** {@code speedup{1:1.0, 8:5.9, ...}}: the points, for fingerprints and messages. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("speedup{");
        for (int i = 0; i < procs.length; i++) {
            b.append(i == 0 ? "" : ", ").append(procs[i]).append(':').append(speedups[i]);
        }
        return b.append('}').toString();
    }

    /** Corbalán Table 3.1 (SGI Origin2000), with the digest's extra point swim S(4) = 6.5 and apsi S(2) ≈ 0.95. */
    public static final SpeedupTable SWIM = of(4, 6.5, 8, 14.5, 16, 26.5, 32, 32.7, 48, 26.2);
    public static final SpeedupTable BT = of(8, 5.9, 16, 12.1, 32, 20.5, 48, 24.1);
    public static final SpeedupTable HYDRO2D = of(8, 6.7, 16, 7.4, 32, 5.5, 48, 3.6);
    public static final SpeedupTable APSI = of(2, 0.95, 8, 0.93, 16, 0.93, 32, 0.92, 48, 0.9);
}

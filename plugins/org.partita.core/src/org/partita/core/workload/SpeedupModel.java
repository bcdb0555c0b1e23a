package org.partita.core.workload;

/** Speedup {@code S(p) = T(1) / T(p)} of a malleable application on {@code p} processors (Corbalán §3.1). */
@FunctionalInterface
public interface SpeedupModel {

    double speedup(int processors);

    /** Efficiency {@code E(p) = S(p) / p}. */
    default double efficiency(int processors) {
        return speedup(processors) / processors;
    }

    /** Amdahl's law with serial fraction {@code f}: {@code S(p) = 1 / (f + (1 - f) / p)}. */
    static SpeedupModel amdahl(double serialFraction) {
        if (!(serialFraction >= 0 && serialFraction <= 1)) {
            throw new IllegalArgumentException("serial fraction must be in [0, 1]");
        }
        return p -> 1 / (serialFraction + (1 - serialFraction) / p);
    }

    /**
     * Dowdy's efficiency model used by Equal_efficiency (Corbalán §3.3): {@code E(p) = (1 + β) / (p + β)}, so
     * {@code S(p) = p (1 + β) / (p + β)}.
     */
    static SpeedupModel dowdy(double beta) {
        return p -> p * (1 + beta) / (p + beta);
    }

    /** Dowdy's β from one measured point: {@code β = (p0 E0 - 1) / (1 - E0)}. */
    static double dowdyBeta(int p0, double e0) {
        return (p0 * e0 - 1) / (1 - e0);
    }
}

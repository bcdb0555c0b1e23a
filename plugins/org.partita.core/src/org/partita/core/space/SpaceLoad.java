package org.partita.core.space;

/**
 * Offered load for space sharing (Dandamudi and Yu §3.2, digest §I.3.2): the paper's x-axis "system utilization" U
 * is read as {@code U = λ · E[D] / P}, with {@code E[D]} the mean job demand (the job's {@code runTime}, total work
 * over all its tasks, synchronisation excluded) and P the processors. Hence {@code λ = U · P / E[D]}; with the
 * paper's P = 64 and D = 16, {@code λ = 4U}. Unlike the rigid conversions, the job's processor count does not enter:
 * it is a maximum parallelism, not a demand multiplier.
 */
public final class SpaceLoad {

    private SpaceLoad() {
    }

    /** The arrival rate {@code λ = U · P / E[D]}. */
    public static double arrivalRate(double utilization, int processors, double meanDemand) {
        if (!(utilization > 0) || processors <= 0 || !(meanDemand > 0)) {
            throw new IllegalArgumentException("utilization, processors and mean demand must be positive");
        }
        return utilization * processors / meanDemand;
    }
}

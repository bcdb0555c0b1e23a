package org.partita.core.space;

/**
 * Offered load for space sharing (Dandamudi and Yu §3.2, digest §I.3.2): the paper's x-axis "system utilization" U
 * is the fraction of processor time busy, {@code U = λ · E[work] / P}, with {@code E[work]} the mean demand D (the
 * job's {@code runTime}) plus the mean synchronisation work of its structure
 * ({@link JobStructure#meanSynchronisationWork}) and P the processors. Hence {@code λ = U · P / E[work]}. Unlike
 * the rigid conversions, the job's processor count does not enter: it is a maximum parallelism, not a demand
 * multiplier. A long run of the model measures the same busy fraction ({@code 1 − idle_pct/100}, see
 * {@link SpaceSharingModel}); the processors it holds ({@code utilization}) are more whenever partitions idle.
 */
public final class SpaceLoad {

    private SpaceLoad() {
    }

    /** The arrival rate {@code λ = U · P / E[work]}. */
    public static double arrivalRate(double utilization, int processors, double meanWork) {
        if (!(utilization > 0) || processors <= 0 || !(meanWork > 0)) {
            throw new IllegalArgumentException("utilization, processors and mean work must be positive");
        }
        return utilization * processors / meanWork;
    }
}

package org.partita.core.grid;

/**
 * A load-balancing policy of a {@link LoadNetwork} ({@link BalancingSystem}, {@link SaladSystem}): it acts at the
 * start of each sample interval (and may act at the slice boundaries between), on the messages it sent, and when
 * migrated tasks arrive. Only the system's clock, loads, network and migrations are visible to it; what a PE knows
 * of other PEs it must learn through messages.
 */
public interface Balancer {

    /** Once per sample interval, before {@link #interval} is called for each PE in id order. */
    default void beginInterval(LoadNetwork s) {
    }

    /** PE {@code pe}'s sample interval starts. */
    void interval(LoadNetwork s, int pe);

    /** A slice boundary that starts no sample interval, for each PE in id order. */
    default void betweenIntervals(LoadNetwork s, int pe) {
    }

    /** A message of this policy reached {@code m.to()}. */
    default void deliver(LoadNetwork s, BalancingSystem.Message m) {
    }

    /** Migrated tasks sent with tag {@code m} reached {@code m.to()} (they are already in its queue). */
    default void tasksArrived(LoadNetwork s, BalancingSystem.Message m) {
    }

    /** A job's tasks were placed (the static allocator's mapping: digest §3.4, tables are updated). */
    default void jobPlaced(LoadNetwork s, int[] pes) {
    }

    /** The policy for a {@link BalanceConfig#policy()} name. */
    static Balancer of(BalanceConfig c, int size) {
        return switch (c.policy()) {
            case GridPolicies.NONE_NAME -> (s, pe) -> { };
            case GridPolicies.RATE_OF_CHANGE_NAME -> new RateOfChange(c, size);
            case GridPolicies.GRADIENT_NAME -> new GradientModel(c, size);
            case GridPolicies.SID_NAME -> new SenderInitiatedDiffusion(c, size);
            case GridPolicies.CJD_NAME -> new CentralJobDispatcher(c, size);
            default -> throw new IllegalArgumentException("balance: unknown policy '" + c.policy() + "'");
        };
    }
}

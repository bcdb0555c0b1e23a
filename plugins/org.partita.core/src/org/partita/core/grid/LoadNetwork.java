package org.partita.core.grid;

/**
 * What a {@link Balancer} sees of the system it balances: the clock, each PE's load (the tasks it holds), the
 * network, and the two actions, sending a message and migrating tasks. {@link BalancingSystem} is one (PEs running
 * independent tasks round robin); {@link SaladSystem} another (the integrated IPG-SaLaD loop).
 */
public interface LoadNetwork {

    BalanceConfig config();

    int size();

    double now();

    /** Tasks held by PE {@code pe} (tasks in transit belong to nobody). */
    int load(int pe);

    int hops(int a, int b);

    /** PE {@code pe}'s directly linked PEs, ascending. */
    int[] neighbours(int pe);

    /** Sends a message; it is delivered at the first slice boundary after it arrives. */
    void send(int type, int from, int to, int origin, int amount, int hopCount, double sentAt);

    /**
     * Migrates up to {@code count} tasks from {@code from} to {@code to}, those with the most CPU time used first
     * (ties: older task); they arrive with a message of type {@code type}. Returns how many moved.
     */
    int migrate(int from, int to, int count, int type, int origin, double sentAt);
}

package org.partita.core.grid;

/**
 * The network between the PEs of a balancing system: who is linked to whom, the hop distances, and when a message or
 * a migration sent now arrives. A transfer of {@code k} tasks over {@code h} hops takes {@code h · latency + k ·
 * transfer} (a message is a transfer of 0 tasks); on a bus (a network of workstations) every transfer occupies the
 * one medium, so it starts when the previous one has ended and takes {@code latency + k · transfer}.
 */
final class PeNetwork {

    private final int[][] neighbours;
    private final int[][] hops;
    private final boolean bus;
    private final double latency;
    private final double transfer;
    private double busFree;

    /**
     * @param neighbours each PE's directly linked PEs, ascending
     * @param bus        whether the PEs share one medium
     */
    PeNetwork(int[][] neighbours, boolean bus, double latency, double transfer) {
        this.neighbours = neighbours;
        this.hops = HopDistances.of(neighbours.length, neighbours);
        this.bus = bus;
        this.latency = latency;
        this.transfer = transfer;
    }

    int hops(int a, int b) {
        return hops[a][b];
    }

    int[] neighbours(int pe) {
        return neighbours[pe];
    }

    /** When {@code tasks} tasks (0 for a message) sent at {@code now} from {@code from} reach {@code to}. */
    double arrival(double now, int from, int to, int tasks) {
        double d = hops[from][to] * latency + tasks * transfer;
        if (!bus || from == to) {
            return now + d;
        }
        double startAt = Math.max(now, busFree);
        busFree = startAt + latency + tasks * transfer;
        return busFree;
    }
}

package org.partita.core.machine;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A random heterogeneous system (IPG-SaLaD Table 1: "the random system graph of size 100, where the speed of the
 * processors and communication channels is ranged between 1-5"): {@code nodes} one-processor clusters {@code p0},
 * {@code p1}, … with speeds uniform in {@code [speedMin, speedMax]}, a random spanning tree (processor {@code i > 0}
 * linked to a uniformly drawn earlier one) so that the system is connected, plus a link between every other pair with
 * probability {@code links}; link bandwidths uniform in {@code [bandwidthMin, bandwidthMax]}. Draw order: the speeds,
 * then each tree parent and its bandwidth, then the pairs {@code (i, j)}, {@code i < j}, in order. The paper gives
 * neither the distributions (uniform is ours) nor the density of the graph ({@code links}).
 */
public record RandomGrid(int nodes, double speedMin, double speedMax, double bandwidthMin, double bandwidthMax,
        double links) {

    /** The name of the experiment's random stream a machine is drawn from. */
    public static final String STREAM = "machine";

    public RandomGrid {
        if (nodes < 1) {
            throw new IllegalArgumentException("random-grid: needs at least 1 node, got " + nodes);
        }
        if (!(speedMin > 0 && speedMax >= speedMin) || Double.isInfinite(speedMax)) {
            throw new IllegalArgumentException("random-grid: need 0 < speed min <= speed max, got " + speedMin
                    + " to " + speedMax);
        }
        if (!(bandwidthMin > 0 && bandwidthMax >= bandwidthMin) || Double.isInfinite(bandwidthMax)) {
            throw new IllegalArgumentException("random-grid: need 0 < bandwidth min <= bandwidth max, got "
                    + bandwidthMin + " to " + bandwidthMax);
        }
        if (!(links >= 0 && links <= 1)) {
            throw new IllegalArgumentException("random-grid: links must be a probability in [0, 1], got " + links);
        }
    }

    /** Draws the machine. */
    public Machine draw(RandomGenerator rng) {
        List<Cluster> clusters = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            clusters.add(new Cluster("p" + i, Topology.pool(1), speedMin + (speedMax - speedMin) * rng.nextDouble()));
        }
        int[] parent = new int[nodes]; // the spanning tree: parent[i] < i for i > 0
        List<Link> out = new ArrayList<>();
        for (int i = 1; i < nodes; i++) {
            parent[i] = rng.nextInt(i);
            out.add(new Link("p" + parent[i], "p" + i, bandwidth(rng)));
        }
        for (int i = 0; i < nodes; i++) {
            for (int j = i + 1; j < nodes; j++) {
                if (parent[j] != i && rng.nextDouble() < links) {
                    out.add(new Link("p" + i, "p" + j, bandwidth(rng)));
                }
            }
        }
        return Machine.grid(clusters, out);
    }

    private double bandwidth(RandomGenerator rng) {
        return bandwidthMin + (bandwidthMax - bandwidthMin) * rng.nextDouble();
    }
}

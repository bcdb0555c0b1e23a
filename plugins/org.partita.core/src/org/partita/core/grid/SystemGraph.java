package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.RandomGrid;
import org.partita.core.machine.Topology;

/**
 * The IPG system graph (digest §2.1): an undirected graph whose vertices are processors weighted by speed and whose
 * edges are links weighted by bandwidth. Sending {@code d} data units from processor {@code p} to {@code q} takes
 * {@code d · rate(p, q)} seconds, where {@code rate(p, q)} is the smallest sum of {@code 1 / bandwidth} over a path
 * from {@code p} to {@code q} (store-and-forward, no contention; {@code rate(p, p) = 0}). The rates are computed once,
 * by Floyd–Warshall, O(N³).
 */
public final class SystemGraph {

    /** An undirected link {@code a — b}. */
    public record Edge(int a, int b, double bandwidth) {
    }

    private final double[] speeds;
    private final List<Edge> edges;
    private final double[][] rate;

    /**
     * @param speeds processor speeds, each &gt; 0
     * @param edges  links; parallel links keep the widest; the graph must be connected
     */
    public SystemGraph(double[] speeds, List<Edge> edges) {
        int n = speeds.length;
        if (n == 0) {
            throw new IllegalArgumentException("a system graph needs at least one processor");
        }
        for (int i = 0; i < n; i++) {
            if (!(speeds[i] > 0) || Double.isInfinite(speeds[i])) {
                throw new IllegalArgumentException("processor " + i + ": speed must be positive, got " + speeds[i]);
            }
        }
        this.speeds = speeds.clone();
        this.edges = List.copyOf(edges);
        rate = new double[n][n];
        for (double[] row : rate) {
            Arrays.fill(row, Double.POSITIVE_INFINITY);
        }
        for (int i = 0; i < n; i++) {
            rate[i][i] = 0;
        }
        for (Edge e : edges) {
            if (e.a() < 0 || e.a() >= n || e.b() < 0 || e.b() >= n || e.a() == e.b()) {
                throw new IllegalArgumentException("link " + e.a() + "-" + e.b() + " is not between two of the "
                        + n + " processors");
            }
            if (!(e.bandwidth() > 0) || Double.isInfinite(e.bandwidth())) {
                throw new IllegalArgumentException("link " + e.a() + "-" + e.b() + ": bandwidth must be positive");
            }
            double r = 1 / e.bandwidth();
            if (r < rate[e.a()][e.b()]) {
                rate[e.a()][e.b()] = r;
                rate[e.b()][e.a()] = r;
            }
        }
        for (int k = 0; k < n; k++) {
            double[] rk = rate[k];
            for (int i = 0; i < n; i++) {
                double rik = rate[i][k];
                if (rik == Double.POSITIVE_INFINITY) {
                    continue;
                }
                double[] ri = rate[i];
                for (int j = 0; j < n; j++) {
                    double via = rik + rk[j];
                    if (via < ri[j]) {
                        ri[j] = via;
                    }
                }
            }
        }
        for (int j = 1; j < n; j++) {
            if (rate[0][j] == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("system graph is not connected: no path from processor 0 to "
                        + j);
            }
        }
    }

    /**
     * The system graph of a machine: one processor per node with its cluster's speed; inside a cluster, links between
     * topology neighbours (mesh/torus/hypercube/ring) or between every pair (pool, bus, SMP) with bandwidth
     * {@code localBandwidth}; each {@link Link} joins the first nodes (the gateways) of its two clusters.
     */
    public static SystemGraph of(Machine machine, double localBandwidth) {
        double[] speeds = new double[machine.size()];
        List<Edge> edges = new ArrayList<>();
        List<Cluster> clusters = machine.clusters();
        for (int c = 0; c < clusters.size(); c++) {
            Cluster cl = clusters.get(c);
            int off = machine.offset(c);
            Topology t = cl.topology();
            for (int i = 0; i < t.size(); i++) {
                speeds[off + i] = cl.speed();
            }
            for (int[] e : Topologies.links(t)) {
                edges.add(new Edge(off + e[0], off + e[1], localBandwidth));
            }
        }
        Map<String, Integer> gateway = new HashMap<>();
        for (int c = 0; c < clusters.size(); c++) {
            gateway.put(clusters.get(c).name(), machine.offset(c));
        }
        for (Link l : machine.links()) {
            edges.add(new Edge(gateway.get(l.from()), gateway.get(l.to()), l.bandwidth()));
        }
        return new SystemGraph(speeds, edges);
    }

    /**
     * A random connected system graph (Table 1: "random system graph of size 100", speeds and bandwidths in 1–5): the
     * system graph of {@link RandomGrid#draw} (its class comment gives the distributions and the draw order).
     */
    public static SystemGraph random(int n, double edgeProbability, double speedLo, double speedHi, double bwLo,
            double bwHi, RandomGenerator rng) {
        return of(new RandomGrid(n, speedLo, speedHi, bwLo, bwHi, edgeProbability).draw(rng), 1);
    }

    public int size() {
        return speeds.length;
    }

    public double speed(int p) {
        return speeds[p];
    }

    public List<Edge> edges() {
        return edges;
    }

    /** Seconds per data unit from {@code p} to {@code q} (0 when {@code p == q}). */
    public double rate(int p, int q) {
        return rate[p][q];
    }

    /** The fastest processor (lowest id among equals). */
    public int fastest() {
        int best = 0;
        for (int i = 1; i < speeds.length; i++) {
            if (speeds[i] > speeds[best]) {
                best = i;
            }
        }
        return best;
    }

    /** Mean speed over all processors. */
    public double meanSpeed() {
        double s = 0;
        for (double v : speeds) {
            s += v;
        }
        return s / speeds.length;
    }

    /** Mean {@link #rate} over ordered pairs of distinct processors (0 for one processor). */
    public double meanRate() {
        int n = speeds.length;
        if (n < 2) {
            return 0;
        }
        double s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s += rate[i][j];
            }
        }
        return s / ((double) n * (n - 1));
    }
}

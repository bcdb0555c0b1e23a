package org.partita.core.machine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A machine: one or more clusters, each with a {@link Topology} and a speed, joined by links.
 *
 * <p><b>Node ids.</b> Every node has one global id in {@code 0 .. size()-1}. Cluster {@code i} (in declaration
 * order) owns the ids {@code offset(i) .. offset(i) + cluster(i).topology().size() - 1}, where
 * {@code offset(0) = 0} and {@code offset(i) = offset(i-1) + size of cluster i-1}. Within a cluster, global id
 * {@code offset + local} has the local id defined by {@link Topology}. A single-topology machine is one cluster
 * with speed 1 and offset 0, so its global ids are the topology's ids.
 */
public final class Machine {

    private final List<Cluster> clusters;
    private final List<Link> links;
    private final int[] offsets;
    private final int size;
    private final boolean heterogeneous;

    private Machine(List<Cluster> clusters, List<Link> links) {
        if (clusters.isEmpty()) {
            throw new IllegalArgumentException("a machine needs at least one cluster");
        }
        Set<String> names = new HashSet<>();
        for (Cluster c : clusters) {
            if (!names.add(c.name())) {
                throw new IllegalArgumentException("duplicate cluster name '" + c.name() + "'");
            }
        }
        for (Link l : links) {
            if (!names.contains(l.from()) || !names.contains(l.to())) {
                throw new IllegalArgumentException("link " + l.from() + "-" + l.to() + " names an unknown cluster");
            }
        }
        this.clusters = List.copyOf(clusters);
        this.links = List.copyOf(links);
        this.offsets = new int[clusters.size()];
        long total = 0;
        boolean hetero = false;
        for (int i = 0; i < clusters.size(); i++) {
            offsets[i] = (int) total;
            total += clusters.get(i).topology().size();
            hetero |= clusters.get(i).speed() != 1.0;
        }
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("machine too large: " + total + " nodes");
        }
        this.size = (int) total;
        this.heterogeneous = hetero;
    }

    /** A homogeneous machine with one interconnect. */
    public static Machine of(Topology topology) {
        return new Machine(List.of(new Cluster("main", topology, 1.0)), List.of());
    }

    /** A heterogeneous grid; node ids follow cluster order (see the class comment). */
    public static Machine grid(List<Cluster> clusters, List<Link> links) {
        return new Machine(new ArrayList<>(clusters), links);
    }

    /** Total number of nodes. */
    public int size() {
        return size;
    }

    public List<Cluster> clusters() {
        return clusters;
    }

    public List<Link> links() {
        return links;
    }

    public boolean isGrid() {
        return clusters.size() > 1;
    }

    /** Whether any cluster's speed differs from 1. */
    public boolean isHeterogeneous() {
        return heterogeneous;
    }

    /** The topology of a single-cluster machine. */
    public Topology topology() {
        if (clusters.size() != 1) {
            throw new IllegalStateException("a grid of " + clusters.size() + " clusters has no single topology");
        }
        return clusters.get(0).topology();
    }

    /** First global node id of cluster {@code i}. */
    public int offset(int clusterIndex) {
        return offsets[clusterIndex];
    }

    /** Index of the cluster owning global node {@code id}. */
    public int clusterIndexOf(int nodeId) {
        if (nodeId < 0 || nodeId >= size) {
            throw new IllegalArgumentException("node id " + nodeId + " outside 0.." + (size - 1));
        }
        int lo = 0;
        int hi = offsets.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (offsets[mid] <= nodeId) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Speed of the slowest node in {@code nodes} (1 for a homogeneous machine). */
    public double slowestSpeed(int[] nodes) {
        if (!heterogeneous) {
            return 1.0;
        }
        double min = Double.POSITIVE_INFINITY;
        for (int n : nodes) {
            min = Math.min(min, clusters.get(clusterIndexOf(n)).speed());
        }
        return nodes.length == 0 ? 1.0 : min;
    }

    /** Bandwidth of the link between two clusters, or 0 when they are not directly linked. */
    public double bandwidth(String a, String b) {
        for (Link l : links) {
            if ((l.from().equals(a) && l.to().equals(b)) || (l.from().equals(b) && l.to().equals(a))) {
                return l.bandwidth();
            }
        }
        return 0;
    }

    @Override
    public String toString() {
        if (clusters.size() == 1 && clusters.get(0).speed() == 1.0) {
            return clusters.get(0).topology().toString();
        }
        StringBuilder s = new StringBuilder("grid{");
        for (Cluster c : clusters) {
            s.append(' ').append(c.name()).append('=').append(c.topology()).append("@").append(c.speed());
        }
        return s.append(" }").toString();
    }
}

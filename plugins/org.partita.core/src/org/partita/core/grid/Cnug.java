package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.TreeMap;

/**
 * CNUG, Clustering Nonuniform Undirected Graphs (IPG-SaLaD Fig. 2, digest §2.4): completely connected clusters are
 * merged, layer by layer, until no edge links two clusters of the last layer.
 *
 * <p>One pass over layer {@code L}: the edges between clusters of layer L (parallel edges summed) are sorted by
 * descending weight (ties: lower endpoint pair first). The first edge {@code (c_i, c_j)} is taken; if both ends are
 * still free they form a new cluster c' of layer {@code L+1}, and the rest of the list is scanned once: an edge with
 * one end in c' and the other end {@code c_y} free and adjacent to every sub-cluster of c' merges {@code c_y} into
 * c'; an edge whose ends already belong to layer-(L+1) clusters is deleted (its weight is counted again between the
 * super-clusters when the next layer's edges are formed). Where the paper is silent (digest §2.4 gaps), this
 * implementation: skips a popped edge whose end is already taken (gap 1); treats an edge inside c' as internal
 * communication (gap 2); promotes a cluster that merged with nobody as a single-child cluster (gap 3); tests both
 * orientations of an edge (gap 4); breaks ties by vertex index (gap 5).
 */
public final class Cnug {

    private Cnug() {
    }

    /**
     * Clusters a graph.
     *
     * @param weights vertex weights (speed or computation amount)
     * @param edges   undirected edges {@code {a, b}} with weights {@code edgeWeights}
     */
    public static ClusterTree cluster(double[] weights, int[][] edges, double[] edgeWeights) {
        int n = weights.length;
        List<List<ClusterTree.Node>> layers = new ArrayList<>();
        List<ClusterTree.Node> layer = new ArrayList<>();
        int[] clusterOf = new int[n];
        for (int i = 0; i < n; i++) {
            layer.add(node(1, new int[0], new int[] {i}, weights, edges, edgeWeights));
            clusterOf[i] = i;
        }
        layers.add(layer);
        while (true) {
            // edges between distinct clusters of this layer, parallel ones summed
            TreeMap<Long, Double> between = new TreeMap<>();
            int m = layer.size();
            for (int e = 0; e < edges.length; e++) {
                int a = clusterOf[edges[e][0]];
                int b = clusterOf[edges[e][1]];
                if (a != b) {
                    long key = (long) Math.min(a, b) * m + Math.max(a, b);
                    between.merge(key, edgeWeights[e], Double::sum);
                }
            }
            if (between.isEmpty()) {
                break;
            }
            BitSet[] adj = new BitSet[m];
            for (int i = 0; i < m; i++) {
                adj[i] = new BitSet(m);
            }
            List<double[]> sorted = new ArrayList<>(between.size());
            for (var en : between.entrySet()) {
                int a = (int) (en.getKey() / m);
                int b = (int) (en.getKey() % m);
                adj[a].set(b);
                adj[b].set(a);
                sorted.add(new double[] {en.getValue(), a, b});
            }
            sorted.sort((x, y) -> x[0] != y[0] ? Double.compare(y[0], x[0])
                    : x[1] != y[1] ? Double.compare(x[1], y[1]) : Double.compare(x[2], y[2]));
            int[] superOf = new int[m];
            Arrays.fill(superOf, -1);
            List<List<Integer>> groups = new ArrayList<>();
            boolean[] deleted = new boolean[sorted.size()];
            for (int k = 0; k < sorted.size(); k++) {
                if (deleted[k]) {
                    continue;
                }
                deleted[k] = true;
                int ci = (int) sorted.get(k)[1];
                int cj = (int) sorted.get(k)[2];
                if (superOf[ci] >= 0 || superOf[cj] >= 0) {
                    continue; // gap 1: an end is already in a layer-(L+1) cluster
                }
                int g = groups.size();
                List<Integer> members = new ArrayList<>(List.of(ci, cj));
                groups.add(members);
                superOf[ci] = g;
                superOf[cj] = g;
                for (int x = k + 1; x < sorted.size(); x++) {
                    if (deleted[x]) {
                        continue;
                    }
                    int cx = (int) sorted.get(x)[1];
                    int cy = (int) sorted.get(x)[2];
                    int inside = superOf[cx] == g && superOf[cy] < 0 ? cy
                            : superOf[cy] == g && superOf[cx] < 0 ? cx : -1;
                    if (inside >= 0 && connectedToAll(adj[inside], members)) {
                        members.add(inside);
                        superOf[inside] = g;
                        deleted[x] = true;
                    } else if (superOf[cx] >= 0 && superOf[cy] >= 0) {
                        deleted[x] = true; // between two super-clusters (added at the next layer) or inside c'
                    }
                }
            }
            for (int c = 0; c < m; c++) {
                if (superOf[c] < 0) { // gap 3: promoted alone
                    superOf[c] = groups.size();
                    groups.add(List.of(c));
                }
            }
            // number the new clusters by their smallest member vertex, for a deterministic layout
            List<int[]> order = new ArrayList<>();
            for (int g = 0; g < groups.size(); g++) {
                int min = Integer.MAX_VALUE;
                for (int c : groups.get(g)) {
                    min = Math.min(min, layer.get(c).members()[0]);
                }
                order.add(new int[] {min, g});
            }
            order.sort((x, y) -> Integer.compare(x[0], y[0]));
            int[] newIndex = new int[groups.size()];
            for (int i = 0; i < order.size(); i++) {
                newIndex[order.get(i)[1]] = i;
            }
            int[] nextOf = new int[n];
            List<ClusterTree.Node> next = new ArrayList<>();
            for (int i = 0; i < order.size(); i++) {
                List<Integer> g = new ArrayList<>(groups.get(order.get(i)[1]));
                g.sort(null);
                int[] children = g.stream().mapToInt(Integer::intValue).toArray();
                int size = 0;
                for (int c : children) {
                    size += layer.get(c).members().length;
                }
                int[] members = new int[size];
                int at = 0;
                for (int c : children) {
                    for (int v : layer.get(c).members()) {
                        members[at++] = v;
                    }
                }
                Arrays.sort(members);
                for (int v : members) {
                    nextOf[v] = i;
                }
                next.add(null);
                next.set(i, new ClusterTree.Node(layers.size() + 1, children, members, members.length, 0, 0, 0));
            }
            for (int i = 0; i < next.size(); i++) {
                ClusterTree.Node d = next.get(i);
                next.set(i, node(d.layer(), d.children(), d.members(), weights, edges, edgeWeights));
            }
            clusterOf = nextOf;
            layer = next;
            layers.add(layer);
        }
        return new ClusterTree(layers);
    }

    private static boolean connectedToAll(BitSet adjacent, List<Integer> members) {
        for (int c : members) {
            if (!adjacent.get(c)) {
                return false;
            }
        }
        return true;
    }

    /** A cluster with its parameters (σ, δ, Π, π) computed from the graph. */
    static ClusterTree.Node node(int layer, int[] children, int[] members, double[] weights, int[][] edges,
            double[] edgeWeights) {
        double delta = 0;
        for (int v : members) {
            delta += weights[v];
        }
        double inner = 0;
        double outer = 0;
        BitSet in = new BitSet();
        for (int v : members) {
            in.set(v);
        }
        for (int e = 0; e < edges.length; e++) {
            boolean a = in.get(edges[e][0]);
            boolean b = in.get(edges[e][1]);
            if (a && b) {
                inner += edgeWeights[e];
            } else if (a || b) {
                outer += edgeWeights[e];
            }
        }
        return new ClusterTree.Node(layer, children, members, members.length, delta, inner, outer);
    }

    /** CNUG of a task graph, its edges taken as undirected with weight = data (the Spec graph). */
    public static ClusterTree of(org.partita.core.workload.TaskGraph g) {
        double[] w = new double[g.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = g.task(i).work();
        }
        var es = g.edges();
        int[][] edges = new int[es.size()][];
        double[] ew = new double[es.size()];
        for (int i = 0; i < es.size(); i++) {
            edges[i] = new int[] {es.get(i).from(), es.get(i).to()};
            ew[i] = es.get(i).data();
        }
        return cluster(w, edges, ew);
    }

    /** CNUG of a system graph, edge weight = bandwidth (the Rep graph). */
    public static ClusterTree of(SystemGraph s) {
        double[] w = new double[s.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = s.speed(i);
        }
        int[][] edges = new int[s.edges().size()][];
        double[] ew = new double[edges.length];
        for (int i = 0; i < edges.length; i++) {
            edges[i] = new int[] {s.edges().get(i).a(), s.edges().get(i).b()};
            ew[i] = s.edges().get(i).bandwidth();
        }
        return cluster(w, edges, ew);
    }
}

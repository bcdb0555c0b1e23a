package org.partita.core.grid;

import java.util.List;

/**
 * The multi-layer clustering of a graph produced by {@link Cndg} (a Cluster-M Spec graph of a directed task graph) or
 * {@link Cnug} (a Rep graph of a system graph; digest §2.2). Layer 1 holds one cluster per vertex; every cluster of layer {@code L+1}
 * has one or more sub-clusters at layer {@code L}; the top layer has no edge between its clusters.
 *
 * @param layers {@code layers.get(L - 1)} is layer {@code L}
 */
public record ClusterTree(List<List<Node>> layers) {

    /**
     * One cluster with its parameters (σ, δ, Π, π) — the paper's tuple {@code (1, B_i, 0, 0)} for a singleton
     * (digest §2.4; the meaning of the last three is our reconstruction).
     *
     * @param layer    clustering layer, from 1
     * @param children indices of the sub-clusters in layer {@code layer - 1} (empty at layer 1)
     * @param members  the graph's vertices it contains, ascending
     * @param sigma    σ: size, the number of vertices
     * @param delta    δ: total vertex weight (computation amount, or processor speed)
     * @param inner    Π: total weight of the edges inside the cluster (communication or bandwidth)
     * @param outer    π: total weight of the edges leaving the cluster
     */
    public record Node(int layer, int[] children, int[] members, int sigma, double delta, double inner,
            double outer) {
    }

    public ClusterTree {
        layers = List.copyOf(layers.stream().map(List::copyOf).toList());
    }

    /** Number of layers. */
    public int height() {
        return layers.size();
    }

    /** Cluster {@code index} of layer {@code layer} (from 1). */
    public Node node(int layer, int index) {
        return layers.get(layer - 1).get(index);
    }

    /** The top layer. */
    public List<Node> top() {
        return layers.get(layers.size() - 1);
    }
}

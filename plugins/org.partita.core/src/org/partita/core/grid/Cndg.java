package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.partita.core.workload.TaskGraph;

/**
 * CNDG, Clustering Nonuniform Directed Graphs (IPG-SaLaD §3.1, Fig. 3): the Spec graph of a directed task graph. The
 * figure's pseudocode is missing from the paper; this is rebuilt from the text of §3.1 and §2.1, with every step the
 * text does not fix marked <b>ours</b>.
 *
 * <ul>
 * <li><b>Horizontal partitioning.</b> "divide a directed graph into a layered graph such that each layer consists of
 * a number of computation nodes that can be executed in parallel and a number of communication edges incoming to
 * these nodes. The layers are to be executed one at a time." A task's DAG level is the length of the longest path
 * reaching it (sources at level 0; <b>ours</b>: the text does not say which layering), so the tasks of a level never
 * depend on each other.</li>
 * <li><b>Layer 1</b>: one cluster per task, parameters {@code (1, work, 0, data in + out)}.</li>
 * <li><b>Layer 2</b>: "All the nodes in a layer are merged to form a cluster if they have a common parent node in
 * the layer above or a common child node in the layer below" — within each DAG level, the transitive closure of
 * these two relations (<b>ours</b>: closure, and "the layer above / below" read as the adjacent DAG levels). Each
 * cluster is a set of concurrent computations (§2.1).</li>
 * <li><b>Layer 3</b>: "the nodes from consecutive layers are merged or embedded … Doing this traces the flow of
 * data": layer-2 clusters joined by an edge between consecutive DAG levels are merged (transitively) into one
 * cluster, a flow of data (<b>ours</b>: the merge is transitive and takes every such edge).</li>
 * <li><b>Layer 4</b>, only when edges still link two layer-3 clusters (edges that skip a level): the weakly connected
 * components (<b>ours</b>). As in CNUG, clustering stops when no edge links two clusters of the last layer, so the
 * top clusters never communicate; a layer is built only while an edge links two clusters of the one below.</li>
 * </ul>
 * Clusters of a layer are numbered by (DAG level of their first member, first member). The clustering is bottom-up
 * ("Both horizontal and vertical graph partitioning are accomplished by performing the clustering in a bottom-up
 * fashion"); {@link ClusterM} maps top-down, a flow's DAG levels one at a time.
 */
public final class Cndg {

    private Cndg() {
    }

    /** The DAG level of every task: 0 for a task without predecessors, else 1 + the highest predecessor level. */
    public static int[] levels(TaskGraph g) {
        int[] level = new int[g.size()];
        // every edge goes from a lower to a higher id: taken by target, a source's level is final when it is read
        List<TaskGraph.Edge> byTarget = new ArrayList<>(g.edges());
        byTarget.sort(java.util.Comparator.comparingInt(TaskGraph.Edge::to));
        for (TaskGraph.Edge e : byTarget) {
            level[e.to()] = Math.max(level[e.to()], level[e.from()] + 1);
        }
        return level;
    }

    /** The Spec graph of {@code g}. */
    public static ClusterTree of(TaskGraph g) {
        int n = g.size();
        int[] level = levels(g);
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = g.task(i).work();
        }
        List<TaskGraph.Edge> es = g.edges();
        int[][] edges = new int[es.size()][];
        double[] data = new double[es.size()];
        for (int i = 0; i < es.size(); i++) {
            edges[i] = new int[] {es.get(i).from(), es.get(i).to()};
            data[i] = es.get(i).data();
        }
        List<List<ClusterTree.Node>> layers = new ArrayList<>();
        int[] clusterOf = new int[n];
        for (int i = 0; i < n; i++) {
            clusterOf[i] = i;
        }
        layers.add(layer(1, identity(n), clusterOf, w, edges, data, null));
        for (int step = 2; step <= 4 && linksTwoClusters(edges, clusterOf); step++) {
            UnionFind u = new UnionFind(n);
            for (int[] e : edges) {
                int a = e[0];
                int b = e[1];
                if (step == 2) {
                    mergeSiblings(level, a, b, u);
                } else if (step == 4 || level[b] == level[a] + 1) {
                    u.union(a, b);
                }
            }
            if (step >= 3) { // keep the layer below whole
                for (int v = 0; v < n; v++) {
                    u.union(v, firstMember(layers.get(layers.size() - 1).get(clusterOf[v])));
                }
            }
            int[] next = u.classes(level);
            layers.add(layer(layers.size() + 1, clusterOf, next, w, edges, data, layers.get(layers.size() - 1)));
            clusterOf = next;
        }
        return new ClusterTree(layers);
    }

    /** Step 2: the children at {@code b}'s level of a common parent, and the parents of a common child. */
    private static void mergeSiblings(int[] level, int a, int b, UnionFind u) {
        if (level[b] != level[a] + 1) {
            return;
        }
        // a is b's parent in the layer above: b joins a's first child in b's level; b is a's child in the layer
        // below: a joins b's first parent in a's level
        int firstChild = u.firstChild[a];
        if (firstChild < 0) {
            u.firstChild[a] = b;
        } else {
            u.union(firstChild, b);
        }
        int firstParent = u.firstParent[b];
        if (firstParent < 0) {
            u.firstParent[b] = a;
        } else {
            u.union(firstParent, a);
        }
    }

    private static int firstMember(ClusterTree.Node c) {
        return c.members()[0];
    }

    private static int[] identity(int n) {
        int[] id = new int[n];
        for (int i = 0; i < n; i++) {
            id[i] = i;
        }
        return id;
    }

    private static boolean linksTwoClusters(int[][] edges, int[] clusterOf) {
        for (int[] e : edges) {
            if (clusterOf[e[0]] != clusterOf[e[1]]) {
                return true;
            }
        }
        return false;
    }

    /** The clusters {@code clusterOf} describes, with their sub-clusters in {@code below} ({@code belowOf}). */
    private static List<ClusterTree.Node> layer(int layer, int[] belowOf, int[] clusterOf, double[] w,
            int[][] edges, double[] data, List<ClusterTree.Node> below) {
        int count = 0;
        for (int c : clusterOf) {
            count = Math.max(count, c + 1);
        }
        List<List<Integer>> members = new ArrayList<>();
        List<List<Integer>> children = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            members.add(new ArrayList<>());
            children.add(new ArrayList<>());
        }
        for (int v = 0; v < clusterOf.length; v++) {
            members.get(clusterOf[v]).add(v);
            if (below != null && !children.get(clusterOf[v]).contains(belowOf[v])) {
                children.get(clusterOf[v]).add(belowOf[v]);
            }
        }
        List<ClusterTree.Node> out = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            int[] m = members.get(c).stream().mapToInt(Integer::intValue).toArray();
            int[] ch = children.get(c).stream().mapToInt(Integer::intValue).sorted().toArray();
            out.add(Cnug.node(layer, ch, m, w, edges, data));
        }
        return out;
    }

    /** Union–find over tasks, with the first child / parent seen per task for the sibling rule. */
    private static final class UnionFind {
        final int[] parent;
        final int[] firstChild;
        final int[] firstParent;

        UnionFind(int n) {
            parent = identity(n);
            firstChild = new int[n];
            firstParent = new int[n];
            Arrays.fill(firstChild, -1);
            Arrays.fill(firstParent, -1);
        }

        int find(int v) {
            while (parent[v] != v) {
                parent[v] = parent[parent[v]];
                v = parent[v];
            }
            return v;
        }

        void union(int a, int b) {
            int ra = find(a);
            int rb = find(b);
            if (ra != rb) {
                parent[Math.max(ra, rb)] = Math.min(ra, rb);
            }
        }

        /** Class index of every task, classes numbered by (level of first member, first member). */
        int[] classes(int[] level) {
            int n = parent.length;
            Integer[] roots = new Integer[n];
            int[] first = new int[n];
            Arrays.fill(first, -1);
            int k = 0;
            for (int v = 0; v < n; v++) {
                int r = find(v);
                if (first[r] < 0) {
                    first[r] = v;
                    roots[k++] = r;
                }
            }
            Integer[] order = Arrays.copyOf(roots, k);
            Arrays.sort(order, (x, y) -> level[first[x]] != level[first[y]]
                    ? Integer.compare(level[first[x]], level[first[y]]) : Integer.compare(first[x], first[y]));
            int[] index = new int[n];
            for (int i = 0; i < k; i++) {
                index[order[i]] = i;
            }
            int[] out = new int[n];
            for (int v = 0; v < n; v++) {
                out[v] = index[find(v)];
            }
            return out;
        }
    }
}

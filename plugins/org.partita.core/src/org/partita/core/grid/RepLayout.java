package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A Rep graph ({@link ClusterTree} of a system graph) as {@link ClusterM} walks it: the processors' depth-first order
 * (a part split off a Rep cluster takes a depth-first prefix, so it stays well connected — ours) and each processor's
 * cluster at every layer. Makes {@link RepPart}s, merges them and finds their sub-clusters.
 */
final class RepLayout {

    private final SystemGraph sys;
    private final ClusterTree rep;
    private final int[] order; // position of each processor in the Rep graph's depth-first order
    private final int[][] anc; // anc[L-1][p] = index of p's cluster at Rep layer L

    RepLayout(SystemGraph sys, ClusterTree rep) {
        this.sys = sys;
        this.rep = rep;
        int n = sys.size();
        order = new int[n];
        int[] at = {0};
        for (int i = 0; i < rep.top().size(); i++) {
            dfs(rep.height(), i, at);
        }
        anc = new int[rep.height()][n];
        for (int l = 1; l <= rep.height(); l++) {
            List<ClusterTree.Node> layer = rep.layers().get(l - 1);
            for (int c = 0; c < layer.size(); c++) {
                for (int p : layer.get(c).members()) {
                    anc[l - 1][p] = c;
                }
            }
        }
    }

    private void dfs(int layer, int index, int[] at) {
        ClusterTree.Node node = rep.node(layer, index);
        if (layer == 1) {
            order[node.members()[0]] = at[0]++;
            return;
        }
        for (int c : node.children()) {
            dfs(layer - 1, c, at);
        }
    }

    /** The part of these processors, in depth-first order. */
    RepPart part(int[] procs) {
        Integer[] boxed = Arrays.stream(procs).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, Comparator.comparingInt(p -> order[p]));
        int[] sorted = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
        return new RepPart(sorted, sys, order[sorted[0]]);
    }

    /**
     * The sub-clusters of a part of two or more processors (ours): its processors grouped by their cluster at the
     * highest Rep layer where they fall into two or more groups.
     */
    List<RepPart> subparts(RepPart r) {
        for (int l = rep.height(); l >= 1; l--) {
            int[] a = anc[l - 1];
            List<List<Integer>> groups = new ArrayList<>();
            List<Integer> keys = new ArrayList<>();
            for (int p : r.procs) {
                int k = keys.indexOf(a[p]);
                if (k < 0) {
                    keys.add(a[p]);
                    groups.add(new ArrayList<>());
                    k = keys.size() - 1;
                }
                groups.get(k).add(p);
            }
            if (groups.size() >= 2) {
                List<RepPart> out = new ArrayList<>();
                for (List<Integer> gr : groups) {
                    out.add(part(gr.stream().mapToInt(Integer::intValue).toArray()));
                }
                return out;
            }
        }
        throw new IllegalStateException("a part of " + r.procs.length + " processors has no sub-clusters");
    }

    RepPart merge(RepPart a, RepPart b) {
        int[] u = Arrays.copyOf(a.procs, a.procs.length + b.procs.length);
        System.arraycopy(b.procs, 0, u, a.procs.length, b.procs.length);
        return part(u);
    }
}

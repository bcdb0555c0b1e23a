package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.partita.core.workload.TaskGraph;

/**
 * Cluster-M mapping (IPG-SaLaD Fig. 4, digest §2.5) of a task graph's Spec graph onto a system graph's Rep graph,
 * both built by {@link Cnug} (the task graph's edges taken as undirected: CNDG, Fig. 3, is missing from the paper).
 *
 * <p>Top-down, one Spec layer at a time: the Spec clusters and the Rep clusters of the current level are sorted by
 * descending (σ, δ, Π, π) (Rep: σ, δ); {@code f = min(1, Σσ_R / Σσ_S)} and each Spec cluster S needs a Rep cluster
 * of {@code max(1, round(f · σ_S))} processors. A Rep cluster of exactly that size with the least estimated time
 * {@code est(S, R) = δ_S / Σspeed_R + Π_S · meanRate_R} is matched first; each remaining Spec cluster takes a part
 * split off the largest Rep cluster, or merged from the largest ones and split. Then, for each pair: a single
 * processor gets all of S's tasks; otherwise, when the <em>inequality</em> holds, S is embedded whole on R's fastest
 * processor; otherwise S's sub-clusters are matched with R's sub-clusters (the next level). When the Rep clusters
 * run out, a Spec cluster goes to the processor of the level that would finish its work first given what it already
 * holds.
 *
 * <p>Our reconstructions where the paper is silent (digest §2.5): σ = size, δ = total work / speed, Π = internal
 * communication, π = external communication; the inequality is {@code δ_S / maxSpeed_R ≤ δ_S / Σspeed_R +
 * cut_S · meanRate_R}, with {@code cut_S} the communication between S's sub-clusters (embed when running S
 * sequentially is no slower than the parallel estimate with its communication); a split takes the processors first
 * in the Rep graph's depth-first order (so a part stays well connected); a Rep part's sub-clusters are its
 * processors grouped by their cluster at the highest Rep layer where they fall into two or more groups.
 */
public final class ClusterM implements Mapper {

    private final boolean embedding;

    /** Cluster-M with the embedding inequality. */
    public ClusterM() {
        this(true);
    }

    /** @param embedding whether the inequality may embed a Spec cluster on one processor */
    public ClusterM(boolean embedding) {
        this.embedding = embedding;
    }

    private SystemGraph clusteredSystem;
    private ClusterTree clusteredRep;

    /** Maps; the Rep graph of the last system graph is kept (clustering is done once per system graph, §2.2). */
    @Override
    public int[] map(TaskGraph graph, SystemGraph system) {
        if (system != clusteredSystem) {
            clusteredRep = Cnug.of(system);
            clusteredSystem = system;
        }
        return map(graph, system, clusteredRep);
    }

    /** Maps with a Rep graph clustered beforehand (clustering is done once per system graph, digest §2.2). */
    public int[] map(TaskGraph graph, SystemGraph system, ClusterTree rep) {
        return new Run(new Dag(graph), Cnug.of(graph), system, rep).mapping();
    }

    private final class Run {
        final Dag g;
        final ClusterTree spec;
        final SystemGraph sys;
        final ClusterTree rep;
        final int[] order; // position of each processor in the Rep graph's depth-first order
        final int[][] anc; // anc[L-1][p] = index of p's cluster at Rep layer L
        final int[] mapping;
        final double[] load;

        Run(Dag g, ClusterTree spec, SystemGraph sys, ClusterTree rep) {
            this.g = g;
            this.spec = spec;
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
            mapping = new int[g.n];
            Arrays.fill(mapping, -1);
            load = new double[n];
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

        int[] mapping() {
            if (g.n == 0) {
                return mapping;
            }
            List<ClusterTree.Node> specs = new ArrayList<>();
            for (ClusterTree.Node s : spec.top()) {
                specs.add(descend(s));
            }
            int[] all = new int[sys.size()];
            for (int p = 0; p < all.length; p++) {
                all[p] = p;
            }
            matchLevel(specs, List.of(part(all)));
            return mapping;
        }

        /** Follows single-sub-cluster chains down ("Go to a lower layer where there are multiple or no ..."). */
        ClusterTree.Node descend(ClusterTree.Node s) {
            while (s.children().length == 1) {
                s = spec.node(s.layer() - 1, s.children()[0]);
            }
            return s;
        }

        void matchLevel(List<ClusterTree.Node> specsIn, List<Part> repsIn) {
            List<ClusterTree.Node> specs = new ArrayList<>(specsIn);
            specs.sort(SPEC_ORDER);
            List<Part> reps = new ArrayList<>(repsIn);
            reps.sort(PART_ORDER);
            List<Integer> levelProcs = new ArrayList<>();
            long sumR = 0;
            for (Part r : reps) {
                sumR += r.procs.length;
                for (int p : r.procs) {
                    levelProcs.add(p);
                }
            }
            long sumS = 0;
            for (ClusterTree.Node s : specs) {
                sumS += s.sigma();
            }
            double f = Math.min(1.0, (double) sumR / sumS);
            List<ClusterTree.Node> pairedS = new ArrayList<>();
            List<Part> pairedR = new ArrayList<>();
            List<ClusterTree.Node> unmatched = new ArrayList<>();
            for (ClusterTree.Node s : specs) {
                int req = required(f, s);
                int best = -1;
                double bestEst = Double.POSITIVE_INFINITY;
                for (int i = 0; i < reps.size(); i++) {
                    if (reps.get(i).procs.length == req) {
                        double e = est(s, reps.get(i));
                        if (e < bestEst) {
                            bestEst = e;
                            best = i;
                        }
                    }
                }
                if (best >= 0) {
                    pairedS.add(s);
                    pairedR.add(reps.remove(best));
                } else {
                    unmatched.add(s);
                }
            }
            for (ClusterTree.Node s : unmatched) {
                int req = required(f, s);
                Part r;
                if (reps.isEmpty()) {
                    r = leastLoaded(levelProcs, s.delta());
                } else {
                    r = reps.remove(0);
                    while (r.procs.length < req && !reps.isEmpty()) {
                        r = merge(r, reps.remove(0));
                    }
                    if (r.procs.length > req) {
                        Part rest = part(Arrays.copyOfRange(r.procs, req, r.procs.length));
                        r = part(Arrays.copyOf(r.procs, req));
                        insertSorted(reps, rest);
                    }
                }
                pairedS.add(s);
                pairedR.add(r);
            }
            for (int i = 0; i < pairedS.size(); i++) {
                place(pairedS.get(i), pairedR.get(i));
            }
        }

        int required(double f, ClusterTree.Node s) {
            return (int) Math.max(1, Math.round(f * s.sigma()));
        }

        void place(ClusterTree.Node s, Part r) {
            if (r.procs.length == 1 || s.children().length == 0) {
                assignAll(s, r.fastest);
                return;
            }
            if (embedding && inequality(s, r)) {
                assignAll(s, r.fastest);
                return;
            }
            List<ClusterTree.Node> subs = new ArrayList<>();
            for (int c : s.children()) {
                subs.add(descend(spec.node(s.layer() - 1, c)));
            }
            matchLevel(subs, subparts(r));
        }

        boolean inequality(ClusterTree.Node s, Part r) {
            double cut = s.inner();
            for (int c : s.children()) {
                cut -= spec.node(s.layer() - 1, c).inner();
            }
            double seq = s.delta() / sys.speed(r.fastest);
            double par = s.delta() / r.speedSum
                    + Math.max(0, cut) * r.meanRate() / Math.min(r.procs.length, s.children().length);
            return seq <= par;
        }

        double est(ClusterTree.Node s, Part r) {
            return s.delta() / r.speedSum + s.inner() * r.meanRate();
        }

        void assignAll(ClusterTree.Node s, int p) {
            for (int v : s.members()) {
                mapping[v] = p;
                load[p] += g.work[v];
            }
        }

        Part leastLoaded(List<Integer> procs, double work) {
            int best = -1;
            double bestFinish = Double.POSITIVE_INFINITY;
            for (int p : procs) {
                double fin = (load[p] + work) / sys.speed(p);
                if (fin < bestFinish || (fin == bestFinish && p < best)) {
                    bestFinish = fin;
                    best = p;
                }
            }
            return part(new int[] {best});
        }

        List<Part> subparts(Part r) {
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
                    List<Part> out = new ArrayList<>();
                    for (List<Integer> gr : groups) {
                        out.add(part(gr.stream().mapToInt(Integer::intValue).toArray()));
                    }
                    return out;
                }
            }
            throw new IllegalStateException("a part of " + r.procs.length + " processors has no sub-clusters");
        }

        Part merge(Part a, Part b) {
            int[] u = Arrays.copyOf(a.procs, a.procs.length + b.procs.length);
            System.arraycopy(b.procs, 0, u, a.procs.length, b.procs.length);
            return part(u);
        }

        void insertSorted(List<Part> reps, Part p) {
            int i = 0;
            while (i < reps.size() && PART_ORDER.compare(reps.get(i), p) <= 0) {
                i++;
            }
            reps.add(i, p);
        }

        Part part(int[] procs) {
            Integer[] boxed = Arrays.stream(procs).boxed().toArray(Integer[]::new);
            Arrays.sort(boxed, Comparator.comparingInt(p -> order[p]));
            int[] sorted = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
            return new Part(sorted, sys, order[sorted[0]]);
        }
    }

    /** A set of processors matched as a Rep cluster. */
    private static final class Part {
        final int[] procs;
        final double speedSum;
        final int fastest;
        final int firstOrder;
        private final SystemGraph sys;
        private double meanRate = Double.NaN;

        Part(int[] procs, SystemGraph sys, int firstOrder) {
            this.procs = procs;
            this.sys = sys;
            this.firstOrder = firstOrder;
            double s = 0;
            int f = procs[0];
            for (int p : procs) {
                s += sys.speed(p);
                if (sys.speed(p) > sys.speed(f) || (sys.speed(p) == sys.speed(f) && p < f)) {
                    f = p;
                }
            }
            speedSum = s;
            fastest = f;
        }

        double meanRate() {
            if (Double.isNaN(meanRate)) {
                double s = 0;
                for (int p : procs) {
                    for (int q : procs) {
                        s += sys.rate(p, q);
                    }
                }
                int n = procs.length;
                meanRate = n < 2 ? 0 : s / ((double) n * (n - 1));
            }
            return meanRate;
        }
    }

    private static final Comparator<ClusterTree.Node> SPEC_ORDER = Comparator
            .comparingInt(ClusterTree.Node::sigma).reversed()
            .thenComparing(Comparator.comparingDouble(ClusterTree.Node::delta).reversed())
            .thenComparing(Comparator.comparingDouble(ClusterTree.Node::inner).reversed())
            .thenComparing(Comparator.comparingDouble(ClusterTree.Node::outer).reversed())
            .thenComparingInt(s -> s.members()[0]);

    private static final Comparator<Part> PART_ORDER = Comparator.<Part>comparingInt(p -> p.procs.length).reversed()
            .thenComparing(Comparator.<Part>comparingDouble(p -> p.speedSum).reversed())
            .thenComparingInt(p -> p.firstOrder);
}

package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.partita.core.workload.TaskGraph;

/**
 * Cluster-M mapping (IPG-SaLaD Fig. 4, digest §2.5) of a task graph's Spec graph, built by {@link Cndg} (the directed
 * clustering of §3.1), onto a system graph's Rep graph, built by {@link Cnug}.
 *
 * <p>Top-down, one Spec layer at a time. The sub-clusters of a Spec cluster are first grouped into waves by their
 * DAG levels (§3.1: the layers "are to be executed one at a time. Therefore, the mapping is done one layer at a
 * time"): clusters whose level ranges overlap are concurrent and matched together; each wave is matched onto the
 * whole Rep part after the waves before it are mapped. Within a wave, the Spec clusters are sorted by descending
 * (δ, σ, Π, π), the Rep clusters by descending computing power Σspeed (then size). The system is heterogeneous
 * (§1.1: a processor's weight is its speed), so sizes are computing power, not processor counts (ours): with
 * {@code f = min(1, N / M)} (N processors and M modules at this level), S needs a Rep cluster of power
 * {@code f · δ_S · (meanSpeed / meanWork)} — f · σ_S with σ counted in units of the level's mean module work and
 * converted at the level's mean speed, which on a uniform system is the paper's f · σ_S processors. A Rep cluster is
 * "of required size" when it has at most σ_S processors and its power is within half its slowest speed of the
 * demand (or it is one processor at least that fast). One of required size with the least estimated time
 * {@code est(S, R) = δ_S / Σspeed_R + Π_S · meanRate_R + Σ data from S's mapped predecessors · rate to R} is matched
 * first; each remaining Spec cluster takes a part
 * split off the most powerful Rep cluster (one of its Rep sub-clusters of required size, else the depth-first prefix
 * whose power is nearest the demand), or merged from the most powerful ones and split. Then, for each pair: a single
 * processor gets all of S's tasks; otherwise, when the <em>inequality</em> holds, S is embedded whole on R's fastest
 * processor; otherwise S's sub-clusters are matched with R's sub-clusters (the next level). When the Rep clusters
 * run out, a Spec cluster goes to the processor of the level that would finish its work first given what it already
 * holds.
 *
 * <p>Our reconstructions where the paper is silent (digest §2.5): σ = size, δ = total work / speed, Π = internal
 * communication, π = external communication; the inequality is {@code δ_S / maxSpeed_R ≤ δ_S / Σspeed_R +
 * cut_S · meanRate_R}, with {@code cut_S} the communication between S's sub-clusters (embed when running S
 * sequentially is no slower than the parallel estimate with its communication); a Rep part's sub-clusters are its
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
        return new Run(new Dag(graph), Cndg.of(graph), system, rep).mapping();
    }

    private final class Run {
        final Dag g;
        final ClusterTree spec;
        final SystemGraph sys;
        final RepLayout layout;
        final int[] mapping;
        final double[] load;
        final int[] level; // DAG level of each task (Cndg's horizontal partitioning)

        Run(Dag g, ClusterTree spec, SystemGraph sys, ClusterTree rep) {
            this.g = g;
            this.spec = spec;
            this.sys = sys;
            this.layout = new RepLayout(sys, rep);
            int n = sys.size();
            mapping = new int[g.n];
            Arrays.fill(mapping, -1);
            load = new double[n];
            level = new int[g.n];
            for (int i = 0; i < g.n; i++) { // ids are a topological order
                for (int j : g.pred[i]) {
                    level[i] = Math.max(level[i], level[j] + 1);
                }
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
            for (List<ClusterTree.Node> wave : waves(specs)) {
                matchLevel(wave, List.of(layout.part(all)));
            }
            return mapping;
        }

        /**
         * Groups clusters into waves that run one after another (§3.1: "The layers are to be executed one at a time.
         * Therefore, the mapping is done one layer at a time"): clusters whose DAG-level ranges overlap are
         * concurrent and share a wave; a wave is matched onto the whole Rep part once the waves before it are mapped
         * (ours: the overlap rule).
         */
        List<List<ClusterTree.Node>> waves(List<ClusterTree.Node> clusters) {
            List<ClusterTree.Node> sorted = new ArrayList<>(clusters);
            sorted.sort(Comparator.<ClusterTree.Node>comparingInt(c -> levelRange(c)[0])
                    .thenComparingInt(c -> c.members()[0]));
            List<List<ClusterTree.Node>> out = new ArrayList<>();
            int end = -1;
            for (ClusterTree.Node c : sorted) {
                int[] range = levelRange(c);
                if (out.isEmpty() || range[0] > end) {
                    out.add(new ArrayList<>());
                }
                out.get(out.size() - 1).add(c);
                end = Math.max(end, range[1]);
            }
            return out;
        }

        int[] levelRange(ClusterTree.Node c) {
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (int v : c.members()) {
                lo = Math.min(lo, level[v]);
                hi = Math.max(hi, level[v]);
            }
            return new int[] {lo, hi};
        }

        /** Follows single-sub-cluster chains down ("Go to a lower layer where there are multiple or no ..."). */
        ClusterTree.Node descend(ClusterTree.Node s) {
            while (s.children().length == 1) {
                s = spec.node(s.layer() - 1, s.children()[0]);
            }
            return s;
        }

        void matchLevel(List<ClusterTree.Node> specsIn, List<RepPart> repsIn) {
            List<ClusterTree.Node> specs = new ArrayList<>(specsIn);
            specs.sort(SPEC_ORDER);
            List<RepPart> reps = new ArrayList<>(repsIn);
            reps.sort(PART_ORDER);
            List<Integer> levelProcs = new ArrayList<>();
            long procs = 0;
            double power = 0;
            for (RepPart r : reps) {
                procs += r.size();
                power += r.power;
                for (int p : r.procs) {
                    levelProcs.add(p);
                }
            }
            long modules = 0;
            double work = 0;
            for (ClusterTree.Node s : specs) {
                modules += s.sigma();
                work += s.delta();
            }
            double f = Math.min(1.0, (double) procs / modules);
            // demand(S) = f · σ_S with σ measured in computation and converted to computing power: δ_S in units of
            // the level's mean module work, times the level's mean speed (on a uniform system: f · σ_S processors)
            double powerPerWork = work > 0 ? (power / procs) / (work / modules) : 0;
            double[] demand = new double[specs.size()];
            for (int i = 0; i < specs.size(); i++) {
                ClusterTree.Node s = specs.get(i);
                demand[i] = work > 0 ? f * s.delta() * powerPerWork : f * s.sigma() * power / procs;
            }
            List<ClusterTree.Node> pairedS = new ArrayList<>();
            List<RepPart> pairedR = new ArrayList<>();
            List<Integer> unmatched = new ArrayList<>();
            for (int i = 0; i < specs.size(); i++) {
                ClusterTree.Node s = specs.get(i);
                int best = bestFit(s, demand[i], reps);
                if (best >= 0) {
                    pairedS.add(s);
                    pairedR.add(reps.remove(best));
                } else {
                    unmatched.add(i);
                }
            }
            for (int i : unmatched) {
                ClusterTree.Node s = specs.get(i);
                RepPart r;
                if (reps.isEmpty()) {
                    r = leastLoaded(levelProcs, s.delta());
                } else {
                    r = reps.remove(0);
                    while (!r.fits(demand[i], s.sigma()) && r.power < demand[i] && r.size() < s.sigma()
                            && !reps.isEmpty()) {
                        r = layout.merge(r, reps.remove(0));
                    }
                    if (!r.fits(demand[i], s.sigma())) {
                        r = split(r, s, demand[i], reps);
                    }
                }
                pairedS.add(s);
                pairedR.add(r);
            }
            for (int i = 0; i < pairedS.size(); i++) {
                place(pairedS.get(i), pairedR.get(i));
            }
        }

        /** The Rep part of required size with the least estimated time, or -1. */
        int bestFit(ClusterTree.Node s, double demand, List<RepPart> reps) {
            int best = -1;
            double bestEst = Double.POSITIVE_INFINITY;
            for (int k = 0; k < reps.size(); k++) {
                if (reps.get(k).fits(demand, s.sigma())) {
                    double e = est(s, reps.get(k));
                    if (e < bestEst) {
                        bestEst = e;
                        best = k;
                    }
                }
            }
            return best;
        }

        /**
         * Splits off a part of required size (ours), following the Rep graph's layers: among r's Rep sub-clusters,
         * one of required size with the least estimated time is the part; else the search goes down into the
         * sub-cluster of least estimated time among those with at least the demanded power; when none has, the part
         * is the depth-first prefix of the current cluster whose power is nearest the demand (at most σ_S
         * processors). The rest of r goes back into the sorted list.
         */
        RepPart split(RepPart r, ClusterTree.Node s, double demand, List<RepPart> reps) {
            RepPart at = r;
            int[] taken = null;
            while (taken == null && at.size() > 1) {
                List<RepPart> subs = layout.subparts(at);
                int best = bestFit(s, demand, subs);
                if (best >= 0) {
                    taken = subs.get(best).procs;
                    break;
                }
                RepPart down = null;
                double downEst = Double.POSITIVE_INFINITY;
                for (RepPart sub : subs) {
                    double e = est(s, sub);
                    if (sub.power >= demand && e < downEst) {
                        down = sub;
                        downEst = e;
                    }
                }
                if (down == null) {
                    break;
                }
                at = down;
            }
            if (taken == null) {
                int k = 0;
                double acc = 0;
                while (k < at.size() && k < s.sigma()) {
                    double next = acc + sys.speed(at.procs[k]);
                    if (k > 0 && Math.abs(next - demand) > Math.abs(acc - demand)) {
                        break;
                    }
                    acc = next;
                    k++;
                }
                taken = Arrays.copyOf(at.procs, k);
            }
            if (taken.length == r.size()) {
                return r;
            }
            boolean[] in = new boolean[sys.size()];
            for (int p : taken) {
                in[p] = true;
            }
            insertSorted(reps, layout.part(Arrays.stream(r.procs).filter(p -> !in[p]).toArray()));
            return layout.part(taken);
        }

        void place(ClusterTree.Node s, RepPart r) {
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
            for (List<ClusterTree.Node> wave : waves(subs)) {
                matchLevel(wave, layout.subparts(r));
            }
        }

        boolean inequality(ClusterTree.Node s, RepPart r) {
            double cut = s.inner();
            for (int c : s.children()) {
                cut -= spec.node(s.layer() - 1, c).inner();
            }
            double seq = s.delta() / sys.speed(r.fastest);
            double par = s.delta() / r.power
                    + Math.max(0, cut) * r.meanRate() / Math.min(r.procs.length, s.children().length);
            return seq <= par;
        }

        /**
         * Estimated time of S on R (ours): its work over R's power, its internal communication at R's mean rate, and
         * the data S receives from tasks already mapped (earlier waves) at the rate from their processor to R —
         * the "flow of data" that CNDG traces, so that "the task nodes along a path may be embedded into one another
         * so that they are assigned to the same processor" (§3.1).
         */
        double est(ClusterTree.Node s, RepPart r) {
            double in = 0;
            for (int v : s.members()) {
                for (int k = 0; k < g.pred[v].length; k++) {
                    int j = g.pred[v][k];
                    if (mapping[j] >= 0 && g.predData[v][k] > 0) {
                        in += g.predData[v][k] * r.rateFrom(mapping[j]);
                    }
                }
            }
            return s.delta() / r.power + s.inner() * r.meanRate() + in;
        }

        void assignAll(ClusterTree.Node s, int p) {
            for (int v : s.members()) {
                mapping[v] = p;
                load[p] += g.work[v];
            }
        }

        RepPart leastLoaded(List<Integer> procs, double work) {
            int best = -1;
            double bestFinish = Double.POSITIVE_INFINITY;
            for (int p : procs) {
                double fin = (load[p] + work) / sys.speed(p);
                if (fin < bestFinish || (fin == bestFinish && p < best)) {
                    bestFinish = fin;
                    best = p;
                }
            }
            return layout.part(new int[] {best});
        }

        void insertSorted(List<RepPart> reps, RepPart p) {
            int i = 0;
            while (i < reps.size() && PART_ORDER.compare(reps.get(i), p) <= 0) {
                i++;
            }
            reps.add(i, p);
        }
    }

    private static final Comparator<ClusterTree.Node> SPEC_ORDER = Comparator
            .comparingDouble(ClusterTree.Node::delta).reversed()
            .thenComparing(Comparator.comparingInt(ClusterTree.Node::sigma).reversed())
            .thenComparing(Comparator.comparingDouble(ClusterTree.Node::inner).reversed())
            .thenComparing(Comparator.comparingDouble(ClusterTree.Node::outer).reversed())
            .thenComparingInt(s -> s.members()[0]);

    private static final Comparator<RepPart> PART_ORDER = Comparator.<RepPart>comparingDouble(p -> p.power)
            .reversed()
            .thenComparing(Comparator.<RepPart>comparingInt(RepPart::size).reversed())
            .thenComparingInt(p -> p.firstOrder);
}

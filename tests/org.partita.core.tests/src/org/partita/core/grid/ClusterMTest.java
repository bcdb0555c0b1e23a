package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.RandomTaskGraphs;
import org.partita.core.workload.TaskGraph;

/** CNUG, CNDG, Cluster-M, MH and the T_m evaluation of IPG-SaLaD §2 (digest §2.4–2.6, §5, Table 1). */
class ClusterMTest {

    private static SystemGraph twoProcessors(double s0, double s1, double bandwidth) {
        return new SystemGraph(new double[] {s0, s1}, List.of(new SystemGraph.Edge(0, 1, bandwidth)));
    }

    /*
     * Triangle 0-1-2 (weights 5, 4, 3) plus the edge 2-3 (weight 1); vertex weights 1, 2, 3, 4.
     * Layer 1: {0} {1} {2} {3}. Sorted edges: (0,1,5) (1,2,4) (0,2,3) (2,3,1).
     * Pop (0,1): c' = {0,1}. Scan: (1,2): 2 is free and adjacent to 0 and 1 -> merged, c' = {0,1,2};
     * (0,2): inside c' -> deleted; (2,3): 3 is free but not adjacent to 0 -> stays.
     * Pop (2,3): 2 is taken -> skipped. {3} is promoted alone.
     * Layer 2: A = {0,1,2} (σ 3, δ 6, Π 12, π 1), B = {3} (σ 1, δ 4, Π 0, π 1); edge A-B of weight 1.
     * Layer 3: {0,1,2,3}; no edge left: 3 layers.
     */
    @Test
    void cnugMergesCompletelyConnectedClustersLayerByLayer() {
        ClusterTree t = Cnug.cluster(new double[] {1, 2, 3, 4},
                new int[][] {{0, 1}, {1, 2}, {0, 2}, {2, 3}}, new double[] {5, 4, 3, 1});
        assertEquals(3, t.height());
        assertEquals(4, t.layers().get(0).size());
        List<ClusterTree.Node> l2 = t.layers().get(1);
        assertEquals(2, l2.size());
        ClusterTree.Node a = l2.get(0);
        assertArrayEquals(new int[] {0, 1, 2}, a.members());
        assertArrayEquals(new int[] {0, 1, 2}, a.children());
        assertEquals(3, a.sigma());
        assertEquals(6, a.delta(), 0);
        assertEquals(12, a.inner(), 0);
        assertEquals(1, a.outer(), 0);
        ClusterTree.Node b = l2.get(1);
        assertArrayEquals(new int[] {3}, b.members());
        assertArrayEquals(new int[] {3}, b.children());
        assertEquals(1, b.outer(), 0);
        ClusterTree.Node top = t.top().get(0);
        assertArrayEquals(new int[] {0, 1, 2, 3}, top.members());
        assertArrayEquals(new int[] {0, 1}, top.children());
        assertEquals(13, top.inner(), 0);
        // a singleton's parameters are the paper's (1, B_i, 0, 0) when it has no edges
        ClusterTree lone = Cnug.cluster(new double[] {7}, new int[0][], new double[0]);
        assertEquals(1, lone.height());
        ClusterTree.Node n = lone.top().get(0);
        assertEquals(1, n.sigma());
        assertEquals(7, n.delta(), 0);
        assertEquals(0, n.inner(), 0);
        assertEquals(0, n.outer(), 0);
    }

    /*
     * Path 0-1-2-3 with weights 3, 3, 1 (a tie broken by the lower pair). Layer 1 sorted: (0,1,3) (1,2,3) (2,3,1).
     * Pop (0,1): c' = {0,1}; (1,2): 2 is not adjacent to 0 -> stays; (2,3): neither end in c' -> stays.
     * Pop (1,2): 1 taken -> skipped. Pop (2,3): c'' = {2,3}. Layer 2: {0,1} {2,3}, joined by (1,2) of weight 3.
     * Layer 3: one cluster.
     */
    @Test
    void cnugSkipsAnEdgeWhoseEndIsAlreadyTaken() {
        ClusterTree t = Cnug.cluster(new double[] {1, 1, 1, 1}, new int[][] {{0, 1}, {1, 2}, {2, 3}},
                new double[] {3, 3, 1});
        assertEquals(3, t.height());
        assertArrayEquals(new int[] {0, 1}, t.node(2, 0).members());
        assertArrayEquals(new int[] {2, 3}, t.node(2, 1).members());
        assertEquals(3, t.node(2, 0).outer(), 0);
        // the edge list orientation does not matter (gap 4)
        ClusterTree r = Cnug.cluster(new double[] {1, 1, 1, 1}, new int[][] {{1, 0}, {2, 1}, {3, 2}},
                new double[] {3, 3, 1});
        assertArrayEquals(t.node(2, 1).members(), r.node(2, 1).members());
    }

    /*
     * Chain 0 -> 1, work 4 and 6, data 2; speeds 2 and 1; one link of bandwidth 4 (rate 0.25 s per unit).
     * Mapping [0, 1]: task 0 on p0 runs 0..2; its data arrives at p1 at 2 + 2 * 0.25 = 2.5; task 1 runs
     * 2.5..8.5 on the speed-1 processor. T_m = 8.5, T_s = 4 + 6 = 10 at unit speed (not 10 / 2 = 5 on the fastest
     * processor), S_m = 10 / 8.5, N_m = 2.
     * Mapping [0, 0]: 0..2 then 2..5 (no communication on one processor): T_m = 5, S_m = 2 (the speed-2 processor),
     * N_m = 1, η = 2.
     */
    @Test
    void mappedExecutionGolden() {
        TaskGraph g = new TaskGraph();
        g.add("t", 4);
        g.add("t", 6);
        g.edge(0, 1, 2);
        SystemGraph s = twoProcessors(2, 1, 4);
        MappedExecution split = MappedExecution.of(g, s, new int[] {0, 1});
        assertEquals(2, split.finish(0), 1e-12);
        assertEquals(2.5, split.start(1), 1e-12);
        assertEquals(8.5, split.makespan(), 1e-12);
        assertEquals(10, split.sequential(), 1e-12);
        assertEquals(10 / 8.5, split.speedup(), 1e-12);
        assertEquals(2, split.processorsUsed());
        assertEquals(10 / 8.5 / 2, split.efficiency(), 1e-12);
        MappedExecution one = MappedExecution.of(g, s, new int[] {0, 0});
        assertEquals(5, one.makespan(), 1e-12);
        assertEquals(2, one.speedup(), 1e-12);
        assertEquals(1, one.processorsUsed());
        assertEquals(2, one.efficiency(), 1e-12);
        // on the speed-1 processor alone the mapping takes exactly T_s: S_m = 1
        assertEquals(1, MappedExecution.of(g, s, new int[] {1, 1}).speedup(), 1e-12);
        var e = assertThrows(IllegalArgumentException.class, () -> MappedExecution.of(g, s, new int[] {0, 2}));
        assertTrue(e.getMessage().contains("task 1"), e.getMessage());
    }

    /*
     * The chain above under MH: task 0 finishes at 2 on p0 (speed 2) or 4 on p1 -> p0. Task 1: on p0 it starts
     * at 2 and ends at 5; on p1 its data arrives at 2.5 and it ends at 8.5 -> p0. Mapping [0, 0].
     * Fork 0 -> {1, 2}, work 2, 4, 4, data 0, speeds 1 and 1: task 0 -> p0 (0..2, tie to the lower id); task 1
     * (same level as 2, lower id) ends at 6 on either -> p0; task 2 ends at 10 on p0, 6 on p1 -> p1.
     */
    @Test
    void mhGolden() {
        TaskGraph chain = new TaskGraph();
        chain.add("t", 4);
        chain.add("t", 6);
        chain.edge(0, 1, 2);
        assertArrayEquals(new int[] {0, 0}, new MhMapper().map(chain, twoProcessors(2, 1, 4)));
        TaskGraph fork = new TaskGraph();
        fork.add("t", 2);
        fork.add("t", 4);
        fork.add("t", 4);
        fork.edge(0, 1, 0).edge(0, 2, 0);
        SystemGraph s = twoProcessors(1, 1, 1);
        int[] m = new MhMapper().map(fork, s);
        assertArrayEquals(new int[] {0, 0, 1}, m);
        assertEquals(6, MappedExecution.of(fork, s, m).makespan(), 1e-12);
    }

    /*
     * Two independent pairs 0 -> 1 and 2 -> 3 (data 5, work 1 each) on two processors (speed 1, bandwidth 1).
     * Spec graph (CNDG): layer 2 = {0} {2} {1} {3} (one per DAG level), layer 3 = the flows {0,1} {2,3}, no edge
     * between them (top). Rep graph: {p0,p1} at layer 2.
     * Level 1: N = 2, M = 4, f = 0.5, mean speed 1 = mean work: each flow demands power 0.5 · 2 = 1. The whole
     * system (power 2) does not fit (|2 - 1| > 1/2): {0,1} (first in (δ, σ, Π, π, first member) order) splits it
     * and takes its Rep sub-cluster {p0}; {2,3} takes the rest {p1}. A one-processor Rep cluster gets all the Spec
     * cluster's tasks: [0, 0, 1, 1], T_m = 2 with no communication at all.
     */
    @Test
    void clusterMGolden() {
        TaskGraph g = new TaskGraph();
        for (int i = 0; i < 4; i++) {
            g.add("t", 1);
        }
        g.edge(0, 1, 5).edge(2, 3, 5);
        SystemGraph s = twoProcessors(1, 1, 1);
        int[] m = new ClusterM().map(g, s);
        assertArrayEquals(new int[] {0, 0, 1, 1}, m);
        assertEquals(2, MappedExecution.of(g, s, m).makespan(), 1e-12);
        // MH puts both roots first (p0, p1) and keeps each child with its parent: the same makespan
        assertEquals(2, MappedExecution.of(g, s, new MhMapper().map(g, s)).makespan(), 1e-12);
    }

    /*
     * Sizing by computing power. System: p0 -5- p1 -1- p2 (bandwidths), speeds 1, 1, 4. Rep graph: layer 2 =
     * {p0,p1} (power 2) and {p2} (power 4), joined at layer 3. Task graph: two chains a0 -> a1 (work 8 each) and
     * b0 -> b1 (work 1 each), data 1. Spec graph: the flows A = {a0,a1}, B = {b0,b1} at the top.
     * Level 1: N = 3 processors, M = 4 modules, f = 0.75; mean speed 6/3 = 2, mean work 18/4 = 4.5.
     * Demands: A = 0.75 · 16 · 2 / 4.5 = 5.33, B = 0.75 · 2 · 2 / 4.5 = 0.67. The whole system (3 processors, more
     * than σ = 2) fits neither. A splits it: its sub-cluster {p2} (power 4, |4 - 5.33| <= 4/2) is of required size
     * -> A on {p2}; the rest {p0,p1} goes back. B: {p0,p1} (|2 - 0.67| > 1/2) is split: {p0} (|1 - 0.67| <= 1/2).
     * Mapping [p2, p2, p0, p0]: a0 0..2, a1 2..4 on p2; b0 0..1, b1 1..2 on p0: T_m = 4, T_s = 18, S_m = 4.5.
     * Counting processors instead (f · σ = round(1.5) = 2 processors each) gives A the two slow processors {p0,p1}
     * and B the fast one: a0 on p0 (0..8), its data 1 · 1/5 to p1, a1 on p1 (8.2..16.2): T_m = 16.2.
     */
    @Test
    void clusterMSizesClustersByComputingPowerNotProcessorCount() {
        SystemGraph s = new SystemGraph(new double[] {1, 1, 4},
                List.of(new SystemGraph.Edge(0, 1, 5), new SystemGraph.Edge(1, 2, 1)));
        ClusterTree rep = Cnug.of(s);
        assertArrayEquals(new int[] {0, 1}, rep.node(2, 0).members());
        assertArrayEquals(new int[] {2}, rep.node(2, 1).members());
        TaskGraph g = new TaskGraph();
        g.add("t", 8);
        g.add("t", 8);
        g.add("t", 1);
        g.add("t", 1);
        g.edge(0, 1, 1).edge(2, 3, 1);
        int[] m = new ClusterM().map(g, s);
        assertArrayEquals(new int[] {2, 2, 0, 0}, m);
        MappedExecution x = MappedExecution.of(g, s, m);
        assertEquals(4, x.makespan(), 1e-12);
        assertEquals(4.5, x.speedup(), 1e-12);
        // the processor-count sizing's mapping is four times slower
        assertEquals(16.2, MappedExecution.of(g, s, new int[] {0, 1, 2, 2}).makespan(), 1e-12);
    }

    /*
     * CNDG on a DAG of 8 tasks (work = id + 1, data 1): 0 -> 3, 0 -> 4, 1 -> 5, 3 -> 7, 5 -> 7, 2 -> 6 and the
     * level-skipping 2 -> 7. DAG levels (longest path): 0, 1, 2 at 0; 3, 4, 5, 6 at 1; 7 at 2.
     * Layer 2 (per level, common parent above or common child below): level 0: {0} {1} {2} (no common child: 0's
     * children are 3, 4; 1's is 5; 2's at level 1 is 6); level 1: 3 ~ 4 (parent 0), 3 ~ 5 (child 7) -> {3,4,5}, and
     * {6}; level 2: {7}. Numbered by (level, first member): {0} {1} {2} {3,4,5} {6} {7}.
     * {3,4,5}: σ 3, δ 4 + 5 + 6 = 15, Π 0 (a level has no inner edge), π 5 (0->3, 0->4, 1->5, 3->7, 5->7).
     * Layer 3 (consecutive-level edges merged): {0,1,3,4,5,7} (sub-clusters 0, 1, 3, 5) and {2,6} (2, 4).
     * Layer 4: 2 -> 7 still links them: one component, and no edge left: 4 layers.
     */
    @Test
    void cndgLayersADagHorizontallyThenFollowsItsDataFlow() {
        TaskGraph g = new TaskGraph();
        for (int i = 0; i < 8; i++) {
            g.add("t", i + 1);
        }
        g.edge(0, 3, 1).edge(0, 4, 1).edge(1, 5, 1).edge(3, 7, 1).edge(5, 7, 1).edge(2, 6, 1).edge(2, 7, 1);
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 1, 1, 2}, Cndg.levels(g));
        ClusterTree t = Cndg.of(g);
        assertEquals(4, t.height());
        assertEquals(8, t.layers().get(0).size());
        List<ClusterTree.Node> l2 = t.layers().get(1);
        int[][] expected = {{0}, {1}, {2}, {3, 4, 5}, {6}, {7}};
        assertEquals(expected.length, l2.size());
        for (int i = 0; i < expected.length; i++) {
            assertArrayEquals(expected[i], l2.get(i).members(), "layer 2 cluster " + i);
        }
        ClusterTree.Node siblings = l2.get(3);
        assertArrayEquals(new int[] {3, 4, 5}, siblings.children());
        assertEquals(3, siblings.sigma());
        assertEquals(15, siblings.delta(), 0);
        assertEquals(0, siblings.inner(), 0);
        assertEquals(5, siblings.outer(), 0);
        List<ClusterTree.Node> l3 = t.layers().get(2);
        assertEquals(2, l3.size());
        assertArrayEquals(new int[] {0, 1, 3, 4, 5, 7}, l3.get(0).members());
        assertArrayEquals(new int[] {0, 1, 3, 5}, l3.get(0).children());
        assertArrayEquals(new int[] {2, 6}, l3.get(1).members());
        assertArrayEquals(new int[] {2, 4}, l3.get(1).children());
        assertEquals(1, l3.get(0).outer(), 0); // 2 -> 7
        ClusterTree.Node top = t.top().get(0);
        assertEquals(1, t.top().size());
        assertArrayEquals(new int[] {0, 1}, top.children());
        assertEquals(7, top.inner(), 0);
        // without the skip edge the two flows are the top: 3 layers
        TaskGraph h = new TaskGraph();
        for (int i = 0; i < 8; i++) {
            h.add("t", i + 1);
        }
        h.edge(0, 3, 1).edge(0, 4, 1).edge(1, 5, 1).edge(3, 7, 1).edge(5, 7, 1).edge(2, 6, 1);
        assertEquals(3, Cndg.of(h).height());
        // independent tasks: one layer
        TaskGraph free = new TaskGraph();
        free.add("t", 1);
        free.add("t", 2);
        assertEquals(1, Cndg.of(free).height());
    }

    /*
     * Fork 0 -> 1, 0 -> 2 (work 1 each, data 10) on two speed-1 processors joined by bandwidth 1. CNDG: {0}, {1,2}
     * (common parent), one flow {0,1,2} whose sub-clusters exchange cut = 20. Demand: f = min(1, 2/3), power 2: the
     * whole system fits. Inequality: sequential 3 / 1 = 3 <= parallel 3 / 2 + 20 · 1 / min(2, 2) = 11.5 -> embedded
     * whole on p0: T_m = 3.
     * Without embedding, the flow is mapped one DAG level at a time: {0} -> p0; then {1,2} on {p0} {p1}: task 1
     * (first) has est 1 + 0 on p0 (its parent is there) and 1 + 10 on p1 -> p0; task 2 takes p1, the Rep cluster
     * left: its data arrives at 1 + 10 = 11, T_m = 12.
     */
    @Test
    void theInequalityEmbedsCommunicationHeavyClusters() {
        TaskGraph g = new TaskGraph();
        for (int i = 0; i < 3; i++) {
            g.add("t", 1);
        }
        g.edge(0, 1, 10).edge(0, 2, 10);
        SystemGraph s = twoProcessors(1, 1, 1);
        int[] embedded = new ClusterM(true).map(g, s);
        assertArrayEquals(new int[] {0, 0, 0}, embedded);
        assertEquals(3, MappedExecution.of(g, s, embedded).makespan(), 1e-12);
        int[] split = new ClusterM(false).map(g, s);
        assertArrayEquals(new int[] {0, 0, 1}, split);
        assertEquals(12, MappedExecution.of(g, s, split).makespan(), 1e-12);
    }

    /** Lower bounds and schedule invariants on random graphs and random systems. */
    @Test
    void mappingsAreValidAndSchedulesRespectPrecedenceAndCapacity() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int trial = 0; trial < 6; trial++) {
            SystemGraph s = SystemGraph.random(8 + trial, 0.2, 1, 5, 1, 5, rng);
            TaskGraph g = RandomTaskGraphs.generate(30 + 10 * trial, 0.08, Distributions.uniform(1, 5),
                    Distributions.uniform(1, 5), rng);
            double maxSpeed = s.speed(s.fastest());
            double speedSum = 0;
            for (int p = 0; p < s.size(); p++) {
                speedSum += s.speed(p);
            }
            for (Mapper mapper : List.of(new ClusterM(), new ClusterM(false), new MhMapper(),
                    new RandomMapper(rng))) {
                int[] m = mapper.map(g, s);
                assertEquals(g.size(), m.length);
                MappedExecution x = MappedExecution.of(g, s, m);
                assertTrue(x.makespan() >= g.criticalPath() / maxSpeed - 1e-9);
                assertTrue(x.makespan() >= g.totalWork() / speedSum - 1e-9);
                for (TaskGraph.Edge e : g.edges()) {
                    assertTrue(x.start(e.to()) >= x.finish(e.from())
                            + e.data() * s.rate(m[e.from()], m[e.to()]) - 1e-9);
                }
                List<double[]> byProc = new ArrayList<>();
                for (int i = 0; i < g.size(); i++) {
                    byProc.add(new double[] {m[i], x.start(i), x.finish(i)});
                }
                byProc.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
                for (int i = 1; i < byProc.size(); i++) {
                    if (byProc.get(i)[0] == byProc.get(i - 1)[0]) {
                        assertTrue(byProc.get(i)[1] >= byProc.get(i - 1)[2] - 1e-9, "overlap on a processor");
                    }
                }
                // deterministic
                if (!(mapper instanceof RandomMapper)) {
                    assertArrayEquals(m, mapper.map(g, s));
                }
            }
        }
    }

    /*
     * Table 1 at reduced scale: a random 40-processor system (speeds and bandwidths uniform in 1–5) and random
     * task graphs of 50..300 tasks (work and data uniform in 1–5, edge probability 0.02). The paper reports
     * Cluster-M's S_m above MH's in 7 of 10 rows (means 3.45 vs 2.85). With the model following the text (T_s at
     * unit speed, clusters sized by computing power, the CNDG Spec graph mapped one DAG level at a time), the
     * paper's direction is still NOT reproduced: measured mean S_m 20.3 (Cluster-M) vs 40.5 (MH) vs 11.4 (random),
     * ratio CM/MH = 0.50 (tolerance 0.35–0.65), MH ahead in every row. What holds: every Cluster-M mapping beats the
     * whole graph run on the fastest processor, and Cluster-M beats random mapping by at least 50% on average
     * (measured 78%).
     */
    @Test
    void table1AtReducedScale() {
        SplittableRandom rng = new SplittableRandom(2000);
        SystemGraph s = SystemGraph.random(40, 0.05, 1, 5, 1, 5, rng);
        ClusterTree rep = Cnug.of(s);
        double cm = 0;
        double mh = 0;
        double random = 0;
        int rows = 0;
        for (int m = 50; m <= 300; m += 50) {
            TaskGraph g = RandomTaskGraphs.generate(m, 0.02, Distributions.uniform(1, 5),
                    Distributions.uniform(1, 5), rng);
            double scm = MappedExecution.of(g, s, new ClusterM().map(g, s, rep)).speedup();
            double smh = MappedExecution.of(g, s, new MhMapper().map(g, s)).speedup();
            double srn = MappedExecution.of(g, s, new RandomMapper(rng).map(g, s)).speedup();
            assertTrue(scm > s.speed(s.fastest()), "Cluster-M S_m " + scm + " at M = " + m);
            assertTrue(smh > scm, "MH " + smh + " vs Cluster-M " + scm + " at M = " + m);
            cm += scm;
            mh += smh;
            random += srn;
            rows++;
        }
        double ratio = cm / mh;
        assertTrue(ratio > 0.35 && ratio < 0.65, "CM/MH mean S_m ratio " + ratio);
        assertTrue(cm > 1.5 * random, "CM " + cm / rows + " vs random " + random / rows);
    }
}

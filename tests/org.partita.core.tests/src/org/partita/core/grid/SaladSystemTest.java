package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.TaskGraph;

/** IPG-SaLaD's integrated system: mapping, balancing and scheduling in one loop ({@link SaladSystem}). */
class SaladSystemTest {

    private static int[][] links(Topology t) {
        int n = t.size();
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            List<Integer> l = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                if (i != j && Topologies.adjacent(t, i, j)) {
                    l.add(j);
                }
            }
            out[i] = l.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    private static GangConfig gang(boolean concurrent, String taskClass, int steps) {
        GangConfig d = GangConfig.defaults(concurrent);
        return new GangConfig(concurrent, 1, steps, d.rows(), d.alpha(), d.beta(), d.smoothing(), taskClass, d.burst(),
                d.ioTime());
    }

    /*
     * Two speed-1 PEs linked with bandwidth 2 (0.5 s per data unit); slice 1 s, one step per slice. J1 (2
     * processors) is a chain t0 -> t1, work 2 each, 2 data units: t0 on PE 0, t1 on PE 1 (the data takes 1 s). J2 (1
     * processor) is one task of work 2 on PE 1. Both arrive at 0. The trace diagram: J1 holds PEs {0, 1} -> row 0;
     * J2 holds PE 1, taken in row 0 -> row 1.
     *
     * Plain gang: [0,1] row 0: PE0 runs J1.t0, PE1's slot task J1.t1 is not ready -> idle. [1,2] row 1: PE0 has no
     * slot -> idle; PE1 runs J2. [2,3] J1.t0 ends at 3 (data on PE1 at 4). [3,4] J2 ends at 4. At 4 the diagram is
     * rebuilt: J1 holds {1} alone, one row. [4,6] J1.t1 runs and ends at 6. Responses 6 and 4.
     *
     * Concurrent Gang (compute tasks: Pr = λ_COMP = 1 > β): [0,1] PE0 J1.t0; PE1's slot task is not ready, its local
     * scheduler runs J2. [1,2] PE0 has no slot: the local scheduler runs J1.t0, which ends at 2 (data at 3); PE1 runs
     * J2 in its slot, ending at 2. At 2: J1 alone in one row. [2,3] J1.t1 waits for its data: idle. [3,5] J1.t1 runs,
     * ends at 5. Responses 5 and 2.
     */
    @Test
    void handWorkedGangAndConcurrentGangOnMappedTaskGraphs() {
        List<Job> jobs = List.of(Job.rigid(1, 0, 2, 1), Job.rigid(2, 0, 1, 1));
        double[][] expected = {{0, 6, 1, 4}, {0, 5, 0, 2}}; // start/end of J1, J2
        for (int k = 0; k < 2; k++) {
            SystemGraph system = new SystemGraph(new double[] {1, 1}, List.of(new SystemGraph.Edge(0, 1, 2)));
            Mapper mapper = (g, s) -> g.size() == 1 ? new int[] {1} : new int[] {0, 1};
            SaladPlanner planner = SaladPlanner.mapping(mapper, system, new GraphGenerator(0, 1, 2, 2, 2, 2, false),
                    new SplittableRandom(1));
            List<double[]> stretches = new ArrayList<>();
            BalancingSystem.Result r = new SaladSystem(new double[] {1, 1}, new int[][] {{1}, {0}}, false, null,
                    gang(k == 1, "compute", 1), planner, system, 1)
                    .trace((pe, job, task, seq, from, to, work) -> stretches.add(new double[] {pe, job, from, to}))
                    .run(JobSource.of(jobs), Double.POSITIVE_INFINITY, 0, null);
            String what = k == 1 ? "concurrent gang" : "gang";
            assertEquals(List.of(), r.violations(), what);
            for (int j = 0; j < 2; j++) {
                assertEquals(expected[k][2 * j], r.jobs().get(j).start(), 1e-12, what + " J" + (j + 1) + " start");
                assertEquals(expected[k][2 * j + 1], r.jobs().get(j).end(), 1e-12, what + " J" + (j + 1) + " end");
            }
            assertEquals(6, r.totalWork(), 1e-12);
            assertEquals(6, r.busy(), 1e-12, what);
            assertEquals(0, r.migrations());
        }
    }

    private static List<Job> independentJobs(SplittableRandom rng, int count, int maxTasks, double window) {
        List<Job> out = new ArrayList<>();
        for (int j = 0; j < count; j++) {
            out.add(Job.rigid(j + 1, rng.nextDouble() * window, 1 + rng.nextInt(maxTasks), 1 + rng.nextDouble() * 6));
        }
        out.sort((a, b) -> Double.compare(a.submit(), b.submit()));
        return out;
    }

    /**
     * Without a mapping stage (the balance stage's placement) and without a share stage (round robin), the integrated
     * system is the balancing system: every policy, on a mesh and on a bus, gives the same starts, ends, work, busy
     * time, migrations and messages.
     */
    @Test
    void withoutMappingAndShareItIsTheBalancingSystem() {
        List<Job> jobs = independentJobs(new SplittableRandom(11), 30, 24, 40);
        for (Topology t : List.of(Topology.mesh(4, 4), new Topology(Topology.Kind.BUS, new int[] {16}))) {
            boolean bus = t.kind() == Topology.Kind.BUS;
            double[] speeds = new double[16];
            for (int i = 0; i < 16; i++) {
                speeds[i] = 1 + i % 3;
            }
            for (String policy : BalanceConfig.POLICIES) {
                for (String placement : BalanceConfig.PLACEMENTS) {
                    BalanceConfig c = new BalanceConfig(policy, 3, 1, 1, 1, 2, 2, 0.5, 1, 3, 0.1, 0.2, placement,
                            0.5, 2);
                    BalancingSystem.Result a = new BalancingSystem(c, speeds, links(t), bus, 17)
                            .run(jobs, Double.POSITIVE_INFINITY);
                    BalancingSystem.Result b = new SaladSystem(speeds, links(t), bus, c, null,
                            SaladPlanner.placement(placement, 16, 17), null, 17)
                            .run(JobSource.of(jobs), Double.POSITIVE_INFINITY, 0, null);
                    String what = policy + " " + placement + " on " + t.kind();
                    assertEquals(List.of(), b.violations(), what);
                    assertEquals(a.completion(), b.completion(), 0, what);
                    assertEquals(a.totalWork(), b.totalWork(), 0, what);
                    assertEquals(a.busy(), b.busy(), 0, what);
                    assertEquals(a.migrations(), b.migrations(), what);
                    assertEquals(a.messages(), b.messages(), what);
                    for (int j = 0; j < jobs.size(); j++) {
                        assertEquals(a.jobs().get(j).start(), b.jobs().get(j).start(), 0, what + " job " + j);
                        assertEquals(a.jobs().get(j).end(), b.jobs().get(j).end(), 0, what + " job " + j);
                    }
                    if (!policy.equals("none") && placement.equals("half")) {
                        assertTrue(b.migrations() > 0, what);
                    }
                }
            }
        }
    }

    /** What the trace saw of one task. */
    private static final class Seen {
        int pe = -1;
        double first = Double.POSITIVE_INFINITY;
        double last;
        double work;
    }

    /**
     * The full loop (Cluster-M, a balancer, Concurrent Gang or gang, every task class) on a heterogeneous 12-PE
     * system: every job finishes; at most one task computes on a PE at any time; each task computes exactly its
     * work; no task computes before its predecessors have finished (and, without migrations, before their data has
     * arrived); the PEs' busy time is the work over their speeds.
     */
    @Test
    void invariantsOfTheFullLoopOnRandomRuns() {
        double[] speeds = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
        Topology mesh = Topology.mesh(3, 4);
        int[][] nb = links(mesh);
        List<SystemGraph.Edge> edges = new ArrayList<>();
        for (int a = 0; a < 12; a++) {
            for (int b : nb[a]) {
                if (a < b) {
                    edges.add(new SystemGraph.Edge(a, b, 1 + (a + b) % 4));
                }
            }
        }
        SystemGraph system = new SystemGraph(speeds, edges);
        int runs = 0;
        for (String policy : List.of("none", "rate-of-change", "cjd", "sid")) {
            for (String taskClass : List.of("compute", "io", "sync")) {
                for (boolean concurrent : List.of(true, false)) {
                    List<Job> jobs = independentJobs(new SplittableRandom(runs), 25, 10, 60);
                    SaladPlanner planner = SaladPlanner.mapping(new ClusterM(true), system,
                            new GraphGenerator(0, 0.3, 1, 5, 1, 3, true), new SplittableRandom(100 + runs));
                    BalanceConfig c = new BalanceConfig(policy, 2, 1, 1, 1, 2, 2, 0.5, 1, 3, 0.1, 0.2, "uniform",
                            0.4, 2);
                    Map<String, Seen> seen = new HashMap<>();
                    double[] busyUntil = new double[12];
                    double[] computed = new double[12];
                    List<String> bad = new ArrayList<>();
                    BalancingSystem.Result r = new SaladSystem(speeds, nb, false, c, gang(concurrent, taskClass, 10),
                            planner, system, 5 + runs).trace((pe, job, task, seq, from, to, work) -> {
                                if (from < busyUntil[pe] - 1e-9) {
                                    bad.add("PE " + pe + " runs two tasks at " + from);
                                }
                                busyUntil[pe] = to;
                                computed[pe] += to - from;
                                if (Math.abs(work - (to - from) * speeds[pe]) > 1e-9) {
                                    bad.add("PE " + pe + " computed " + work + " in " + (to - from) + " s");
                                }
                                Seen s = seen.computeIfAbsent(task >= 0 ? job + "/" + task : "spawned " + seq,
                                        x -> new Seen());
                                s.pe = s.pe < 0 ? pe : s.pe;
                                s.first = Math.min(s.first, from);
                                s.last = Math.max(s.last, to);
                                s.work += work;
                            }).run(JobSource.of(jobs), Double.POSITIVE_INFINITY, 0, null);
                    String what = policy + " " + taskClass + (concurrent ? " concurrent gang" : " gang");
                    assertEquals(List.of(), r.violations(), what);
                    assertEquals(List.of(), bad, what);
                    double totalWork = 0;
                    for (Seen s : seen.values()) {
                        totalWork += s.work;
                    }
                    assertEquals(r.totalWork(), totalWork, 1e-6, what);
                    assertEquals(r.busy(), Arrays.stream(computed).sum(), 1e-6, what);
                    checkPrecedence(jobs, planner, seen, system, policy.equals("none"), what);
                    for (BalancingSystem.JobOutcome o : r.jobs()) {
                        assertFalse(Double.isNaN(o.end()), what + " job " + o.job().id() + " unfinished");
                        assertTrue(o.start() >= o.job().submit() && o.end() > o.start(), what);
                    }
                    if (!policy.equals("none")) {
                        assertTrue(r.migrations() > 0, what + ": the balancer moved nothing");
                    }
                    runs++;
                }
            }
        }
    }

    private static void checkPrecedence(List<Job> jobs, SaladPlanner planner, Map<String, Seen> seen,
            SystemGraph system, boolean noMigration, String what) {
        for (Job job : jobs) {
            TaskGraph g = planner.graph(job);
            int[] pes = planner.pes(job);
            for (int i = 0; i < g.size(); i++) {
                Seen s = seen.get(job.id() + "/" + i);
                assertEquals(g.task(i).work(), s.work, 1e-6, what + ": work of job " + job.id() + " task " + i);
                if (noMigration) {
                    assertEquals(pes[i], s.pe, what + ": job " + job.id() + " task " + i + " moved");
                }
                for (TaskGraph.Edge e : g.edges()) {
                    if (e.to() != i) {
                        continue;
                    }
                    Seen p = seen.get(job.id() + "/" + e.from());
                    double arrival = p.last + (noMigration ? e.data() * system.rate(pes[e.from()], pes[i]) : 0);
                    assertTrue(s.first >= arrival - 1e-9, what + ": job " + job.id() + " task " + i + " starts at "
                            + s.first + ", before its input from task " + e.from() + " is there (" + arrival + ")");
                }
            }
        }
    }
}

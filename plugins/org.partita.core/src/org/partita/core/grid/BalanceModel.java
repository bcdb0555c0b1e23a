package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.RunModel;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Job;

/**
 * The {@code balance} stage (IPG-SaLaD §2.2, §3.2, Tables 2–4): the jobs' tasks run on the machine's PEs under a
 * load-balancing policy ({@link BalancingSystem}); the workload is run twice, without balancing and with the
 * policy, to give the Normalized Performance {@link Metric#NORMALIZED_PERFORMANCE}.
 *
 * <p>A job is {@code processors} tasks of work {@code runTime} (see {@link BalancingSystem} for spawning). The PEs
 * are the machine's nodes with their cluster's speed, linked as in the topology (mesh, hypercube, ring: neighbours;
 * pool and SMP: fully connected; a bus is one shared medium, the network of workstations), clusters joined through
 * their first nodes. Jobs are pulled from the stream as they arrive; with a completion limit N, once K + N jobs
 * have completed no further job is admitted and the admitted ones are drained, so that the workload run without
 * balancing (the admitted jobs, replayed) is the same one (NP needs the same workload twice). The run ends when
 * every admitted job has finished or at the stop time; K and N select the measured completions (in completion
 * order). A job starts when one of its tasks first runs; its
 * allocation in {@code jobs.csv} is the PEs its tasks were placed on. Utilization (busy PE-seconds over
 * {@code P · (completion − first submit)}) is reported without a warm-up only.
 */
public final class BalanceModel implements RunModel {

    private final StrategyRegistry strategies;

    /** Runs the policies of {@code strategies}, whose factories make them. */
    BalanceModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    @Override
    public ModelRun run(ModelContext ctx) {
        BalanceConfig c = GridPolicies.balanceConfig(ctx.stage(Family.BALANCE.word()), strategies);
        Machine m = ctx.machine();
        double[] speeds = new double[m.size()];
        int[][] neighbours = neighbours(m, speeds);
        boolean bus = !m.isGrid() && m.topology().kind() == Topology.Kind.BUS;
        long seed = ctx.streams().stream("grid/balance").nextLong();
        SimulationConfig config = ctx.config();
        long admitUntil = config.maxCompletions() > 0 ? config.warmupCompletions() + config.maxCompletions() : 0;
        List<Job> jobs = new ArrayList<>();
        BalancingSystem.Result bal = new BalancingSystem(c, speeds, neighbours, bus, seed)
                .run(ctx.jobs(), config.stopTime(), admitUntil, jobs);
        BalancingSystem.Result ref = c.policy().equals(GridPolicies.NONE_NAME) ? bal
                : new BalancingSystem(c.withPolicy(GridPolicies.NONE_NAME), speeds, neighbours, bus, seed)
                        .run(jobs, Double.POSITIVE_INFINITY);
        return BalanceReport.report(ctx, jobs, bal, ref, speeds, null);
    }

    /** PE adjacency of a machine; fills {@code speeds}. */
    static int[][] neighbours(Machine m, double[] speeds) {
        int n = m.size();
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        List<Cluster> clusters = m.clusters();
        for (int c = 0; c < clusters.size(); c++) {
            int off = m.offset(c);
            Topology t = clusters.get(c).topology();
            for (int i = 0; i < t.size(); i++) {
                speeds[off + i] = clusters.get(c).speed();
            }
            for (int[] e : Topologies.links(t)) {
                adj.get(off + e[0]).add(off + e[1]);
                adj.get(off + e[1]).add(off + e[0]);
            }
        }
        for (Link l : m.links()) {
            int a = -1;
            int b = -1;
            for (int c = 0; c < clusters.size(); c++) {
                a = clusters.get(c).name().equals(l.from()) ? m.offset(c) : a;
                b = clusters.get(c).name().equals(l.to()) ? m.offset(c) : b;
            }
            adj.get(a).add(b);
            adj.get(b).add(a);
        }
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            out[i] = adj.get(i).stream().mapToInt(Integer::intValue).distinct().sorted().toArray();
        }
        return out;
    }

    /** T_noLB − T_bal over T_noLB − T_opt, times from the first submit (digest §3.7); NaN when undefined. */
    public static double normalizedPerformance(double noLb, double bal, double opt) {
        return noLb > opt ? (noLb - bal) / (noLb - opt) : Double.NaN;
    }
}

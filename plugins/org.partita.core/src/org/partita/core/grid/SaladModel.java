package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * The model of a pipeline that combines two or three of the grid stages {@code mapping}, {@code balance} and
 * {@code share concurrent-gang|ipg-gang}: IPG-SaLaD's integrated system ({@link SaladSystem}). A missing stage has
 * its obvious default: no mapping, the balance stage's {@code placement} of independent tasks; no balance, no
 * balancing (and no spawning); no share, round robin on each PE. With a share stage its {@code slice} is the one
 * clock of the system (the balancer's interval τ is {@code interval} of its slices), so a balance stage may not
 * give another {@code slice}.
 *
 * <p>With a balance stage the admitted jobs are run a second time with {@code balance none} (same plans, same
 * spawned tasks) to give the Normalized Performance of the balancer inside the integrated system
 * ({@link BalanceReport}).
 */
public final class SaladModel implements RunModel {

    /** The stage kinds the integrated system combines. */
    public static final List<String> STAGES = List.of(Family.MAPPING.word(), Family.BALANCE.word(),
            Family.SHARE.word());

    private final StrategyRegistry strategies;

    /** Runs the policies of {@code strategies}, whose factories make them. */
    SaladModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    @Override
    public ModelRun run(ModelContext ctx) {
        Settings s = settings(ctx.pipeline());
        Machine m = ctx.machine();
        double[] speeds = new double[m.size()];
        int[][] neighbours = BalanceModel.neighbours(m, speeds);
        boolean bus = !m.isGrid() && m.topology().kind() == Topology.Kind.BUS;
        long seed = ctx.streams().stream("grid/balance").nextLong();
        SystemGraph system = s.mapping == null ? null : SystemGraph.of(m, MappingModel.localBandwidth(s.mapping));
        SaladPlanner planner = s.mapping == null
                ? SaladPlanner.placement(s.balance.placement(), speeds.length, seed)
                : SaladPlanner.mapping(GridPolicies.mapper(ctx, strategies), system,
                        GraphGenerator.of(ctx.traits().taskGraphs()), ctx.streams().stream("grid/graphs"));
        SimulationConfig config = ctx.config();
        long admitUntil = config.maxCompletions() > 0 ? config.warmupCompletions() + config.maxCompletions() : 0;
        List<Job> jobs = new ArrayList<>();
        BalancingSystem.Result run = new SaladSystem(speeds, neighbours, bus, s.balance, s.gang, planner, system,
                seed).run(ctx.jobs(), config.stopTime(), admitUntil, jobs);
        BalancingSystem.Result ref = null;
        if (s.balance != null) {
            ref = s.balance.policy().equals(GridPolicies.NONE_NAME) ? run
                    : new SaladSystem(speeds, neighbours, bus, s.balance.withPolicy(GridPolicies.NONE_NAME), s.gang,
                            planner, system, seed).run(JobSource.of(jobs), Double.POSITIVE_INFINITY, 0, null);
        }
        return BalanceReport.report(ctx, jobs, run, ref, speeds, planner);
    }

    @Override
    public void validate(Pipeline pipeline, Machine machine, AllocatorRegistry allocators, RandomStreams streams) {
        Settings s = settings(pipeline);
        StrategyDescriptor d = s.mapping == null ? null : strategies.descriptor(Family.MAPPING, s.mapping.policy());
        if (d != null) {
            StrategyRegistry.validate(d, s.mapping.parameters());
        }
    }

    private record Settings(Stage mapping, BalanceConfig balance, GangConfig gang) {
    }

    /** The stages' settings; the errors name the stage and parameter. */
    private Settings settings(Pipeline p) {
        Stage mapping = p.stage(Family.MAPPING.word());
        Stage balance = p.stage(Family.BALANCE.word());
        Stage share = p.stage(Family.SHARE.word());
        if (mapping == null && balance == null) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': the integrated system needs a "
                    + "'mapping' or a 'balance' stage to place the tasks");
        }
        if (balance == null && share == null) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': the integrated system needs a "
                    + "'balance' or a 'share' stage besides 'mapping'");
        }
        BalanceConfig bc = balance == null ? null : GridPolicies.balanceConfig(balance, strategies);
        GangConfig gc = share == null ? null : GridPolicies.gangConfig(share, strategies);
        if (bc != null && gc != null && balance.parameters().containsKey("slice") && bc.slice() != gc.slice()) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': balance " + bc.policy()
                    + ": parameter 'slice' (" + balance.parameters().get("slice") + ") differs from the share stage's "
                    + "slice (" + gc.slice() + " s), which is the system's one clock; leave it out");
        }
        return new Settings(mapping, bc, gc);
    }
}

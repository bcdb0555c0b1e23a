package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Job;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/**
 * The {@link RunModel} of a pipeline with a {@code share} stage: malleable processor sharing after Corbalán, run by
 * {@link MalleableSimulation} with the stage's {@link SharePolicy}.
 *
 * <p><b>Speedup curves.</b> The workload's named curves ({@code speedup NAME { p: S, ... }}) in the order written,
 * or, when it names none, Table 3.1's {@code swim, bt, hydro2d, apsi} ({@link SpeedupTable}). A job with
 * {@code application} a ≥ 1 (SWF field 14, the Launcher's application number) gets curve number a; a job whose
 * application is unknown gets a uniform draw from the stream {@code malleable/applications} (one draw per such job,
 * in start order).
 */
public final class MalleableModel implements RunModel {

    private final StrategyRegistry strategies;

    /** Table 3.1 of the thesis, the curves used when the workload names none. */
    public static final List<MalleableSimulation.Curve> TABLE_3_1 = List.of(
            new MalleableSimulation.Curve("swim", SpeedupTable.SWIM),
            new MalleableSimulation.Curve("bt", SpeedupTable.BT),
            new MalleableSimulation.Curve("hydro2d", SpeedupTable.HYDRO2D),
            new MalleableSimulation.Curve("apsi", SpeedupTable.APSI));

    /** The model of every {@code share} policy of {@code strategies} that makes a {@link SharePolicy}. */
    public MalleableModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    @Override
    public ModelRun run(ModelContext context) {
        Stage share = context.stage(Family.SHARE.word());
        if (share == null) {
            throw new IllegalArgumentException("pipeline '" + context.pipeline().name() + "' has no share stage");
        }
        if (context.machine().isGrid()) {
            throw new IllegalArgumentException("share " + share.policy() + ": malleable sharing needs one machine, "
                    + "not a grid");
        }
        SharePolicy policy = MalleablePolicies.policy(share, strategies);
        MalleableSimulation.Settings settings = MalleablePolicies.settings(share, context.traits().structure(),
                strategies);
        List<MalleableSimulation.Curve> curves = new ArrayList<>();
        for (var e : context.traits().speedups().entrySet()) {
            curves.add(new MalleableSimulation.Curve(e.getKey(), e.getValue()));
        }
        if (curves.isEmpty()) {
            curves.addAll(TABLE_3_1);
        }
        MalleableSimulation sim = new MalleableSimulation(context.machine().size(), policy, settings,
                chooser(curves, context.streams().stream("malleable/applications")), context.config(),
                context.horizon(), context.check(), context.observers(), null,
                context.streams().stream("malleable/selfanalyzer"));
        return sim.run(context.jobs());
    }

    /** Curve number {@code application} (from 1), or a uniform draw from {@code draw} when it is unknown. */
    public static MalleableSimulation.CurveChooser chooser(List<MalleableSimulation.Curve> curves,
            RandomGenerator draw) {
        List<MalleableSimulation.Curve> list = List.copyOf(curves);
        return (Job job) -> {
            int a = job.application();
            if (a >= 1) {
                if (a > list.size()) {
                    throw new IllegalArgumentException("job " + job.id() + ": application " + a + ", but the "
                            + "workload has " + list.size() + " speedup curves ("
                            + String.join(", ", list.stream().map(MalleableSimulation.Curve::name).toList()) + ")");
                }
                return list.get(a - 1);
            }
            return list.get(draw.nextInt(list.size()));
        };
    }

    /** A chooser that gives every job {@code curve} (tests, single-application workloads). */
    public static MalleableSimulation.CurveChooser only(String name, SpeedupModel curve) {
        MalleableSimulation.Curve c = new MalleableSimulation.Curve(name, curve);
        return job -> c;
    }
}

package org.partita.ui.tests;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.Pipeline;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.SweepPoint;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.MachineSpec;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.LoadConversions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;
import org.partita.ui.launch.ExperimentSource;

/**
 * A fixed core experiment standing in for the language's interpreter in the launch tests (contributed with the
 * lowest priority, so a real interpreter wins): an 8 × 8 mesh, two pipelines, a load sweep 0.3 / 0.6 and two
 * replications of {@value #JOBS} synthetic jobs — or, for a file named {@code huge.partita}, a run long enough to
 * be cancelled. The experiment is named after the file. The simulation itself is the real core.
 */
public class TestExperimentSource implements ExperimentSource {

    static final int JOBS = 120;
    static final int HUGE_JOBS = 2_000_000;

    @Override
    public Experiment load(Path file) {
        String name = file.getFileName().toString().replaceFirst("\\.partita$", "");
        int jobs = name.equals("huge") ? HUGE_JOBS : JOBS;
        var sizes = Distributions.uniformInt(1, 16);
        SyntheticWorkload base = SyntheticWorkload.sized(jobs, Distributions.exponential(1),
                Distributions.exponential(10), sizes);
        WorkloadFactory wf = (point, streams, rejections) -> {
            double rate = LoadConversions.kimYoon(point.getDouble("load"), 64, sizes.mean(), 10);
            return base.withInterArrival(Distributions.exponential(1 / rate)).open(streams);
        };
        return new Experiment(name, MachineSpec.parse("mesh:8x8"),
                List.of(new Pipeline("square", "fcfs", "pool", Map.of(), ShapeRule.SQUARE),
                        new Pipeline("count", "fcfs", "pool", Map.of(), ShapeRule.NONE)),
                List.of(SweepPoint.of("load", "0.3"), SweepPoint.of("load", "0.6")), wf,
                SimulationConfig.DEFAULT.withWarmup(10), Replications.fixed(2), 42, Double.NaN);
    }
}

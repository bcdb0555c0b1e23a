package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.ShapeRule;

/**
 * Job migration with checkpoints (Chang §7.2) through the engine, which gives the strategy its clock. 8 × 8 mesh,
 * FCFS, departure migration over first fit, no restart cost: job 1 (4 × 4, 5 s) and job 2 (2 × 2, 10 s) start at 0,
 * job 2 beside job 1; when job 1 ends at 5, job 2 moves to the corner. With 4 checkpoints (every 2 s of its 10 s)
 * it has done 5 s of work, its last checkpoint was at 4 s, so it loses 1 s and ends at 11; without checkpoints it
 * loses nothing and ends at 10.
 */
class MigrationCheckpointsTest {

    @TempDir
    Path dir;

    private double meanResponse(String checkpoints) throws Exception {
        Path trace = dir.resolve("t.swf");
        Files.writeString(trace, "1 0 0 5 16 -1 -1 16 5 -1 1 1 1 1 1 -1 -1 -1\n"
                + "2 0 0 10 4 -1 -1 4 10 -1 1 1 1 1 1 -1 -1 -1\n");
        Experiment e = new Experiment("m", MachineSpec.parse("mesh:8x8"),
                List.of(new Pipeline("M", "fcfs", "migration", Map.of("checkpoints", checkpoints, "restart-cost",
                        "0"), ShapeRule.SQUARE)),
                List.of(SweepPoint.NONE), new TraceWorkload(trace, false), SimulationConfig.DEFAULT,
                Replications.fixed(1), 1, Double.NaN);
        ExperimentResult r = new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(null, false, 1, true, false, null)).run();
        assertEquals(List.of(), r.runs().get(0).violations());
        assertEquals(1, r.runs().get(0).metrics().get(Metric.MIGRATIONS));
        return r.runs().get(0).metrics().get(Metric.RESPONSE);
    }

    @Test
    void aMovedJobLosesTheWorkSinceItsLastCheckpoint() throws Exception {
        assertEquals((5 + 11) / 2.0, meanResponse("4"), 1e-9);
        assertEquals((5 + 10) / 2.0, meanResponse("0"), 1e-9);
    }
}

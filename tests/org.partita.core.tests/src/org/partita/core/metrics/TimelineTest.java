package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.ShapeRule;

/** {@code timeline.csv}: a schedule worked by hand, and the largest free region of each topology. */
class TimelineTest {

    @TempDir
    Path dir;

    /**
     * 4 × 4 mesh, FCFS + first fit, square shapes: job 1 (4 processors, 2 × 2) at 0 for 3 s; job 2 (2 × 2) at 1 for
     * 1 s; job 3 (the whole mesh) arrives at 1 and waits until job 1 ends at 3, then runs until 5.
     */
    @Test
    void aScheduleWorkedByHand() throws Exception {
        Path trace = dir.resolve("t.swf");
        Files.writeString(trace, "1 0 0 3 4 -1 -1 4 3 -1 1 1 1 1 1 -1 -1 -1\n"
                + "2 1 0 1 4 -1 -1 4 1 -1 1 1 1 1 1 -1 -1 -1\n"
                + "3 1 0 2 16 -1 -1 16 2 -1 1 1 1 1 1 -1 -1 -1\n");
        Experiment e = new Experiment("t", MachineSpec.parse("mesh:4x4"),
                List.of(new Pipeline("FF", "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE)),
                List.of(SweepPoint.NONE), new TraceWorkload(trace, false), SimulationConfig.DEFAULT,
                Replications.fixed(1), 1, Double.NaN);
        Path out = dir.resolve("out");
        new ExperimentRunner(e, StandardStrategies.allocators(), new ExperimentRunner.Options(out, false, 1, true, false,
                null, false, null, false, 1.0)).run();
        assertEquals(List.of(TimelineRecorder.HEADER + ",pipeline,replication",
                // job 1 holds a 2 x 2 corner: 12 free, the largest free rectangle 4 x 2 or 2 x 4 = 8
                "0,4,12,0,8,0.333333,FF,1",
                // job 2 holds another 2 x 2 corner, job 3 waits: the other half of the mesh is free
                "1,8,8,1,8,0,FF,1",
                "2,4,12,1,8,0.333333,FF,1",
                "3,16,0,0,0,0,FF,1",
                "4,16,0,0,0,0,FF,1",
                "5,0,16,0,16,0,FF,1"), Files.readAllLines(out.resolve(ResultFiles.TIMELINE)));
        // time averages of the six samples: busy 48/6, queued 2/6, largest free 40/6, fragmentation 0.666666/6
        assertEquals(List.of("pipeline,replication," + TimelineSummary.COLUMNS,
                "FF,1,6,8,0.333333,6.666667,0.111111"), Files.readAllLines(out.resolve(ResultFiles.TIMELINE_SUMMARY)));
    }

    @Test
    void largestFreeRegions() {
        // 4 x 3 mesh, busy marked #: largest free rectangle is 3 x 2 (x 1..3, y 1..2)
        //   y2: . . . .
        //   y1: # . . .
        //   y0: . # . #
        boolean[] mesh = {false, true, false, true, true, false, false, false, false, false, false, false};
        assertEquals(6, LargestFree.rectangle(mesh, 4, 3));
        assertEquals(0, LargestFree.rectangle(new boolean[] {true, true}, 2, 1));
        // 2 x 2 x 2 mesh with node (0,0,0) busy: the largest free box is 2 x 2 x 1 or 2 x 1 x 2 ... = 4
        boolean[] cube = new boolean[8];
        cube[0] = true;
        assertEquals(4, LargestFree.box(cube, 2, 2, 2));
        cube[0] = false;
        assertEquals(8, LargestFree.box(cube, 2, 2, 2));
        // 3-cube with node 5 busy: blocks {0..3} free (a 2-cube), {4..7} not
        boolean[] h = new boolean[8];
        h[5] = true;
        assertEquals(4, LargestFree.alignedSubcube(h, 3));
        h[1] = true; // now only pairs {2,3} and {6,7}
        assertEquals(2, LargestFree.alignedSubcube(h, 3));
        assertEquals(8, LargestFree.alignedSubcube(new boolean[8], 3));
    }

    @Test
    void aStepMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new ExperimentRunner.Options(dir, false, 1, false, false,
                null, false, null, false, 0));
    }
}

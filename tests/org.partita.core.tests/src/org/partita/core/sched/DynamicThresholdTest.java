package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.ShapeRule;

/** Kim and Yoon's dynamic M-FCFS threshold d·λ: its value by hand, and a schedule it decides. */
class DynamicThresholdTest {

    @TempDir
    Path dir;

    @Test
    void meanDelayOfTheAllocatedJobsTimesTheArrivalRate() {
        DynamicThreshold t = new DynamicThreshold();
        t.arrived(0);
        assertEquals(Double.POSITIVE_INFINITY, t.value(1), "no job allocated yet: no limit");
        t.started(0);
        t.arrived(2);
        t.arrived(4);
        t.started(3);
        // d = (0 + 3) / 2 = 1.5; λ = 3 arrivals / 6 s = 0.5
        assertEquals(0.75, t.value(6), 1e-12);
    }

    @Test
    void aWordOnlyMfcfsTakes() {
        assertTrue(Double.isNaN(((BypassQueuePolicy) QueuePolicies.create("mfcfs", Map.of("threshold", "dynamic",
                "mode", "count"))).threshold()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> QueuePolicies.create("bypass", Map.of("threshold", "dynamic")));
        assertEquals("queue discipline 'bypass': parameter 'threshold' must be a number (or none), got 'dynamic'",
                e.getMessage());
    }

    /**
     * pool:4. Job 1 (3 processors, 10 s) starts at 0 without waiting; job 2 (4 processors, 1 s) arrives at 1 and
     * blocks the head until 10; job 3 (1 processor, 2 s) arrives at 2. Every job allocated so far waited 0 s, so
     * d·λ = 0: job 3 may not bypass, and starts at 11 after job 2. Without a threshold it starts at once.
     */
    @Test
    void noBypassWhileTheAllocatedJobsHaveNotWaited() throws Exception {
        assertEquals((0 + 9 + 9) / 3.0, meanWait("dynamic"), 1e-9);
        assertEquals((0 + 9 + 0) / 3.0, meanWait("none"), 1e-9);
    }

    private double meanWait(String threshold) throws Exception {
        Path trace = dir.resolve("t.swf");
        Files.writeString(trace, "1 0 0 10 3 -1 -1 3 10 -1 1 1 1 1 1 -1 -1 -1\n"
                + "2 1 0 1 4 -1 -1 4 1 -1 1 1 1 1 1 -1 -1 -1\n"
                + "3 2 0 2 1 -1 -1 1 2 -1 1 1 1 1 1 -1 -1 -1\n");
        Experiment e = new Experiment("d", MachineSpec.parse("pool:4"),
                List.of(new Pipeline("M", "mfcfs", "pool", Map.of(), ShapeRule.NONE, Map.of("threshold", threshold,
                        "mode", "count"))),
                List.of(SweepPoint.NONE), new TraceWorkload(trace, false), SimulationConfig.DEFAULT,
                Replications.fixed(1), 1, Double.NaN);
        var r = new ExperimentRunner(e, StandardStrategies.allocators(), new ExperimentRunner.Options(null, false, 1,
                true, false, null)).run();
        assertEquals(List.of(), r.runs().get(0).violations());
        return r.runs().get(0).metrics().get(Metric.WAIT);
    }
}

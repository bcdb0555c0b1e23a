package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.engine.SimulationCancelledException;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationException;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelRun;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Invariants on random workloads: the model's own checks (no processor held by two jobs, held + free = P, no start
 * before arrival, ring partitions contiguous) report nothing, and an independent check of the observed schedule
 * agrees: FCFS start order, starts after arrivals, and — without eager release, where a job holds its partition
 * from start to end — no node shared and capacity never exceeded.
 */
class SpaceSharingInvariantsTest {

    @ParameterizedTest
    @CsvSource({
        "bus:64, fork-join, ap, all-or-none, no, 0.8",
        "bus:64, divide-and-conquer, map, eager, no, 0.7",
        "bus:64, gaussian-elimination, map, eager, yes, 0.9",
        "ring:64, fork-join, map, all-or-none, yes, 0.8",
        "ring:64, gaussian-elimination, ap, eager, no, 0.7",
        "ring:64, divide-and-conquer, fixed, eager, yes, 0.6",
        "ring:16, rigid, map, all-or-none, no, 0.5"})
    void schedulesAreValid(String machine, String structure, String policy, String release, String cap, double u) {
        var stage = policy.equals("fixed") ? SpaceRuns.partition(policy, "size", "8", "release", release, "cap", cap)
                : SpaceRuns.partition(policy, "release", release, "cap", cap);
        SpaceRuns.Recorder rec = new SpaceRuns.Recorder();
        var jobs = SpaceRuns.paperWorkload(1500, u, 1, 3.5).open(new RandomStreams(7));
        ModelRun run = SpaceRuns.run(machine, stage, SpaceRuns.structure(structure), jobs, SimulationConfig.DEFAULT,
                true, rec);
        assertEquals(List.of(), run.violations());
        assertEquals(1500, run.simulation().completed());
        assertEquals(1500, rec.arrivals);
        assertEquals(1500, run.metrics().get(Metric.JOBS));
        double util = run.metrics().get(Metric.UTILIZATION);
        assertTrue(util > 0 && util <= 1, "utilization " + util);

        // FCFS with head-of-line blocking: jobs start in arrival (id) order, never before they arrive
        List<RunningJob> started = rec.started;
        for (int i = 0; i < started.size(); i++) {
            RunningJob r = started.get(i);
            assertEquals(i + 1, r.job().id());
            assertTrue(r.start() >= r.job().submit());
            if (i > 0) {
                assertTrue(r.start() >= started.get(i - 1).start());
            }
        }
        if (release.equals("all-or-none")) {
            var topology = MachineSpec.parseTopology(machine);
            InvariantChecker checker = new InvariantChecker(topology.size());
            if (machine.startsWith("ring")) {
                checker.requireContiguity(topology);
            }
            List<double[]> deltas = new ArrayList<>();
            for (SpaceRuns.Seen s : rec.completed) {
                checker.add(new InvariantChecker.Placement(s.id(), s.submit(), s.start(), s.end(), s.nodes().length,
                        s.nodes()));
                deltas.add(new double[] {s.start(), s.nodes().length});
                deltas.add(new double[] {s.end(), -s.nodes().length});
            }
            assertEquals(List.of(), checker.violations());
            deltas.sort(Comparator.<double[]>comparingDouble(d -> d[0]).thenComparingDouble(d -> d[1]));
            int held = 0;
            for (double[] d : deltas) {
                held += (int) d[1];
                assertTrue(held <= topology.size(), "over-committed: " + held);
            }
        }
    }

    /** A run whose thread is interrupted stops within 1024 timestamps (the RunModel contract). */
    @Test
    void interruptStopsTheRun() {
        var jobs = SpaceRuns.paperWorkload(5000, 0.5, 1, 3.5).open(new RandomStreams(3));
        Thread.currentThread().interrupt();
        try {
            assertThrows(SimulationCancelledException.class, () -> SpaceRuns.run("bus:64",
                    SpaceRuns.partition("map"), SpaceRuns.structure("fork-join"), jobs, SimulationConfig.DEFAULT,
                    false));
        } finally {
            Thread.interrupted();
        }
    }

    /** Jobs out of submit order, and machines the model cannot use, are errors that name the problem. */
    @Test
    void badInput() {
        var outOfOrder = JobSource.of(Job.rigid(1, 5, 2, 1), Job.rigid(2, 3, 2, 1));
        var e = assertThrows(SimulationException.class, () -> SpaceRuns.run("bus:8", SpaceRuns.partition("ap"),
                WorkloadTraits.RIGID, outOfOrder, SimulationConfig.DEFAULT, false));
        assertTrue(e.getMessage().contains("job 2"), e.getMessage());
        var mesh = assertThrows(IllegalArgumentException.class, () -> SpaceRuns.run("mesh:4x4",
                SpaceRuns.partition("ap"), WorkloadTraits.RIGID, JobSource.of(), SimulationConfig.DEFAULT, false));
        assertTrue(mesh.getMessage().contains("bus"), mesh.getMessage());
    }

    /** The stop time ends the run before later events; jobs still in the system are reported. */
    @Test
    void stopTime() {
        var jobs = SpaceRuns.paperWorkload(2000, 0.9, 1, 3.5).open(new RandomStreams(5));
        ModelRun run = SpaceRuns.run("bus:64", SpaceRuns.partition("map"), SpaceRuns.structure("fork-join"), jobs,
                SimulationConfig.DEFAULT.withStopTime(100), false);
        assertTrue(run.simulation().endTime() <= 100);
        assertEquals(run.simulation().arrived(), run.simulation().completed()
                + run.simulation().stillRunning().size() + run.simulation().stillWaiting().size());
        assertTrue(run.simulation().arrived() < 2000);
    }
}

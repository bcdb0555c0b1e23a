package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.Allocation;
import org.partita.core.engine.SimulationCancelledException;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;

class CompletionLedgerTest {

    /** Records every notification as text, in order. */
    private static final class Recorder implements SimulationObserver {
        final List<String> seen = new ArrayList<>();

        @Override
        public void jobArrived(Job job, double now) {
            seen.add("arrived " + job.id() + " @" + now);
        }

        @Override
        public void jobRejected(Job job, String reason, double now) {
            seen.add("rejected " + job.id() + " @" + now + ": " + reason);
        }

        @Override
        public void jobStarted(RunningJob job, double now) {
            seen.add("started " + job.job().id() + " @" + now);
        }

        @Override
        public void jobCompleted(RunningJob job, boolean measured, double now) {
            seen.add("completed " + job.job().id() + " " + measured + " @" + now);
        }

        @Override
        public void measurementStarted(double now) {
            seen.add("measuring @" + now);
        }

        @Override
        public void simulationEnded(SimulationResult result) {
            seen.add("ended @" + result.endTime());
        }
    }

    private static RunningJob running(Job job, double start, int... nodes) {
        return new RunningJob(job, new Allocation(job.id(), nodes, false, 1.0), start, Double.NaN, Double.NaN);
    }

    private static RunningJob done(RunningJob r, double end) {
        return new RunningJob(r.job(), r.allocation(), r.start(), end, end);
    }

    /**
     * K = 1, N = 2, horizon 20, 4 processors. A (submit 0, 2 procs) runs 0–4, B (submit 1, 1 proc) runs 1–10,
     * C (submit 2, 2 procs) runs 4–25, D (submit 3, 1 proc) starts at 10 and is still running at the end (25).
     * <pre>
     * completion 1: A at 4, warm-up (not measured); the window starts at 4
     * completion 2: B at 10: wait 0, response 9, run 9, bsld max(1, 9 / max(9, 10)) = 1; within the horizon
     * completion 3: C at 25: wait 2, response 23, run 21, bsld 23/21; after the horizon; N reached: stop
     * busy in the window: 3 procs on [4, 10] (B, C), 3 on [10, 25] (C, D): 18 + 45 = 63 processor-seconds
     * response (9 + 23)/2 = 16, wait (0 + 2)/2 = 1, bsld (1 + 23/21)/2, ASQT (81 + 529)/2 = 305,
     * utilization 63 / (4 · 21) = 0.75, throughput 2/21, makespan 25 − 0 = 25, completed by 20: 1
     * </pre>
     */
    @Test
    void warmupLimitHorizonAndBusyIntegralWorkedByHand() {
        Recorder rec = new Recorder();
        CompletionLedger l = new CompletionLedger(new SimulationConfig(1, 2, Double.POSITIVE_INFINITY, false),
                List.of(rec), 20);
        Job a = Job.rigid(1, 0, 2, 4);
        Job b = Job.rigid(2, 1, 1, 9);
        Job c = Job.rigid(3, 2, 2, 21);
        Job d = Job.rigid(4, 3, 1, 100);

        l.begin(0);
        l.arrived(a, 0);
        RunningJob ra = running(a, 0, 0, 1);
        l.busyChanged(0, 2);
        l.started(ra, 0);
        l.begin(1);
        l.arrived(b, 1);
        RunningJob rb = running(b, 1, 2);
        l.busyChanged(1, 1);
        l.started(rb, 1);
        l.arrived(c, 2);
        l.arrived(d, 3);
        assertFalse(l.measuring());

        l.busyChanged(4, -2);
        assertFalse(l.completed(done(ra, 4), 4));
        assertTrue(l.measuring());
        assertEquals(4, l.windowStart());
        RunningJob rc = running(c, 4, 0, 1);
        l.busyChanged(4, 2);
        l.started(rc, 4);

        l.busyChanged(10, -1);
        assertTrue(l.completed(done(rb, 10), 10));
        assertFalse(l.stop());
        RunningJob rd = running(d, 10, 2);
        l.busyChanged(10, 1);
        l.started(rd, 10);

        l.busyChanged(25, -2);
        assertTrue(l.completed(done(rc, 25), 25));
        assertTrue(l.stop());

        SimulationResult res = l.end(25, List.of(rd), List.of());
        assertEquals(List.of("arrived 1 @0.0", "started 1 @0.0", "arrived 2 @1.0", "started 2 @1.0",
                "arrived 3 @2.0", "arrived 4 @3.0", "completed 1 false @4.0", "measuring @4.0", "started 3 @4.0",
                "completed 2 true @10.0", "started 4 @10.0", "completed 3 true @25.0", "ended @25.0"), rec.seen);
        assertEquals(4, res.arrived());
        assertEquals(0, res.rejected());
        assertEquals(4, res.started());
        assertEquals(3, res.completed());
        assertEquals(2, res.measured());
        assertEquals(List.of(rd), res.stillRunning());

        RunMetrics m = l.put(new RunMetrics(), 25, 4, Metric.JOBS, Metric.REJECTED, Metric.RESPONSE, Metric.WAIT,
                Metric.BOUNDED_SLOWDOWN, Metric.ASQT, Metric.UTILIZATION, Metric.THROUGHPUT, Metric.MAKESPAN,
                Metric.COMPLETED_WITHIN_HORIZON);
        assertEquals(2, m.get(Metric.JOBS));
        assertEquals(0, m.get(Metric.REJECTED));
        assertEquals(16, m.get(Metric.RESPONSE), 1e-12);
        assertEquals(1, m.get(Metric.WAIT), 1e-12);
        assertEquals((1 + 23.0 / 21) / 2, m.get(Metric.BOUNDED_SLOWDOWN), 1e-12);
        assertEquals(305, m.get(Metric.ASQT), 1e-12);
        assertEquals(0.75, m.get(Metric.UTILIZATION), 1e-12);
        assertEquals(2.0 / 21, m.get(Metric.THROUGHPUT), 1e-12);
        assertEquals(25, m.get(Metric.MAKESPAN), 1e-12);
        assertEquals(1, m.get(Metric.COMPLETED_WITHIN_HORIZON));
    }

    /** After the limit N a completion is counted (and ends the makespan) but not measured. */
    @Test
    void completionsAfterTheLimitAreNotMeasured() {
        CompletionLedger l = new CompletionLedger(new SimulationConfig(0, 1, Double.POSITIVE_INFINITY, false),
                List.of(), Double.NaN);
        Job a = Job.rigid(1, 0, 1, 5);
        Job b = Job.rigid(2, 0, 1, 7);
        l.begin(0);
        l.arrived(a, 0);
        l.arrived(b, 0);
        assertTrue(l.completed(done(running(a, 0, 0), 0), 5));
        assertTrue(l.stop());
        assertFalse(l.completed(done(running(b, 0, 1), 0), 7));
        assertEquals(2, l.completed());
        assertEquals(1, l.measured());
        // response of a only: 5; makespan to the last completion: 7
        assertEquals(5, l.value(Metric.RESPONSE, 7, 2), 1e-12);
        assertEquals(7, l.value(Metric.MAKESPAN, 7, 2), 1e-12);
    }

    /**
     * K = 0: the measurement starts at the first instant reported, runs the model's action first. Nothing
     * completes: the means are undefined (NaN with {@code put}, left out by {@code putDefined}); 2 processors
     * busy on [0, 5] of 4 give utilization 10 / 20 = 0.5 and throughput 0 / 5 = 0.
     */
    @Test
    void withoutWarmupTheWindowStartsAtTheFirstInstant() {
        Recorder rec = new Recorder();
        List<Double> action = new ArrayList<>();
        CompletionLedger l = new CompletionLedger(SimulationConfig.DEFAULT, List.of(rec), Double.NaN)
                .whenMeasurementStarts(t -> {
                    action.add(t);
                    rec.seen.add("action @" + t);
                });
        Job a = Job.rigid(1, 0, 2, 50);
        l.begin(0);
        l.begin(0);
        l.arrived(a, 0);
        l.busyChanged(0, 2);
        l.started(running(a, 0, 0, 1), 0);
        l.rejected(Job.rigid(2, 1, 8, 1), "too large", 1);
        l.accrue(5);
        assertEquals(List.of(0.0), action);
        assertEquals(List.of("action @0.0", "measuring @0.0", "arrived 1 @0.0", "started 1 @0.0",
                "rejected 2 @1.0: too large"), rec.seen);

        RunMetrics all = l.put(new RunMetrics(), 5, 4, Metric.JOBS, Metric.REJECTED, Metric.RESPONSE,
                Metric.UTILIZATION, Metric.THROUGHPUT, Metric.MAKESPAN, Metric.COMPLETED_WITHIN_HORIZON);
        assertTrue(all.has(Metric.RESPONSE));
        assertTrue(Double.isNaN(all.get(Metric.RESPONSE)));
        assertTrue(Double.isNaN(all.get(Metric.MAKESPAN)));
        assertEquals(1, all.get(Metric.REJECTED));
        assertEquals(0.5, all.get(Metric.UTILIZATION), 1e-12);
        assertEquals(0, all.get(Metric.THROUGHPUT));

        RunMetrics defined = l.putDefined(new RunMetrics(), 5, 4, Metric.JOBS, Metric.RESPONSE, Metric.UTILIZATION,
                Metric.MAKESPAN, Metric.COMPLETED_WITHIN_HORIZON);
        assertEquals(List.of(Metric.JOBS, Metric.UTILIZATION).stream().sorted().toList(), defined.metrics());
        assertEquals(0, defined.get(Metric.JOBS));
    }

    /** Busy processor-seconds the model integrates itself are added as they are (no window arithmetic). */
    @Test
    void addedBusyTimeGivesTheUtilization() {
        CompletionLedger l = new CompletionLedger(SimulationConfig.DEFAULT, List.of(), Double.NaN);
        l.begin(2);
        l.addBusy(3);
        l.addBusy(4.5);
        // 7.5 processor-seconds over 3 processors and the window [2, 7]: 7.5 / 15
        assertEquals(0.5, l.value(Metric.UTILIZATION, 7, 3), 1e-12);
        assertTrue(Double.isNaN(l.value(Metric.UTILIZATION, 2, 3)), "an empty window has no utilization");
    }

    @Test
    void metricsTheLedgerDoesNotKeepAreRefused() {
        CompletionLedger l = new CompletionLedger(SimulationConfig.DEFAULT, List.of(), Double.NaN);
        assertThrows(IllegalArgumentException.class, () -> l.value(Metric.PARTITION_SIZE, 1, 1));
    }

    @Test
    void anInterruptedRunIsCancelledAtTheCheckInterval() {
        CompletionLedger l = new CompletionLedger(SimulationConfig.DEFAULT, List.of(), Double.NaN);
        Thread.currentThread().interrupt();
        try {
            for (int i = 1; i < CompletionLedger.CANCEL_CHECK_INTERVAL; i++) {
                l.checkInterrupt(i);
            }
            assertThrows(SimulationCancelledException.class, () -> l.checkInterrupt(9));
            assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
        } finally {
            Thread.interrupted();
        }
        for (int i = 0; i < 2 * CompletionLedger.CANCEL_CHECK_INTERVAL; i++) {
            l.checkInterrupt(i); // not interrupted: never throws
        }
    }
}

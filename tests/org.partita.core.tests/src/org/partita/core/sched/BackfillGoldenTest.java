package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.Sims;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.workload.Job;

/** EASY and conservative backfilling on tiny workloads, schedules worked by hand. */
class BackfillGoldenTest {

    /** Job id → "start-end" for every started job, in id order. */
    static String schedule(Sims s) {
        Map<Long, String> m = new TreeMap<>();
        for (var p : s.placements) {
            m.putIfAbsent(p.jobId(), fmt(p.start()) + "-" + fmt(p.end()));
        }
        StringBuilder b = new StringBuilder();
        m.forEach((id, v) -> b.append(b.length() == 0 ? "" : " ").append(id).append(':').append(v));
        return b.toString();
    }

    private static String fmt(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }

    static Sims pool(int p, QueuePolicy policy, List<Job> jobs) {
        return Sims.run(Machine.of(Topology.pool(p)), new PoolAllocator(p), policy, SimulationConfig.DEFAULT, jobs);
    }

    /** Reservations reported per job, in the order made. */
    static final class Recorder implements ReservationListener {
        final Map<Long, List<Double>> byJob = new TreeMap<>();

        @Override
        public void reserved(WaitingJob job, double start, double now) {
            byJob.computeIfAbsent(job.job().id(), k -> new ArrayList<>()).add(start);
        }
    }

    /*
     * EASY backfills a job that delays the second queued job; conservative does not. Pool of 4, exact estimates.
     *
     *   job submit procs run
     *    1    0     3    10
     *    2    1     2    10
     *    3    2     4     5
     *    4    3     1    20
     *
     * EASY
     *  t=0 : 1 starts (free 1).
     *  t=1 : 2 is head, needs 2 > 1 free: shadow = 10 (1 ends, 4 free), extra = 4 - 2 = 2.
     *  t=2 : 3 (4 procs) cannot start now (1 free).
     *  t=3 : 4 needs 1 ≤ 1 free; 3 + 20 = 23 > shadow 10 but 1 ≤ extra 2 → backfills, runs 3-23.
     *  t=10: 1 ends (free 3); 2 starts 10-20 (free 1). Head 3 needs 4: releases 2@20 (→3 free), 4@23 (→4 free):
     *        shadow 23.
     *  t=20: 2 ends, free 3 < 4. t=23: 4 ends; 3 starts 23-28.
     *  Job 4 delayed job 3 (which FCFS would start at 20) but never the head's reservation.
     *
     * Conservative (profile after each arrival)
     *  t=0 : 1 reserved and started [0,10): free 1 until 10.
     *  t=1 : 2 → earliest 2 free for 10 s: 10 → [10,20).   profile 1:1 10:2 20:4
     *  t=2 : 3 → 4 free for 5 s: 20 → [20,25).             profile 1:1 10:2 20:0 25:4
     *  t=3 : 4 → 1 free for 20 s: from 3 the window runs into [20,25) where 0 are free; next start 25 → [25,45).
     *  Schedule 1:0-10 2:10-20 3:20-25 4:25-45 — no backfill (the same as FCFS here).
     */
    static List<Job> easyVsConservative() {
        return List.of(Job.rigid(1, 0, 3, 10), Job.rigid(2, 1, 2, 10), Job.rigid(3, 2, 4, 5),
                Job.rigid(4, 3, 1, 20));
    }

    @Test
    void easyBackfillsAJobThatDelaysTheSecondInLine() {
        Recorder rec = new Recorder();
        EasyBackfillPolicy easy = new EasyBackfillPolicy().withReservationListener(rec);
        assertEquals("1:0-10 2:10-20 3:23-28 4:3-23", schedule(pool(4, easy, easyVsConservative())));
        assertEquals(1, easy.backfilled());
        // 2 was promised 10 at t=1,2,3; 3 was promised 23 at t=10 and t=20
        assertEquals(List.of(10.0, 10.0, 10.0), rec.byJob.get(2L));
        assertEquals(List.of(23.0, 23.0), rec.byJob.get(3L));
    }

    @Test
    void conservativeDoesNotBackfillWhatWouldDelayAnyReservation() {
        Recorder rec = new Recorder();
        ConservativeBackfillPolicy cons = new ConservativeBackfillPolicy().withReservationListener(rec);
        assertEquals("1:0-10 2:10-20 3:20-25 4:25-45", schedule(pool(4, cons, easyVsConservative())));
        assertEquals(0, cons.backfilled());
        assertEquals(0, cons.rebuilds());
        assertEquals(List.of(0.0), rec.byJob.get(1L));
        assertEquals(List.of(10.0), rec.byJob.get(2L));
        assertEquals(List.of(20.0), rec.byJob.get(3L));
        assertEquals(List.of(25.0), rec.byJob.get(4L));
        assertEquals("1:0-10 2:10-20 3:20-25 4:25-45", schedule(pool(4, new FcfsPolicy(), easyVsConservative())));
    }

    /*
     * Bad estimates: backfilled jobs delay nobody, and early completions pull the head forward. Pool of 4.
     *
     *   job submit procs run estimate
     *    1    0     2    10     20
     *    2    0     4     5      5
     *    3    1     2     5     15
     *    4    2     2     3      3
     *
     * EASY
     *  t=0 : 1 starts (free 2); head 2 needs 4: shadow = 20 (1's estimated end), extra 0.
     *  t=1 : 3: 2 ≤ 2 free, 1 + 15 = 16 ≤ 20 → backfills, actually runs 1-6 (free 0).
     *  t=2 : 4: 2 > 0 free.
     *  t=6 : 3 ends early (free 2). Head 2: releases 1@20 → shadow 20, extra 0. 4: 6 + 3 = 9 ≤ 20 → backfills 6-9.
     *  t=9 : 4 ends. t=10: 1 ends early (free 4) → 2 starts 10-15, ten seconds before its reservation.
     *  2 could not start before 10 in any schedule (1 holds 2 of its 4 processors until 10): the backfilled jobs
     *  3 and 4 delayed nobody.
     *
     * Conservative
     *  t=0 : both arrivals planned before starting: 1 → [0,20) (estimate), 2 → [20,25). 1 starts.
     *  t=1 : 3 → 2 free on [1,20), needs 15 s → [1,16): starts (ahead of 2).
     *  t=2 : 4 → profile 1:0 16:2 20:0 25:4 → [16,19).
     *  t=6 : 3 ends 10 s early → plan rebuilt (compression) in order of reservation start: 4 (16) → now free 2
     *        until 20 → [6,9), starts; 2 (20) → [20,25) unchanged.
     *  t=9 : 4 ends as estimated (no rebuild).
     *  t=10: 1 ends 10 s early → rebuild: 2 → [10,15), starts.
     *  Same schedule as EASY; 2 reserved 20, 20, then 10; 4 reserved 16 then 6.
     * FCFS for comparison: 1:0-10 2:10-15 3:15-20 4:15-18.
     */
    static List<Job> overEstimates() {
        return List.of(Job.rigid(1, 0, 2, 10).withRequestedTime(20), Job.rigid(2, 0, 4, 5).withRequestedTime(5),
                Job.rigid(3, 1, 2, 5).withRequestedTime(15), Job.rigid(4, 2, 2, 3).withRequestedTime(3));
    }

    @Test
    void easyBackfillWithOverEstimatesDelaysNobody() {
        Recorder rec = new Recorder();
        EasyBackfillPolicy easy = new EasyBackfillPolicy().withReservationListener(rec);
        assertEquals("1:0-10 2:10-15 3:1-6 4:6-9", schedule(pool(4, easy, overEstimates())));
        assertEquals(2, easy.backfilled());
        assertEquals(List.of(20.0, 20.0, 20.0, 20.0, 20.0), rec.byJob.get(2L)); // t = 0, 1, 2, 6, 9
        assertEquals("1:0-10 2:10-15 3:15-20 4:15-18", schedule(pool(4, new FcfsPolicy(), overEstimates())));
    }

    @Test
    void conservativeCompressesThePlanWhenJobsEndEarly() {
        Recorder rec = new Recorder();
        ConservativeBackfillPolicy cons = new ConservativeBackfillPolicy().withReservationListener(rec);
        assertEquals("1:0-10 2:10-15 3:1-6 4:6-9", schedule(pool(4, cons, overEstimates())));
        assertEquals(2, cons.backfilled());
        assertEquals(2, cons.rebuilds());
        assertEquals(List.of(20.0, 20.0, 10.0), rec.byJob.get(2L));
        assertEquals(List.of(16.0, 6.0), rec.byJob.get(4L));
    }
}

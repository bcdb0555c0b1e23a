package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.partita.core.sched.BackfillGoldenTest.pool;
import static org.partita.core.sched.BackfillGoldenTest.schedule;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;

/** Chang's bypass queue, Kim–Yoon M-FCFS and SJF on tiny workloads, schedules worked by hand. */
class BypassAndSjfGoldenTest {

    /*
     * Pool of 4.
     *
     *   job submit procs run
     *    1    0     2    20
     *    2    0     1     5
     *    3    1     4     5
     *    4    2     1    10
     *    5    3     2     2
     *
     * bypass, threshold 10 (Chang: age = now − head's submit; jobs behind the head are tried only after a departure)
     *  t=0 : 1 and 2 start (free 1).
     *  t=1 : 3 is head, needs 4: blocked. t=2, t=3: arrivals only → FCFS drain, 4 and 5 wait (1 processor idle).
     *  t=5 : 2 departs (free 2). 3 fails; age 5 − 1 = 4 < 10 → scan: 4 starts 5-15 (free 1); 5 needs 2: fails.
     *  t=15: 4 departs (free 2). 3 fails; age 14 ≥ 10 → bypassing disabled, 5 waits although it fits.
     *  t=20: 1 departs (free 4): 3 starts 20-25; 5 fails (0 free).   t=25: 5 starts 25-27.
     * bypass, no threshold: as above, but at t=15 5 bypasses: 15-17.
     * bypass, threshold 0: FCFS — 3:20-25, 4:25-35, 5:25-27.
     * bypass, mode=count, threshold 1: 4 bypasses 3 at t=5 (count 1 = threshold), so 5 cannot at t=15: as threshold 10.
     * mfcfs, threshold none (Kim–Yoon; every pass, no threshold = first fit)
     *  t=2 : 4 starts at once on the idle processor, 2-12.  t=3: 5 needs 2, free 0.  t=5: 2 departs, free 1: 5 fails.
     *  t=12: 4 departs (free 2): 3 fails, 5 starts 12-14.  t=20: 3 starts 20-25.
     * mfcfs, threshold 5 (time at the head; 3 became head at t=1)
     *  t=2 : age 1 → 4 starts 2-12.  t=12: age 11 ≥ 5 → 5 must wait.  t=20: 3 starts; 5 (new head) fails.
     *  t=25: 5 starts 25-27.
     */
    static List<Job> blockedHead() {
        return List.of(Job.rigid(1, 0, 2, 20), Job.rigid(2, 0, 1, 5), Job.rigid(3, 1, 4, 5), Job.rigid(4, 2, 1, 10),
                Job.rigid(5, 3, 2, 2));
    }

    private static String run(String name, Map<String, String> params) {
        return schedule(pool(4, QueuePolicies.create(name, params), blockedHead()));
    }

    @Test
    void changBypassQueueWithThreshold() {
        assertEquals("1:0-20 2:0-5 3:20-25 4:5-15 5:25-27", run("bypass", Map.of("threshold", "10")));
        assertEquals("1:0-20 2:0-5 3:20-25 4:5-15 5:25-27", run("bypass", Map.of()), "default threshold is 10");
        assertEquals("1:0-20 2:0-5 3:20-25 4:5-15 5:15-17", run("bypass", Map.of("threshold", "none")));
        assertEquals("1:0-20 2:0-5 3:20-25 4:5-15 5:25-27",
                run("bypass", Map.of("mode", "count", "threshold", "1")));
    }

    /*
     * Pool of 4; the head's clock. 1 (submit 0, 4 procs, 10), 2 (1, 3, 10), 3 (2, 4, 5), 4 (3, 1, 2).
     *  t=10: 1 departs (free 4): 2 starts 10-20 (free 1). 3 is the head now, submitted at 2; it fails.
     *   clock submission, threshold 5: age 10 - 2 = 8 >= 5 → bypassing disabled, 4 waits; t=20: 3 starts 20-25, 4 fails;
     *   t=25: 4 starts 25-27.
     *   clock head, threshold 5: 3 has been the head for 0 → scan: 4 starts 10-12; t=20: 3 starts 20-25.
     */
    @Test
    void theHeadsClockStartsAtSubmissionOrAtBecomingHead() {
        List<Job> jobs = List.of(Job.rigid(1, 0, 4, 10), Job.rigid(2, 1, 3, 10), Job.rigid(3, 2, 4, 5),
                Job.rigid(4, 3, 1, 2));
        assertEquals("1:0-10 2:10-20 3:20-25 4:25-27",
                schedule(pool(4, QueuePolicies.create("bypass", Map.of("threshold", "5")), jobs)));
        assertEquals("1:0-10 2:10-20 3:20-25 4:25-27", schedule(pool(4,
                QueuePolicies.create("bypass", Map.of("threshold", "5", "clock", "submission")), jobs)));
        assertEquals("1:0-10 2:10-20 3:20-25 4:10-12", schedule(pool(4,
                QueuePolicies.create("bypass", Map.of("threshold", "5", "clock", "head")), jobs)));
    }

    @Test
    void thresholdZeroIsFcfs() {
        String fcfs = schedule(pool(4, new FcfsPolicy(), blockedHead()));
        assertEquals("1:0-20 2:0-5 3:20-25 4:25-35 5:25-27", fcfs);
        assertEquals(fcfs, run("bypass", Map.of("threshold", "0")));
        assertEquals(fcfs, run("mfcfs", Map.of("threshold", "0")));
    }

    @Test
    void kimYoonModifiedFcfs() {
        assertEquals("1:0-20 2:0-5 3:20-25 4:2-12 5:12-14", run("mfcfs", Map.of("threshold", "none")));
        assertEquals("1:0-20 2:0-5 3:20-25 4:2-12 5:25-27", run("mfcfs", Map.of("threshold", "5")));
        // the default, dynamic: jobs 1 and 2 started without delay, so d·λ = 0 and nobody passes 3
        assertEquals("1:0-20 2:0-5 3:20-25 4:25-35 5:25-27", run("mfcfs", Map.of()));
    }

    /*
     * M-FCFS's default threshold is Kim and Yoon's dynamic d·λ (§4: "we impose a threshold value to the blocked head
     * job ... A dynamic threshold is derived by d_i·λ"), compared with the time at the head. Pool of 4:
     *   job submit procs run
     *    1    0     4     4
     *    2    1     2    10
     *    3    2     4     5
     *    4    3     1     2
     *    5    5     1     3
     *    6    6     1     1
     *  t=4 : 1 departs; 2 starts 4-14 (delay 3; d = (0 + 3) / 2 = 1.5). 3 is head since 4, blocked (free 2);
     *        λ = 4 arrivals / 4 s = 1, threshold 1.5 > age 0: 4 passes, 4-6 (delay 1; d = 4/3).
     *  t=5 : 5 arrives; 3 blocked (free 1), age 1 < d·λ = 4/3 · 5/5: 5 passes, 5-8 (delay 0; d = 1).
     *  t=6 : 4 departs, 6 arrives; age 2 ≥ 1 · 6/6: the head has waited enough, 6 waits although it fits.
     *  t=14: 2 departs (free 4): 3 starts 14-19.   t=19: 6 starts 19-20.
     * Without a threshold 6 starts at 6 (6-7); under FCFS 4, 5 and 6 wait for 3 (19-21, 19-22, 19-20).
     */
    @Test
    void kimYoonDefaultThresholdIsDynamic() {
        List<Job> jobs = List.of(Job.rigid(1, 0, 4, 4), Job.rigid(2, 1, 2, 10), Job.rigid(3, 2, 4, 5),
                Job.rigid(4, 3, 1, 2), Job.rigid(5, 5, 1, 3), Job.rigid(6, 6, 1, 1));
        String dynamic = "1:0-4 2:4-14 3:14-19 4:4-6 5:5-8 6:19-20";
        assertEquals(dynamic, schedule(pool(4, QueuePolicies.create("mfcfs", Map.of()), jobs)));
        assertEquals(dynamic, schedule(pool(4, QueuePolicies.create("mfcfs", Map.of("threshold", "dynamic")),
                jobs)));
        assertEquals("1:0-4 2:4-14 3:14-19 4:4-6 5:5-8 6:6-7",
                schedule(pool(4, QueuePolicies.create("mfcfs", Map.of("threshold", "none")), jobs)));
        assertEquals("1:0-4 2:4-14 3:14-19 4:19-21 5:19-22 6:19-20", schedule(pool(4, new FcfsPolicy(), jobs)));
    }

    /*
     * SJF on a pool of 4 (estimate = run time here):
     *   job submit procs run
     *    1    0     4    10
     *    2    1     2     8
     *    3    2     2     3
     *    4    3     4     1
     *    5    4     2     3
     *  t=10: order by estimate (ties by arrival): 4 (1), 3 (3), 5 (3), 2 (8). 4 starts 10-11 (free 0); 3 blocks.
     *  t=11: 3 starts 11-14, 5 starts 11-14.  t=14: 2 starts 14-22.
     * FCFS: 2:10-18 3:10-13 4:18-19 5:19-22.
     */
    @Test
    void shortestJobFirstBlocksInEstimateOrder() {
        List<Job> jobs = List.of(Job.rigid(1, 0, 4, 10), Job.rigid(2, 1, 2, 8), Job.rigid(3, 2, 2, 3),
                Job.rigid(4, 3, 4, 1), Job.rigid(5, 4, 2, 3));
        assertEquals("1:0-10 2:14-22 3:11-14 4:10-11 5:11-14",
                schedule(pool(4, QueuePolicies.create("sjf"), jobs)));
        assertEquals("1:0-10 2:10-18 3:10-13 4:18-19 5:19-22", schedule(pool(4, new FcfsPolicy(), jobs)));
        // the estimate, not the run time, orders the queue: 2 claims 1 s
        List<Job> lying = List.of(jobs.get(0), jobs.get(1).withRequestedTime(1), jobs.get(2), jobs.get(3),
                jobs.get(4));
        // t=10: order 2 (1, arrival 1), 4 (1, arrival 3), 3, 5 → 2 starts 10-18, 4 blocks until 18 → 18-19,
        // then 3 and 5 start 19-22.
        assertEquals("1:0-10 2:10-18 3:19-22 4:18-19 5:19-22",
                schedule(pool(4, QueuePolicies.create("sjf"), lying)));
    }
}

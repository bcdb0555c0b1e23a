package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.alloc.Relocation;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.sched.QueuePolicy;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.SchedulingContext;
import org.partita.core.workload.Job;

class SimulationTest {

    /*
     * Golden FCFS schedule on a 4-processor pool, worked by hand.
     *
     *   job submit procs run
     *    1    0     2    10
     *    2    0     3     5
     *    3    1     1     2
     *    4   10     4     1
     *
     * t=0 : 1 starts on {0,1} (free 2). Head 2 needs 3 > 2: blocked.
     * t=1 : 3 arrives; FCFS head-of-line blocking keeps it behind 2 although 2 processors are free.
     * t=10: completion of 1 first (free 4), then 4 arrives (queue 2,3,4). Pass: 2 starts on {0,1,2} (ends 15),
     *       3 starts on {3} (ends 12), 4 needs 4 > 0: blocked.
     * t=12: 3 ends (free 1); 4 still blocked.
     * t=15: 2 ends (free 4); 4 starts on {0,1,2,3}, ends 16.
     *
     * waits 0,10,9,5 → mean 6; responses 10,15,11,6 → mean 10.5; ASQT (100+225+121+36)/4 = 120.5
     * bounded slowdown (τ=10): 1, (10+5)/10=1.5, (9+2)/10=1.1, max(1,(5+1)/10)=1 → mean 1.15
     * utilization over [0,16]: 2·10 + 4·2 + 3·3 + 4·1 = 41 node-s / (4·16) = 0.640625
     * attempts: t0 {1 ok, 2 fail free 2}, t1 {2 fail free 2}, t10 {2 ok, 3 ok, 4 fail free 0}, t12 {4 fail free 1},
     *   t15 {4 ok} = 8 attempts; external fragmentation (2/4+2/4+0/4+1/4)/8 = 0.15625; no failure was valid
     *   (free < requested each time) → allocation miss 0%
     * makespan 16, throughput 4/16 = 0.25; search steps (the pool counts one per node taken or returned):
     *   taken 2+3+1+4 = 10, returned 2+1+3+4 = 10 → 20/4 = 5 steps per job
     */
    static List<Job> golden() {
        return List.of(Job.rigid(1, 0, 2, 10), Job.rigid(2, 0, 3, 5), Job.rigid(3, 1, 1, 2),
                Job.rigid(4, 10, 4, 1));
    }

    @Test
    void goldenFcfsScheduleOnAPool() {
        Sims s = Sims.fcfsPool(4, SimulationConfig.DEFAULT, golden());
        assertEquals(0, s.of(1).start());
        assertEquals(10, s.of(1).end());
        assertArrayEquals(new int[] {0, 1}, s.of(1).nodes());
        assertEquals(10, s.of(2).start());
        assertEquals(15, s.of(2).end());
        assertArrayEquals(new int[] {0, 1, 2}, s.of(2).nodes());
        assertEquals(10, s.of(3).start());
        assertEquals(12, s.of(3).end());
        assertArrayEquals(new int[] {3}, s.of(3).nodes());
        assertEquals(15, s.of(4).start());
        assertEquals(16, s.of(4).end());
        assertArrayEquals(new int[] {0, 1, 2, 3}, s.of(4).nodes());
        assertTrue(new InvariantChecker(4).addAll(s.placements).violations().isEmpty());
    }

    @Test
    void goldenMetrics() {
        var m = Sims.fcfsPool(4, SimulationConfig.DEFAULT, golden()).metrics;
        assertEquals(4, m.get(Metric.JOBS));
        assertEquals(6.0, m.get(Metric.WAIT), 1e-12);
        assertEquals(10.5, m.get(Metric.RESPONSE), 1e-12);
        assertEquals(120.5, m.get(Metric.ASQT), 1e-12);
        assertEquals(1.15, m.get(Metric.BOUNDED_SLOWDOWN), 1e-12);
        assertEquals(0.640625, m.get(Metric.UTILIZATION), 1e-12);
        assertEquals(0.15625, m.get(Metric.EXTERNAL_FRAGMENTATION), 1e-12);
        assertEquals(0.0, m.get(Metric.ALLOCATION_MISS), 1e-12);
        assertEquals(16, m.get(Metric.MAKESPAN), 1e-12);
        assertEquals(0.25, m.get(Metric.THROUGHPUT), 1e-12);
        assertEquals(5.0, m.get(Metric.SEARCH_COST), 1e-12);
        assertEquals(0, m.get(Metric.INTERNAL_FRAGMENTATION), 1e-12);
    }

    @Test
    void completedWithinHorizon() {
        // golden schedule ends: 10, 15, 12, 16 → two jobs end by H = 12 (the bound is inclusive)
        var alloc = new PoolAllocator(4);
        var mc = new org.partita.core.metrics.MetricsCollector(4, alloc, 12.0, false);
        new Simulation(Machine.of(Topology.pool(4)), alloc, new FcfsPolicy(), RequestFactory.AS_GIVEN,
                SimulationConfig.DEFAULT, List.of(mc)).run(org.partita.core.workload.JobSource.of(golden()));
        assertEquals(2, mc.metrics().get(Metric.COMPLETED_WITHIN_HORIZON));
    }

    /** Records the order of notifications and of scheduling passes. */
    static final class Log implements SimulationObserver {
        final List<String> events = new ArrayList<>();

        @Override
        public void jobArrived(Job job, double now) {
            events.add("arrive " + job.id() + "@" + now);
        }

        @Override
        public void jobStarted(RunningJob job, double now) {
            events.add("start " + job.job().id() + "@" + now);
        }

        @Override
        public void jobCompleted(RunningJob job, boolean measured, double now) {
            events.add("complete " + job.job().id() + "@" + now);
        }
    }

    static final class LoggingFcfs implements QueuePolicy {
        final Log log;
        final FcfsPolicy fcfs = new FcfsPolicy();

        LoggingFcfs(Log log) {
            this.log = log;
        }

        @Override
        public String name() {
            return "logging-fcfs";
        }

        @Override
        public void schedule(SchedulingContext context) {
            log.events.add("schedule@" + context.now());
            fcfs.schedule(context);
        }
    }

    @Test
    void atOneTimestampCompletionsComeBeforeArrivalsAndSchedulingRunsOnce() {
        // job 1 ends at 5 exactly when jobs 2 and 3 arrive; the 2-processor pool is full until then.
        // Arrival 2 is pushed (when job 1 arrives) before completion 1 (when job 1 starts), yet the key
        // (time, kind, sequence) applies the completion first; the policy runs once at t=5, after both arrivals.
        List<Job> jobs = List.of(Job.rigid(1, 0, 2, 5), Job.rigid(2, 5, 1, 1), Job.rigid(3, 5, 1, 1));
        Log log = new Log();
        Machine m = Machine.of(Topology.pool(2));
        Sims.run(m, new PoolAllocator(2), new LoggingFcfs(log), SimulationConfig.DEFAULT, jobs, log);
        assertEquals(List.of("arrive 1@0.0", "schedule@0.0", "start 1@0.0",
                "complete 1@5.0", "arrive 2@5.0", "arrive 3@5.0", "schedule@5.0", "start 2@5.0", "start 3@5.0",
                "complete 2@6.0", "complete 3@6.0", "schedule@6.0"), log.events);
    }

    @Test
    void arrivalSeesProcessorsFreedAtTheSameInstant() {
        // 1 ends at 3 when 2 (needing the whole machine) arrives: 2 starts at 3 without waiting
        Sims s = Sims.fcfsPool(3, SimulationConfig.DEFAULT, List.of(Job.rigid(1, 0, 3, 3), Job.rigid(2, 3, 3, 1)));
        assertEquals(3, s.of(2).start());
        assertEquals(0, s.metrics.get(Metric.WAIT), 1e-12);
    }

    @Test
    void zeroRunTimeJobsCompleteAtTheirStartInstant() {
        Sims s = Sims.fcfsPool(1, SimulationConfig.DEFAULT,
                List.of(Job.rigid(1, 0, 1, 0), Job.rigid(2, 0, 1, 0), Job.rigid(3, 0, 1, 4)));
        assertEquals(0, s.of(1).end());
        assertEquals(0, s.of(2).start());
        assertEquals(0, s.of(3).start());
        assertEquals(4, s.of(3).end());
        assertTrue(new InvariantChecker(1).addAll(s.placements).violations().isEmpty());
    }

    @Test
    void warmupAndCompletionLimit() {
        // 6 sequential one-processor jobs of length 1 on a 1-processor pool, all submitted at 0:
        // completions at 1,2,3,4,5,6. K=2 warm-up, N=3: measured completions 3,4,5 (ends 3,4,5) and the run stops
        // at that completion (t=5, before the scheduling pass), so job 6 is still waiting.
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            jobs.add(Job.rigid(i, 0, 1, 1));
        }
        Sims s = Sims.fcfsPool(1, SimulationConfig.DEFAULT.withWarmup(2).withMaxCompletions(3), jobs);
        assertEquals(5, s.result.completed());
        assertEquals(3, s.result.measured());
        assertEquals(5.0, s.result.endTime());
        assertEquals(0, s.result.stillRunning().size());
        assertEquals(1, s.result.stillWaiting().size());
        assertEquals(6, s.result.stillWaiting().get(0).job().id());
        // measured waits 2,3,4 → 3; responses 3,4,5 → 4; window [2,5] fully busy
        assertEquals(3.0, s.metrics.get(Metric.WAIT), 1e-12);
        assertEquals(4.0, s.metrics.get(Metric.RESPONSE), 1e-12);
        assertEquals(1.0, s.metrics.get(Metric.UTILIZATION), 1e-12);
        assertEquals(1.0, s.metrics.get(Metric.THROUGHPUT), 1e-12);
    }

    @Test
    void anInterruptedThreadStopsTheRunWithinTheCheckInterval() {
        // 10 000 one-processor jobs of length 1 submitted at 0, 1, 2, ... on a 1-processor pool: one timestamp per
        // job, so the run would take 10 000 timestamps; with the interrupt flag already set it must stop at the first
        // check (timestamp 1024) instead.
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            jobs.add(Job.rigid(i + 1, i, 1, 1));
        }
        Thread.currentThread().interrupt();
        try {
            SimulationCancelledException e = assertThrows(SimulationCancelledException.class,
                    () -> Sims.fcfsPool(1, SimulationConfig.DEFAULT, jobs));
            assertTrue(e.getMessage().contains("cancelled"), e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag is left for the caller");
        } finally {
            Thread.interrupted();
        }
        // Without the flag the same workload runs to the end.
        assertEquals(10_000, Sims.fcfsPool(1, SimulationConfig.DEFAULT, jobs).result.completed());
    }

    @Test
    void stopTimeEndsTheRunEarly() {
        Sims s = Sims.fcfsPool(1, SimulationConfig.DEFAULT.withStopTime(2.5),
                List.of(Job.rigid(1, 0, 1, 1), Job.rigid(2, 0, 1, 1), Job.rigid(3, 0, 1, 1), Job.rigid(4, 5, 1, 1)));
        assertEquals(2, s.result.completed());
        assertEquals(1, s.result.stillRunning().size());
    }

    @Test
    void jobsThatCanNeverFitAreRejectedAndCounted() {
        List<String> reasons = new ArrayList<>();
        SimulationObserver o = new SimulationObserver() {
            @Override
            public void jobRejected(Job job, String reason, double now) {
                reasons.add(job.id() + ": " + reason);
            }
        };
        Sims s = Sims.fcfsPool(4, SimulationConfig.DEFAULT,
                List.of(Job.rigid(1, 0, 5, 1), Job.rigid(2, 0, 4, 1)), o);
        assertEquals(1, s.result.rejected());
        assertEquals(1, s.result.completed());
        assertEquals(1, s.metrics.get(Metric.REJECTED));
        assertEquals(List.of("1: needs 5 processors; can never fit pool:4"), reasons);
    }

    @Test
    void outOfOrderSubmitTimesAreAnError() {
        var e = assertThrows(SimulationException.class, () -> Sims.fcfsPool(4, SimulationConfig.DEFAULT,
                List.of(Job.rigid(7, 10, 1, 1), Job.rigid(8, 5, 1, 1))));
        assertEquals("job 8 submits at 5.0, before job 7 at 10.0: jobs must be in submit order", e.getMessage());
    }

    /** A pool that, whenever a job is released, moves the lowest-id running job to fresh nodes with delay 3. */
    static final class MigratingPool implements Allocator {
        final PoolAllocator pool;
        final List<Allocation> live = new ArrayList<>();
        final List<Relocation> pending = new ArrayList<>();

        MigratingPool(int n) {
            pool = new PoolAllocator(n);
        }

        @Override
        public String name() {
            return "migrating-pool";
        }

        @Override
        public Allocation allocate(AllocationRequest request) {
            Allocation a = pool.allocate(request);
            if (a != null) {
                live.add(a);
            }
            return a;
        }

        @Override
        public void release(Allocation allocation) {
            pool.release(allocation);
            live.removeIf(x -> x.jobId() == allocation.jobId());
            if (!live.isEmpty()) {
                Allocation old = live.remove(0);
                Allocation moved = pool.allocate(AllocationRequest.ofProcessors(old.jobId(), old.size()));
                pool.release(old);
                live.add(0, moved);
                pending.add(new Relocation(old.jobId(), moved, 3.0));
            }
        }

        @Override
        public int freeNodes() {
            return pool.freeNodes();
        }

        @Override
        public boolean canEverFit(AllocationRequest request) {
            return pool.canEverFit(request);
        }

        @Override
        public List<Relocation> drainRelocations() {
            List<Relocation> r = List.copyOf(pending);
            pending.clear();
            return r;
        }
    }

    @Test
    void relocationsMoveTheJobAndDelayItsCompletion() {
        // pool of 4: job 1 (1 proc, run 2) on {0}, job 2 (1 proc, run 10) on {1}.
        // t=2: 1 ends; the allocator moves 2 from {1} to {0} (lowest free after releasing {0}) with delay 3:
        // 2 now ends at 13, not 10.
        Machine m = Machine.of(Topology.pool(4));
        Sims s = Sims.run(m, new MigratingPool(4), new FcfsPolicy(), SimulationConfig.DEFAULT,
                List.of(Job.rigid(1, 0, 1, 2), Job.rigid(2, 0, 1, 10)));
        List<InvariantChecker.Placement> p2 = s.placements.stream().filter(p -> p.jobId() == 2).toList();
        assertEquals(2, p2.size());
        assertArrayEquals(new int[] {1}, p2.get(0).nodes());
        assertEquals(2.0, p2.get(0).end());
        assertArrayEquals(new int[] {0}, p2.get(1).nodes());
        assertEquals(13.0, p2.get(1).end());
        assertEquals(1, s.metrics.get(Metric.MIGRATIONS));
        assertEquals(13.0, s.result.endTime());
        assertTrue(new InvariantChecker(4).addAll(s.placements).violations().isEmpty());
    }

    @Test
    void runtimeFactorStretchesTheRunTime() {
        Allocator doubling = new Allocator() {
            final PoolAllocator pool = new PoolAllocator(2);

            @Override
            public String name() {
                return "doubling";
            }

            @Override
            public Allocation allocate(AllocationRequest r) {
                Allocation a = pool.allocate(r);
                return a == null ? null : new Allocation(a.jobId(), a.nodes(), true, 2.0);
            }

            @Override
            public void release(Allocation a) {
                pool.release(a);
            }

            @Override
            public int freeNodes() {
                return pool.freeNodes();
            }

            @Override
            public boolean canEverFit(AllocationRequest r) {
                return pool.canEverFit(r);
            }
        };
        Sims s = Sims.run(Machine.of(Topology.pool(2)), doubling, new FcfsPolicy(), SimulationConfig.DEFAULT,
                List.of(Job.rigid(1, 0, 2, 3)));
        assertEquals(6.0, s.of(1).end());
    }
}

package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.engine.Sims;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.workload.Job;

/** Long random runs: what every schedule must satisfy, and the backfilling promises. */
class SchedulingInvariantsTest {

    static final int P = 64;

    /**
     * {@code n} jobs with exponential inter-arrivals (mean {@code gap}), widths skewed to small (1..P), exponential
     * run times (mean 100) rounded to whole seconds; the estimate is the run time times a factor in
     * {@code [1, overEstimate]} (exact when 1).
     */
    static List<Job> randomJobs(long seed, int n, double gap, double overEstimate) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>(n);
        double t = 0;
        for (int i = 1; i <= n; i++) {
            t += Math.floor(-gap * Math.log(1 - r.nextDouble()));
            int procs = 1 + (int) Math.floor(P * Math.pow(r.nextDouble(), 2.5));
            double run = Math.max(1, Math.floor(-100 * Math.log(1 - r.nextDouble())));
            double est = Math.floor(run * (1 + (overEstimate - 1) * r.nextDouble()));
            jobs.add(Job.rigid(i, t, Math.min(procs, P), run).withRequestedTime(est));
        }
        return jobs;
    }

    static List<InvariantChecker.Violation> check(Sims s, int nodes) {
        return new InvariantChecker(nodes).addAll(s.placements).violations();
    }

    static Sims pool(QueuePolicy policy, List<Job> jobs) {
        return Sims.run(Machine.of(Topology.pool(P)), new PoolAllocator(P), policy, SimulationConfig.DEFAULT, jobs);
    }

    @ParameterizedTest
    @ValueSource(strings = {"fcfs", "easy", "conservative", "bypass", "mfcfs", "sjf"})
    void capacityNeverExceededNoStartBeforeSubmitEveryJobRuns(String name) {
        for (double over : new double[] {1, 4}) {
            List<Job> jobs = randomJobs(7, 3000, 30, over);
            Sims s = pool(QueuePolicies.create(name), jobs);
            assertEquals(List.of(), check(s, P), name);
            assertEquals(jobs.size(), s.result.completed(), name);
            for (var p : s.placements) {
                assertTrue(p.start() >= p.submit(), name + " job " + p.jobId());
            }
        }
    }

    /** Records the first reservation of each job (EASY: the first shadow time computed for it as blocked head). */
    static final class FirstReservation implements ReservationListener {
        final Map<Long, Double> first = new HashMap<>();
        final Map<Long, Double> min = new HashMap<>();

        @Override
        public void reserved(WaitingJob job, double start, double now) {
            assertTrue(start >= now, "reservation in the past");
            first.putIfAbsent(job.job().id(), start);
            min.merge(job.job().id(), start, Math::min);
        }
    }

    @Test
    void easyHeadNeverStartsAfterItsReservation() {
        for (double over : new double[] {1, 3}) {
            FirstReservation rec = new FirstReservation();
            EasyBackfillPolicy easy = new EasyBackfillPolicy().withReservationListener(rec);
            Sims s = pool(easy, randomJobs(11, 4000, 30, over));
            assertEquals(List.of(), check(s, P));
            assertTrue(rec.first.size() > 500, "enough blocked heads: " + rec.first.size());
            assertTrue(easy.backfilled() > 100, "backfilling happened: " + easy.backfilled());
            for (var p : s.placements) {
                Double r = rec.first.get(p.jobId());
                if (r != null) {
                    assertTrue(p.start() <= r, "job " + p.jobId() + " started " + p.start() + " after " + r);
                    if (over == 1) {
                        // exact estimates on a pool: the head starts exactly at its shadow time
                        assertEquals(r, p.start(), "job " + p.jobId());
                        assertEquals(r, rec.min.get(p.jobId()), "job " + p.jobId());
                    }
                }
            }
        }
    }

    @Test
    void conservativeNoJobStartsAfterItsFirstReservation() {
        for (double over : new double[] {1, 3}) {
            FirstReservation rec = new FirstReservation();
            ConservativeBackfillPolicy cons = new ConservativeBackfillPolicy().withReservationListener(rec);
            List<Job> jobs = randomJobs(13, 4000, 30, over);
            Sims s = pool(cons, jobs);
            assertEquals(List.of(), check(s, P));
            assertEquals(jobs.size(), rec.first.size(), "every job gets a reservation");
            assertTrue(cons.backfilled() > 100, "backfilling happened: " + cons.backfilled());
            for (var p : s.placements) {
                double r = rec.first.get(p.jobId());
                assertTrue(p.start() <= r, "job " + p.jobId() + " started " + p.start() + " after " + r);
                if (over == 1) {
                    assertEquals(r, p.start(), "exact estimates: job " + p.jobId() + " starts at its reservation");
                }
            }
            if (over == 1) {
                assertEquals(0, cons.rebuilds(), "exact estimates never break the plan");
            } else {
                assertTrue(cons.rebuilds() > 0);
            }
        }
    }

    @Test
    void backfillingBeatsFcfsOnWaitingTime() {
        List<Job> jobs = randomJobs(17, 3000, 30, 1);
        double fcfs = pool(new FcfsPolicy(), jobs).metrics.get(org.partita.core.metrics.Metric.WAIT);
        double easy = pool(new EasyBackfillPolicy(), jobs).metrics.get(org.partita.core.metrics.Metric.WAIT);
        double cons = pool(new ConservativeBackfillPolicy(), jobs).metrics.get(org.partita.core.metrics.Metric.WAIT);
        assertTrue(easy < fcfs && cons < fcfs, "fcfs " + fcfs + " easy " + easy + " conservative " + cons);
    }

    @Test
    void bypassWithThresholdZeroEqualsFcfsOnALongRun() {
        List<Job> jobs = randomJobs(19, 3000, 30, 1);
        assertEquals(BackfillGoldenTest.schedule(pool(new FcfsPolicy(), jobs)),
                BackfillGoldenTest.schedule(pool(QueuePolicies.create("bypass", Map.of("threshold", "0")), jobs)));
    }

    /**
     * On a mesh reservations count processors only: a reserved job may find no submesh. The schedules must still
     * be valid (contiguous, no node twice) and every job must run.
     */
    @ParameterizedTest
    @ValueSource(strings = {"easy", "conservative", "bypass", "mfcfs", "sjf"})
    void meshRunsAreValid(String name) {
        Topology mesh = Topology.mesh(8, 8);
        SplittableRandom r = new SplittableRandom(23);
        List<Job> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 1; i <= 2000; i++) {
            t += Math.floor(-35 * Math.log(1 - r.nextDouble()));
            int w = 1 + r.nextInt(8);
            int h = 1 + r.nextInt(8);
            double run = Math.max(1, Math.floor(-100 * Math.log(1 - r.nextDouble())));
            jobs.add(Job.shaped(i, t, run, w, h).withRequestedTime(Math.floor(run * (1 + 2 * r.nextDouble()))));
        }
        for (String alloc : new String[] {"first-fit", "adaptive-scan"}) {
            Allocator a = StandardStrategies.allocators().create(alloc, mesh, new SplittableRandom(1));
            Supplier<QueuePolicy> p = () -> QueuePolicies.create(name);
            Sims s = Sims.run(Machine.of(mesh), a, p.get(), SimulationConfig.DEFAULT, jobs);
            assertEquals(List.of(), new InvariantChecker(64).requireContiguity(mesh).addAll(s.placements)
                    .violations(), name + "/" + alloc);
            assertEquals(jobs.size(), s.result.completed(), name + "/" + alloc);
        }
    }
}

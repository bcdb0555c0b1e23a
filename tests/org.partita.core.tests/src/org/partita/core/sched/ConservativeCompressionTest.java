package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.engine.Sims;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.workload.Job;

/**
 * The in-place compression of conservative backfilling produces exactly the plan a full rebuild produces: same
 * schedule and the same sequence of reservations reported, on random pool workloads with exact and inexact
 * estimates and on a mesh (where due jobs that find no submesh force full rebuilds in between).
 */
class ConservativeCompressionTest {

    /** Every reservation reported, in order: job, start, time of the pass. */
    static final class Log implements ReservationListener {
        final StringBuilder text = new StringBuilder();
        int count;

        @Override
        public void reserved(WaitingJob job, double start, double now) {
            text.append(job.job().id()).append('@').append(start).append('/').append(now).append('\n');
            count++;
        }
    }

    @ParameterizedTest(name = "seed {0}, estimates x[1, {1}], gap {2}")
    @CsvSource({"31, 1, 30", "32, 1.5, 30", "33, 3, 30", "34, 10, 20", "35, 3, 18", "36, 1.2, 45"})
    void compressionEqualsFullRebuildOnAPool(long seed, double over, double gap) {
        List<Job> jobs = SchedulingInvariantsTest.randomJobs(seed, 2500, gap, over);
        Log compressedLog = new Log();
        Log rebuiltLog = new Log();
        ConservativeBackfillPolicy compressed = new ConservativeBackfillPolicy()
                .withReservationListener(compressedLog);
        ConservativeBackfillPolicy rebuilt = new ConservativeBackfillPolicy().withFullRebuilds()
                .withReservationListener(rebuiltLog);
        String a = BackfillGoldenTest.schedule(SchedulingInvariantsTest.pool(compressed, jobs));
        String b = BackfillGoldenTest.schedule(SchedulingInvariantsTest.pool(rebuilt, jobs));
        assertEquals(b, a);
        assertEquals(rebuiltLog.text.toString(), compressedLog.text.toString());
        assertEquals(rebuilt.rebuilds(), compressed.rebuilds(), "one re-plan per pass after an early completion");
        assertEquals(rebuilt.moved(), compressed.moved());
        assertEquals(rebuilt.rebuilds(), rebuilt.fullRebuilds());
        assertEquals(0, compressed.fullRebuilds(), "a pool with estimates >= run times never needs a full rebuild");
        if (over == 1) {
            assertEquals(0, compressed.rebuilds());
        } else {
            assertTrue(compressed.rebuilds() > 100, "compressions: " + compressed.rebuilds());
            assertTrue(compressed.moved() > 0, "reservations moved: " + compressed.moved());
            assertTrue(compressed.replanned() <= compressedLog.count);
        }
    }

    /** Under-estimates too (jobs running past their estimate make due reservations fail and overdue). */
    @Test
    void compressionEqualsFullRebuildWithUnderAndOverEstimates() {
        SplittableRandom r = new SplittableRandom(37);
        List<Job> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 1; i <= 2500; i++) {
            t += Math.floor(-25 * Math.log(1 - r.nextDouble()));
            int procs = 1 + (int) Math.floor(64 * Math.pow(r.nextDouble(), 2.5));
            double run = Math.max(1, Math.floor(-100 * Math.log(1 - r.nextDouble())));
            double est = Math.max(1, Math.floor(run * (0.7 + 2 * r.nextDouble())));
            jobs.add(Job.rigid(i, t, Math.min(procs, 64), run).withRequestedTime(est));
        }
        ConservativeBackfillPolicy compressed = new ConservativeBackfillPolicy();
        ConservativeBackfillPolicy rebuilt = new ConservativeBackfillPolicy().withFullRebuilds();
        assertEquals(BackfillGoldenTest.schedule(SchedulingInvariantsTest.pool(rebuilt, jobs)),
                BackfillGoldenTest.schedule(SchedulingInvariantsTest.pool(compressed, jobs)));
        assertTrue(compressed.fullRebuilds() > 0 && compressed.rebuilds() > compressed.fullRebuilds(),
                compressed.fullRebuilds() + " full of " + compressed.rebuilds());
    }

    @Test
    void compressionEqualsFullRebuildOnAMesh() {
        Topology mesh = Topology.mesh(8, 8);
        SplittableRandom r = new SplittableRandom(41);
        List<Job> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 1; i <= 1500; i++) {
            t += Math.floor(-35 * Math.log(1 - r.nextDouble()));
            double run = Math.max(1, Math.floor(-100 * Math.log(1 - r.nextDouble())));
            jobs.add(Job.shaped(i, t, run, 1 + r.nextInt(8), 1 + r.nextInt(8))
                    .withRequestedTime(Math.floor(run * (1 + 2 * r.nextDouble()))));
        }
        List<String> schedules = new ArrayList<>();
        for (ConservativeBackfillPolicy c : List.of(new ConservativeBackfillPolicy(),
                new ConservativeBackfillPolicy().withFullRebuilds())) {
            var alloc = StandardStrategies.allocators().create("first-fit", mesh, new SplittableRandom(1));
            schedules.add(BackfillGoldenTest.schedule(
                    Sims.run(Machine.of(mesh), alloc, c, SimulationConfig.DEFAULT, jobs)));
        }
        assertEquals(schedules.get(1), schedules.get(0));
    }
}

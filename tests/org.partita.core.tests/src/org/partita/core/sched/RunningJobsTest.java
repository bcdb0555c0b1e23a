package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.Allocation;
import org.partita.core.workload.Job;

/**
 * The engine's running jobs by id against the {@code LinkedHashMap<Long, RunningJob>} it replaces: the same jobs
 * under the same ids, in the same order, after every start and completion — including an id started again while
 * its first job still runs (a trace may repeat ids), which replaces the job in place.
 */
class RunningJobsTest {

    private static RunningJob job(long id) {
        Job j = Job.rigid(id, 0, 1, 10);
        return new RunningJob(j, new Allocation(id, new int[] {0}, false, 1.0), 0, 10, 10);
    }

    @Test
    void keepsTheMapsOrderAndReplacesARepeatedIdInPlace() {
        RunningJobs running = new RunningJobs();
        RunningJob a = job(7), b = job(3), c = job(9), b2 = job(3);
        running.put(7, a);
        running.put(3, b);
        running.put(9, c);
        running.put(3, b2); // id 3 again: b2 takes b's place, between a and c
        assertEquals(List.of(a, b2, c), new ArrayList<>(running.values()));
        assertFalse(running.remove(3, b), "b no longer runs under id 3");
        assertTrue(running.remove(3, b2));
        assertEquals(List.of(a, c), new ArrayList<>(running.values()));
        assertNull(running.get(3));
        assertSame(c, running.get(9));
        assertEquals(2, running.values().size());
        assertThrows(UnsupportedOperationException.class, () -> running.values().add(b));
    }

    @Test
    void agreesWithALinkedHashMapOnRandomStartsAndCompletions() {
        SplittableRandom rnd = new SplittableRandom(32);
        RunningJobs running = new RunningJobs();
        LinkedHashMap<Long, RunningJob> expected = new LinkedHashMap<>();
        List<RunningJob> started = new ArrayList<>();
        for (int step = 0; step < 200_000; step++) {
            if (started.isEmpty() || rnd.nextInt(100) < 52) {
                // ids from a range that makes repeats and long probe runs (multiples of 64) common
                long id = rnd.nextInt(4) == 0 ? 64L * rnd.nextInt(2_000) : rnd.nextLong(1L << 40);
                RunningJob r = job(id);
                running.put(id, r);
                expected.put(id, r);
                started.add(r);
            } else {
                RunningJob r = started.remove(rnd.nextInt(started.size()));
                long id = r.job().id();
                assertEquals(expected.remove(id, r), running.remove(id, r), "remove " + id);
                long probe = rnd.nextInt(2) == 0 ? id : 64L * rnd.nextInt(2_000);
                assertSame(expected.get(probe), running.get(probe), "get " + probe);
            }
            if (step % 10_000 == 0) {
                assertEquals(new ArrayList<>(expected.values()), new ArrayList<>(running.values()), "step " + step);
            }
        }
        assertEquals(new ArrayList<>(expected.values()), new ArrayList<>(running.values()));
        assertEquals(expected.size(), running.size());
    }
}

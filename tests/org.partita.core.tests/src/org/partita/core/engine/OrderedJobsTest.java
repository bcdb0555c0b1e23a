package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

class OrderedJobsTest {

    /** A source over a list that counts how often it is asked. */
    private static final class Counting implements JobSource {
        final Iterator<Job> it;
        int calls;

        Counting(Job... jobs) {
            it = List.of(jobs).iterator();
        }

        @Override
        public Job next() {
            calls++;
            return it.hasNext() ? it.next() : null;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void handsOutJobsInSubmitOrderAndStopsAskingAtTheEnd() {
        Job a = Job.rigid(1, 0, 1, 1);
        Job b = Job.rigid(2, 3, 1, 1);
        Job c = Job.rigid(3, 3, 1, 1); // same submit time: allowed
        Counting src = new Counting(a, b, c);
        OrderedJobs jobs = new OrderedJobs(src);
        assertSame(a, jobs.next());
        assertSame(b, jobs.next());
        assertSame(c, jobs.next());
        assertNull(jobs.next());
        assertNull(jobs.next());
        assertEquals(4, src.calls, "an exhausted source is not asked again");
    }

    @Test
    void aJobSubmittedBeforeThePreviousOneIsAnError() {
        OrderedJobs jobs = new OrderedJobs(new Counting(Job.rigid(7, 5, 1, 1), Job.rigid(8, 4.5, 1, 1)));
        jobs.next();
        SimulationException e = assertThrows(SimulationException.class, jobs::next);
        assertEquals("job 8 submits at 4.5, before job 7 at 5.0: jobs must be in submit order", e.getMessage());
    }
}

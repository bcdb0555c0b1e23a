package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.workload.Job;

/**
 * {@link WaitQueue#nextAtMost} against walking the queue with {@link WaitQueue#next} past every wider job (EASY's
 * former backfill scan), while jobs arrive, start from anywhere in the queue and the queue drains and grows again,
 * so that the index's window slides and is rebuilt many times.
 */
class WaitQueueFitTest {

    private static WaitingJob waiting(long id, int processors) {
        return new WaitingJob(Job.rigid(id, 0, processors, 10), AllocationRequest.ofProcessors(id, processors), 0);
    }

    private static WaitingJob walk(WaitQueue queue, WaitingJob after, int processors) {
        for (WaitingJob w = queue.next(after); w != null; w = queue.next(w)) {
            if (w.processors() <= processors) {
                return w;
            }
        }
        return null;
    }

    @Test
    void findsWhatTheWalkFinds() {
        SplittableRandom r = new SplittableRandom(32);
        WaitQueue queue = new WaitQueue();
        List<WaitingJob> queued = new ArrayList<>();
        long id = 0;
        for (int step = 0; step < 60_000; step++) {
            // phases of growth and of draining, so the queue empties now and then and its span moves on
            boolean growing = (step / 3_000) % 2 == 0;
            if (queued.isEmpty() || r.nextInt(100) < (growing ? 70 : 35)) {
                WaitingJob w = waiting(id++, 1 + r.nextInt(r.nextBoolean() ? 8 : 256));
                queue.add(w);
                queued.add(w);
            } else {
                WaitingJob w = queued.remove(r.nextInt(queued.size()));
                WaitingJob expected = walk(queue, w, 4);
                queue.remove(w);
                // asked from a job that just left the queue, as the backfill scan does after starting it
                assertSame(expected, queue.nextAtMost(w, 4), "step " + step);
            }
            if (!queued.isEmpty()) {
                WaitingJob from = queued.get(r.nextInt(queued.size()));
                int p = 1 + r.nextInt(64);
                assertSame(walk(queue, from, p), queue.nextAtMost(from, p), "step " + step);
            }
        }
    }

    @Test
    void skipsWiderJobsAndEndsAtTheTail() {
        WaitQueue queue = new WaitQueue();
        WaitingJob a = waiting(1, 8), b = waiting(2, 64), c = waiting(3, 16), d = waiting(4, 4);
        for (WaitingJob w : List.of(a, b, c, d)) {
            queue.add(w);
        }
        assertSame(c, queue.nextAtMost(a, 16));
        assertSame(d, queue.nextAtMost(a, 15));
        assertSame(b, queue.nextAtMost(a, 64));
        assertNull(queue.nextAtMost(d, 64));
        assertNull(queue.nextAtMost(a, 3));
        queue.remove(c);
        assertSame(d, queue.nextAtMost(a, 16));
        assertSame(d, queue.nextAtMost(c, 16));
    }
}

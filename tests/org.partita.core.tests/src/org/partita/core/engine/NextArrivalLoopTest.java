package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The loop with the next arrival held beside the heap ({@link NextArrival}) against the loop with every event in
 * the heap: the same steps in the same order, whatever the ties between arrivals and completions, completions
 * pushed while applying (at the same instant or later) and the stop time.
 */
class NextArrivalLoopTest {

    private static final int COMPLETION = 0;
    private static final int ARRIVAL = 1;

    @Test
    void appliesTheSameStepsAsTheLoopWithEveryEventInTheHeap() {
        Random random = new Random(20261128L);
        for (int trial = 0; trial < 300; trial++) {
            long seed = random.nextLong();
            double stop = random.nextInt(4) == 0 ? 20 + random.nextInt(40) : Double.POSITIVE_INFINITY;
            List<String> inHeap = new ArrayList<>();
            EventQueue<Object> all = new EventQueue<>();
            Stream heapStream = new Stream(new Random(seed), inHeap, all, null);
            heapStream.pullArrival();
            double endAll = EventLoop.run(all, stop, t -> { }, heapStream);

            List<String> beside = new ArrayList<>();
            EventQueue<Object> completions = new EventQueue<>();
            NextArrival next = new NextArrival(ARRIVAL);
            Stream slotStream = new Stream(new Random(seed), beside, completions, next);
            slotStream.pullArrival();
            double endSlot = EventLoop.run(completions, next, stop, t -> { }, slotStream);

            assertEquals(inHeap, beside, "trial " + trial);
            assertEquals(endAll, endSlot, "trial " + trial);
        }
    }

    @Test
    void anArrivalAtNaNIsRefusedAsTheHeapRefusesIt() {
        NextArrival next = new NextArrival(ARRIVAL);
        assertThrows(IllegalArgumentException.class, () -> next.set(Double.NaN, "x"));
        next.set(3, "x");
        assertThrows(IllegalStateException.class, () -> next.set(4, "y"), "one pending arrival at a time");
    }

    /**
     * Arrivals one at a time at non-decreasing integer times (often equal); each applied arrival or completion may
     * push a completion at the same instant or a little later, as a started job of run time 0 or more would.
     */
    private static final class Stream implements EventLoop.Steps {
        private final Random random;
        private final List<String> log;
        private final EventQueue<Object> heap;
        private final NextArrival next;
        private double submit;
        private int arrivals;
        private int completions;
        private double now;

        Stream(Random random, List<String> log, EventQueue<Object> heap, NextArrival next) {
            this.random = random;
            this.log = log;
            this.heap = heap;
            this.next = next;
        }

        void pullArrival() {
            if (arrivals == 60) {
                return;
            }
            submit += random.nextInt(3) == 0 ? 0 : random.nextInt(4);
            String name = "a" + arrivals++;
            if (next == null) {
                heap.push(submit, ARRIVAL, name);
            } else {
                next.set(submit, name);
            }
        }

        @Override
        public void advance(double t) {
            now = t;
            log.add("advance " + t);
        }

        @Override
        public boolean apply(int kind, Object payload) {
            log.add("apply " + kind + " " + payload);
            if (random.nextInt(3) == 0) {
                heap.push(now + (random.nextBoolean() ? 0 : random.nextInt(6)), COMPLETION, "c" + completions++);
            }
            if (kind == ARRIVAL) {
                pullArrival();
            }
            return !"c40".equals(payload);
        }

        @Override
        public void settle() {
            log.add("settle");
        }
    }
}

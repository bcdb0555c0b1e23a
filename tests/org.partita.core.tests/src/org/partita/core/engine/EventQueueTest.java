package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class EventQueueTest {

    @Test
    void ordersByTimeThenKindThenInsertion() {
        EventQueue<String> q = new EventQueue<>(2);
        q.push(5.0, 1, "arrival@5#1");
        q.push(5.0, 0, "completion@5#1");
        q.push(1.0, 1, "arrival@1");
        q.push(5.0, 1, "arrival@5#2");
        q.push(5.0, 0, "completion@5#2");
        List<String> out = new ArrayList<>();
        while (!q.isEmpty()) {
            out.add(q.pop());
        }
        assertEquals(List.of("arrival@1", "completion@5#1", "completion@5#2", "arrival@5#1", "arrival@5#2"), out);
    }

    @Test
    void matchesAStableSortOnRandomKeys() {
        SplittableRandom r = new SplittableRandom(7);
        record E(double t, int k, int seq) {
        }
        List<E> all = new ArrayList<>();
        EventQueue<E> q = new EventQueue<>();
        for (int i = 0; i < 20_000; i++) {
            E e = new E(r.nextInt(500), r.nextInt(2), i);
            all.add(e);
            q.push(e.t(), e.k(), e);
        }
        all.sort(Comparator.comparingDouble(E::t).thenComparingInt(E::k).thenComparingInt(E::seq));
        for (E e : all) {
            assertEquals(e.t(), q.peekTime());
            assertEquals(e, q.pop());
        }
        assertTrue(q.isEmpty());
    }

    @Test
    void interleavedPushAndPopKeepOrder() {
        EventQueue<Integer> q = new EventQueue<>();
        SplittableRandom r = new SplittableRandom(3);
        double last = Double.NEGATIVE_INFINITY;
        double now = 0;
        for (int i = 0; i < 10_000; i++) {
            q.push(now + r.nextDouble() * 100, r.nextInt(2), i);
            if (r.nextBoolean()) {
                double t = q.peekTime();
                q.pop();
                assertTrue(t >= last, "time went backwards");
                last = t;
                now = t;
            }
        }
    }

    @Test
    void emptyQueueAndNaNAreErrors() {
        EventQueue<String> q = new EventQueue<>();
        assertThrows(NoSuchElementException.class, q::pop);
        assertThrows(IllegalArgumentException.class, () -> q.push(Double.NaN, 0, "x"));
    }
}

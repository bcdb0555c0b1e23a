package org.partita.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class EventLoopTest {

    /**
     * Events (time, kind): (2, 1) a, (2, 0) zero, (4, 1) b, (9, 0) c; stop time 4 (inclusive). At 2: zero (kind 0)
     * before a; the kind-0 event zero pushes at 2 comes before a (kind 1) too. The interrupt check sees the previous
     * timestamp each time, including at 9, which is then not applied.
     */
    @Test
    void appliesEachTimestampInKindOrderAndChecksTheInterruptWithThePreviousTimestamp() {
        EventQueue<Object> events = new EventQueue<>();
        events.push(2, 1, "a");
        events.push(2, 0, "zero");
        events.push(4, 1, "b");
        events.push(9, 0, "c");
        List<String> log = new ArrayList<>();
        LoggingSteps steps = new LoggingSteps(log, events, "zero", 0, "zero-done");
        List<Double> checks = new ArrayList<>();
        double end = EventLoop.run(events, 4, checks::add, steps);
        assertEquals(4, end);
        assertEquals(List.of("advance 2.0", "apply 0 zero", "apply 0 zero-done", "apply 1 a", "settle",
                "advance 4.0", "apply 1 b", "settle"), log);
        assertEquals(List.of(Double.NEGATIVE_INFINITY, 2.0, 4.0), checks);
        assertEquals(1, events.size(), "the event after the stop time stays queued");
    }

    @Test
    void endsAtOnceWhenAnEventSaysSo() {
        EventQueue<Object> events = new EventQueue<>();
        events.push(1, 0, "stop");
        events.push(1, 1, "x");
        events.push(3, 1, "y");
        List<String> log = new ArrayList<>();
        LoggingSteps steps = new LoggingSteps(log, events, "zero", 0, "zero-done");
        assertEquals(1, EventLoop.run(events, Double.POSITIVE_INFINITY, t -> { }, steps));
        assertEquals(List.of("advance 1.0", "apply 0 stop"), log, "no further event, no settle");
        assertEquals(2, events.size());
    }

    /** The check looks at the flag on its 1024th call only; the exception names the instant it was given. */
    @Test
    void theInterruptCheckThrowsAtItsIntervalWhenTheThreadIsInterrupted() {
        InterruptCheck check = new InterruptCheck();
        Thread.currentThread().interrupt();
        try {
            for (int i = 1; i < InterruptCheck.INTERVAL; i++) {
                check.accept(i);
            }
            SimulationCancelledException e = assertThrows(SimulationCancelledException.class,
                    () -> check.accept(7.5));
            assertTrue(e.getMessage().endsWith("simulated time 7.5"), e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
        } finally {
            Thread.interrupted();
        }
    }
}

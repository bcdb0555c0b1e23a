package org.partita.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.EventQueue;
import org.partita.core.engine.LoggingSteps;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.metrics.CompletionLedger;

class ModelEventLoopTest {

    private static CompletionLedger ledger(SimulationConfig config, List<String> log) {
        return new CompletionLedger(config, List.of(new SimulationObserver() {
            @Override
            public void measurementStarted(double now) {
                log.add("measuring " + now);
            }
        }), Double.NaN);
    }

    /**
     * Events (time, kind): (1, 2) a, (1, 0) echo, (3, 0) b, (7, 0) c, stop time 5. At 1: echo (kind 0) before a
     * (kind 2), echo's event (1, 1) before a; then one settle. At 3: b, settle. 7 is after the stop time.
     */
    @Test
    void appliesEveryEventOfATimestampInOrderThenSettlesAndStopsAtTheStopTime() {
        List<String> log = new ArrayList<>();
        EventQueue<Object> events = new EventQueue<>();
        events.push(1, 2, "a");
        events.push(1, 0, "echo");
        events.push(3, 0, "b");
        events.push(7, 0, "c");
        double end = ModelEventLoop.run(events, ledger(SimulationConfig.DEFAULT, log), 5, new LoggingSteps(log, events, "echo", 1, "echoed"));
        assertEquals(3, end);
        assertEquals(List.of("advance 1.0", "measuring 1.0", "apply 0 echo", "apply 1 echoed", "apply 2 a", "settle",
                "advance 3.0", "apply 0 b", "settle"), log);
        assertEquals(1, events.size(), "the event after the stop time stays queued");
    }

    /** An event that ends the run ends it at once: no further event of its timestamp, no settle. */
    @Test
    void endsAtOnceWhenAnEventSaysSo() {
        List<String> log = new ArrayList<>();
        EventQueue<Object> events = new EventQueue<>();
        events.push(2, 0, "stop");
        events.push(2, 1, "x");
        double end = ModelEventLoop.run(events, ledger(SimulationConfig.DEFAULT.withWarmup(1), log),
                Double.POSITIVE_INFINITY, new LoggingSteps(log, events, "echo", 1, "echoed"));
        assertEquals(2, end);
        assertEquals(List.of("advance 2.0", "apply 0 stop"), log, "with warm-up the window does not open at 2");
    }

    @Test
    void anEmptyQueueReachesNoTimestamp() {
        List<String> log = new ArrayList<>();
        EventQueue<Object> events = new EventQueue<>();
        assertEquals(Double.NEGATIVE_INFINITY, ModelEventLoop.run(events, ledger(SimulationConfig.DEFAULT, log),
                Double.POSITIVE_INFINITY, new LoggingSteps(log, events, "echo", 1, "echoed")));
        assertEquals(List.of(), log);
    }
}

package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class QueuePoliciesTest {

    @Test
    void everyDisciplineIsAvailableByName() {
        assertEquals(List.of("bypass", "conservative", "easy", "fcfs", "mfcfs", "sjf"), QueuePolicies.names());
        for (String n : QueuePolicies.names()) {
            assertEquals(n, QueuePolicies.create(n).name());
        }
        assertEquals(10, ((BypassQueuePolicy) QueuePolicies.create("bypass")).threshold());
        assertEquals(25, ((BypassQueuePolicy) QueuePolicies.create("bypass", Map.of("threshold", "25"))).threshold());
        assertEquals(Double.POSITIVE_INFINITY, ((BypassQueuePolicy) QueuePolicies.create("mfcfs")).threshold());
    }

    @Test
    void badNamesAndParametersAreClearErrors() {
        assertEquals("unknown queue discipline 'lifo'; available: bypass, conservative, easy, fcfs, mfcfs, sjf",
                assertThrows(IllegalArgumentException.class, () -> QueuePolicies.create("lifo")).getMessage());
        assertEquals("queue discipline 'bypass': unknown parameter(s) treshold; valid: mode, threshold",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("bypass", Map.of("treshold", "5"))).getMessage());
        assertEquals("queue discipline 'easy': unknown parameter(s) threshold; valid: none",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("easy", Map.of("threshold", "5"))).getMessage());
        assertEquals("queue discipline 'bypass': parameter 'threshold' must be a number >= 0 (or 'none'), got '-1'",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("bypass", Map.of("threshold", "-1"))).getMessage());
        assertEquals("queue discipline 'mfcfs': parameter 'mode' is 'size', expected one of time, count",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("mfcfs", Map.of("mode", "size"))).getMessage());
    }
}

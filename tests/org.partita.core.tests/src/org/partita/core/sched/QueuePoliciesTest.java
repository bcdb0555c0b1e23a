package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.strategy.Parameter;

class QueuePoliciesTest {

    @Test
    void everyDisciplineIsAvailableByName() {
        assertEquals(List.of("bypass", "conservative", "easy", "fcfs", "mfcfs", "sjf"), QueuePolicies.names());
        for (String n : QueuePolicies.names()) {
            assertEquals(n, QueuePolicies.create(n).name());
        }
        assertEquals(10, ((BypassQueuePolicy) QueuePolicies.create("bypass")).threshold());
        assertEquals(25, ((BypassQueuePolicy) QueuePolicies.create("bypass", Map.of("threshold", "25"))).threshold());
        assertEquals(Double.POSITIVE_INFINITY, ((BypassQueuePolicy) QueuePolicies.create("mfcfs",
                Map.of("threshold", "none"))).threshold());
        assertTrue(Double.isNaN(((BypassQueuePolicy) QueuePolicies.create("mfcfs")).threshold()), "dynamic by default");
    }

    @Test
    void badNamesAndParametersAreClearErrors() {
        assertEquals("unknown queue discipline 'lifo'; available: bypass, conservative, easy, fcfs, mfcfs, sjf",
                assertThrows(IllegalArgumentException.class, () -> QueuePolicies.create("lifo")).getMessage());
        assertEquals("queue discipline 'bypass': unknown parameter(s) treshold; valid: clock, mode, threshold",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("bypass", Map.of("treshold", "5"))).getMessage());
        assertEquals("queue discipline 'easy': unknown parameter(s) threshold; valid: none",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("easy", Map.of("threshold", "5"))).getMessage());
        assertEquals("queue discipline 'bypass': parameter 'threshold' must be >= 0, got -1",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("bypass", Map.of("threshold", "-1"))).getMessage());
        assertEquals("queue discipline 'mfcfs': parameter 'mode' is 'size', expected one of time, count",
                assertThrows(IllegalArgumentException.class,
                        () -> QueuePolicies.create("mfcfs", Map.of("mode", "size"))).getMessage());
    }

    /**
     * The metadata lists exactly the keys {@code create} accepts: each declared parameter is accepted with its
     * default and with each of its words, its default gives the same policy as no parameter, and a key that is not
     * declared is rejected.
     */
    @Test
    void parameterMetadataMatchesWhatCreateAccepts() {
        assertEquals(List.of("threshold", "mode", "clock"), names("bypass"));
        assertEquals(List.of("threshold", "mode"), names("mfcfs"));
        for (String n : List.of("fcfs", "easy", "conservative", "sjf")) {
            assertEquals(List.of(), QueuePolicies.parameters(n), n);
        }
        assertEquals("10", QueuePolicies.parameters("bypass").get(0).defaultValue());
        assertEquals("dynamic", QueuePolicies.parameters("mfcfs").get(0).defaultValue(), "Kim and Yoon §4");
        assertEquals(List.of("time", "count"), QueuePolicies.parameters("bypass").get(1).words());
        for (String n : QueuePolicies.names()) {
            for (Parameter p : QueuePolicies.parameters(n)) {
                QueuePolicy byDefault = QueuePolicies.create(n, Map.of(p.name(), p.defaultValue()));
                if (byDefault instanceof BypassQueuePolicy b) {
                    assertEquals(((BypassQueuePolicy) QueuePolicies.create(n)).threshold(), b.threshold(), n);
                }
                for (String w : p.words()) {
                    assertEquals(n, QueuePolicies.create(n, Map.of(p.name(), w)).name());
                }
                if (p.numeric()) {
                    assertEquals(n, QueuePolicies.create(n, Map.of(p.name(), "3")).name());
                } else {
                    assertThrows(IllegalArgumentException.class, () -> QueuePolicies.create(n, Map.of(p.name(), "3")));
                }
            }
            assertThrows(IllegalArgumentException.class, () -> QueuePolicies.create(n, Map.of("undeclared", "1")));
        }
        assertEquals("unknown queue discipline 'lifo'; available: bypass, conservative, easy, fcfs, mfcfs, sjf",
                assertThrows(IllegalArgumentException.class, () -> QueuePolicies.parameters("lifo")).getMessage());
    }

    private static List<String> names(String discipline) {
        List<String> out = new ArrayList<>();
        for (Parameter p : QueuePolicies.parameters(discipline)) {
            out.add(p.name());
        }
        return out;
    }
}

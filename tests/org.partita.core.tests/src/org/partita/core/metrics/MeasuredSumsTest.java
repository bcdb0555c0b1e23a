package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MeasuredSumsTest {

    /**
     * Horizon 30, 2 processors. Submits at 5 and 6. Before the window: 1 processor busy on [5, 8] (not counted).
     * Window opens at 8 with 1 busy; a second processor at 10; job X (submit 5, start 5) completes at 20 unmeasured;
     * job Y (submit 6, start 10) completes at 40, measured.
     * <pre>
     * busy integral: 1·(10 − 8) + 2·(20 − 10) + 1·(40 − 20) = 2 + 20 + 20 = 42; utilization 42 / (2 · 32)
     * Y: wait 4, response 34, run 30, bsld 34/30, ASQT 34² = 1156, after the horizon (40 &gt; 30)
     * makespan 40 − 5 = 35, throughput 1/32
     * </pre>
     */
    @Test
    void sumsWorkedByHand() {
        MeasuredSums s = new MeasuredSums(30);
        s.arrived(5);
        s.busyChanged(5, 1);
        s.arrived(6);
        s.startWindow(8);
        s.busyChanged(10, 1);
        s.busyChanged(20, -1);
        s.completed(5, 5, 20, false);
        s.busyChanged(40, -1);
        s.completed(6, 10, 40, true);
        assertEquals(1, s.value(Metric.JOBS, 40, 2));
        assertEquals(34, s.value(Metric.RESPONSE, 40, 2), 1e-12);
        assertEquals(4, s.value(Metric.WAIT, 40, 2), 1e-12);
        assertEquals(34.0 / 30, s.value(Metric.BOUNDED_SLOWDOWN, 40, 2), 1e-12);
        assertEquals(1156, s.value(Metric.ASQT, 40, 2), 1e-12);
        assertEquals(42.0 / 64, s.value(Metric.UTILIZATION, 40, 2), 1e-12);
        assertEquals(1.0 / 32, s.value(Metric.THROUGHPUT, 40, 2), 1e-12);
        assertEquals(35, s.value(Metric.MAKESPAN, 40, 2), 1e-12);
        assertEquals(0, s.value(Metric.COMPLETED_WITHIN_HORIZON, 40, 2));
    }

    @Test
    void undefinedValuesAreNaN() {
        MeasuredSums s = new MeasuredSums(Double.NaN);
        assertEquals(0, s.value(Metric.JOBS, 1, 1));
        for (Metric m : new Metric[] {Metric.RESPONSE, Metric.WAIT, Metric.BOUNDED_SLOWDOWN, Metric.ASQT,
                Metric.UTILIZATION, Metric.THROUGHPUT, Metric.MAKESPAN, Metric.COMPLETED_WITHIN_HORIZON}) {
            assertTrue(Double.isNaN(s.value(m, 1, 1)), m.name());
        }
        assertThrows(IllegalArgumentException.class, () -> s.value(Metric.MIGRATIONS, 1, 1));
    }
}

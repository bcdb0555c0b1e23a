package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.Anca;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.Sims;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.workload.Job;

/** Chang's secondary metrics: the variance of the turnaround (Fig. 6.6) and the contiguous share (Fig. 5.7). */
class ChangSecondaryMetricsTest {

    /**
     * A 4 × 4 mesh, FCFS, ANCA-1 in the optimistic scenario (no penalty).
     * <pre>
     * J1 3×4 at 0, runs 100: contiguous, columns 0–2; column 3 stays free
     * J2 2×2 at 1, runs 10:  no free 2×2 submesh; split once into two 1×2 subframes, both in column 3
     *                        (non-contiguous), ends 11
     * J3 1×1 at 2, runs 5:   nothing free until 11, then contiguous, ends 16
     * responses 100, 10, 14: mean 124/3; variance ((100 − m)² + (10 − m)² + (14 − m)²) / 3
     * contiguous: 2 of 3 started jobs = 66.67 %
     * </pre>
     */
    @Test
    void varianceAndContiguousShareWorkedByHand() {
        List<Job> jobs = List.of(Job.shaped(1, 0, 100, 3, 4), Job.shaped(2, 1, 10, 2, 2), Job.shaped(3, 2, 5, 1, 1));
        Machine m = Machine.of(Topology.mesh(4, 4));
        Sims s = Sims.run(m, new Anca(m.topology(), 1, 1.0), new FcfsPolicy(), SimulationConfig.DEFAULT, jobs);
        assertEquals(1, s.of(2).start());
        assertEquals(11, s.of(3).start());
        double mean = 124.0 / 3;
        assertEquals(mean, s.metrics.get(Metric.RESPONSE), 1e-9);
        double variance = (sq(100 - mean) + sq(10 - mean) + sq(14 - mean)) / 3;
        assertEquals(variance, s.metrics.get(Metric.RESPONSE_VARIANCE), 1e-9);
        assertEquals(s.metrics.get(Metric.ASQT) - mean * mean, s.metrics.get(Metric.RESPONSE_VARIANCE), 1e-9);
        assertEquals(200.0 / 3, s.metrics.get(Metric.CONTIGUOUS), 1e-9);
    }

    @Test
    void aStrictlyContiguousStrategyPlacesEveryJobContiguously() {
        List<Job> jobs = List.of(Job.shaped(1, 0, 100, 3, 4), Job.shaped(2, 1, 10, 2, 2), Job.shaped(3, 2, 5, 1, 1));
        Machine m = Machine.of(Topology.mesh(4, 4));
        Sims s = Sims.run(m, new Anca(m.topology(), 0, 1.0), new FcfsPolicy(), SimulationConfig.DEFAULT, jobs);
        assertEquals(100, s.metrics.get(Metric.CONTIGUOUS), 1e-12);
        assertEquals(100, s.of(2).start()); // ANCA-0 waits for a 2×2 submesh
    }

    @Test
    void onlyTheSecondaryMetricsAreOnRequest() {
        assertTrue(Metric.RESPONSE_VARIANCE.onRequest());
        assertTrue(Metric.CONTIGUOUS.onRequest());
        assertFalse(Metric.ASQT.onRequest());
        assertFalse(Metric.RESPONSE.onRequest());
        List<Metric> plain = Metric.defaultColumns(false, false);
        assertTrue(plain.contains(Metric.ASQT));
        assertFalse(plain.contains(Metric.RESPONSE_VARIANCE) || plain.contains(Metric.CONTIGUOUS)
                || plain.contains(Metric.SEARCH_NANOS) || plain.contains(Metric.COMPLETED_WITHIN_HORIZON));
        List<Metric> all = Metric.defaultColumns(true, true);
        assertTrue(all.contains(Metric.SEARCH_NANOS) && all.contains(Metric.COMPLETED_WITHIN_HORIZON));
        assertFalse(all.contains(Metric.RESPONSE_VARIANCE));
    }

    private static double sq(double x) {
        return x * x;
    }
}

package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.metrics.Metric;
import org.partita.core.workload.SpeedupModel;

/** Equipartition schedules worked out by hand (Corbalán Fig. 6.3: round robin, capped by the request). */
class EquipartitionGoldenTest {

    private static final SpeedupModel LINEAR = p -> p;

    private static MalleableSimulation.Settings mpl(int k) {
        return new MalleableSimulation.Settings(k, 0.1, 0.1, false);
    }

    /**
     * P = 4, linear speedup, requests 4. J1 (T1 = 8) arrives at 0, J2 (T1 = 6) at 1.
     * <pre>
     * [0, 1)   J1 alone on 4: J1 does 4 of its 8 s of work.
     * t = 1    J2 arrives: 2 + 2. J1 has 4 left at rate 2 → ends at 3; J2 does 2·2 = 4 of 6 by then.
     * t = 3    J1 ends; J2 gets 4: 2 left at rate 4 → ends at 3.5.
     * J1: response 3, wait 0, execution 3.  J2: response 2.5, wait 0, execution 2.5.
     * Busy 4 processors over [0, 3.5] → utilization 1; makespan 3.5 - 0 = 3.5.
     * </pre>
     */
    @Test
    void twoLinearJobsShareFourProcessors() {
        Runs r = Runs.run(4, new Equipartition(), mpl(4), MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT, List.of(Runs.job(1, 0, 4, 8, 1), Runs.job(2, 1, 4, 6, 1)));
        assertEquals(3.0, r.done(1).end(), 1e-12);
        assertEquals(3.5, r.done(2).end(), 1e-12);
        assertEquals(List.of("0.0:0->4", "1.0:4->2"), r.history(1));
        assertEquals(List.of("1.0:0->2", "3.0:2->4"), r.history(2));
        assertEquals(4, r.done(1).startProcessors());
        assertEquals(2, r.done(2).startProcessors());
        var m = r.run.metrics();
        assertEquals(2, m.get(Metric.JOBS));
        assertEquals((3 + 2.5) / 2, m.get(Metric.RESPONSE), 1e-12);
        assertEquals(0, m.get(Metric.WAIT), 1e-12);
        assertEquals((3 + 2.5) / 2, m.get(Metric.EXECUTION), 1e-12);
        assertEquals(1.0, m.get(Metric.UTILIZATION), 1e-12);
        assertEquals(3.5, m.get(Metric.MAKESPAN), 1e-12);
        // J1 held 4 for 1 s and 2 for 2 s (8 processor-seconds over 3 s); J2 held 2 for 2 s and 4 for 0.5 s (6)
        assertEquals((8 + 6) / 2.0, m.get(Metric.CPU_TIME), 1e-12);
        assertEquals((8 / 3.0 + 6 / 2.5) / 2, m.get(Metric.PROCESSORS), 1e-12);
        assertEquals(2, m.get(Metric.MAX_MPL));
        // Table 5.4's spreads over the two jobs: executions 3 and 2.5 (sd 0.25), allocations 8/3 and 2.4
        assertEquals(0.25, m.get(Metric.EXECUTION_SD), 1e-12);
        assertEquals((8 / 3.0 - 6 / 2.5) / 2, m.get(Metric.PROCESSORS_SD), 1e-12);
        assertEquals(List.of(), r.run.violations());
    }

    /**
     * The same jobs with a fixed multiprogramming level of 1: J1 runs alone on 4 during [0, 2]; J2 waits from 1 to
     * 2 and runs on 4 for 6/4 = 1.5 s, ending at 3.5. Response (2 + 2.5)/2, wait (0 + 1)/2, bounded slowdown with
     * τ = 10: J1 max(1, 2/10) = 1, J2 max(1, 2.5/10) = 1.
     */
    @Test
    void fixedMultiprogrammingLevelQueuesFirstComeFirstServed() {
        Runs r = Runs.run(4, new Equipartition(), mpl(1), MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT, List.of(Runs.job(1, 0, 4, 8, 1), Runs.job(2, 1, 4, 6, 1)));
        assertEquals(2.0, r.done(1).end(), 1e-12);
        assertEquals(2.0, r.done(2).start(), 1e-12);
        assertEquals(3.5, r.done(2).end(), 1e-12);
        var m = r.run.metrics();
        assertEquals(2.25, m.get(Metric.RESPONSE), 1e-12);
        assertEquals(0.5, m.get(Metric.WAIT), 1e-12);
        assertEquals(1.0, m.get(Metric.BOUNDED_SLOWDOWN), 1e-12);
        assertEquals(1, m.get(Metric.MAX_MPL));
    }

    /**
     * Requests cap the round robin: P = 4, J1 requests 1 (T1 = 2), J2 requests 4 (T1 = 9), both at 0. Round robin
     * gives J1 1 and J2 the other 3. J1 ends at 2; J2 has 9 - 3·2 = 3 left and gets 4: ends at 2.75.
     * Utilization: 4 busy over [0, 2], 4 over [2, 2.75] → 1.
     */
    @Test
    void requestsCapTheRoundRobin() {
        Runs r = Runs.run(4, new Equipartition(), mpl(4), MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT, List.of(Runs.job(1, 0, 1, 2, 1), Runs.job(2, 0, 4, 9, 1)));
        assertEquals(List.of("0.0:0->1"), r.history(1));
        assertEquals(List.of("0.0:0->3", "2.0:3->4"), r.history(2));
        assertEquals(2.0, r.done(1).end(), 1e-12);
        assertEquals(2.75, r.done(2).end(), 1e-12);
    }

    /**
     * A sub-linear curve: Amdahl with serial fraction 0.5, S(p) = 1/(0.5 + 0.5/p), so S(2) = 4/3 and S(4) = 1.6.
     * P = 4, J1 (T1 = 4) and J2 (T1 = 2) at 0, requests 4: each gets 2, rate 4/3; J2 ends at 2/(4/3) = 1.5, when
     * J1 has 4 - 2 = 2 left; on 4 processors it needs 2/1.6 = 1.25 s more: ends at 2.75.
     */
    @Test
    void amdahlSpeedupSetsTheRate() {
        Runs r = Runs.run(4, new Equipartition(), mpl(4), MalleableModel.only("amdahl", SpeedupModel.amdahl(0.5)),
                SimulationConfig.DEFAULT, List.of(Runs.job(1, 0, 4, 4, 1), Runs.job(2, 0, 4, 2, 1)));
        assertEquals(1.5, r.done(2).end(), 1e-12);
        assertEquals(2.75, r.done(1).end(), 1e-12);
    }

    /**
     * Run time on the requested processors: a job requesting 4 with run time 2 under linear speedup holds T1 = 8;
     * sharing 4 processors with an identical job from time 0, both run at rate 2 and end at 4.
     */
    @Test
    void runTimeOnRequestedProcessors() {
        Runs r = Runs.run(4, new Equipartition(), new MalleableSimulation.Settings(4, 0.1, 0.1, true),
                MalleableModel.only("linear", LINEAR), SimulationConfig.DEFAULT,
                List.of(Runs.job(1, 0, 4, 2, 1), Runs.job(2, 0, 4, 2, 1)));
        assertEquals(4.0, r.done(1).end(), 1e-12);
        assertEquals(4.0, r.done(2).end(), 1e-12);
    }

    /** Warm-up K = 1 and completion limit N = 1: only the second completion is measured, then the run stops. */
    @Test
    void warmupAndCompletionLimit() {
        Runs r = Runs.run(4, new Equipartition(), mpl(4), MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT.withWarmup(1).withMaxCompletions(1),
                List.of(Runs.job(1, 0, 4, 8, 1), Runs.job(2, 1, 4, 6, 1), Runs.job(3, 1, 4, 100, 1)));
        var m = r.run.metrics();
        assertEquals(1, m.get(Metric.JOBS));
        // J1 runs alone on 4 during [0, 1], then J1, J2 and J3 share 4 processors as 2/1/1 (round robin
        // in start order): J1 has 4 left at rate 2 → ends at 3 (warm-up); J2 has 6 - 2 = 4 left then, J3 gets
        // 2 and J2 2: J2 ends at 3 + 4/2 = 5, measured; response 4.
        assertEquals(4.0, m.get(Metric.RESPONSE), 1e-12);
        assertEquals(2, r.run.simulation().completed());
        assertEquals(1, r.run.simulation().stillRunning().size());
    }
}

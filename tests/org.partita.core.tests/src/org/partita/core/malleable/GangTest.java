package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.metrics.Metric;
import org.partita.core.workload.SpeedupModel;

/** Gang scheduling and Compress&amp;Join (Corbalán Ch. 7) on schedules worked out by hand. */
class GangTest {

    private static final SpeedupModel LINEAR = p -> p;

    /** Time-sharing quantum 1 s. */
    private static final MalleableSimulation.Settings TS = new MalleableSimulation.Settings(1, 1.0, 0, false);

    /**
     * P = 4, linear speedup, all at 0: J1 (request 3, T1 = 6), J2 (request 3, T1 = 6), J3 (request 1, T1 = 3).
     * First fit: slot 0 = {J1}, J2 does not fit → slot 1 = {J2}, J3 fits slot 0's hole → slot 0 = {J1, J3}.
     * <pre>
     * [0, 1)  slot 0: J1 on 3, J3 on 1.                           J1 3 left, J3 2 left.
     * [1, 2)  slot 1: J2 on 3; J3 replicated into the hole, on 1.  J2 3 left, J3 1 left.
     * [2, 3)  slot 0: J1 on 3, J3 on 1.                           J1 and J3 end at 3.
     * [3, 4)  slot 0 is empty and removed; slot 1: J2 on 3.        J2 ends at 4.
     * </pre>
     * Responses 3, 4, 3; J3 was never stopped. Busy processors 4, 4, 4, 3 over [0, 4] → utilization 15/16.
     */
    @Test
    void firstFitAndReplication() {
        Runs r = Runs.run(4, new Gang(4, false, 0.5), TS, MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT,
                List.of(Runs.job(1, 0, 3, 6, 1), Runs.job(2, 0, 3, 6, 1), Runs.job(3, 0, 1, 3, 1)));
        assertEquals(List.of("0.0:0->3", "1.0:3->0", "2.0:0->3"), r.history(1));
        assertEquals(List.of("1.0:0->3", "2.0:3->0", "3.0:0->3"), r.history(2));
        assertEquals(List.of("0.0:0->1"), r.history(3));
        assertEquals(3.0, r.done(1).end(), 1e-12);
        assertEquals(4.0, r.done(2).end(), 1e-12);
        assertEquals(3.0, r.done(3).end(), 1e-12);
        assertEquals(0, r.done(2).startProcessors()); // started in a slot that was not running
        assertEquals(15.0 / 16.0, r.run.metrics().get(Metric.UTILIZATION), 1e-12);
        assertEquals(List.of(), r.run.violations());
    }

    /**
     * The slot limit is the multiprogramming level: with one slot, J2 (request 3) cannot start next to J1 (request
     * 3) on 4 processors; it waits in the queue until J1 ends at 2 (T1 = 6 on 3).
     */
    @Test
    void slotLimitQueuesJobs() {
        Runs r = Runs.run(4, new Gang(1, false, 0.5), TS, MalleableModel.only("linear", LINEAR),
                SimulationConfig.DEFAULT, List.of(Runs.job(1, 0, 3, 6, 1), Runs.job(2, 0, 3, 6, 1)));
        assertEquals(2.0, r.done(1).end(), 1e-12);
        assertEquals(2.0, r.done(2).start(), 1e-12);
        assertEquals(4.0, r.done(2).end(), 1e-12);
    }

    /**
     * Compress&amp;Join, P = 8, Amdahl curves with serial fraction 0.1 (efficiency falls with p): J1 (request 8) at 0
     * runs on 8; J2 (request 8) arrives at 1. Slot 0 + J2 needs 16 - 8 = 8 processors shed, one at a time from
     * the least efficient: E(8) ties (J1 first) → J1 7; then J2's E(8) is lower → J2 7; and so on, alternately,
     * down to 4 + 4. S(4)/S(8) = 3.077/4.706 = 0.654 &gt; 0.5: accepted, both run in one slot with 4 each.
     * With threshold 0.7 it is refused: J2 opens slot 1 and waits (0 processors) until the quantum (6 s) ends.
     */
    @Test
    void compressAndJoinShrinksBothJobsIntoOneSlot() {
        SpeedupModel amdahl = SpeedupModel.amdahl(0.1);
        List<org.partita.core.workload.Job> jobs = List.of(Runs.job(1, 0, 8, 100, 1), Runs.job(2, 1, 8, 100, 1));
        MalleableSimulation.Settings six = new MalleableSimulation.Settings(1, 6.0, 0, false);
        Runs joined = Runs.run(8, new Gang(4, true, 0.5), six, MalleableModel.only("amdahl", amdahl),
                SimulationConfig.DEFAULT.withStopTime(2), jobs);
        assertEquals(List.of("0.0:0->8", "1.0:8->4"), joined.history(1));
        assertEquals(List.of("1.0:0->4"), joined.history(2));
        Runs refused = Runs.run(8, new Gang(4, true, 0.7), six, MalleableModel.only("amdahl", amdahl),
                SimulationConfig.DEFAULT.withStopTime(7), jobs);
        assertEquals(List.of("0.0:0->8", "6.0:8->0"), refused.history(1));
        assertEquals(List.of("6.0:0->8"), refused.history(2));
    }

    /**
     * PDGS, P = 4, time-sharing quantum 1 s = 10 space-sharing quanta of 0.1 s, target 0.7, step 2. A (request 4,
     * S(2) = 1.6, S(4) = 2) and B (request 4, linear) arrive at 0.
     * <pre>
     * t = 0    A starts on 4 in slot 0; B waits: A is not measured yet, so the slot is not stable.
     * t = 0.1  A measured: E(4) = 0.5 &lt; 0.7 → 4 - 2 = 2.
     * t = 0.2  A measured: E(2) = 0.8, slot 0 stable with 2 idle processors → B starts; it does not fit the hole at
     *          its request 4, so it opens slot 1 and gets no processor yet.
     * t = 1.0  quantum ends: slot 1 runs (B on 4; A's 2 do not fit beside it).
     * t = 2.0  slot 0 again: A on 2.
     * </pre>
     */
    @Test
    void pdgsShrinksInefficientJobsAndAdmitsWhenStable() {
        List<MalleableSimulation.Curve> curves = List.of(
                new MalleableSimulation.Curve("a", org.partita.core.workload.SpeedupTable.of(2, 1.6, 4, 2)),
                new MalleableSimulation.Curve("b", LINEAR));
        Runs r = Runs.run(4, Gang.pdgs(4, 0.7, 2, 10), new MalleableSimulation.Settings(1, 0.1, 0.1, false),
                MalleableModel.chooser(curves, null), SimulationConfig.DEFAULT.withStopTime(2.05),
                List.of(Runs.job(1, 0, 4, 1000, 1), Runs.job(2, 0, 4, 1000, 2)));
        assertEquals(List.of("0.0:0->4", "0.1:4->2", "1.0:2->0", "2.0:0->2"), r.history(1));
        assertEquals(List.of("1.0:0->4", "2.0:4->0"), r.history(2));
        assertEquals(List.of(), r.run.violations());
    }
}

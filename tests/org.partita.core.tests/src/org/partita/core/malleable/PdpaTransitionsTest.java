package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.model.Stage;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/**
 * PDPA's state machine (Corbalán §5.3.2, Fig. 5.3, 5.5, 5.8) on tiny cases, quantum = measuring time = 0.1 s, so
 * an application is measured one quantum after each change.
 */
class PdpaTransitionsTest {

    private static final MalleableSimulation.Settings SETTINGS = new MalleableSimulation.Settings(4, 0.1, 0.1, false);

    private static Pdpa pdpa(int step, boolean dynamicStep) {
        return new Pdpa(0.9, 0.7, 0.9, 0.7, step, PdpaLoad.HEAVY, true, 3, dynamicStep);
    }

    private static MalleableSimulation.CurveChooser curves(SpeedupModel... models) {
        List<MalleableSimulation.Curve> list = new java.util.ArrayList<>();
        for (int i = 0; i < models.length; i++) {
            list.add(new MalleableSimulation.Curve("c" + (i + 1), models[i]));
        }
        return MalleableModel.chooser(list, null);
    }

    /**
     * P = 8, two jobs at 0 requesting 8, step 2, high 0.9, low 0.7.
     * A: S(4) = 4, S(6) = 5 (E(4) = 1, E(6) = 0.83). B: S(2) = 1.6, S(4) = 2 (E(2) = 0.8, E(4) = 0.5).
     * <pre>
     * t = 0    both new: one each, then round robin: A 4, B 4 (NO_REF).
     * t = 0.1  both measured (global gate open). A: E(4) = 1 > 0.9 → INC, keeps 4. B: E(4) = 0.5 < 0.7 → DEC,
     *          4 - step = 2 (Last = 4). Free: 8 - 4 - 2 = 2 → INC A gets min(step 2, share 2) = 2 → 6 (Last = 4).
     * t = 0.2  both measured. A: MoreProcessors? cur 6 > Last 4, E(6) = 0.83 < 0.9 → no; S(6) > S(4) but
     *          E(6) ≤ 0.9 → STABLE, back to Last = 4. B: E(2) = 0.8 ≥ 0.7 → STABLE with 2.
     * Then nothing changes: A 4 STABLE, B 2 STABLE, 2 processors free.
     * </pre>
     */
    @Test
    void incThenGiveBackAndDecThenStable() {
        SpeedupModel a = SpeedupTable.of(4, 4, 6, 5, 8, 6);
        SpeedupModel b = SpeedupTable.of(2, 1.6, 4, 2);
        Runs r = Runs.run(8, pdpa(2, false), SETTINGS, curves(a, b), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 8, 1000, 1), Runs.job(2, 0, 8, 1000, 2)));
        assertEquals(List.of("0.0:0->4", "0.1:4->6", "0.2:6->4"), r.history(1));
        assertEquals(List.of("0.0:0->4", "0.1:4->2"), r.history(2));
        Runs.Change grow = r.changes.get(2);
        assertEquals(Phase.INC, grow.phase());
        assertEquals(Phase.STABLE, r.changes.get(r.changes.size() - 1).phase());
        assertEquals(List.of(), r.run.violations());
    }

    /**
     * The RelativeSpeedup filter lets a scalable application grow while S(cur)/S(Last) ≥ (cur/Last)·high.
     * P = 12, step 4. A requests 12, curve S(4) = 4, S(8) = 7.6, S(12) = 11. A companion B (request 8, linear,
     * T1 = 0.4) starts with it so that A starts below its request.
     * <pre>
     * t = 0       one each, then round robin: A 6, B 6. B's 0.4 s of work at rate 6 ends at 0.067 (A is not measured
     *             yet, so it keeps 6).
     * t = 0.1     A measured at 6: S(6) = 5.8, E = 0.967 > 0.9 → INC; 6 free → + min(step 4, share 6) → 10.
     * t = 0.2     cur 10 > Last 6: S(10) = 9.3, E = 0.93 ≥ 0.9, S(10)/S(6) = 1.603 ≥ (10/6)·0.9 = 1.5 → INC, + 2 (its
     *             request) → 12.
     * t = 0.3     S(12)/S(10) = 1.183 ≥ 1.2·0.9 = 1.08 and E(12) = 0.917 → INC; its request is reached: stays 12.
     * </pre>
     */
    @Test
    void relativeSpeedupFilterLetsAScalableApplicationGrow() {
        SpeedupModel a = SpeedupTable.of(4, 4, 8, 7.6, 12, 11);
        SpeedupModel lin = p -> p;
        Runs r = Runs.run(12, pdpa(4, false), SETTINGS, curves(a, lin), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 12, 1000, 1), Runs.job(2, 0, 8, 0.4, 2)));
        assertEquals(List.of("0.0:0->6", "0.1:6->10", "0.2:10->12"), r.history(1));
        assertEquals(Phase.INC, r.changes.get(r.changes.size() - 1).phase());
    }

    /**
     * The filter stops a super-linear-then-flat application (Fig. 5.2's example shape): S(16) = 28, S(32) = 30.
     * P = 32, the application alone with request 32 but started at 16 next to a companion (request 16, linear,
     * T1 = 1.6 → ends at 0.1). t = 0.1: measured at 16, E = 1.75 > 0.9 → INC, + 4 → 20 (the companion left 16
     * free; share 16, step 4). t = 0.2: cur 20 > Last 16, S(20) = 28.5, E = 1.425, S(20)/S(16) = 1.018 <
     * (20/16)·0.9 = 1.125 → not MoreProcessors; S(20) > S(16) but E > 0.9 too, so it keeps 20 and is STABLE.
     */
    @Test
    void relativeSpeedupFilterStopsAFlatteningApplication() {
        SpeedupModel a = SpeedupTable.of(16, 28, 32, 30);
        SpeedupModel lin = p -> p;
        Runs r = Runs.run(32, pdpa(4, false), SETTINGS, curves(a, lin), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 32, 1000, 1), Runs.job(2, 0, 16, 1.6, 2)));
        assertEquals(List.of("0.0:0->16", "0.1:16->20"), r.history(1));
        assertEquals(20, r.allocationAt(1, 1.0));
    }

    /**
     * Dynamic step (Fig. 5.5): alone on 16, S(16) = 2 (E = 0.125 < 0.7): NewAlloc = floor(S(16)/high) =
     * floor(2.22) = 2, so DynStep = 14 and it drops from 16 to 2 in one step; S(2) = 1.9 (E = 0.95 ≥ 0.7) → STABLE.
     * Without the dynamic step it loses step = 4 per measurement while E < 0.7: E(12) = 0.164, E(8) = 0.243,
     * E(4) = 0.479 (S interpolated between 2 and 16), so 16 → 12 → 8 → 4 → max(1, 4 - 4) = 1, where E(1) = 1 is
     * STABLE.
     */
    @Test
    void dynamicStepDropsAtOnce() {
        SpeedupModel bad = SpeedupTable.of(2, 1.9, 16, 2);
        Runs dyn = Runs.run(16, pdpa(4, true), SETTINGS, curves(bad), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 16, 1000, 1)));
        assertEquals(List.of("0.0:0->16", "0.1:16->2"), dyn.history(1));
        Runs fixed = Runs.run(16, pdpa(4, false), SETTINGS, curves(bad),
                SimulationConfig.DEFAULT.withStopTime(1.0), List.of(Runs.job(1, 0, 16, 1000, 1)));
        assertEquals(List.of("0.0:0->16", "0.1:16->12", "0.2:12->8", "0.3:8->4", "0.4:4->1"), fixed.history(1));
    }

    /**
     * The dynamic multiprogramming level: with mpl 1, a second job starts only once the first is STABLE or DEC
     * and processors are free. A (request 8 on P = 8, S(8) = 4: E = 0.5 → DEC) starts at 0 on 8; at 0.1 it is
     * measured, DEC to 4 (step 4). The rule is evaluated before the allocation of that quantum, so B (queued
     * since 0) starts at the next tick, 0.2, when A is DEC and 4 processors are free; B gets them.
     */
    @Test
    void dynamicMultiprogrammingLevelAdmitsWhenStable() {
        SpeedupModel a = SpeedupTable.of(4, 3.2, 8, 4);
        SpeedupModel lin = p -> p;
        Runs r = Runs.run(8, pdpa(4, false), new MalleableSimulation.Settings(1, 0.1, 0.1, false),
                curves(a, lin), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 8, 1000, 1), Runs.job(2, 0, 8, 1000, 2)));
        assertEquals(List.of("0.0:0->8", "0.1:8->4"), r.history(1));
        assertEquals(List.of("0.2:0->4"), r.history(2));
    }

    /**
     * The load-dependent bounds (§5.3.3) with {@code share pdpa} as the catalog builds it (heavy (0.9, 0.7) when the
     * running applications request more than the machine, light (0.7, 0.5) otherwise; step 4; MPL 4; quantum and
     * measurement 0.1 s). P = 12. A (request 12, T1 1000 s): S(6) = 4.8, S(10) = 7.5, S(12) = 7.9, i.e. E(6) = 0.8,
     * E(10) = 0.75, E(12) = 0.658. B (request 8, linear, T1 1.5 s). C (request 8, linear) arrives at 1.0.
     * <pre>
     * t = 0     A, B start: requests 20 &gt; 12, heavy. One each, then round robin: A 6, B 6 (NO_REF).
     * t = 0.1   both measured. A: E(6) = 0.8 in [0.7, 0.9] → STABLE, keeps 6. B: E = 1 &gt; 0.9 → INC (no free).
     * t = 0.25  B ends (1.5 s of work at rate 6). Requests 12 ≤ 12: light. A is STABLE and the bounds changed
     *           (SystemChanges()): MoreProcessors() with no Last: E(6) = 0.8 ≥ 0.7 → INC; 6 free → + min(step 4,
     *           share 6) → 10 (Last = 6).
     * t = 0.3   A not yet measured at 10 (0.05 s): the allocation is kept.
     * t = 0.4   A measured at 10: 10 &gt; Last 6, E(10) = 0.75 ≥ 0.7, S(10) &gt; S(6), S(10)/S(6) = 1.5625 ≥
     *           (10/6)·0.7 = 1.167 → INC; + min(4, 2 free) → 12 (Last = 10).
     * t = 0.5   A measured at 12: E(12) = 0.658 &lt; 0.7 → not MoreProcessors(); S(12) &gt; S(10) but E(12) ≤ 0.7 →
     *           STABLE with Last: 12 → 10.
     * t = 1.0   C arrives and starts (MPL 1 &lt; 4): requests 20 &gt; 12, heavy. C is not measured, so nobody is
     *           evaluated (global gate); C gets the 2 free processors.
     * t = 1.1   both measured, heavy. A: STABLE, the bounds changed: MoreProcessors() (10 &lt; Last 12): E(10) =
     *           0.75 &lt; 0.9 → no; LessProcessors(): 0.75 ≥ 0.7 → no; A keeps 10. C: E = 1 &gt; 0.9 → INC, nothing free.
     * </pre>
     * With the bounds fixed at heavy ({@code load heavy}) A never leaves 6: E(6) is never above 0.9, and a STABLE
     * application takes no free processor.
     */
    @Test
    void loadDependentBoundsFromTheRunningApplications() {
        SpeedupModel a = SpeedupTable.of(6, 4.8, 10, 7.5, 12, 7.9);
        SpeedupModel lin = p -> p;
        List<org.partita.core.workload.Job> jobs = List.of(Runs.job(1, 0, 12, 1000, 1), Runs.job(2, 0, 8, 1.5, 2),
                Runs.job(3, 1.0, 8, 1000, 2));
        Stage thesis = Stage.of("share", "pdpa", "monitor", "exact");
        Runs r = Runs.run(12, MalleablePolicies.policy(thesis), MalleablePolicies.settings(thesis, null),
                curves(a, lin), SimulationConfig.DEFAULT.withStopTime(1.5), jobs);
        assertEquals(List.of("0.00:0->6 NO_REF", "0.25:6->10 INC", "0.40:10->12 INC", "0.50:12->10 STABLE"),
                steps(r, 1));
        assertEquals(List.of("1.00:0->2 NO_REF"), steps(r, 3));
        assertEquals(10, r.allocationAt(1, 1.5));
        assertEquals(List.of(), r.run.violations());

        Stage heavy = Stage.of("share", "pdpa", "load", "heavy", "monitor", "exact");
        Runs h = Runs.run(12, MalleablePolicies.policy(heavy), MalleablePolicies.settings(heavy, null),
                curves(a, lin), SimulationConfig.DEFAULT.withStopTime(1.5), jobs);
        assertEquals(List.of("0.00:0->6 NO_REF"), steps(h, 1));
        assertEquals(List.of("1.00:0->6 NO_REF"), steps(h, 3));
    }

    /** The changes of job {@code id} as "time:before->after PHASE", time to 0.01 s. */
    private static List<String> steps(Runs r, long id) {
        return r.changes.stream().filter(c -> c.job() == id).map(c -> String.format(java.util.Locale.ROOT,
                "%.2f:%d->%d %s", c.time(), c.before(), c.after(), c.phase())).toList();
    }
}

package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/** Dowdy's extrapolation (Corbalán Fig. 6.6, digest §3.3) and Equal_efficiency / Equal_eff++ allocations. */
class EqualEfficiencyTest {

    /** The digest's table of extrapolated efficiencies (thesis Fig. 6.7 curves and the numbers it quotes). */
    @Test
    void dowdyExtrapolationMatchesTheThesisNumbers() {
        assertEquals(0.964, EqualEfficiency.extrapolate(4, 0.9, 2), 5e-4);
        assertEquals(0.794, EqualEfficiency.extrapolate(4, 0.9, 8), 5e-4);
        assertEquals(0.466, EqualEfficiency.extrapolate(4, 0.9, 32), 5e-4);
        assertEquals(0.50, EqualEfficiency.extrapolate(4, 0.7, 8), 5e-4);
        assertEquals(0.088, EqualEfficiency.extrapolate(4, 0.5, 32), 5e-4);
        assertEquals(0.040, EqualEfficiency.extrapolate(4, 0.3, 32), 5e-4);
        assertEquals(0.571, EqualEfficiency.extrapolate(2, 0.8, 4), 5e-4); // thesis: 0.57
        assertEquals(0.225, EqualEfficiency.extrapolate(2, 0.9, 32), 5e-4); // thesis prints 0.76 (erratum)
        // the measured point itself is reproduced
        assertEquals(0.7, EqualEfficiency.extrapolate(4, 0.7, 4), 1e-12);
        // super-linear values are clamped to 0.999 (without the clamp E(4) = 1.1 gives E(32) = 16.5)
        // (E0 = 0.999: β = (3.996 - 1)/0.001 = 2996, E(32) = 2997/3028)
        assertEquals(2997.0 / 3028.0, EqualEfficiency.extrapolate(4, 1.1, 32), 1e-6);
        // a measurement on one processor gives β = -1: E(p) = 0 beyond it, the case the thesis left unpatched
        assertEquals(0.0, EqualEfficiency.extrapolate(1, 1.0, 8), 1e-9);
    }

    private static MalleableSimulation.CurveChooser two(SpeedupModel a, SpeedupModel b) {
        return MalleableModel.chooser(List.of(new MalleableSimulation.Curve("a", a),
                new MalleableSimulation.Curve("b", b)), null);
    }

    private static final SpeedupModel A = SpeedupTable.of(4, 2.5, 8, 4); // E(4) = 0.625
    private static final SpeedupModel B = SpeedupTable.of(4, 2, 8, 3); // E(4) = 0.5

    /**
     * P = 8, A and B at 0 requesting 8. Until both have measured, an equal allocation: 4 + 4. At 0.1 both are
     * measured at 4: A's Dowdy curve has β = (4·0.625 - 1)/0.375 = 4, E(p) = 5/(p + 4): E(2) = 0.833, E(3) = 0.714,
     * E(5) = 0.556; B's has β = 2, E(p) = 3/(p + 2): E(2) = 0.75, E(3) = 0.6. Measured: A E(4) = 0.625, B E(4) = 0.5.
     * One each, then six grants to the highest efficiency at alloc+1:
     * A@2 .833 &gt; B@2 .75 → A 2; B@2 .75 &gt; A@3 .714 → B 2; A@3 .714 &gt; B@3 .6 → A 3; A@4 .625 &gt; B@3 .6 → A 4;
     * B@3 .6 &gt; A@5 .556 → B 3; A@5 .556 &gt; B@4 .5 → A 5. Result A 5, B 3.
     */
    @Test
    void equalEfficiencyHandsProcessorsToTheHighestEfficiency() {
        Runs r = Runs.run(8, new EqualEfficiency(), new MalleableSimulation.Settings(4, 0.1, 0.1, false), two(A, B),
                SimulationConfig.DEFAULT.withStopTime(0.15),
                List.of(Runs.job(1, 0, 8, 1000, 1), Runs.job(2, 0, 8, 1000, 2)));
        assertEquals(List.of("0.0:0->4", "0.1:4->5"), r.history(1));
        assertEquals(List.of("0.0:0->4", "0.1:4->3"), r.history(2));
    }

    /**
     * Equal_eff++ with target 0.7 on the same case: A 2 (.833), B 2 (.75), A 3 (.714); then the best next
     * efficiency is A@4 = .625 &lt; 0.7, so allocation stops for everyone: A 3, B 2, 3 processors free.
     */
    @Test
    void equalEffPlusPlusStopsBelowTheTarget() {
        Runs r = Runs.run(8, new EqualEfficiency(0.7), new MalleableSimulation.Settings(4, 0.1, 0.1, false),
                two(A, B), SimulationConfig.DEFAULT.withStopTime(0.15),
                List.of(Runs.job(1, 0, 8, 1000, 1), Runs.job(2, 0, 8, 1000, 2)));
        assertEquals(List.of("0.0:0->4", "0.1:4->3"), r.history(1));
        assertEquals(List.of("0.0:0->4", "0.1:4->2"), r.history(2));
    }

    /**
     * Equip++ (Fig. 6.5) with target 0.7, P = 8, A and B requesting 8: round robin 4 + 4 at 0 (nothing measured,
     * optimistic). At 0.1 both measured at 4: A (E(4) = 0.625) — but the check is on alloc+1 when it is measured:
     * giving A its 4th processor needs S(4)/4 = 0.625 ≥ 0.7, which fails, so A stops at 3; the same for B
     * (0.5): B 3. Free 2 processors. At 0.2 both measured at 3: A S(3) = 2.0 (E .667), B S(3) = 1.667 (E .556),
     * so A stops at 2 and B at 2. At 0.3: A S(2) = 1.5 (E .75): measured E(2) ≥ 0.7 keeps its 2nd; E(3) = .667
     * caps it at 2; B S(2) = 1.333 (E .667) → B 1. Then stable: A 2, B 1.
     */
    @Test
    void equipPlusPlusStepsDownOneProcessorPerMeasurement() {
        Runs r = Runs.run(8, new Equipartition(0.7), new MalleableSimulation.Settings(4, 0.1, 0.1, false),
                two(A, B), SimulationConfig.DEFAULT.withStopTime(1.0),
                List.of(Runs.job(1, 0, 8, 1000, 1), Runs.job(2, 0, 8, 1000, 2)));
        assertEquals(List.of("0.0:0->4", "0.1:4->3", "0.2:3->2"), r.history(1));
        assertEquals(List.of("0.0:0->4", "0.1:4->3", "0.2:3->2", "0.3:2->1"), r.history(2));
    }
}

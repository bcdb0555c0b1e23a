package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.model.Stage;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;

/**
 * PDGS with PDPA's load-dependent target (Corbalán §7.3, §5.3.3; {@code bounds pdpa}, the default): low_eff 0.5
 * while the running set's requests fit the machine, 0.7 once they exceed it; against one fixed target of 0.7
 * ({@code bounds fixed}). P = 4, time-sharing
 * quantum 1 s = 10 space-sharing quanta of 0.1 s, a new allocation measured after 0.1 s, step 2.
 */
class PdgsBoundsTest {

    private static final MalleableSimulation.Settings SS = new MalleableSimulation.Settings(1, 0.1, 0.1, false);

    private static Runs run(SharePolicy pdgs, SpeedupModel curve, double stop, List<org.partita.core.workload.Job> jobs) {
        List<MalleableSimulation.Curve> curves = List.of(new MalleableSimulation.Curve("a", curve),
                new MalleableSimulation.Curve("linear", p -> p));
        return Runs.run(4, pdgs, SS, MalleableModel.chooser(curves, null), SimulationConfig.DEFAULT.withStopTime(stop),
                jobs);
    }

    /**
     * A alone (request 4, S(2) = 1.6, S(4) = 2.4: E(4) = 0.6). Its request is the machine's, not more: light load,
     * low_eff 0.5, and 0.6 reaches it, so A keeps 4. With the fixed target 0.7 it loses 2 at 0.1 (E(2) = 0.8).
     */
    @Test
    void aloneTheLightBoundKeepsTheRequest() {
        SpeedupModel a = SpeedupTable.of(2, 1.6, 4, 2.4);
        List<org.partita.core.workload.Job> jobs = List.of(Runs.job(1, 0, 4, 1000, 1));
        assertEquals(List.of("0.0:0->4"), run(Gang.pdgs(4, 0.7, 0.5, 2, 10), a, 1.05, jobs).history(1));
        assertEquals(List.of("0.0:0->4", "0.1:4->2"), run(Gang.pdgs(4, 0.7, 2, 10), a, 1.05, jobs).history(1));
    }

    /**
     * A (request 4, S(2) = 1.2, S(4) = 1.6: E(4) = 0.4, E(2) = 0.6) and B (request 2, linear) at 0.
     * <pre>
     * t = 0    A starts on 4; B waits (A not measured).
     * t = 0.1  light (requests 4): E(4) = 0.4 &lt; 0.5 → A on 2.
     * t = 0.2  E(2) = 0.6 reaches 0.5 and 2 processors are idle: B joins the slot on 2. The matrix now asks
     *          for 4 + 2 = 6 &gt; 4: heavy, low_eff 0.7, and A's 0.6 misses it → A on 1.
     * </pre>
     * Alone, A stays on 2. With the fixed target 0.7, A is not stable at 0.2 (0.6 &lt; 0.7): it goes to 1 and B joins
     * at 0.3, when A's E(1) = 1 has been measured.
     */
    @Test
    void aJoiningJobMakesTheSlotHeavy() {
        SpeedupModel a = SpeedupTable.of(2, 1.2, 4, 1.6);
        List<org.partita.core.workload.Job> both = List.of(Runs.job(1, 0, 4, 1000, 1), Runs.job(2, 0, 2, 1000, 2));
        Runs alone = run(Gang.pdgs(4, 0.7, 0.5, 2, 10), a, 1.05, both.subList(0, 1));
        assertEquals(List.of("0.0:0->4", "0.1:4->2"), alone.history(1));
        Runs pdpa = run(Gang.pdgs(4, 0.7, 0.5, 2, 10), a, 1.05, both);
        assertEquals(List.of("0.0:0->4", "0.1:4->2", "0.2:2->1"), pdpa.history(1));
        assertEquals(List.of("0.2:0->2"), pdpa.history(2));
        assertEquals(List.of(), pdpa.run.violations());
        Runs fixed = run(Gang.pdgs(4, 0.7, 2, 10), a, 1.05, both);
        assertEquals(List.of("0.0:0->4", "0.1:4->2", "0.2:2->1"), fixed.history(1));
        assertEquals(List.of("0.3:0->2"), fixed.history(2));
    }

    /**
     * The {@code share pdgs} stage without {@code bounds} is the text's reading, PDPA's target: A alone (the schedule
     * of {@link #aloneTheLightBoundKeepsTheRequest()}, step 2, quantum 1 s) keeps its 4 processors; {@code bounds
     * fixed} takes them to 2 at 0.1.
     */
    @Test
    void theStageDefaultIsPdpasTarget() {
        SpeedupModel a = SpeedupTable.of(2, 1.6, 4, 2.4);
        List<org.partita.core.workload.Job> jobs = List.of(Runs.job(1, 0, 4, 1000, 1));
        SharePolicy byDefault = MalleablePolicies.policy(Stage.of("share", "pdgs", "increment", "2", "quantum", "1"));
        assertEquals(List.of("0.0:0->4"), run(byDefault, a, 1.05, jobs).history(1));
        SharePolicy fixed = MalleablePolicies.policy(
                Stage.of("share", "pdgs", "increment", "2", "quantum", "1", "bounds", "fixed"));
        assertEquals(List.of("0.0:0->4", "0.1:4->2"), run(fixed, a, 1.05, jobs).history(1));
    }
}

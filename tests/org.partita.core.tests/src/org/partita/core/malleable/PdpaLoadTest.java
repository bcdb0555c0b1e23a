package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.model.Stage;
import org.partita.core.workload.SpeedupTable;

/**
 * PDPA's load rule (Corbalán §5.3.3): the efficiency bounds are "a function of the running applications", heavy
 * (0.9, 0.7) or light (0.7, 0.5). The default reads "heavily loaded" as §5.5.1 uses the words on 60 processors:
 * four running applications requesting 30 each are "high loaded", two are "low loaded".
 */
class PdpaLoadTest {

    @Test
    void theDefaultRuleComparesTheRunningApplicationsRequestsWithTheMachine() {
        assertEquals("running", MalleablePolicies.PDPA.parameter("load").defaultValue());
        assertTrue(PdpaLoad.RUNNING.heavy(4 * 30, 4, 60, 4, false), "four jobs of 30 on 60 processors: high loaded");
        assertFalse(PdpaLoad.RUNNING.heavy(2 * 30, 2, 60, 4, true), "two jobs of 30 on 60 processors: low loaded");
        assertTrue(PdpaLoad.RUNNING.heavy(61, 3, 60, 4, false));
        assertFalse(PdpaLoad.RUNNING.heavy(60, 2, 60, 4, false), "requests that exactly fill the machine are light");
    }

    @Test
    void theQueueRuleIgnoresTheRunningApplications() {
        assertTrue(PdpaLoad.QUEUED.heavy(2, 1, 60, 4, true));
        assertFalse(PdpaLoad.QUEUED.heavy(4 * 30, 4, 60, 4, false));
    }

    @Test
    void theFixedRulesNeverSwitch() {
        for (long requested : new long[] {0, 60, 1000}) {
            for (boolean queued : new boolean[] {false, true}) {
                assertTrue(PdpaLoad.HEAVY.heavy(requested, 2, 60, 4, queued));
                assertFalse(PdpaLoad.LIGHT.heavy(requested, 2, 60, 4, queued));
            }
        }
    }

    @Test
    void theCountRuleComparesTheRunningApplicationsWithTheDefaultLevel() {
        assertTrue(PdpaLoad.LEVEL.heavy(4 * 30, 4, 60, 4, false), "four running at level four: high loaded");
        assertFalse(PdpaLoad.LEVEL.heavy(2 * 30, 2, 60, 4, true), "two running at level four: low loaded");
        assertFalse(PdpaLoad.LEVEL.heavy(3 * 30, 3, 60, 4, false), "three of 30 on 60: light by count");
        assertTrue(PdpaLoad.RUNNING.heavy(3 * 30, 3, 60, 4, false), "three of 30 on 60: heavy by requests");
        assertTrue(PdpaLoad.LEVEL.heavy(2 * 30, 2, 60, 2, false), "two running at level two: high loaded");
    }

    /**
     * The two readings on one case, {@code share pdpa} as the catalog builds it (step 4, dynamic step, quantum and
     * measurement 0.1 s). P = 12, both jobs at 0, T1 1000 s. A (request 12): S(6) = 4.8, E(6) = 0.8. B (request 8):
     * S(2) = 1.6, S(6) = 3.3, E(2) = 0.8, E(6) = 0.55.
     * <pre>
     * t = 0     one each, then round robin: A 6, B 6 (NO_REF).
     * t = 0.1   both measured.
     *   load running: requests 20 &gt; 12, heavy (0.9, 0.7). A: 0.8 in [0.7, 0.9] → STABLE, 6. B: 0.55 &lt; 0.7 → DEC,
     *             DynStep max(4, 6 − floor(3.3/0.9 = 3.67)) = 4 → 2. 4 processors free, no INC application.
     *   t = 0.2   B measured at 2: E = 0.8 ≥ 0.7 → STABLE. Nothing changes after.
     *   load level (mpl 4): two running &lt; 4, light (0.7, 0.5). A: 0.8 &gt; 0.7 → INC, nothing free. B: 0.55 in
     *             [0.5, 0.7] → STABLE, keeps 6. Nothing changes after.
     *   load level mpl 2: two running ≥ 2, heavy: as load running.
     * </pre>
     */
    @Test
    void theTwoReadingsDifferWhenFewApplicationsAskForMoreThanTheMachine() {
        List<org.partita.core.workload.Job> jobs = List.of(Runs.job(1, 0, 12, 1000, 1), Runs.job(2, 0, 8, 1000, 2));
        MalleableSimulation.CurveChooser curves = MalleableModel.chooser(List.of(
                new MalleableSimulation.Curve("a", SpeedupTable.of(6, 4.8, 10, 7.5, 12, 7.9)),
                new MalleableSimulation.Curve("b", SpeedupTable.of(2, 1.6, 6, 3.3, 8, 4.0))), null);
        Runs running = run(Stage.of("share", "pdpa", "monitor", "exact"), curves, jobs);
        assertEquals(List.of("0.0:0->6"), running.history(1));
        assertEquals(List.of("0.0:0->6", "0.1:6->2"), running.history(2));
        Runs level = run(Stage.of("share", "pdpa", "load", "level", "monitor", "exact"), curves, jobs);
        assertEquals(List.of("0.0:0->6"), level.history(1));
        assertEquals(List.of("0.0:0->6"), level.history(2));
        Runs levelTwo = run(Stage.of("share", "pdpa", "load", "level", "mpl", "2", "monitor", "exact"), curves, jobs);
        assertEquals(List.of("0.0:0->6", "0.1:6->2"), levelTwo.history(2));
    }

    private static Runs run(Stage stage, MalleableSimulation.CurveChooser curves,
            List<org.partita.core.workload.Job> jobs) {
        return Runs.run(12, MalleablePolicies.policy(stage), MalleablePolicies.settings(stage, null), curves,
                SimulationConfig.DEFAULT.withStopTime(1.0), jobs);
    }
}

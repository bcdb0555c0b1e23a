package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * PDPA's load rule (Corbalán §5.3.3): the efficiency bounds are "a function of the running applications", heavy
 * (0.9, 0.7) or light (0.7, 0.5). The default reads "heavily loaded" as §5.5.1 uses the words on 60 processors:
 * four running applications requesting 30 each are "high loaded", two are "low loaded".
 */
class PdpaLoadTest {

    @Test
    void theDefaultRuleComparesTheRunningApplicationsRequestsWithTheMachine() {
        assertEquals("running", MalleablePolicies.PDPA.parameter("load").defaultValue());
        assertTrue(PdpaLoad.RUNNING.heavy(4 * 30, 60, false), "four jobs of 30 on 60 processors: high loaded");
        assertFalse(PdpaLoad.RUNNING.heavy(2 * 30, 60, true), "two jobs of 30 on 60 processors: low loaded");
        assertTrue(PdpaLoad.RUNNING.heavy(61, 60, false));
        assertFalse(PdpaLoad.RUNNING.heavy(60, 60, false), "requests that exactly fill the machine are light");
    }

    @Test
    void theQueueRuleIgnoresTheRunningApplications() {
        assertTrue(PdpaLoad.QUEUED.heavy(2, 60, true));
        assertFalse(PdpaLoad.QUEUED.heavy(4 * 30, 60, false));
    }

    @Test
    void theFixedRulesNeverSwitch() {
        for (long requested : new long[] {0, 60, 1000}) {
            for (boolean queued : new boolean[] {false, true}) {
                assertTrue(PdpaLoad.HEAVY.heavy(requested, 60, queued));
                assertFalse(PdpaLoad.LIGHT.heavy(requested, 60, queued));
            }
        }
    }
}

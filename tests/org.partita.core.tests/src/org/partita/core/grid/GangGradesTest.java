package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Concurrent Gang's per-task record, shared by the plain and the integrated gang schedulers. */
class GangGradesTest {

    private static final GangConfig C = GangConfig.defaults(true); // α 2, β 0.3, smoothing 0.5

    @Test
    void onlyAScheduledTaskIsGradedAndEverySliceRecordRestarts() {
        GangGrades g = new GangGrades();
        // slice 1: descheduled, 1 s at a barrier: no grade, and the wait is forgotten
        g.waited(true, 0, 0, 1);
        assertFalse(g.grade(C.smoothing()));
        assertEquals(1, g.lambdaComp, 0);
        assertEquals(0, g.lambdaIo, 0);
        // slice 2: scheduled, 0.5 s computing then 0.5 s of I/O (blocked until 10)
        g.scheduled = true;
        g.computed(0.5);
        g.waited(false, 10, 0.5, 0.5);
        assertTrue(g.grade(C.smoothing()));
        // shares 0.5 / 0.5 (with slice 1's wait counted they would be 0.25 / 0): 0.5·1 + 0.5·0.5, 0.5·0 + 0.5·0.5
        assertEquals(0.75, g.lambdaComp, 1e-12);
        assertEquals(0.25, g.lambdaIo, 1e-12);
        assertFalse(g.scheduled);
        // slice 3: scheduled but idle (nothing recorded): no grade
        g.scheduled = true;
        assertFalse(g.grade(C.smoothing()));
        assertEquals(0.75, g.lambdaComp, 1e-12);
    }

    @Test
    void localChoiceTakesTheReadyTaskOfHighestPriorityAboveBetaThenTheLeastRecentlyRun() {
        GangGrades low = grades(0.1, 0.2, -1); // Pr = max(0.2, 0.2) = 0.2 ≤ β
        GangGrades notReady = grades(0.5, 0.9, -1); // Pr 1.0, but not ready
        GangGrades recent = grades(0.25, 0.4, 7); // Pr = max(0.5, 0.4) = 0.5
        GangGrades older = grades(0, 0.5, 3); // Pr 0.5, ran before 'recent'
        Map<String, GangGrades> byName = Map.of("low", low, "notReady", notReady, "recent", recent, "older", older);
        List<String> tasks = List.of("low", "notReady", "recent", "older");
        assertSame("older", GangGrades.localChoice(tasks, t -> !t.equals("notReady"), byName::get, C));
        assertSame("recent", GangGrades.localChoice(List.of("low", "recent"), t -> true, byName::get, C));
        assertNull(GangGrades.localChoice(List.of("low", "notReady"), t -> !t.equals("notReady"), byName::get, C));
    }

    private static GangGrades grades(double io, double comp, long lastRun) {
        GangGrades g = new GangGrades();
        g.lambdaIo = io;
        g.lambdaComp = comp;
        g.lastRun = lastRun;
        return g;
    }
}

package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;

/** The Central Job Dispatcher as a node that serves every load report and request in turn (IPG-SaLaD §1.2). */
class CentralJobDispatcherTest {

    private static final int[][] FOUR_LINKED = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};

    private static BalancingSystem.Result run(String dispatcher, double dispatchTime) {
        BalanceConfig c = new BalanceConfig("cjd", 4, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "half", 0, 0,
                dispatcher, dispatchTime, "sources");
        return new BalancingSystem(c, new double[] {1, 1, 1, 1}, FOUR_LINKED, false, 1)
                .run(List.of(Job.rigid(1, 0, 4, 10)), Double.POSITIVE_INFINITY);
    }

    /*
     * Four fully linked PEs of speed 1, τ = 1 slice of 1 s, LT 1, 0.1 s per hop, 0.2 s per task, no spawning. One
     * job of four tasks of work 10 placed on the first half: A, C on PE0 (the dispatcher), B, D on PE1.
     * Dispatcher node, 0.6 s per message:
     * t=0: PE0 and PE1 report load 2; PE2 and PE3 (load 0 <= LT) send requests. All four reach the dispatcher by t=1.
     * t=1: it serves PE0's report (done 1.6); PE1's would end at 2.2, after this slice.
     * t=2: PE1's report (2.2), PE2's request (2.8): table [2, 2, 0, 0], PE0 is ordered to send (2 − 0)/2 = 1 task.
     *      PE3's request would end at 3.4.
     * t=3: PE0 sends A (2 s of CPU against C's 1), which reaches PE2 at 3.3 (queued at t=4, done at 4 + 8 = 12); PE0
     *      runs C alone, done at 3 + 9 = 12. The dispatcher serves PE3's request (3.4): table [1, 2, 1, 0], PE1 is
     *      ordered to send 1 task.
     * t=4: PE1 sends B (2 s of CPU, as D; the older goes), at PE3 from t=5, done at 13; D runs alone, done at 12.
     * The job ends at 13. With the free dispatcher (the model before) both orders leave at t=1 and the job ends at
     * 12: C and A at 11 on PE0 and PE2, B at 12 on PE3 (from t=3), D at 11.
     */
    @Test
    void aBusyDispatcherAnswersLate() {
        BalancingSystem.Result node = run("node", 0.6);
        assertEquals(13, node.jobs().get(0).end(), 1e-9);
        assertEquals(2, node.migrations());
        assertEquals(List.of(), node.violations());
        BalancingSystem.Result free = run("free", 0.6);
        assertEquals(12, free.jobs().get(0).end(), 1e-9);
        assertEquals(2, free.migrations());
    }

    /*
     * Why our CJD is ahead of Rate of Change (docs/grid.md §2, third round): the dispatcher may order any PE to give
     * ("notifies the most heavily loaded processor to transfer tasks to a requesting processor", §1.2), RoC's
     * receiver only load above HT ("a PE will only transfer tasks if its load is above the HT level", §3.2.3).
     * The setting of aBusyDispatcherAnswersLate, HT 4, dispatcher at 0.1 s a message: PE0 and PE1 hold two tasks
     * each, PE2 and PE3 none. CJD orders PE0 and PE1 to give one task each (as the free dispatcher above): the job
     * ends at 12. Under RoC PE2 and PE3 (load 0 < CT) would ask, but no PE holds HT = 4 tasks, so none is a source
     * in any table (placement's or the scheduler's): no request, no migration; PE0 and PE1 run their two tasks
     * round robin and the job ends at 20, as without balancing.
     */
    @Test
    void theDispatcherTakesFromPesThatRateOfChangeMayNotTakeFrom() {
        BalanceConfig cjd = new BalanceConfig("cjd", 4, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "half", 0, 0, "node", 0.1,
                "sources");
        List<Job> job = List.of(Job.rigid(1, 0, 4, 10));
        BalancingSystem.Result byCjd = new BalancingSystem(cjd, new double[] {1, 1, 1, 1}, FOUR_LINKED, false, 1)
                .run(job, Double.POSITIVE_INFINITY);
        assertEquals(12, byCjd.jobs().get(0).end(), 1e-9);
        assertEquals(2, byCjd.migrations());
        BalancingSystem.Result byRoc = new BalancingSystem(cjd.withPolicy("rate-of-change"),
                new double[] {1, 1, 1, 1}, FOUR_LINKED, false, 1).run(job, Double.POSITIVE_INFINITY);
        assertEquals(20, byRoc.jobs().get(0).end(), 1e-9);
        assertEquals(0, byRoc.migrations());
        assertEquals(0, byRoc.messages());
    }

    @Test
    void aBadDispatcherSettingIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> new BalanceConfig("cjd", 4, 1, 1, 1, 1, 2, 0.5, 1,
                3, 0.1, 0.2, "half", 0, 0, "fast", 0.1, "sources"));
        assertTrue(e.getMessage().contains("'dispatcher'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new BalanceConfig("cjd", 4, 1, 1, 1, 1, 2, 0.5, 1, 3,
                0.1, 0.2, "half", 0, 0, "node", -1, "sources"));
        assertTrue(e.getMessage().contains("'dispatch-time'"), e.getMessage());
    }
}

package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;

/**
 * What a Rate-of-Change PE knows when it asks for load (IPG-SaLaD §3, §3.2.1–3.2.2): its tables and its network
 * delay estimate ND.
 */
class RateOfChangeTablesTest {

    /** HT 2, LT 1, CT 1, τ = 1 slice of 1 s, ND0 2 s, ND weight 0.5, critical amount 1. */
    private static BalanceConfig config(String tables, String ndUpdate) {
        return new BalanceConfig("rate-of-change", 2, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "uniform", 0, 0, "node",
                0.1, "sources", tables, ndUpdate);
    }

    private static List<String> askAfterTheLoadsMoved(String tables) {
        BalanceConfig c = config(tables, "load");
        Balancer roc = Balancer.of(c, 3);
        ScriptedNetwork s = new ScriptedNetwork(c, 0, 3, 0);
        roc.jobPlaced(s, new int[] {0, 1, 2});
        s.loads[1] = 1;
        s.loads[2] = 5;
        roc.interval(s, 0);
        s.deliverAll(roc);
        return s.log;
    }

    /*
     * §3: "The load balancer also receives input from the dynamic scheduler in the form of the current task
     * allocation for each resource ... This interaction between load balancer and dynamic scheduler continues
     * through the execution of the entire workload."
     * Three PEs; the placement gives loads 0, 3, 0 (every table: PE1 the only source, 3 >= HT). Then PE1 falls to
     * 1 and PE2 rises to 5, in no message of the balancer's. PE0 (load 0 < CT) starts its interval and asks for
     * max(1, 0) = 1 task.
     * tables scheduler (the text): PE0's table takes the current allocation 0, 1, 5; PE2 is the only source and
     * holds 5 > HT: it sends min(5 - 2, 1) = 1 task.
     * tables placement (the former model): PE0 asks PE1 (known 3); PE1 holds 1, not above HT, and its own table
     * knows no other source (PE2 at 0): the request comes back unfulfilled.
     */
    @Test
    void theDynamicSchedulersAllocationFillsTheTables() {
        assertEquals(List.of("1:0>2", "tasks:2>0x1"), askAfterTheLoadsMoved("scheduler"));
        assertEquals(List.of("1:0>1", "3:1>0"), askAfterTheLoadsMoved("placement"));
    }

    private static List<String> askAgainAfterAnUnfulfilledRequest(String ndUpdate) {
        BalanceConfig c = config("placement", ndUpdate);
        Balancer roc = Balancer.of(c, 2);
        ScriptedNetwork s = new ScriptedNetwork(c, 0, 3);
        roc.jobPlaced(s, new int[] {0, 1});
        s.loads[1] = 2;
        roc.interval(s, 0);
        s.now = 3;
        s.deliverAll(roc);
        s.log.clear();
        s.now = 4;
        s.loads[0] = 3;
        roc.interval(s, 0);
        s.now = 5;
        s.loads[0] = 2;
        roc.interval(s, 0);
        return s.log;
    }

    /*
     * §3.2.1: "Network delay is an adaptive parameter. It is defined as the time it takes between the initiation of
     * a load request and the reception of load."
     * Two PEs; the placement gives loads 0, 3. PE1 falls to 2 (= HT, nothing to give). At t = 0 PE0 (load 0 < CT)
     * asks PE1 for 1 task; PE1 cannot serve, knows no other source, and the unfulfilled answer reaches PE0 at t = 3.
     * At t = 4 PE0 holds 3 (> HT: no request); at t = 5 it holds 2: DL = -1, PL = 2 - 1 · ND / 1.
     * nd-update load (the text): no load was received, ND stays 2: PL = 0, not below zero, no request.
     * nd-update answer (the former model): ND = 0.5 · 2 + 0.5 · 3 = 2.5: PL = -0.5, it asks PE1 again for 1 task.
     */
    @Test
    void anUnfulfilledAnswerIsNoNetworkDelay() {
        assertEquals(List.of(), askAgainAfterAnUnfulfilledRequest("load"));
        assertEquals(List.of("1:0>1"), askAgainAfterAnUnfulfilledRequest("answer"));
    }

    @Test
    void aBadTablesOrNdSettingIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> config("gossip", "load"));
        assertTrue(e.getMessage().contains("'tables' must be one of scheduler, placement, got 'gossip'"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> config("scheduler", "always"));
        assertTrue(e.getMessage().contains("'nd-update' must be one of load, answer, got 'always'"), e.getMessage());
    }

    /**
     * RateOfChangeTest's golden run (one job of four tasks on PE0, HT 2) with the tables the dynamic scheduler fills:
     * at t = 2 PE1's table holds PE0's current load 1 (task D), so PE0 is no source and no second message is sent.
     */
    @Test
    void theGoldenRunWithTheSchedulersTablesSendsOneMessage() {
        BalanceConfig c = RateOfChangeTest.config("rate-of-change", 2, 1, 1, 1, 0, 0, "half", 0)
                .withTables("scheduler");
        BalancingSystem.Result r = new BalancingSystem(c, new double[] {1, 1}, new int[][] {{1}, {0}}, false, 1)
                .run(List.of(Job.rigid(1, 0, 4, 1)), Double.POSITIVE_INFINITY);
        assertEquals(3, r.completion(), 1e-12);
        assertEquals(1, r.migrations());
        assertEquals(1, r.messages());
    }
}

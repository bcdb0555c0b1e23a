package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Where a Rate-of-Change request goes when its receiver cannot serve it (IPG-SaLaD §3.2.1–3.2.2). */
class RateOfChangeForwardingTest {

    private static List<String> forward(String mode) {
        BalanceConfig c = new BalanceConfig("rate-of-change", 2, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "uniform", 0, 0,
                "node", 0.1, mode, "placement", "load");
        Balancer roc = Balancer.of(c, 6);
        ScriptedNetwork s = new ScriptedNetwork(c, 0, 6, 5, 4, 3, 2);
        roc.jobPlaced(s, new int[] {0, 1, 2, 3, 4, 5});
        s.loads[1] = s.loads[2] = s.loads[3] = s.loads[4] = 2;
        s.loads[5] = 4;
        roc.interval(s, 0);
        s.deliverAll(roc);
        return s.log;
    }

    /*
     * With 'tables placement', so that the tables keep the placement's loads (with 'tables scheduler' PE0 would
     * read PE5's load at its interval: RateOfChangeTablesTest).
     * HT 2, LT 1, CT 1. Every PE learns the placement's loads 0, 6, 5, 4, 3, 2 (source tables, by known load: PE1,
     * PE2, PE3, PE4, PE5); then PE1-PE4 drop to 2 tasks (not above HT) and PE5 rises to 4, which nobody hears.
     * PE0 (load 0 < CT) asks the head of its table, PE1, for max(1, 0) = 1 task. PE1 cannot serve and forwards to
     * the head of its table but PE0: PE2; PE2 to PE3 (PE1 reported load 2 with its message, still >= HT, but it
     * has been reached); PE3's table still has PE1 at 6 at its head.
     * forward sources (the text: the request goes on while a PE knows a source it has not reached): PE3 skips PE1
     * and PE2 and forwards to PE4, PE4 to PE5, which holds 4 > HT and sends min(4 - 2, 1) = 1 task to PE0.
     * forward hops, max-hops 3 (the former model): PE3 sends it back to PE1 (third forward), PE1 may forward no
     * more and answers unfulfilled.
     */
    @Test
    void aRequestGoesOnThroughTheSourcesItHasNotReached() {
        assertEquals(List.of("1:0>1", "1:1>2", "1:2>3", "1:3>4", "1:4>5", "tasks:5>0x1"), forward("sources"));
        assertEquals(List.of("1:0>1", "1:1>2", "1:2>3", "1:3>1", "3:1>0"), forward("hops"));
    }
}

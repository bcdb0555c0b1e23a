package org.partita.core.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Where a Rate-of-Change request goes when its receiver cannot serve it (IPG-SaLaD §3.2.1–3.2.2). */
class RateOfChangeForwardingTest {

    /** Six PEs one hop apart whose loads the test sets; messages are delivered one at a time by the test. */
    private static final class Network implements LoadNetwork {
        final int[] loads;
        final BalanceConfig config;
        final ArrayDeque<BalancingSystem.Message> inFlight = new ArrayDeque<>();
        final List<String> log = new ArrayList<>();

        Network(BalanceConfig config, int... loads) {
            this.config = config;
            this.loads = loads;
        }

        public BalanceConfig config() {
            return config;
        }

        public int size() {
            return loads.length;
        }

        public double now() {
            return 0;
        }

        public int load(int pe) {
            return loads[pe];
        }

        public int hops(int a, int b) {
            return a == b ? 0 : 1;
        }

        public int[] neighbours(int pe) {
            return new int[0];
        }

        public void send(int type, int from, int to, int origin, int amount, int hopCount, double sentAt) {
            log.add(type + ":" + from + ">" + to);
            inFlight.add(new BalancingSystem.Message(type, from, to, origin, amount, hopCount, sentAt, loads[from]));
        }

        public int migrate(int from, int to, int count, int type, int origin, double sentAt) {
            log.add("tasks:" + from + ">" + to + "x" + count);
            loads[from] -= count;
            return count;
        }
    }

    private static List<String> forward(String mode) {
        BalanceConfig c = new BalanceConfig("rate-of-change", 2, 1, 1, 1, 1, 2, 0.5, 1, 3, 0.1, 0.2, "uniform", 0, 0,
                "node", 0.1, mode);
        Balancer roc = Balancer.of(c, 6);
        Network s = new Network(c, 0, 6, 5, 4, 3, 2);
        roc.jobPlaced(s, new int[] {0, 1, 2, 3, 4, 5});
        s.loads[1] = s.loads[2] = s.loads[3] = s.loads[4] = 2;
        s.loads[5] = 4;
        roc.interval(s, 0);
        while (!s.inFlight.isEmpty()) {
            roc.deliver(s, s.inFlight.poll());
        }
        return s.log;
    }

    /*
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

package org.partita.core.grid;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * PEs one hop apart whose loads and clock a test sets; a balancer's messages wait in {@link #inFlight} until the
 * test delivers them, and every message and migration is logged ("type:from>to", "tasks:from>toxcount").
 */
final class ScriptedNetwork implements LoadNetwork {
    final int[] loads;
    final BalanceConfig config;
    final ArrayDeque<BalancingSystem.Message> inFlight = new ArrayDeque<>();
    final List<String> log = new ArrayList<>();
    double now;

    ScriptedNetwork(BalanceConfig config, int... loads) {
        this.config = config;
        this.loads = loads;
    }

    /** Delivers the messages in flight, and those they cause, one at a time to {@code b}. */
    void deliverAll(Balancer b) {
        while (!inFlight.isEmpty()) {
            b.deliver(this, inFlight.poll());
        }
    }

    public BalanceConfig config() {
        return config;
    }

    public int size() {
        return loads.length;
    }

    public double now() {
        return now;
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

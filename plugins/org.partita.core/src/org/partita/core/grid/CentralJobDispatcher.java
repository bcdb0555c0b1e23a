package org.partita.core.grid;

import java.util.ArrayDeque;

/**
 * The Central Job Dispatcher of [LHWS96] (IPG-SaLaD §1.2; digest §5), a baseline of Tables 2–4. PE 0 is the
 * dispatcher and keeps a table of every PE's load. A PE with load ≤ LT and no request pending sends a request. On a
 * request the dispatcher picks the most loaded PE in its table (ties: lower id); when it holds at least two tasks
 * more than the requester it orders it to send half the difference, updates the table, and the ordered PE sends that
 * many (keeping one) with the most CPU time used; otherwise the requester is told no.
 *
 * <p>Two readings of the dispatcher ({@link BalanceConfig#dispatcher()}):
 * <ul>
 * <li>{@code node} (the text: "Whenever a task arrives at or departs from a processor, the processor notifies the
 * central dispatcher of its new load state ... The network also notifies the requesting processor of the
 * decision"): at every slice boundary a PE whose load changed since its last report reports it, placements
 * included; the dispatcher serves the reports and requests that reached it one at a time in arrival order,
 * {@code dispatch-time} each, so a busy dispatcher answers late and decides on the table it has served so far. A
 * message's decision is sent at the boundary that starts the slice in which its service ends (the system sends only
 * at slice boundaries); an order is also announced to the requester.</li>
 * <li>{@code free} (the model before): no service time, reports once per interval, the table read at placement.</li>
 * </ul>
 */
final class CentralJobDispatcher implements Balancer {

    static final int STATE = 30;
    static final int REQUEST = 31;
    static final int ORDER = 32;
    static final int DENY = 33;
    static final int TASKS = 34;
    static final int DECIDED = 35;

    private static final int DISPATCHER = 0;

    private final BalanceConfig c;
    private final boolean node;
    private final int[] table;
    private final int[] reported;
    private final boolean[] pending;
    /** Messages that reached the dispatcher node and wait for its service, with when each arrived. */
    private final ArrayDeque<BalancingSystem.Message> inbox = new ArrayDeque<>();
    private final ArrayDeque<Double> arrivedAt = new ArrayDeque<>();
    private double freeAt = Double.NEGATIVE_INFINITY;

    CentralJobDispatcher(BalanceConfig c, int n) {
        this.c = c;
        this.node = c.dispatcher().equals("node");
        table = new int[n];
        reported = new int[n];
        pending = new boolean[n];
    }

    @Override
    public void interval(LoadNetwork s, int i) {
        report(s, i);
        if (!pending[i] && s.load(i) <= c.lt()) {
            pending[i] = true;
            s.send(REQUEST, i, DISPATCHER, i, 0, 0, s.now());
        }
    }

    @Override
    public void betweenIntervals(LoadNetwork s, int i) {
        if (node) {
            report(s, i);
        }
    }

    private void report(LoadNetwork s, int i) {
        if (i == DISPATCHER && node) {
            serve(s);
        }
        int load = s.load(i);
        if (load != reported[i]) {
            reported[i] = load;
            s.send(STATE, i, DISPATCHER, i, load, 0, s.now());
        }
    }

    /** Serves, in arrival order, the waiting messages whose service ends within the slice starting now. */
    private void serve(LoadNetwork s) {
        double end = s.now() + c.slice();
        while (!inbox.isEmpty()) {
            double done = Math.max(freeAt, arrivedAt.peekFirst()) + c.dispatchTime();
            if (done > end + 1e-9) {
                return;
            }
            freeAt = done;
            arrivedAt.pollFirst();
            decide(s, inbox.pollFirst());
        }
    }

    @Override
    public void deliver(LoadNetwork s, BalancingSystem.Message m) {
        switch (m.type()) {
            case STATE, REQUEST -> {
                if (node) {
                    inbox.addLast(m);
                    arrivedAt.addLast(s.now());
                } else {
                    decide(s, m);
                }
            }
            case ORDER -> {
                int k = Math.min(m.amount(), s.load(m.to()) - 1);
                if (s.migrate(m.to(), m.origin(), k, TASKS, m.origin(), m.sentAt()) == 0) {
                    s.send(DENY, m.to(), m.origin(), m.origin(), 0, 0, m.sentAt());
                }
            }
            case DENY -> pending[m.to()] = false;
            case DECIDED -> {
                // the requester learns that a transfer was ordered; it waits for the tasks (or a refusal)
            }
            default -> throw new IllegalStateException("unknown message " + m.type());
        }
    }

    /** The dispatcher serves a state-change message or a request. */
    private void decide(LoadNetwork s, BalancingSystem.Message m) {
        if (m.type() == STATE) {
            table[m.from()] = m.amount();
            return;
        }
        int req = m.origin();
        table[req] = m.load();
        int j = -1;
        for (int p = 0; p < table.length; p++) {
            if (p != req && (j < 0 || table[p] > table[j])) {
                j = p;
            }
        }
        if (j >= 0 && table[j] >= table[req] + 2) {
            int k = (table[j] - table[req]) / 2;
            table[j] -= k;
            table[req] += k;
            s.send(ORDER, DISPATCHER, j, req, k, 0, m.sentAt());
            if (node) {
                s.send(DECIDED, DISPATCHER, req, req, k, 0, m.sentAt());
            }
        } else {
            s.send(DENY, DISPATCHER, req, req, 0, 0, m.sentAt());
        }
    }

    @Override
    public void tasksArrived(LoadNetwork s, BalancingSystem.Message m) {
        pending[m.to()] = false;
    }

    @Override
    public void jobPlaced(LoadNetwork s, int[] pes) {
        if (node) {
            return; // the PEs that received tasks report them at this boundary
        }
        for (int p : pes) {
            table[p] = s.load(p);
        }
    }
}

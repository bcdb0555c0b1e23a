package org.partita.core.grid;

/**
 * The Central Job Dispatcher of [LHWS96] (digest §5), a baseline of Tables 2–4. PE 0 is the dispatcher and keeps a
 * table of every PE's load. At each interval a PE whose load changed since its last report sends its load to the
 * dispatcher (a state-change message), and a PE with load ≤ LT and no request pending sends a request. On a request
 * the dispatcher picks the most loaded PE in its table (ties: lower id); when it holds at least two tasks more than
 * the requester it orders it to send half the difference, updates the table, and the ordered PE sends that many
 * (keeping one) with the most CPU time used; otherwise the requester is told no.
 */
final class CentralJobDispatcher implements Balancer {

    static final int STATE = 30;
    static final int REQUEST = 31;
    static final int ORDER = 32;
    static final int DENY = 33;
    static final int TASKS = 34;

    private static final int DISPATCHER = 0;

    private final BalanceConfig c;
    private final int[] table;
    private final int[] reported;
    private final boolean[] pending;

    CentralJobDispatcher(BalanceConfig c, int n) {
        this.c = c;
        table = new int[n];
        reported = new int[n];
        pending = new boolean[n];
    }

    @Override
    public void interval(LoadNetwork s, int i) {
        int load = s.load(i);
        if (load != reported[i]) {
            reported[i] = load;
            s.send(STATE, i, DISPATCHER, i, load, 0, s.now());
        }
        if (!pending[i] && load <= c.lt()) {
            pending[i] = true;
            s.send(REQUEST, i, DISPATCHER, i, 0, 0, s.now());
        }
    }

    @Override
    public void deliver(LoadNetwork s, BalancingSystem.Message m) {
        switch (m.type()) {
            case STATE -> table[m.from()] = m.amount();
            case REQUEST -> {
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
                } else {
                    s.send(DENY, DISPATCHER, req, req, 0, 0, m.sentAt());
                }
            }
            case ORDER -> {
                int k = Math.min(m.amount(), s.load(m.to()) - 1);
                if (s.migrate(m.to(), m.origin(), k, TASKS, m.origin(), m.sentAt()) == 0) {
                    s.send(DENY, m.to(), m.origin(), m.origin(), 0, 0, m.sentAt());
                }
            }
            case DENY -> pending[m.to()] = false;
            default -> throw new IllegalStateException("unknown message " + m.type());
        }
    }

    @Override
    public void tasksArrived(LoadNetwork s, BalancingSystem.Message m) {
        pending[m.to()] = false;
    }

    @Override
    public void jobPlaced(LoadNetwork s, int[] pes) {
        for (int p : pes) {
            table[p] = s.load(p);
        }
    }
}

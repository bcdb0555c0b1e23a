package org.partita.core.grid;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Rate-of-Change load balancing (IPG-SaLaD §2.2, §3.2; digest §3): receiver-initiated, fully distributed, driven by
 * how fast a PE's load falls rather than by load differences.
 *
 * <p><b>When</b> (§3.2.1), at the start of each sample interval τ, PE i computes {@code DL = L(t) − L(t − τ)} and
 * the predicted load after one network delay {@code PL = L + DL · ND / τ}. In this order: with a request pending
 * it does nothing (one outstanding request); with {@code L > HT} it does nothing (spike immunity); with
 * {@code L < CT} it asks for {@code max(criticalAmount, ⌈−PL⌉)} tasks whatever DL; with {@code DL < 0} and
 * {@code PL < 0} (it would become idle within ND) it asks for {@code ⌈−PL⌉} tasks (How many, §3.2.3). The critical
 * rule does not wait for the next interval: "If however a PE's load falls below a Critical threshold (CT) the PE
 * immediately initiates a request", so at every slice boundary between intervals a PE with {@code L < CT} and no
 * request pending asks too, with the DL of its last interval.
 * <b>Where</b> (§3.2.2): the request goes to the first entry of its source table — the PEs it last knew with load
 * ≥ HT, by known load (descending), then hop distance, then id. Tables are filled when jobs are placed ("every time
 * the static allocator produces a mapping") and from the loads piggy-backed on every message; a PE receiving a
 * request takes its initiator for a sink ("Any PE that initiates a request for load is considered to be a sink by
 * the receiving PE(s) ... regardless of the level of load": known load at most LT). A PE receiving a
 * request with load above HT sends {@code min(L − HT, requested)} tasks (the oldest by CPU time, §3.2.4);
 * otherwise it forwards the request to the first entry of its own source table ("The selection process described
 * above is used by all PEs alike, whether they are the request initiator or the recipient of a load transfer
 * message who might need to select a source PE to whom forward the message to"). The text sets no hop limit: with
 * {@code forward sources} (the default) the request goes to the first source the request has not reached yet, until
 * a PE serves it or no such source is left, and then it "comes back as unfulfilled"; with {@code forward hops} (the
 * former model) to any source but the requester and the sender, at most {@code maxHops} times. When tasks or the
 * unfulfilled answer arrive, the request is over. ND "is defined as the time it takes between the initiation of a
 * load request and the reception of load" (§3.2.1): with {@code nd-update load} (the default) it becomes
 * {@code (1 − w) ND + w · round trip} when tasks arrive, an unfulfilled answer leaving it as it was; with
 * {@code nd-update answer} (the former model) the unfulfilled answer's round trip counts too.
 *
 * <p><b>Tables</b>: "The load balancer also receives input from the dynamic scheduler in the form of the current task
 * allocation for each resource ... This interaction between load balancer and dynamic scheduler continues through
 * the execution of the entire workload" (§3). With {@code tables scheduler} (the default) a PE's table takes every
 * PE's current load at the start of each of its sample intervals (the scheduler's allocation, delivered with no
 * message of the balancer's); with {@code tables placement} (the former model) only placements, requests and the
 * loads messages carry update it.
 */
public final class RateOfChange implements Balancer {

    static final int REQUEST = 1;
    static final int TASKS = 2;
    static final int UNFULFILLED = 3;

    private final BalanceConfig c;
    private final int[] previous;
    private final int[] lastDl;
    private final double[] nd;
    private final boolean[] pending;
    private final double[] sentAt;
    private final int[][] known;
    /** The PEs each PE's outstanding request has reached (itself included), with {@code forward sources}. */
    private final boolean[][] reached;
    private final boolean bySources;
    private final boolean fromScheduler;
    private final boolean ndOnLoad;

    RateOfChange(BalanceConfig c, int n) {
        this.c = c;
        previous = new int[n];
        lastDl = new int[n];
        nd = new double[n];
        Arrays.fill(nd, c.nd0());
        pending = new boolean[n];
        sentAt = new double[n];
        known = new int[n][n];
        reached = new boolean[n][n];
        bySources = c.forward().equals("sources");
        fromScheduler = c.tables().equals("scheduler");
        ndOnLoad = c.ndUpdate().equals("load");
        for (int[] row : known) {
            Arrays.fill(row, -1);
        }
    }

    /** The current ND estimate of {@code pe} (seconds). */
    double networkDelay(int pe) {
        return nd[pe];
    }

    boolean pending(int pe) {
        return pending[pe];
    }

    /**
     * How many tasks a PE with load {@code load} and change {@code dl} over the last interval asks for, or 0 —
     * the When and How-many rules without the pending-request check.
     */
    public static int requestAmount(BalanceConfig c, int load, int dl, double nd) {
        if (load > c.ht()) {
            return 0;
        }
        double pl = load + dl * nd / c.intervalSeconds();
        if (load < c.ct()) {
            return Math.max(c.criticalAmount(), pl < 0 ? (int) Math.ceil(-pl) : 0);
        }
        if (dl < 0 && pl < 0) {
            return (int) Math.ceil(-pl);
        }
        return 0;
    }

    @Override
    public void interval(LoadNetwork s, int i) {
        int load = s.load(i);
        int dl = load - previous[i];
        previous[i] = load;
        lastDl[i] = dl;
        if (fromScheduler) {
            for (int j = 0; j < s.size(); j++) {
                known[i][j] = s.load(j);
            }
        }
        if (pending[i]) {
            return;
        }
        request(s, i, requestAmount(c, load, dl, nd[i]));
    }

    @Override
    public void betweenIntervals(LoadNetwork s, int i) {
        if (!pending[i] && s.load(i) < c.ct()) {
            request(s, i, requestAmount(c, s.load(i), lastDl[i], nd[i]));
        }
    }

    private void request(LoadNetwork s, int i, int amount) {
        if (amount == 0) {
            return;
        }
        int source = firstSource(s, i, i, i);
        if (source < 0) {
            return;
        }
        Arrays.fill(reached[i], false);
        reached[i][i] = true;
        reached[i][source] = true;
        pending[i] = true;
        sentAt[i] = s.now();
        s.send(REQUEST, i, source, i, amount, 0, s.now());
    }

    private int firstSource(LoadNetwork s, int self, int notA, int notB) {
        return firstSource(s, self, j -> j == notA || j == notB);
    }

    /** The first entry of {@code self}'s source table but those {@code skip} names (−1: none). */
    private int firstSource(LoadNetwork s, int self, IntPredicate skip) {
        int best = -1;
        for (int j = 0; j < s.size(); j++) {
            if (j == self || skip.test(j) || known[self][j] < c.ht()) {
                continue;
            }
            if (best < 0 || known[self][j] > known[self][best]
                    || (known[self][j] == known[self][best] && s.hops(self, j) < s.hops(self, best))) {
                best = j;
            }
        }
        return best;
    }

    @Override
    public void deliver(LoadNetwork s, BalancingSystem.Message m) {
        int r = m.to();
        known[r][m.from()] = m.load();
        if (m.type() == UNFULFILLED) {
            if (ndOnLoad) {
                pending[r] = false;
            } else {
                over(s, r, m.sentAt());
            }
            return;
        }
        // a request: the requester is a sink for us, whatever its load
        known[r][m.origin()] = Math.min(known[r][m.origin()], c.lt());
        int load = s.load(r);
        if (load > c.ht()) {
            int k = Math.min(load - c.ht(), m.amount());
            if (s.migrate(r, m.origin(), k, TASKS, m.origin(), m.sentAt()) > 0) {
                return;
            }
        }
        boolean[] path = reached[m.origin()];
        int next = bySources ? firstSource(s, r, j -> path[j]) : firstSource(s, r, m.origin(), m.from());
        if (bySources && next >= 0) {
            path[next] = true;
        }
        if ((bySources || m.hops() < c.maxHops()) && next >= 0) {
            s.send(REQUEST, r, next, m.origin(), m.amount(), m.hops() + 1, m.sentAt());
        } else {
            s.send(UNFULFILLED, r, m.origin(), m.origin(), 0, 0, m.sentAt());
        }
    }

    @Override
    public void tasksArrived(LoadNetwork s, BalancingSystem.Message m) {
        known[m.to()][m.from()] = m.load();
        if (m.type() == TASKS && pending[m.to()]) {
            over(s, m.to(), m.sentAt());
        }
    }

    private void over(LoadNetwork s, int pe, double requestedAt) {
        pending[pe] = false;
        nd[pe] = (1 - c.ndWeight()) * nd[pe] + c.ndWeight() * (s.now() - requestedAt);
    }

    @Override
    public void jobPlaced(LoadNetwork s, int[] pes) {
        for (int[] row : known) {
            for (int p : pes) {
                row[p] = s.load(p);
            }
        }
    }
}

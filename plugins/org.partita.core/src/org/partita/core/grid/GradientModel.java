package org.partita.core.grid;

/**
 * The Gradient Model of Lin and Keller [LK91] (digest §5), a baseline of Tables 2–4: each PE keeps a proximity,
 * its distance to the nearest lightly loaded PE, {@code p_i = 0} when {@code L_i ≤ LT}, else
 * {@code min(P, 1 + min_{j ∈ N(i)} p_j)} from its neighbours' proximities of the previous interval (the gradient
 * map spreads one hop per interval; P, the PE count, means "none known"). A PE with load above HT sends one task
 * to its neighbour of least proximity (ties: lower id) when that is below its own.
 */
final class GradientModel implements Balancer {

    static final int MIGRATE = 10;

    private final BalanceConfig c;
    private int[] proximity;

    GradientModel(BalanceConfig c, int n) {
        this.c = c;
        proximity = new int[n];
        java.util.Arrays.fill(proximity, n);
    }

    @Override
    public void beginInterval(LoadNetwork s) {
        int n = s.size();
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
            if (s.load(i) <= c.lt()) {
                next[i] = 0;
                continue;
            }
            int best = n;
            for (int j : s.neighbours(i)) {
                best = Math.min(best, proximity[j] + 1);
            }
            next[i] = Math.min(n, best);
        }
        proximity = next;
    }

    @Override
    public void interval(LoadNetwork s, int i) {
        if (s.load(i) <= c.ht()) {
            return;
        }
        int target = -1;
        for (int j : s.neighbours(i)) {
            if (target < 0 || proximity[j] < proximity[target]) {
                target = j;
            }
        }
        if (target >= 0 && proximity[target] < proximity[i] && proximity[target] < s.size()) {
            s.migrate(i, target, 1, MIGRATE, i, s.now());
        }
    }
}

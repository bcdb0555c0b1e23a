package org.partita.core.grid;

/**
 * Sender Initiated Diffusion of Willebeek-LeMair and Reeves [WLR93] (digest §5), a baseline of Tables 2–4: each
 * interval, from the loads at its start, PE i averages over itself and its neighbours,
 * {@code L̄ = (L_i + Σ_{j ∈ N(i)} L_j) / (|N(i)| + 1)}; when {@code L_i − L̄ ≥ 1} it gives its surplus to the
 * neighbours below the average in proportion to their deficit: {@code ⌊(L_i − L̄) · (L̄ − L_j) / Σ_k (L̄ − L_k)⌋}
 * tasks to each j with {@code L_j < L̄} (neighbour order).
 */
final class SenderInitiatedDiffusion implements Balancer {

    static final int MIGRATE = 20;

    private int[] loads;

    SenderInitiatedDiffusion(BalanceConfig c, int n) {
        loads = new int[n];
    }

    @Override
    public void beginInterval(LoadNetwork s) {
        for (int i = 0; i < s.size(); i++) {
            loads[i] = s.load(i);
        }
    }

    @Override
    public void interval(LoadNetwork s, int i) {
        int[] nb = s.neighbours(i);
        double sum = loads[i];
        for (int j : nb) {
            sum += loads[j];
        }
        double avg = sum / (nb.length + 1);
        double surplus = loads[i] - avg;
        if (surplus < 1) {
            return;
        }
        double deficit = 0;
        for (int j : nb) {
            if (loads[j] < avg) {
                deficit += avg - loads[j];
            }
        }
        for (int j : nb) {
            if (loads[j] < avg) {
                int k = (int) Math.floor(surplus * (avg - loads[j]) / deficit);
                s.migrate(i, j, k, MIGRATE, i, s.now());
            }
        }
    }
}

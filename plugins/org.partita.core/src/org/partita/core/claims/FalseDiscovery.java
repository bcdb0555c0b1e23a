package org.partita.core.claims;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Error control over a suite's verdicts: the Benjamini–Hochberg step-up rule at false discovery rate {@code q}.
 * Order the m claims' p-values ({@link ClaimSignificance}; 1 for an inconclusive claim) as {@code p_(1) ≤ … ≤
 * p_(m)}, find the largest k with {@code p_(k) ≤ k · q / m}, and keep the k smallest: among the verdicts kept, the
 * expected share decided by chance is at most q. With a thousand claims at 95 % each, some fifty single verdicts may
 * be chance; the kept ones are the verdicts a reader can count on as a set.
 */
public final class FalseDiscovery {

    /** The rate the suite reports use: 5 %. */
    public static final double RATE = 0.05;

    private FalseDiscovery() {
    }

    /** For each outcome, in order, whether its decided verdict is kept at rate {@code q}. */
    public static boolean[] kept(List<ClaimOutcome> outcomes, double q) {
        int m = outcomes.size();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> p(outcomes.get(i))).thenComparingInt(i -> i));
        int k = 0;
        for (int rank = 1; rank <= m; rank++) {
            if (p(outcomes.get(order.get(rank - 1))) <= rank * q / m) {
                k = rank;
            }
        }
        boolean[] kept = new boolean[m];
        for (int rank = 1; rank <= k; rank++) {
            int i = order.get(rank - 1);
            kept[i] = outcomes.get(i).verdict() != Verdict.INCONCLUSIVE;
        }
        return kept;
    }

    private static double p(ClaimOutcome o) {
        return o.verdict() == Verdict.INCONCLUSIVE || Double.isNaN(o.pValue()) ? 1 : o.pValue();
    }
}

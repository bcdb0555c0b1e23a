package org.partita.core.claims;

import org.partita.core.experiment.ExperimentResult;

/**
 * A decided claim's p-value: the smallest α at which it is still decided the same way when every interval it is
 * judged on is taken at confidence {@code 1 − α}. For one paired comparison this is the two-sided paired-t test's
 * p-value; a claim over several points (which must hold at every one) gets the largest of its points' — the
 * intersection–union test; for the two-interval rule it is the level at which the intervals stop separating, a
 * conservative p-value. Wider intervals never decide more, so the verdict is monotone in the level and found by
 * bisection. A claim that holds because nothing refutes it ({@link Claim#holdsUnlessRefuted}) has p = 1: its
 * verdict is no evidence.
 */
public final class ClaimSignificance {

    /** Bisection steps: the p-value to about 2^-40 on the log-odds scale, far below any level a reader uses. */
    private static final int STEPS = 40;

    private ClaimSignificance() {
    }

    /** {@code outcome} with its p-value; 1 for an inconclusive outcome. */
    public static ClaimOutcome of(ClaimOutcome outcome, ExperimentResult result) {
        if (outcome.verdict() == Verdict.INCONCLUSIVE
                || outcome.verdict() == Verdict.HOLDS && outcome.claim().holdsUnlessRefuted()) {
            return outcome.withPValue(1);
        }
        double confidence = result.experiment().replications().confidence();
        // Search α in (0, 1 − confidence] on the log scale: α = 10^-12 still decided means p < 10^-12.
        double lo = Math.log(1e-12);
        double hi = Math.log(1 - confidence);
        if (decided(outcome, result, Math.exp(lo))) {
            return outcome.withPValue(Math.exp(lo));
        }
        for (int i = 0; i < STEPS; i++) {
            double mid = (lo + hi) / 2;
            if (decided(outcome, result, Math.exp(mid))) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return outcome.withPValue(Math.exp(hi));
    }

    private static boolean decided(ClaimOutcome outcome, ExperimentResult result, double alpha) {
        return outcome.claim().evaluate(result, 1 - alpha).verdict() == outcome.verdict();
    }
}

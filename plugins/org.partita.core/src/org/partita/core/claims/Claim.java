package org.partita.core.claims;

import java.util.Set;

import org.partita.core.experiment.ExperimentResult;

/** One {@code expect} statement of an experiment file, resolved to the experiment's pipelines, metrics and points. */
public interface Claim {

    /** The statement as written, e.g. {@code expect FSL below AS on response by 31% to 56% at load 0.47}. */
    String text();

    /** Where it is written: {@code file.partita:LINE}. */
    String source();

    /**
     * Checks the claim against the results of a finished experiment at the experiment's confidence level: the
     * aggregates (means and confidence intervals) and, for paired comparisons, the per-replication values.
     */
    default ClaimOutcome evaluate(ExperimentResult result) {
        return evaluate(result, result.experiment().replications().confidence());
    }

    /** Checks the claim with confidence intervals at {@code confidence} (in (0, 1)). */
    ClaimOutcome evaluate(ExperimentResult result, double confidence);

    /**
     * The sweep points where more replications could decide this claim: the points it is inconclusive at whose runs
     * are in steady state (for a trend, every point of an undecided curve). Empty when it is decided, or when what it
     * lacks is not replications (a missing pipeline or class).
     */
    Set<Integer> undecidedPoints(ExperimentResult result);

    /**
     * Whether the claim holds merely because nothing refutes it ({@code not above}, {@code not below}): such a
     * verdict is no evidence for the statement, so it gets no p-value ({@link ClaimSignificance}).
     */
    default boolean holdsUnlessRefuted() {
        return false;
    }

    /**
     * Why the claim, a paper's statement, is known not to be reproduced ({@code not reproduced "reason"}), or
     * {@code null}. Such a claim is still evaluated and reported, but its failure does not fail a run or a build.
     */
    default String notReproduced() {
        return null;
    }
}

package org.partita.core.claims;

import org.partita.core.experiment.ExperimentResult;

/** One {@code expect} statement of an experiment file, resolved to the experiment's pipelines, metrics and points. */
public interface Claim {

    /** The statement as written, e.g. {@code expect FSL below AS on response by 31% to 56% at load 0.47}. */
    String text();

    /** Where it is written: {@code file.partita:LINE}. */
    String source();

    /** Checks the claim against the aggregates (means and confidence intervals) of a finished experiment. */
    ClaimOutcome evaluate(ExperimentResult result);

    /**
     * Why the claim, a paper's statement, is known not to be reproduced ({@code not reproduced "reason"}), or
     * {@code null}. Such a claim is still evaluated and reported, but its failure does not fail a run or a build.
     */
    default String notReproduced() {
        return null;
    }
}

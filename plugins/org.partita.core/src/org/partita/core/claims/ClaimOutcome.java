package org.partita.core.claims;

import java.util.Objects;

/**
 * A claim's verdict with the figures behind it.
 *
 * @param claim    the claim checked
 * @param verdict  holds, fails or inconclusive
 * @param stated   what the claim states, in words (e.g. {@code FSL 31% to 56% below AS})
 * @param measured what was measured, in words (e.g. {@code FSL 12.3 ± 0.4, AS 20.1 ± 0.6: 38.8% below})
 * @param ratio    ours over the paper's number, where the claim states one ({@link Comparison#ratio}), e.g.
 *                 {@code 0.87} or {@code 0.81 to 0.95} over several points; empty otherwise
 * @param rule     the rule that judged it ({@link Rule}), {@code null} when nothing could be judged
 * @param lean     which way the means point ({@link Lean}), read beside an inconclusive verdict
 * @param pValue   for a decided verdict, the smallest α at which the claim is still decided the same way at
 *                 confidence {@code 1 − α} ({@link ClaimSignificance}); {@code NaN} until computed, 1 when
 *                 inconclusive
 */
public record ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured, String ratio, Rule rule,
        Lean lean, double pValue) {

    public ClaimOutcome {
        Objects.requireNonNull(claim, "claim");
        Objects.requireNonNull(verdict, "verdict");
        stated = stated == null ? "" : stated;
        measured = measured == null ? "" : measured;
        ratio = ratio == null ? "" : ratio;
        lean = lean == null ? Lean.NONE : lean;
        if (verdict == Verdict.INCONCLUSIVE) {
            pValue = 1;
        }
    }

    /** An outcome judged by {@code rule}, leaning {@code lean}, without its p-value yet. */
    public ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured, String ratio, Rule rule,
            Lean lean) {
        this(claim, verdict, stated, measured, ratio, rule, lean, Double.NaN);
    }

    /** An outcome with nothing judged (a pipeline, class or point missing), or of a hand-made claim. */
    public ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured, String ratio) {
        this(claim, verdict, stated, measured, ratio, null, Lean.NONE, Double.NaN);
    }

    /** An outcome of a claim that states no number (a trend, an ordering of pipelines). */
    public ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured) {
        this(claim, verdict, stated, measured, "");
    }

    /** This outcome with its p-value. */
    public ClaimOutcome withPValue(double p) {
        return new ClaimOutcome(claim, verdict, stated, measured, ratio, rule, lean, p);
    }

    /** A claim marked {@code not reproduced} that now holds: the mark no longer describes the model. */
    public boolean staleMark() {
        return verdict == Verdict.HOLDS && claim.notReproduced() != null;
    }
}

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
 */
public record ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured, String ratio) {

    public ClaimOutcome {
        Objects.requireNonNull(claim, "claim");
        Objects.requireNonNull(verdict, "verdict");
        stated = stated == null ? "" : stated;
        measured = measured == null ? "" : measured;
        ratio = ratio == null ? "" : ratio;
    }

    /** An outcome of a claim that states no number (a trend, an ordering of pipelines). */
    public ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured) {
        this(claim, verdict, stated, measured, "");
    }
}

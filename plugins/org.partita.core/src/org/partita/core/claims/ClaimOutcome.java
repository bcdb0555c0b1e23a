package org.partita.core.claims;

import java.util.Objects;

/**
 * A claim's verdict with the figures behind it.
 *
 * @param claim    the claim checked
 * @param verdict  holds, fails or inconclusive
 * @param stated   what the claim states, in words (e.g. {@code FSL 31% to 56% below AS})
 * @param measured what was measured, in words (e.g. {@code FSL 12.3 ± 0.4, AS 20.1 ± 0.6: 38.8% below})
 */
public record ClaimOutcome(Claim claim, Verdict verdict, String stated, String measured) {

    public ClaimOutcome {
        Objects.requireNonNull(claim, "claim");
        Objects.requireNonNull(verdict, "verdict");
        stated = stated == null ? "" : stated;
        measured = measured == null ? "" : measured;
    }
}

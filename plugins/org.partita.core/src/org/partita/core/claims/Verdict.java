package org.partita.core.claims;

import java.util.Locale;

/** The outcome of checking one claim against measured results. */
public enum Verdict {
    /** The confidence intervals show the claim is true. */
    HOLDS,
    /** The confidence intervals show the claim is false. */
    FAILS,
    /** The confidence intervals do not separate (or a point needed is missing or not in steady state). */
    INCONCLUSIVE;

    /** {@code holds}, {@code fails} or {@code inconclusive}, as printed and written to reports. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}

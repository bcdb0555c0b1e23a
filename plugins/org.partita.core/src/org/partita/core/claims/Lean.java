package org.partita.core.claims;

import java.util.List;

/**
 * Which way the means point, whatever the intervals decide: {@code WITH} the claim's statement, {@code AGAINST} it,
 * or {@code NONE} when there is nothing to read (no means). An inconclusive claim whose means lean against the
 * paper is a different finding from one that only needs more replications.
 */
public enum Lean {
    WITH, AGAINST, NONE;

    /** {@code means with}, {@code means against}, or empty. */
    public String words() {
        return this == NONE ? "" : "means " + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The lean of a claim over its points: against when one point leans against, with when all lean with. */
    static Lean combine(List<Lean> parts) {
        if (parts.contains(AGAINST)) {
            return AGAINST;
        }
        return !parts.isEmpty() && parts.stream().allMatch(l -> l == WITH) ? WITH : NONE;
    }

    static Lean of(boolean with) {
        return with ? WITH : AGAINST;
    }
}

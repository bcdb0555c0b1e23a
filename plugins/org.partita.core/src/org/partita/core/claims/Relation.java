package org.partita.core.claims;

/**
 * How a pipeline's metric compares with another pipeline's or with a number. {@code below} and {@code above} hold when
 * the confidence intervals separate in that direction and fail when they separate the other way; {@code not above}
 * and {@code not below} are their negations: they fail exactly when the opposite strict claim would hold.
 * {@code near} compares with a paper's number within a stated tolerance ({@link Comparison}).
 */
public enum Relation {
    BELOW("below"), ABOVE("above"), NOT_BELOW("not below"), NOT_ABOVE("not above"), NEAR("near");

    private final String words;

    Relation(String words) {
        this.words = words;
    }

    /** As written: {@code below}, {@code not above}. */
    public String words() {
        return words;
    }

    /** The relation written {@code words}, or {@code null}. */
    public static Relation of(String words) {
        String w = words.trim().replaceAll("\\s+", " ");
        for (Relation r : values()) {
            if (r.words.equals(w)) {
                return r;
            }
        }
        return null;
    }

    /**
     * Whether this relation holds merely because nothing refutes it ({@code not above}, {@code not below}): its
     * {@code holds} is no evidence ({@link Claim#holdsUnlessRefuted}).
     */
    boolean holdsUnlessRefuted() {
        return this == NOT_ABOVE || this == NOT_BELOW;
    }

    Verdict judge(Interval a, Interval b) {
        return switch (this) {
            case BELOW -> a.below(b) ? Verdict.HOLDS : a.above(b) ? Verdict.FAILS : Verdict.INCONCLUSIVE;
            case ABOVE -> a.above(b) ? Verdict.HOLDS : a.below(b) ? Verdict.FAILS : Verdict.INCONCLUSIVE;
            case NOT_BELOW -> a.below(b) ? Verdict.FAILS : Verdict.HOLDS;
            case NOT_ABOVE -> a.above(b) ? Verdict.FAILS : Verdict.HOLDS;
            case NEAR -> throw new IllegalStateException("'near' is judged with its tolerance");
        };
    }
}

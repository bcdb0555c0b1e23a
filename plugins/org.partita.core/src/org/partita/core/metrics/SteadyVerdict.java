package org.partita.core.metrics;

/**
 * Whether a run (or the replications of a sweep point) measured a steady state, worst first in
 * {@link #worse(SteadyVerdict)} order: {@link #OVERLOADED} &gt; {@link #NOT_STEADY} &gt; {@link #WARMUP_SHORT} &gt;
 * {@link #STEADY}. {@link #UNKNOWN} means too few completions to judge; {@link #TRANSIENT} that the workload is
 * finite and run to completion, so its means describe that workload and no steady state is sought. See
 * {@link SteadyState} for the tests.
 */
public enum SteadyVerdict {
    /** Too few measured completions to test. */
    UNKNOWN("unknown"),
    /**
     * A finite workload run to completion ({@code submit for T}, Corbalán's 300-s workloads): its means are the
     * workload's, as the papers that define it measure them, not estimates of a steady state.
     */
    TRANSIENT("transient"),
    /** No test fired. */
    STEADY("steady"),
    /** The MSER-5 truncation point lies beyond the configured warm-up. */
    WARMUP_SHORT("warmup-short"),
    /** The response times still trend upward after the warm-up, or MSER-5 finds no steady tail. */
    NOT_STEADY("not-steady"),
    /** The offered load is at or above the machine's capacity. */
    OVERLOADED("overloaded");

    private final String label;

    SteadyVerdict(String label) {
        this.label = label;
    }

    /** The text of the {@code steady_state} column. */
    public String label() {
        return label;
    }

    /** Whether means measured under this verdict estimate a steady-state quantity. */
    public boolean isSteady() {
        return this == STEADY;
    }

    /**
     * Whether means measured under this verdict may decide a claim: a steady state, a finite workload's means, or
     * too few completions to judge.
     */
    public boolean decidesClaims() {
        return this == STEADY || this == TRANSIENT || this == UNKNOWN;
    }

    /** The more severe of the two ({@link #UNKNOWN} yields to any tested verdict). */
    public SteadyVerdict worse(SteadyVerdict other) {
        return other.ordinal() > ordinal() ? other : this;
    }

    /**
     * The verdict of a sweep point from its replications': the lower median by severity, i.e. the worst verdict that
     * more than half of the replications reach (each test has its own false-alarm rate per run, which the worst of
     * many replications would compound).
     */
    public static SteadyVerdict median(java.util.List<SteadyVerdict> replications) {
        if (replications.isEmpty()) {
            return UNKNOWN;
        }
        SteadyVerdict[] v = replications.toArray(new SteadyVerdict[0]);
        java.util.Arrays.sort(v);
        return v[(v.length - 1) / 2];
    }

    /** The verdict whose {@link #label()} is {@code label}. */
    public static SteadyVerdict ofLabel(String label) {
        for (SteadyVerdict v : values()) {
            if (v.label.equals(label)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown steady-state verdict '" + label + "'");
    }
}

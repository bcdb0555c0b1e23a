package org.partita.core.claims;

/**
 * How a claim's points were judged (the {@code rule} column of {@code claims.csv}).
 * <ul>
 * <li>{@code PAIRED}: both sides ran on the same jobs (replication k of every pipeline draws the same workload —
 * common random numbers), so the claim is judged on the Student-t interval of the per-replication differences (of
 * the ratio of means, by its paired linearisation, for margins and tolerances);</li>
 * <li>{@code INTERVALS}: the two sides' own intervals, which must separate (runs that are not paired: different
 * classes of different pipelines, a point without per-replication values);</li>
 * <li>{@code NUMBER}: one interval against a stated number;</li>
 * <li>{@code TREND}: neighbouring points' intervals along a sweep (independent runs);</li>
 * <li>{@code MIXED}: points judged by different rules.</li>
 * </ul>
 */
public enum Rule {
    PAIRED, INTERVALS, NUMBER, TREND, MIXED;

    /** {@code paired}, {@code intervals}, … as written to {@code claims.csv}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    static Rule combine(java.util.Collection<Rule> rules) {
        var distinct = rules.stream().filter(java.util.Objects::nonNull).distinct().toList();
        return distinct.isEmpty() ? null : distinct.size() == 1 ? distinct.get(0) : MIXED;
    }
}

package org.partita.core.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;

/**
 * {@code expect A below B on response by 31% to 56% at load 0.47}: pipeline {@code subject}'s metric compared, at
 * every point of {@code scope}, with pipeline {@code other}'s or, when {@code other} is {@code null}, with the number
 * {@code bound}; {@code near bound} with {@code margin} {@code [−T, T]} ({@code within T%}, a paper's number and the
 * stated tolerance) holds when the interval's deviation from the number lies within ±T %. The claim holds when it
 * holds at every point, fails when it fails at one, and is inconclusive
 * otherwise (see {@link Relation} and {@link Margin} for one point; an interval needs two replications or more, and a
 * point whose runs are not in steady state — overloaded, still trending, warm-up too short — decides nothing).
 *
 * @param jobClass      the class of jobs compared ({@code classes.csv}'s label, e.g. {@code bt}), or {@code null}
 *                      for all jobs
 * @param margin        the size of the difference, or {@code null}; only with {@code below}/{@code above}
 * @param notReproduced why a paper's claim is known not to be reproduced, or {@code null}
 */
public record Comparison(String text, String source, String subject, Relation relation, String other, double bound,
        Metric metric, String jobClass, Margin margin, PointScope scope, String notReproduced) implements Claim {

    public Comparison {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(metric, "metric");
        scope = scope == null ? PointScope.EVERY : scope;
        if (relation == Relation.NEAR && (other != null || margin == null)) {
            throw new IllegalArgumentException("'near' compares with a number within a tolerance: 'near 95 s … "
                    + "within 25%'");
        }
        if (margin != null && (relation == Relation.NOT_ABOVE || relation == Relation.NOT_BELOW)) {
            throw new IllegalArgumentException("a margin ('by …') needs 'below' or 'above', not '" + relation.words()
                    + "'");
        }
    }

    /** A comparison over all jobs. */
    public Comparison(String text, String source, String subject, Relation relation, String other, double bound,
            Metric metric, Margin margin, PointScope scope, String notReproduced) {
        this(text, source, subject, relation, other, bound, metric, null, margin, scope, notReproduced);
    }

    @Override
    public ClaimOutcome evaluate(ExperimentResult result) {
        Results r = new Results(result);
        String stated = subject + " " + relation.words() + " " + (other != null ? other : Interval.fmt(bound)) + " on "
                + Results.describe(metric, jobClass) + (margin == null ? "" : relation == Relation.NEAR
                        ? " within " + Interval.fmt(margin.high()) + "%" : " by " + margin.describe())
                + (scope.describe().isEmpty() ? "" : " " + scope.describe());
        int a = r.pipeline(subject);
        int b = other == null ? -2 : r.pipeline(other);
        if (a < 0 || b == -1) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no pipeline '" + (a < 0 ? subject : other)
                    + "' in the results (pipelines: " + r.pipelineNames() + ")");
        }
        String noClasses = r.noClasses(jobClass);
        if (noClasses != null) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, noClasses);
        }
        List<Integer> points = scope.select(r.points());
        if (points.isEmpty()) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no sweep point " + scope.describe());
        }
        List<Verdict> verdicts = new ArrayList<>();
        List<String> measured = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (int p : points) {
            Interval x = r.interval(a, p, metric, jobClass);
            Interval y = other == null ? Interval.exactly(bound) : r.interval(b, p, metric, jobClass);
            String where = Results.describe(r.points().get(p));
            StringBuilder m = new StringBuilder(where.isEmpty() ? "" : where + ": ");
            m.append(subject).append(' ').append(x.show()).append(other != null ? ", " + other + " " + y.show() : "");
            Verdict v;
            String unsteadyA = r.unsteady(a, p);
            String unsteadyB = other == null ? null : r.unsteady(b, p);
            String unsteady = unsteadyA != null ? subject + " " + unsteadyA
                    : unsteadyB != null ? other + " " + unsteadyB : null;
            if (!x.decidable() || !y.decidable()) {
                v = Verdict.INCONCLUSIVE;
                m.append(" (no confidence interval: at least 2 replications are needed)");
            } else if (unsteady != null) {
                v = Verdict.INCONCLUSIVE;
                m.append(" (not a steady-state result: ").append(unsteady).append(")");
            } else if (relation == Relation.NEAR) {
                v = judgeNear(x, m);
            } else if (margin == null) {
                v = relation.judge(x, y);
            } else {
                v = judgeMargin(x, y, m);
            }
            verdicts.add(v);
            measured.add(m.toString());
            double q = ratio(x, y);
            if (!Double.isNaN(q)) {
                ratios.add(q);
            }
        }
        return new ClaimOutcome(this, Results.combine(verdicts), stated, String.join("; ", measured),
                range(ratios));
    }

    /**
     * Ours over the paper's number at one point, or NaN where the claim states none: with a margin, the measured
     * difference (the margin's formula on the means) over the margin's middle, or over its one end for {@code at
     * least} / {@code at most}; against a number ({@code below 20 s}), the measured mean over that number.
     */
    double ratio(Interval x, Interval y) {
        if (relation == Relation.NEAR) {
            return bound == 0 ? Double.NaN : x.mean() / bound;
        }
        if (margin != null) {
            double paper = margin.reference();
            double ours = 100 * (larger(x, y).mean() / smaller(x, y).mean() - 1);
            return paper == 0 || !(smaller(x, y).mean() > 0) ? Double.NaN : ours / paper;
        }
        if (other == null) {
            return bound == 0 ? Double.NaN : x.mean() / bound;
        }
        return Double.NaN;
    }

    /** {@code 0.87}, or {@code 0.81 to 0.95} over several points; empty for none. */
    private static String range(List<Double> ratios) {
        if (ratios.isEmpty()) {
            return "";
        }
        double lo = ratios.stream().mapToDouble(Double::doubleValue).min().getAsDouble();
        double hi = ratios.stream().mapToDouble(Double::doubleValue).max().getAsDouble();
        String a = String.format(java.util.Locale.ROOT, "%.2f", lo);
        String b = String.format(java.util.Locale.ROOT, "%.2f", hi);
        return a.equals(b) ? a : a + " to " + b;
    }

    /** The side the margin's formula divides by: the subject for {@code below}, the other for {@code above}. */
    private Interval smaller(Interval x, Interval y) {
        return relation == Relation.BELOW ? x : y;
    }

    private Interval larger(Interval x, Interval y) {
        return relation == Relation.BELOW ? y : x;
    }

    /** Interval arithmetic on the relative difference (all values must be positive). */
    /**
     * {@code near B within T%}: the relative deviation from B, {@code [low / B − 1, high / B − 1]} over the interval,
     * holds when it lies inside ±T %, fails when it lies outside.
     */
    private Verdict judgeNear(Interval x, StringBuilder m) {
        double estimate = 100 * (x.mean() / bound - 1);
        double low = 100 * (x.low() / bound - 1);
        double high = 100 * (x.high() / bound - 1);
        m.append(": deviation ").append(Interval.fmt(estimate)).append("% (").append(Interval.fmt(low))
                .append("% to ").append(Interval.fmt(high)).append("%)");
        return margin.judge(low, high);
    }

    private Verdict judgeMargin(Interval x, Interval y, StringBuilder m) {
        Interval smaller = smaller(x, y);
        Interval larger = larger(x, y);
        if (!(smaller.low() > 0) || !(larger.low() > 0)) {
            m.append(" (a relative difference needs positive intervals)");
            return Verdict.INCONCLUSIVE;
        }
        double estimate = 100 * (larger.mean() / smaller.mean() - 1);
        double low = 100 * (larger.low() / smaller.high() - 1);
        double high = 100 * (larger.high() / smaller.low() - 1);
        m.append(": difference ").append(Interval.fmt(estimate)).append("% (").append(Interval.fmt(low))
                .append("% to ").append(Interval.fmt(high)).append("%)");
        return margin.judge(low, high);
    }
}

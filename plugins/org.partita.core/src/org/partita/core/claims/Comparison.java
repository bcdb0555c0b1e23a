package org.partita.core.claims;

import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;

/**
 * {@code expect A below B on response by 31% to 56% at load 0.47}: pipeline {@code subject}'s metric compared, at
 * every point of {@code scope}, with pipeline {@code other}'s or, when {@code other} is {@code null}, with the number
 * {@code bound}; {@code near} with {@code margin} {@code [−T, T]} ({@code within T%}) is an equivalence claim: with a
 * number (a paper's number and the stated tolerance) it holds when the interval's deviation from the number lies
 * within ±T %; with another pipeline, when the interval of the relative difference of the two (paired on the
 * replications' common jobs) lies within ±T %, and fails when it lies wholly outside. The claim holds when it holds
 * at every point, fails when it fails at one, and is inconclusive otherwise (see {@link Relation}, {@link Margin} and
 * {@link Rule} for one point; an interval needs two replications or more, and a point whose runs are not in steady
 * state — overloaded, still trending, warm-up too short — decides nothing).
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
        if (relation == Relation.NEAR && margin == null) {
            throw new IllegalArgumentException("'near' needs a tolerance: 'near 95 s … within 25%', 'near FF … "
                    + "within 5%'");
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
    public boolean holdsUnlessRefuted() {
        return relation.holdsUnlessRefuted();
    }

    @Override
    public ClaimOutcome evaluate(ExperimentResult result, double confidence) {
        return evaluate(result, confidence, null);
    }

    @Override
    public Set<Integer> undecidedPoints(ExperimentResult result) {
        return UndecidedAtPoints.of(result, scope, this::evaluate, subject, other);
    }

    /** The outcome over the points {@code only}, or over the claim's scope when {@code null}. */
    private ClaimOutcome evaluate(ExperimentResult result, double confidence, List<Integer> only) {
        Results r = new Results(result, confidence);
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
        List<Integer> points = only != null ? only : scope.select(r.points());
        if (points.isEmpty()) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no sweep point " + scope.describe());
        }
        var x = new PointJudge.Side(p -> r.interval(a, p, metric, jobClass), p -> r.values(a, p, metric, jobClass),
                subject, subject, a);
        var y = other == null ? PointJudge.Side.number(bound)
                : new PointJudge.Side(p -> r.interval(b, p, metric, jobClass), p -> r.values(b, p, metric, jobClass),
                        other, other, b);
        return new PointJudge(relation, margin).judgeAll(this, stated, r, points, x, y);
    }
}

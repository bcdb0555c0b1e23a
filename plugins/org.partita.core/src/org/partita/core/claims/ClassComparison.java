package org.partita.core.claims;

import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;

/**
 * {@code expect PDPA on processors of bt above PDPA on processors of hydro2d}: the metric over the jobs of class
 * {@code jobClass} of pipeline {@code subject} compared, at every point of {@code scope}, with the metric over the jobs
 * of class {@code otherClass} of pipeline {@code other} (the same pipeline or another), each side its
 * {@code classes.csv} aggregate with its interval over the replications. Judged as {@link Comparison} judges two
 * pipelines ({@link PointJudge}; paired by replication when both classes are of one pipeline, on the two intervals
 * when they are of two): {@code below}, {@code above}, their negations, a margin ({@code by 50% to 150%},
 * the improvement formula with the classes in place of the pipelines), or {@code near … within T%} (the first side
 * within ±T % of the second: the relative deviation {@code [x_low / y_high − 1, x_high / y_low − 1]}).
 *
 * @param jobClass      the subject's class ({@code classes.csv}'s label, e.g. {@code bt})
 * @param otherClass    the other side's class
 * @param margin        the size of the difference ({@code below}/{@code above}), the tolerance {@code [−T, T]}
 *                      ({@code near}), or {@code null}
 * @param notReproduced why a paper's claim is known not to be reproduced, or {@code null}
 */
public record ClassComparison(String text, String source, String subject, String jobClass, Relation relation,
        String other, String otherClass, Metric metric, Margin margin, PointScope scope, String notReproduced)
        implements Claim {

    public ClassComparison {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(jobClass, "jobClass");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(other, "other");
        Objects.requireNonNull(otherClass, "otherClass");
        Objects.requireNonNull(metric, "metric");
        scope = scope == null ? PointScope.EVERY : scope;
        if (subject.equals(other) && jobClass.equals(otherClass)) {
            throw new IllegalArgumentException("class '" + jobClass + "' of '" + subject + "' compared with itself");
        }
        if (relation == Relation.NEAR && margin == null) {
            throw new IllegalArgumentException("'near' between two classes needs a tolerance: 'within 25%'");
        }
        if (margin != null && (relation == Relation.NOT_ABOVE || relation == Relation.NOT_BELOW)) {
            throw new IllegalArgumentException("a margin ('by …') needs 'below' or 'above', not '" + relation.words()
                    + "'");
        }
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
        String stated = subject + " on " + Results.describe(metric, jobClass) + " " + relation.words() + " " + other
                + " on " + Results.describe(metric, otherClass) + (margin == null ? "" : relation == Relation.NEAR
                        ? " within " + Interval.fmt(margin.high()) + "%" : " by " + margin.describe())
                + (scope.describe().isEmpty() ? "" : " " + scope.describe());
        int a = r.pipeline(subject);
        int b = r.pipeline(other);
        if (a < 0 || b < 0) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no pipeline '" + (a < 0 ? subject : other)
                    + "' in the results (pipelines: " + r.pipelineNames() + ")");
        }
        for (String c : List.of(jobClass, otherClass)) {
            String noClasses = r.noClasses(c);
            if (noClasses != null) {
                return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, noClasses);
            }
        }
        List<Integer> points = only != null ? only : scope.select(r.points());
        if (points.isEmpty()) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no sweep point " + scope.describe());
        }
        // Two classes of one pipeline come from the same runs: paired by replication. Classes of two pipelines are
        // judged on their own intervals.
        boolean paired = a == b;
        var x = new PointJudge.Side(p -> r.interval(a, p, metric, jobClass),
                paired ? p -> r.values(a, p, metric, jobClass) : null, jobClass + " under " + subject, subject, a);
        var y = new PointJudge.Side(p -> r.interval(b, p, metric, otherClass),
                paired ? p -> r.values(b, p, metric, otherClass) : null, otherClass + " under " + other, other, b);
        return new PointJudge(relation, margin).judgeAll(this, stated, r, points, x, y);
    }
}

package org.partita.core.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.function.IntFunction;

/**
 * One point of a comparison, the same for every kind of comparison ({@link Comparison}, {@link ClassComparison}):
 * the subject's side {@code x} against the other side {@code y} (a measured side, or a number), under a relation, a
 * margin ({@code by …}) or a tolerance ({@code near … within T%}, a margin {@code [−T, T]}). Two measured sides that
 * ran on the same jobs are judged paired ({@link PairedJudge}); otherwise on their two intervals, which must
 * separate. See {@link Rule}.
 */
final class PointJudge {

    private final Relation relation;
    private final Margin margin;

    PointJudge(Relation relation, Margin margin) {
        this.relation = relation;
        this.margin = margin;
    }

    /**
     * One side of a comparison: its interval at a point, its values by replication at a point ({@code null} when it
     * cannot be paired), the label its measurement is shown with ({@code PDPA}, {@code bt under PDPA}; {@code null}
     * for a number, which is not shown), and the pipeline whose steady-state label decides whether the point counts
     * ({@code null} for a number).
     */
    record Side(IntFunction<Interval> at, IntFunction<SortedMap<Integer, Double>> values, String label,
            String pipeline, int index) {

        static Side number(double value) {
            return new Side(p -> Interval.exactly(value), null, null, null, -1);
        }
    }

    /** One point's verdict, the rule that gave it and the lean of its means. */
    private record Point(Verdict verdict, Rule rule, Lean lean) {
    }

    /**
     * The outcome over {@code points}: each point judged, the claim holding when it holds at every point
     * ({@link Results#combine}); the measurements and ours-over-paper ratios reported point by point.
     */
    ClaimOutcome judgeAll(Claim claim, String stated, Results r, List<Integer> points, Side a, Side b) {
        List<Verdict> verdicts = new ArrayList<>();
        List<Rule> rules = new ArrayList<>();
        List<Lean> leans = new ArrayList<>();
        List<String> measured = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (int p : points) {
            Interval x = a.at().apply(p);
            Interval y = b.at().apply(p);
            String where = Results.describe(r.points().get(p));
            StringBuilder m = new StringBuilder(where.isEmpty() ? "" : where + ": ");
            m.append(a.label()).append(' ').append(x.show()).append(b.label() != null ? ", " + b.label() + " "
                    + y.show() : "");
            String unsteadyA = r.unsteady(a.index(), p);
            String unsteadyB = b.pipeline() == null ? null : r.unsteady(b.index(), p);
            String unsteady = unsteadyA != null ? a.pipeline() + " " + unsteadyA
                    : unsteadyB != null ? b.pipeline() + " " + unsteadyB : null;
            PairedJudge paired = a.values() == null || b.values() == null ? null
                    : PairedJudge.of(a.values().apply(p), b.values().apply(p), r.confidence());
            Point v = judge(x, y, paired, unsteady, m);
            verdicts.add(v.verdict());
            rules.add(v.rule());
            leans.add(v.lean());
            measured.add(m.toString());
            double q = ratio(x, y, b.pipeline() == null);
            if (!Double.isNaN(q)) {
                ratios.add(q);
            }
        }
        return new ClaimOutcome(claim, Results.combine(verdicts), stated, String.join("; ", measured),
                range(ratios), Rule.combine(rules), Lean.combine(leans));
    }

    /**
     * The verdict at one point; appends to {@code m} why nothing is decided or the difference measured. Nothing is
     * decided without intervals (two replications, or two paired ones) or when {@code unsteady} (a side's
     * steady-state label) is not {@code null}.
     */
    private Point judge(Interval x, Interval y, PairedJudge paired, String unsteady, StringBuilder m) {
        Rule rule = y.exact() ? Rule.NUMBER : paired != null ? Rule.PAIRED : Rule.INTERVALS;
        Interval ratio = paired == null || margin == null ? null : paired.ratio(subjectOnTop());
        Lean lean = lean(x, y, paired != null, ratio);
        if (!x.decidable() || !y.decidable()) {
            m.append(" (no confidence interval: at least 2 replications are needed)");
            return new Point(Verdict.INCONCLUSIVE, rule, lean);
        }
        if (unsteady != null) {
            m.append(" (not a steady-state result: ").append(unsteady).append(")");
            return new Point(Verdict.INCONCLUSIVE, rule, lean);
        }
        if (paired != null) {
            return new Point(judgePaired(paired, ratio, m), rule, lean);
        }
        if (relation == Relation.NEAR) {
            return new Point(judgeNear(x, y, m), rule, lean);
        }
        return new Point(margin == null ? relation.judge(x, y) : judgeMargin(x, y, m), rule, lean);
    }

    /**
     * The paired rule: the interval of the mean difference, or {@code q}, that of the ratio of the means, for a margin
     * or tolerance.
     */
    private Verdict judgePaired(PairedJudge paired, Interval q, StringBuilder m) {
        if (margin == null) {
            Interval d = paired.difference();
            m.append(": paired difference ").append(Interval.fmt(d.mean())).append(" (").append(Interval.fmt(d.low()))
                    .append(" to ").append(Interval.fmt(d.high())).append("), n = ").append(paired.n());
            return relation.judge(d, Interval.exactly(0));
        }
        if (q == null) {
            m.append(" (a relative difference needs positive means)");
            return Verdict.INCONCLUSIVE;
        }
        double est = 100 * (q.mean() - 1);
        double low = 100 * (q.low() - 1);
        double high = 100 * (q.high() - 1);
        m.append(": paired ").append(relation == Relation.NEAR ? "deviation " : "difference ")
                .append(Interval.fmt(est)).append("% (").append(Interval.fmt(low)).append("% to ")
                .append(Interval.fmt(high)).append("%), n = ").append(paired.n());
        return margin.judge(low, high);
    }

    /**
     * Which way the means point: the relation on the means, or the measured difference (paired when possible)
     * inside the margin or tolerance.
     */
    private Lean lean(Interval x, Interval y, boolean paired, Interval ratio) {
        if (!Double.isFinite(x.mean()) || !Double.isFinite(y.mean())) {
            return Lean.NONE;
        }
        if (margin == null) {
            return switch (relation) {
                case BELOW -> Lean.of(x.mean() < y.mean());
                case ABOVE -> Lean.of(x.mean() > y.mean());
                case NOT_ABOVE -> Lean.of(x.mean() <= y.mean());
                case NOT_BELOW -> Lean.of(x.mean() >= y.mean());
                case NEAR -> Lean.NONE;
            };
        }
        double estimate;
        if (paired) {
            if (ratio == null) {
                return Lean.NONE;
            }
            estimate = 100 * (ratio.mean() - 1);
        } else {
            Interval top = larger(x, y);
            Interval bottom = smaller(x, y);
            if (!(bottom.mean() > 0)) {
                return Lean.NONE;
            }
            estimate = 100 * (top.mean() / bottom.mean() - 1);
        }
        return Lean.of(margin.contains(estimate));
    }

    /**
     * Ours over the paper's number at one point, or NaN where the claim states none: with a margin, the measured
     * difference (the margin's formula on the means) over the margin's middle, or over its one end for {@code at
     * least} / {@code at most}; {@code near} or against a number ({@code below 20 s}), the subject's mean over the
     * other side's (the number, or 1 for "as much as the other class").
     */
    double ratio(Interval x, Interval y, boolean againstNumber) {
        if (relation == Relation.NEAR || (margin == null && againstNumber)) {
            return y.mean() == 0 ? Double.NaN : x.mean() / y.mean();
        }
        if (margin != null) {
            double paper = margin.reference();
            double ours = 100 * (larger(x, y).mean() / smaller(x, y).mean() - 1);
            return paper == 0 || !(smaller(x, y).mean() > 0) ? Double.NaN : ours / paper;
        }
        return Double.NaN;
    }

    /** {@code 0.87}, or {@code 0.81 to 0.95} over several points; empty for none. */
    static String range(List<Double> ratios) {
        if (ratios.isEmpty()) {
            return "";
        }
        double lo = ratios.stream().mapToDouble(Double::doubleValue).min().getAsDouble();
        double hi = ratios.stream().mapToDouble(Double::doubleValue).max().getAsDouble();
        String a = String.format(Locale.ROOT, "%.2f", lo);
        String b = String.format(Locale.ROOT, "%.2f", hi);
        return a.equals(b) ? a : a + " to " + b;
    }

    /**
     * Whether the subject is the numerator of the relative difference: for {@code above} ({@code (A − B) / B}) and
     * {@code near}; for {@code below} it is the denominator ({@code (B − A) / A}).
     */
    private boolean subjectOnTop() {
        return relation != Relation.BELOW;
    }

    /** The side the margin's formula divides by: the subject for {@code below}, the other for {@code above}. */
    private Interval smaller(Interval x, Interval y) {
        return relation == Relation.BELOW ? x : y;
    }

    private Interval larger(Interval x, Interval y) {
        return relation == Relation.BELOW ? y : x;
    }

    /**
     * {@code near Y within T%}: the relative deviation of x from y by interval arithmetic,
     * {@code [x_low / y_high − 1, x_high / y_low − 1]} (for a number N, {@code [x_low / N − 1, x_high / N − 1]}),
     * holds when it lies inside ±T %, fails when it lies outside. Against another interval it needs y above 0.
     */
    private Verdict judgeNear(Interval x, Interval y, StringBuilder m) {
        if (!y.exact() && !(y.low() > 0)) {
            m.append(" (a relative deviation needs a positive interval to compare with)");
            return Verdict.INCONCLUSIVE;
        }
        return judgeRatio(x, y, "deviation", m);
    }

    /** Interval arithmetic on the relative difference (all values must be positive). */
    private Verdict judgeMargin(Interval x, Interval y, StringBuilder m) {
        Interval smaller = smaller(x, y);
        Interval larger = larger(x, y);
        if (!(smaller.low() > 0) || !(larger.low() > 0)) {
            m.append(" (a relative difference needs positive intervals)");
            return Verdict.INCONCLUSIVE;
        }
        return judgeRatio(larger, smaller, "difference", m);
    }

    /**
     * Judges the margin on {@code 100 · (top / bottom − 1)} by interval arithmetic,
     * {@code [top_low / bottom_high − 1, top_high / bottom_low − 1]}, and reports it as {@code what}.
     */
    private Verdict judgeRatio(Interval top, Interval bottom, String what, StringBuilder m) {
        double estimate = 100 * (top.mean() / bottom.mean() - 1);
        double low = 100 * (top.low() / bottom.high() - 1);
        double high = 100 * (top.high() / bottom.low() - 1);
        m.append(": ").append(what).append(' ').append(Interval.fmt(estimate)).append("% (")
                .append(Interval.fmt(low)).append("% to ").append(Interval.fmt(high)).append("%)");
        return margin.judge(low, high);
    }
}

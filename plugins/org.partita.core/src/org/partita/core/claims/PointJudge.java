package org.partita.core.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * One point of a comparison judged by its intervals, the same for every kind of comparison ({@link Comparison},
 * {@link ClassComparison}): interval {@code x} (the subject's) against {@code y} (the other side's, or a number as an
 * interval of width 0), under a relation, a margin ({@code by …}) or a tolerance ({@code near … within T%}, a margin
 * {@code [−T, T]}).
 */
final class PointJudge {

    private final Relation relation;
    private final Margin margin;

    PointJudge(Relation relation, Margin margin) {
        this.relation = relation;
        this.margin = margin;
    }

    /**
     * One side of a comparison: its interval at a point, the label its measurement is shown with ({@code PDPA},
     * {@code bt under PDPA}; {@code null} for a number, which is not shown), and the pipeline whose steady-state
     * label decides whether the point counts ({@code null} for a number).
     */
    record Side(IntFunction<Interval> at, String label, String pipeline, int index) {

        static Side number(double value) {
            return new Side(p -> Interval.exactly(value), null, null, -1);
        }
    }

    /**
     * The outcome over {@code points}: each point judged ({@link #judge}), the claim holding when it holds at every
     * point ({@link Results#combine}); the measurements and ours-over-paper ratios reported point by point.
     */
    ClaimOutcome judgeAll(Claim claim, String stated, Results r, List<Integer> points, Side a, Side b) {
        List<Verdict> verdicts = new ArrayList<>();
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
            verdicts.add(judge(x, y, unsteady, m));
            measured.add(m.toString());
            double q = ratio(x, y, b.pipeline() == null);
            if (!Double.isNaN(q)) {
                ratios.add(q);
            }
        }
        return new ClaimOutcome(claim, Results.combine(verdicts), stated, String.join("; ", measured),
                range(ratios));
    }

    /**
     * The verdict at one point; appends to {@code m} why nothing is decided or the difference measured. Nothing is
     * decided without two intervals or when {@code unsteady} (a side's steady-state label) is not {@code null}.
     */
    Verdict judge(Interval x, Interval y, String unsteady, StringBuilder m) {
        if (!x.decidable() || !y.decidable()) {
            m.append(" (no confidence interval: at least 2 replications are needed)");
            return Verdict.INCONCLUSIVE;
        }
        if (unsteady != null) {
            m.append(" (not a steady-state result: ").append(unsteady).append(")");
            return Verdict.INCONCLUSIVE;
        }
        if (relation == Relation.NEAR) {
            return judgeNear(x, y, m);
        }
        return margin == null ? relation.judge(x, y) : judgeMargin(x, y, m);
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

package org.partita.core.claims;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;
import org.partita.core.model.SweepPoint;

/**
 * {@code expect FF increasing on response over load}: the shape of pipeline {@code subject}'s metric along sweep
 * variable {@code variable}, one curve per combination of the other variables (within {@code scope}).
 * <ul>
 * <li>{@code increasing}: fails when two neighbouring points' intervals separate downwards; holds when none does
 * and the last point's interval lies above the first's; otherwise inconclusive ({@code decreasing} mirrored);</li>
 * <li>{@code peaking} (a maximum strictly inside the range): holds when the point with the largest mean is inside
 * and its interval lies above both ends'; fails when it is an end whose interval lies above every inside point's;
 * otherwise inconclusive.</li>
 * </ul>
 * With {@code jobClass} ({@code classes.csv}'s label, e.g. {@code bt}) the curve is that class's; otherwise all jobs'.
 */
public record Trend(String text, String source, String subject, Shape shape, Metric metric, String jobClass,
        String variable, PointScope scope, String notReproduced) implements Claim {

    /** The shapes a curve can be claimed to have. */
    public enum Shape {
        INCREASING, DECREASING, PEAKING;

        /** As written: {@code increasing}, {@code decreasing}, {@code peaking}. */
        public String words() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The shape written {@code words}, or {@code null}. */
        public static Shape of(String words) {
            for (Shape s : values()) {
                if (s.words().equals(words)) {
                    return s;
                }
            }
            return null;
        }
    }

    public Trend {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(variable, "variable");
        scope = scope == null ? PointScope.EVERY : scope;
    }

    /** A trend over all jobs. */
    public Trend(String text, String source, String subject, Shape shape, Metric metric, String variable,
            PointScope scope, String notReproduced) {
        this(text, source, subject, shape, metric, null, variable, scope, notReproduced);
    }

    @Override
    public Set<Integer> undecidedPoints(ExperimentResult result) {
        Set<Integer> out = new TreeSet<>();
        ClaimOutcome o = evaluate(result);
        Results r = new Results(result, result.experiment().replications().confidence());
        if (o.verdict() != Verdict.INCONCLUSIVE || o.rule() == null) {
            return out;
        }
        for (int p : scope.select(r.points())) {
            if (r.points().get(p).get(variable) == null) {
                continue;
            }
            if (!r.steady(p, subject)) {
                return new TreeSet<>(); // an unsteady point never decides the curve
            }
            out.add(p);
        }
        return out;
    }

    @Override
    public ClaimOutcome evaluate(ExperimentResult result, double confidence) {
        Results r = new Results(result, confidence);
        String stated = subject + " " + shape.words() + " on " + Results.describe(metric, jobClass) + " over " + variable
                + (scope.describe().isEmpty() ? "" : " " + scope.describe());
        int a = r.pipeline(subject);
        if (a < 0) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "no pipeline '" + subject
                    + "' in the results (pipelines: " + r.pipelineNames() + ")");
        }
        String noClasses = r.noClasses(jobClass);
        if (noClasses != null) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, noClasses);
        }
        Map<String, List<Integer>> curves = new LinkedHashMap<>();
        for (int p : scope.select(r.points())) {
            SweepPoint point = r.points().get(p);
            if (point.get(variable) == null) {
                continue;
            }
            StringBuilder key = new StringBuilder();
            for (SweepPoint.Variable v : point.variables()) {
                if (!v.name().equals(variable)) {
                    key.append(key.length() == 0 ? "" : ", ").append(v.name()).append(' ').append(v.value());
                }
            }
            curves.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(p);
        }
        int needed = shape == Shape.PEAKING ? 3 : 2;
        if (curves.isEmpty() || curves.values().stream().anyMatch(c -> c.size() < needed)) {
            return new ClaimOutcome(this, Verdict.INCONCLUSIVE, stated, "fewer than " + needed + " points along "
                    + variable + (scope.describe().isEmpty() ? "" : " " + scope.describe()));
        }
        List<Verdict> verdicts = new ArrayList<>();
        List<Lean> leans = new ArrayList<>();
        List<String> measured = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> curve : curves.entrySet()) {
            List<Integer> pts = new ArrayList<>(curve.getValue());
            pts.sort(Comparator.comparingDouble(p -> Double.parseDouble(r.points().get(p).get(variable))));
            List<Interval> iv = new ArrayList<>();
            StringBuilder m = new StringBuilder(curve.getKey().isEmpty() ? "" : curve.getKey() + ": ");
            for (int i = 0; i < pts.size(); i++) {
                Interval x = r.interval(a, pts.get(i), metric, jobClass);
                iv.add(x);
                m.append(i == 0 ? "" : ", ").append(variable).append(' ')
                        .append(r.points().get(pts.get(i)).get(variable)).append(' ').append(x.show());
            }
            Verdict v;
            String unsteady = pts.stream().map(p -> r.unsteady(a, p) == null ? null : variable + " "
                    + r.points().get(p).get(variable) + " " + r.unsteady(a, p)).filter(java.util.Objects::nonNull)
                    .findFirst().orElse(null);
            if (iv.stream().anyMatch(x -> !x.decidable())) {
                v = Verdict.INCONCLUSIVE;
                m.append(" (no confidence interval: at least 2 replications are needed)");
            } else if (unsteady != null) {
                v = Verdict.INCONCLUSIVE;
                m.append(" (not a steady-state result: ").append(unsteady).append(")");
            } else {
                v = switch (shape) {
                    case INCREASING -> monotone(iv, false);
                    case DECREASING -> monotone(iv, true);
                    case PEAKING -> peak(iv);
                };
            }
            verdicts.add(v);
            leans.add(lean(iv));
            measured.add(m.toString());
        }
        return new ClaimOutcome(this, Results.combine(verdicts), stated, String.join("; ", measured), "", Rule.TREND,
                Lean.combine(leans));
    }

    /**
     * Whether the means have the shape: for {@code increasing}, no mean below its left neighbour's and the last
     * above the first ({@code decreasing} mirrored); for {@code peaking}, the largest mean strictly inside.
     */
    private Lean lean(List<Interval> iv) {
        if (iv.stream().anyMatch(x -> !Double.isFinite(x.mean()))) {
            return Lean.NONE;
        }
        int last = iv.size() - 1;
        if (shape == Shape.PEAKING) {
            int top = 0;
            for (int i = 1; i <= last; i++) {
                top = iv.get(i).mean() > iv.get(top).mean() ? i : top;
            }
            return Lean.of(top > 0 && top < last);
        }
        boolean down = shape == Shape.DECREASING;
        for (int i = 0; i < last; i++) {
            double step = iv.get(i + 1).mean() - iv.get(i).mean();
            if (down ? step > 0 : step < 0) {
                return Lean.AGAINST;
            }
        }
        double total = iv.get(last).mean() - iv.get(0).mean();
        return Lean.of(down ? total < 0 : total > 0);
    }

    private static Verdict monotone(List<Interval> iv, boolean down) {
        for (int i = 0; i + 1 < iv.size(); i++) {
            if (down ? iv.get(i).below(iv.get(i + 1)) : iv.get(i).above(iv.get(i + 1))) {
                return Verdict.FAILS;
            }
        }
        Interval first = iv.get(0);
        Interval last = iv.get(iv.size() - 1);
        return (down ? first.above(last) : first.below(last)) ? Verdict.HOLDS : Verdict.INCONCLUSIVE;
    }

    private static Verdict peak(List<Interval> iv) {
        int top = 0;
        for (int i = 1; i < iv.size(); i++) {
            if (iv.get(i).mean() > iv.get(top).mean()) {
                top = i;
            }
        }
        int last = iv.size() - 1;
        if (top > 0 && top < last) {
            return iv.get(top).above(iv.get(0)) && iv.get(top).above(iv.get(last)) ? Verdict.HOLDS
                    : Verdict.INCONCLUSIVE;
        }
        for (int i = 1; i < last; i++) {
            if (!iv.get(top).above(iv.get(i))) {
                return Verdict.INCONCLUSIVE;
            }
        }
        return Verdict.FAILS;
    }
}

package org.partita.dsl.validation;

import java.util.List;
import java.util.Map;

import org.eclipse.xtext.validation.Check;
import org.partita.core.claims.PointScope;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.interpreter.ClaimBounds;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.PointValue;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Values;

/**
 * {@code expect} claims name pipelines, metrics, sweep variables and points of their own experiment; margins are
 * percentages on a strict comparison. Composed into {@link PartitaValidator}.
 */
public class ExpectValidator extends ComposedValidator {

    @Check
    public void checkExpect(Expect x) {
        if (!(x.eContainer() instanceof Experiment e)) {
            return;
        }
        List<String> pipelines = Models.pipelines(e).stream().map(PipelineDef::getName).toList();
        checkPipeline(x.getSubject(), pipelines, x, Literals.EXPECT__SUBJECT, e);
        if (x.getOther() != null) {
            checkPipeline(x.getOther(), pipelines, x, Literals.EXPECT__OTHER, e);
            if (x.getOtherClass() == null && x.getOther().equals(x.getSubject())) {
                error("a claim compares two different pipelines", x, Literals.EXPECT__OTHER,
                        IssueCodes.BAD_CLAIM);
            } else if (x.getOther().equals(x.getSubject()) && x.getOtherClass() != null
                    && x.getOtherClass().equals(x.getJobClass())) {
                error("class '" + x.getJobClass() + "' of " + x.getSubject() + " is compared with itself: compare two "
                        + "classes, or one class under two pipelines", x, Literals.EXPECT__OTHER_CLASS,
                        IssueCodes.BAD_CLAIM);
            }
        }
        checkMetric(x, e);
        if (x.getOtherMetric() != null && x.getMetric() != null && !x.getOtherMetric().equals(x.getMetric())) {
            error("a claim compares one metric: write 'on " + x.getMetric() + "' on both sides, or leave the second "
                    + "out", x, Literals.EXPECT__OTHER_METRIC, IssueCodes.BAD_CLAIM);
        }
        Map<String, Values> values = Sweeps.effectiveValues(catalog, e);
        List<String> swept = Sweeps.effectiveVariables(catalog, e);
        if (x.getShape() != null) {
            checkSwept(x.getVariable(), swept, x, Literals.EXPECT__VARIABLE, e);
        }
        java.util.Set<String> named = new java.util.HashSet<>();
        for (PointValue v : x.getAt()) {
            if (v.getVariable() != null && !named.add(v.getVariable())) {
                error("'at' names one point, with one value of each variable: '" + v.getVariable() + "' is given "
                        + "twice; write one claim per point, or 'for " + v.getVariable() + " FROM to TO' for a range",
                        v, Literals.POINT_VALUE__VARIABLE, IssueCodes.BAD_CLAIM);
            }
            if (checkSwept(v.getVariable(), swept, v, Literals.POINT_VALUE__VARIABLE, e)) {
                double want = ScenarioReader.base(v.getValue()).doubleValue();
                List<String> points = points(values.get(v.getVariable()));
                if (points != null && points.stream().noneMatch(p -> PointScope.same(Double.parseDouble(p), want))) {
                    error("experiment '" + e.getName() + "' has no point " + v.getVariable() + " " + plain(want)
                            + "; its values: " + String.join(", ", points), v, Literals.POINT_VALUE__VALUE,
                            IssueCodes.UNKNOWN_SWEEP_POINT);
                }
            }
        }
        if (x.getRange() != null && checkSwept(x.getRange().getVariable(), swept, x.getRange(),
                Literals.POINT_RANGE__VARIABLE, e)) {
            double from = ScenarioReader.base(x.getRange().getFrom()).doubleValue();
            double to = ScenarioReader.base(x.getRange().getTo()).doubleValue();
            List<String> points = points(values.get(x.getRange().getVariable()));
            if (points == null) {
                // a bad sweep is reported where it is written
            } else if (from > to) {
                error("the range runs backwards", x.getRange(), Literals.POINT_RANGE__TO, IssueCodes.BAD_RANGE);
            } else if (points.stream().map(Double::parseDouble).noneMatch(p -> p >= from - 1e-9 && p <= to + 1e-9)) {
                error("no point of experiment '" + e.getName() + "' has " + x.getRange().getVariable() + " from "
                        + plain(from) + " to " + plain(to) + "; its values: " + String.join(", ", points),
                        x.getRange(), Literals.POINT_RANGE__FROM, IssueCodes.UNKNOWN_SWEEP_POINT);
            }
        }
        checkMargin(x);
        checkNear(x);
        checkBoundUnit(x);
        if (x.isNotReproduced() && (x.getReason() == null || x.getReason().isBlank())) {
            error("say why the claim is not reproduced: not reproduced \"reason\"", x, Literals.EXPECT__REASON,
                    IssueCodes.BAD_CLAIM);
        }
        Replications r = Models.replications(e);
        int most = r == null ? 1 : Math.max(r.getCount(), r.getMax());
        if (most < 2) {
            warning("with one replication there is no confidence interval and the claim stays inconclusive; write"
                    + " 'replications 2' or more", x, Literals.EXPECT__SUBJECT, IssueCodes.CLAIM_NEEDS_REPLICATIONS);
        }
    }

    private void checkPipeline(String name, List<String> pipelines, Expect x,
            org.eclipse.emf.ecore.EStructuralFeature f, Experiment e) {
        if (name != null && !pipelines.contains(name)) {
            String hint = Catalog.closest(pipelines, name);
            error("experiment '" + e.getName() + "' has no pipeline '" + name + "'"
                    + (hint != null ? "; did you mean '" + hint + "'?" : "") + " Pipelines: "
                    + String.join(", ", pipelines), x, f, IssueCodes.UNKNOWN_CLAIM_PIPELINE, name);
        }
    }

    private void checkMetric(Expect x, Experiment e) {
        String m = x.getMetric();
        if (m == null) {
            return;
        }
        if (catalog.get("metric", m) == null) {
            String hint = catalog.closest("metric", m);
            error("unknown metric '" + m + "'" + (hint != null ? "; did you mean '" + hint + "'?" : "") + " Known: "
                    + String.join(", ", catalog.names("metric")), x, Literals.EXPECT__METRIC,
                    IssueCodes.UNKNOWN_METRIC, m, "metric");
            return;
        }
        List<String> measured = Models.measured(e);
        if (!measured.isEmpty() && !measured.contains(m)) {
            error("metric '" + m + "' is not measured by experiment '" + e.getName() + "'; add it to 'measure "
                    + String.join(", ", measured) + "'", x, Literals.EXPECT__METRIC, IssueCodes.CLAIM_NOT_MEASURED,
                    m);
        }
    }

    private boolean checkSwept(String variable, List<String> swept, org.eclipse.emf.ecore.EObject o,
            org.eclipse.emf.ecore.EStructuralFeature f, Experiment e) {
        if (variable != null && !swept.contains(variable)) {
            error("'" + variable + "' is not swept in experiment '" + e.getName() + "'"
                    + (swept.isEmpty() ? " (nothing is)" : "; swept: " + String.join(", ", swept)), o, f,
                    IssueCodes.UNKNOWN_SWEEP_VARIABLE);
            return false;
        }
        return variable != null;
    }

    /** The sweep's values, or {@code null} when the sweep itself is invalid (reported where it is written). */
    private static List<String> points(org.partita.dsl.partita.Values v) {
        if (v == null) {
            return null;
        }
        try {
            return ScenarioReader.expand(v);
        } catch (IllegalArgumentException | ArithmeticException bad) {
            return null;
        }
    }

    /**
     * {@code near NUMBER … within T%}, {@code near PIPELINE … within T%} (an equivalence claim) or {@code near}
     * between two classes: a tolerance in percent > 0; {@code within} only with it.
     */
    private void checkNear(Expect x) {
        boolean near = "near".equals(x.getRelation());
        boolean classes = x.getOtherClass() != null;
        if (near && x.getTolerance() == null) {
            error("say how near: 'within 25%' after the " + (classes ? "second class" : "metric"), x,
                    Literals.EXPECT__RELATION, IssueCodes.BAD_CLAIM);
        } else if (!near && x.getTolerance() != null) {
            error(classes ? "'within' is the tolerance of 'near': 'expect A on METRIC of C near B of D within 25%'"
                    : "'within' is the tolerance of 'near': 'expect A near B on METRIC within 5%' or 'near 95 s'",
                    x, Literals.EXPECT__TOLERANCE, IssueCodes.BAD_CLAIM);
        } else if (x.getTolerance() != null && !"%".equals(x.getTolerance().getUnit())) {
            error("a tolerance is a percentage: write '" + x.getTolerance().getValue() + "%'", x.getTolerance(),
                    Literals.QUANTITY__VALUE, IssueCodes.BAD_UNIT);
        } else if (x.getTolerance() != null && Models.number(x.getTolerance()) <= 0) {
            error("a tolerance must be > 0%", x, Literals.EXPECT__TOLERANCE, IssueCodes.BAD_CLAIM);
        }
    }

    /** A number compared with a metric is written in a unit that agrees with the metric ({@link ClaimBounds}). */
    private void checkBoundUnit(Expect x) {
        if (x.getBound() == null || x.getMetric() == null || catalog.get("metric", x.getMetric()) == null) {
            return;
        }
        String problem = ClaimBounds.problem(x.getBound(), ScenarioReader.metric(x.getMetric()), x.getMetric());
        if (problem != null) {
            error(problem, x, Literals.EXPECT__BOUND, IssueCodes.BAD_UNIT);
        }
    }

    private void checkMargin(Expect x) {
        if (x.getMargin() == null) {
            return;
        }
        var m = x.getMargin();
        if (x.getRelation() != null && x.getRelation().startsWith("not")) {
            error("a margin ('by …') needs 'below' or 'above'", x, Literals.EXPECT__MARGIN, IssueCodes.BAD_CLAIM);
        }
        if (x.getBound() != null) {
            error("a margin ('by …') compares two pipelines, not a pipeline with a number", x,
                    Literals.EXPECT__MARGIN, IssueCodes.BAD_CLAIM);
        }
        for (Quantity q : m.getHigh() == null ? List.of(m.getLow()) : List.of(m.getLow(), m.getHigh())) {
            if (!"%".equals(q.getUnit())) {
                error("a margin is a percentage: write '" + q.getValue() + "%'", m, Literals.MARGIN__LOW,
                        IssueCodes.BAD_UNIT);
                return;
            }
        }
        boolean bounded = m.isAtLeast() || m.isAtMost();
        if (!bounded && m.getHigh() == null) {
            error("write 'by " + m.getLow().getValue() + "% to …%' or 'by at least " + m.getLow().getValue() + "%'",
                    m, Literals.MARGIN__LOW, IssueCodes.BAD_CLAIM);
        } else if (bounded && m.getHigh() != null) {
            error("'at least' and 'at most' take one percentage", m, Literals.MARGIN__HIGH, IssueCodes.BAD_CLAIM);
        } else if (m.getHigh() != null && Models.number(m.getLow()) > Models.number(m.getHigh())) {
            error("the margin runs backwards", m, Literals.MARGIN__HIGH, IssueCodes.BAD_RANGE);
        }
    }

    private static String plain(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}

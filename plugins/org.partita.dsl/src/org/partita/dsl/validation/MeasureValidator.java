package org.partita.dsl.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;

/**
 * What an experiment measures and how often: metric names in {@code measure}, {@code chart} and the target of
 * {@code replications}; chart titles; replication counts, confidence and the stopping rule. Composed into
 * {@link PartitaValidator}.
 */
public class MeasureValidator extends ComposedValidator {

    @Check
    public void checkMeasure(Measure m) {
        for (int i = 0; i < m.getMetrics().size(); i++) {
            checkMetric(m.getMetrics().get(i), m, Literals.MEASURE__METRICS, i);
        }
    }

    @Check
    public void checkChart(Chart c) {
        if (c.getMetric() != null && !TimelineRecorder.TIME.equals(c.getVariable())) { // TimelineValidator's
            checkMetric(c.getMetric(), c, Literals.CHART__METRIC, -1);
        }
        if (c.getTitle() != null && c.getTitle().isBlank()) {
            error("a chart needs a title", c, Literals.CHART__TITLE, IssueCodes.EMPTY_TITLE);
        }
    }

    private void checkMetric(String name, EObject o, EStructuralFeature f, int index) {
        if (catalog.get("metric", name) == null) {
            String hint = catalog.closest("metric", name);
            error("unknown metric '" + name + "'" + (hint != null ? "; did you mean '" + hint + "'?" : "")
                    + " Known: " + String.join(", ", catalog.names("metric")), o, f, index,
                    IssueCodes.UNKNOWN_METRIC, name, "metric");
        }
    }

    @Check
    public void checkReplications(Replications r) {
        if (r.getCount() < 1) {
            error("at least 1 replication", r, Literals.REPLICATIONS__COUNT, IssueCodes.VALUE_OUT_OF_RANGE,
                    "replications");
        }
        if (r.getMax() != 0 && r.getMax() < r.getCount()) {
            error("the most replications (" + r.getMax() + ") must be >= the least (" + r.getCount() + ")", r,
                    Literals.REPLICATIONS__MAX, IssueCodes.VALUE_OUT_OF_RANGE, "replications");
        }
        if (r.getConfidence() != null) {
            double c = percent(r.getConfidence());
            if (!(c > 0 && c < 1)) {
                error("confidence must be between 0% and 100% (exclusive), e.g. 95%", r,
                        Literals.REPLICATIONS__CONFIDENCE, IssueCodes.VALUE_OUT_OF_RANGE, "confidence");
            }
        }
        if (r.getWithin() != null) {
            double w = percent(r.getWithin());
            if (!(w > 0)) {
                error("'within' must be > 0, e.g. 3%", r, Literals.REPLICATIONS__WITHIN,
                        IssueCodes.VALUE_OUT_OF_RANGE, "within");
            }
            if (r.getMax() == 0 || r.getCount() < 2) {
                error("stopping on the confidence interval needs 'replications MIN to MAX' with MIN >= 2, e.g. "
                        + "'replications 2 to 30 within 3%'", r, Literals.REPLICATIONS__WITHIN,
                        IssueCodes.SEQUENTIAL_NEEDS_RANGE);
            }
        }
        if (r.isUntilDecided()) {
            if (r.getMax() == 0 || r.getCount() < 2) {
                error("replicating until the claims are decided needs 'replications MIN to MAX' with MIN >= 2, e.g. "
                        + "'replications 3 to 40 until decided'", r, Literals.REPLICATIONS__UNTIL_DECIDED,
                        IssueCodes.SEQUENTIAL_NEEDS_RANGE);
            } else if (r.eContainer() instanceof org.partita.dsl.partita.Experiment e
                    && e.getMembers().stream().noneMatch(org.partita.dsl.partita.Expect.class::isInstance)) {
                warning("experiment '" + e.getName() + "' has no claim ('expect …') to decide: it runs "
                        + r.getCount() + " replications", r, Literals.REPLICATIONS__UNTIL_DECIDED,
                        IssueCodes.SEQUENTIAL_NEEDS_RANGE);
            }
        }
        if (r.getTarget() != null) {
            checkMetric(r.getTarget(), r, Literals.REPLICATIONS__TARGET, -1);
        }
    }

    private static double percent(Quantity q) {
        double v = Models.number(q);
        return "%".equals(q.getUnit()) ? v / 100 : v;
    }
}

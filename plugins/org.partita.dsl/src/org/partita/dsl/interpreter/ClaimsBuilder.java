package org.partita.dsl.interpreter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.partita.core.claims.Claim;
import org.partita.core.claims.ClassComparison;
import org.partita.core.claims.Comparison;
import org.partita.core.claims.Margin;
import org.partita.core.claims.PointScope;
import org.partita.core.claims.Relation;
import org.partita.core.claims.Trend;
import org.partita.core.metrics.Metric;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Member;
import org.partita.dsl.partita.PointValue;
import org.partita.dsl.partita.Quantity;

/**
 * The {@code expect} statements of an experiment as the core's {@link Claim}s. Claims are not inherited through
 * {@code extends}: a claim speaks about the results of the experiment it is written in.
 */
public final class ClaimsBuilder {

    private ClaimsBuilder() {
    }

    /** The claims written in {@code e}, in file order. */
    public static List<Claim> claims(Experiment e) {
        List<Claim> out = new ArrayList<>();
        for (Member m : e.getMembers()) {
            if (m instanceof Expect x) {
                out.add(claim(x));
            }
        }
        return out;
    }

    /** The core claim of one {@code expect} statement (validation has checked its names). */
    public static Claim claim(Expect x) {
        String text = text(x);
        String source = source(x);
        Metric metric = ScenarioReader.metric(x.getMetric());
        String reason = x.isNotReproduced() ? x.getReason() : null;
        if (x.getShape() != null) {
            return new Trend(text, source, x.getSubject(), Trend.Shape.of(x.getShape()), metric, x.getJobClass(),
                    x.getVariable(), scope(x), reason);
        }
        Margin margin = null;
        if (x.getTolerance() != null) {
            double t = percent(x.getTolerance());
            margin = new Margin(-t, t);
        } else if (x.getMargin() != null) {
            double low = percent(x.getMargin().getLow());
            if (x.getMargin().isAtLeast()) {
                margin = Margin.atLeast(low);
            } else if (x.getMargin().isAtMost()) {
                margin = Margin.atMost(low);
            } else {
                margin = new Margin(low, x.getMargin().getHigh() != null ? percent(x.getMargin().getHigh()) : low);
            }
        }
        if (x.getOtherClass() != null) {
            return new ClassComparison(text, source, x.getSubject(), x.getJobClass(), Relation.of(x.getRelation()),
                    x.getOther(), x.getOtherClass(), metric, margin, scope(x), reason);
        }
        double bound = x.getBound() == null ? Double.NaN : bound(x.getBound(), metric);
        return new Comparison(text, source, x.getSubject(), Relation.of(x.getRelation()), x.getOther(), bound, metric,
                x.getJobClass(), margin, scope(x), reason);
    }

    private static PointScope scope(Expect x) {
        if (x.getRange() != null) {
            return PointScope.range(x.getRange().getVariable(), ScenarioReader.base(x.getRange().getFrom())
                    .doubleValue(), ScenarioReader.base(x.getRange().getTo()).doubleValue());
        }
        if (x.getAt().isEmpty()) {
            return PointScope.EVERY;
        }
        Map<String, Double> at = new LinkedHashMap<>();
        for (PointValue v : x.getAt()) {
            if (at.put(v.getVariable(), ScenarioReader.base(v.getValue()).doubleValue()) != null) {
                // one point has one value of each variable (validation says so at the line)
                throw new IllegalArgumentException("'" + v.getVariable() + "' is given twice after 'at'");
            }
        }
        return PointScope.at(at);
    }

    /** A number compared with a metric, in the metric's unit ({@link ClaimBounds}). */
    static double bound(Quantity q, Metric metric) {
        return ClaimBounds.value(q, metric);
    }

    /** A margin in percent: {@code 31%} is 31. */
    static double percent(Quantity q) {
        return new java.math.BigDecimal(q.getValue()).doubleValue();
    }

    /** The statement as written, on one line. */
    static String text(Expect x) {
        ICompositeNode node = NodeModelUtils.getNode(x);
        return node == null ? "expect " + x.getSubject() : NodeModelUtils.getTokenText(node);
    }

    /** {@code file.partita:LINE}. */
    static String source(Expect x) {
        ICompositeNode node = NodeModelUtils.getNode(x);
        String file = x.eResource() == null || x.eResource().getURI() == null ? "?"
                : x.eResource().getURI().lastSegment();
        return file + ":" + (node == null ? 0 : node.getStartLine());
    }
}

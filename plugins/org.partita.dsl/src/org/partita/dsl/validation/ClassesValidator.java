package org.partita.dsl.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.dsl.interpreter.ScenarioBuilder;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.PartitaPackage.Literals;

/**
 * Metrics by class: {@code measure … by application} and {@code chart … by application} ({@link JobClasses} states
 * the rules). Composed into {@link PartitaValidator}.
 */
public class ClassesValidator extends ComposedValidator {

    @Check
    public void checkMeasure(Measure m) {
        if (m.getClassBy() == null) {
            return;
        }
        JobClasses.Attribute a = JobClasses.Attribute.of(m.getClassBy());
        if (a == null) {
            error("unknown class attribute '" + m.getClassBy() + "'; jobs can be grouped by "
                    + JobClasses.Attribute.words(), m, Literals.MEASURE__CLASS_BY, IssueCodes.BAD_CLASSES);
            return;
        }
        int[] bounds = m.getBounds().stream().mapToInt(Integer::intValue).toArray();
        String problem = JobClasses.problem(a, bounds, metrics(m));
        if (problem != null) {
            error(problem, m, bounds.length > 0 ? Literals.MEASURE__BOUNDS : Literals.MEASURE__CLASS_BY,
                    IssueCodes.BAD_CLASSES);
        }
    }

    @Check
    public void checkChart(Chart c) {
        if (c.getClassBy() == null) {
            return;
        }
        Experiment e = EcoreUtil2.getContainerOfType(c, Experiment.class);
        Measure m = e == null ? null : Models.effective(e, Measure.class);
        if (m == null || !c.getClassBy().equals(m.getClassBy())) {
            error("a chart by " + c.getClassBy() + " draws classes.csv: the experiment needs 'measure … by "
                    + c.getClassBy() + "'" + (m != null && m.getClassBy() != null ? " (it measures by "
                    + m.getClassBy() + ")" : ""), c, Literals.CHART__CLASS_BY, IssueCodes.BAD_CLASSES);
            return;
        }
        Metric metric = metric(c.getMetric());
        if (metric != null && !JobClasses.perJob(metrics(m)).contains(metric)) {
            error("classes.csv holds the measured per-job metrics (" + String.join(", ",
                    JobClasses.perJob(metrics(m)).stream().map(x -> x.column().replace('_', '-')).toList())
                    + "), not '" + c.getMetric() + "'", c, Literals.CHART__METRIC, IssueCodes.BAD_CLASSES);
        }
    }

    /** The measured metrics the core knows (unknown names are reported by {@link MeasureValidator}). */
    private static List<Metric> metrics(Measure m) {
        List<Metric> out = new ArrayList<>();
        for (String name : m.getMetrics()) {
            Metric x = metric(name);
            if (x != null) {
                out.add(x);
            }
        }
        return out;
    }

    private static Metric metric(String name) {
        try {
            return name == null ? null : ScenarioBuilder.metric(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

package org.partita.dsl.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.PartitaPackage.Literals;

/**
 * Metrics by class: {@code measure … by application}, {@code chart … by application} and claims {@code on response
 * of bt} ({@link JobClasses} states the rules). Composed into {@link PartitaValidator}.
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

    /**
     * {@code expect … on response of bt} and {@code expect A on processors of bt above B of hydro2d}: the experiment
     * measures its jobs by class, the metric is in {@code classes.csv}, and each class is one the grouping can give,
     * where the file alone tells (application names from the speedup curves, size bands from their bounds, numbers
     * for users, groups and queues).
     */
    @Check
    public void checkExpect(Expect x) {
        if (x.getJobClass() == null || !(x.eContainer() instanceof Experiment e)) {
            return;
        }
        Measure m = Models.effective(e, Measure.class);
        JobClasses.Attribute a = m == null || m.getClassBy() == null ? null : JobClasses.Attribute.of(m.getClassBy());
        if (a == null) {
            error("a claim about the jobs of class '" + x.getJobClass() + "' reads classes.csv: the experiment needs "
                    + "'measure … by application' (or " + JobClasses.Attribute.words() + ")", x,
                    Literals.EXPECT__JOB_CLASS, IssueCodes.BAD_CLASSES);
            return;
        }
        Metric metric = metric(x.getMetric());
        List<Metric> perJob = JobClasses.perJob(metrics(m));
        if (metric != null && metric != Metric.JOBS && !perJob.contains(metric)) {
            error("classes.csv holds jobs and the measured per-job metrics (" + String.join(", ",
                    perJob.stream().map(y -> y.column().replace('_', '-')).toList()) + "), not '" + x.getMetric()
                    + "'", x, Literals.EXPECT__METRIC, IssueCodes.BAD_CLASSES);
        }
        List<String> labels = Models.classLabels(e);
        checkLabel(x, x.getJobClass(), Literals.EXPECT__JOB_CLASS, a, labels);
        checkLabel(x, x.getOtherClass(), Literals.EXPECT__OTHER_CLASS, a, labels);
    }

    private void checkLabel(Expect x, String label, org.eclipse.emf.ecore.EStructuralFeature f,
            JobClasses.Attribute a, List<String> labels) {
        if (label == null) {
            return;
        }
        if (labels != null && !labels.contains(label)) {
            error("jobs measured by " + a.word() + " have no class '" + label + "'; the classes: "
                    + String.join(", ", labels), x, f, IssueCodes.BAD_CLASSES);
        } else if (labels == null && !label.matches("[0-9]+|unknown")) {
            error("jobs measured by " + a.word() + " are labelled by number (or 'unknown'), not '" + label + "'", x, f,
                    IssueCodes.BAD_CLASSES);
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
            return name == null ? null : ScenarioReader.metric(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

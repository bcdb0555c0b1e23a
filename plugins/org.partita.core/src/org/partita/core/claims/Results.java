package org.partita.core.claims;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ClassAggregate;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunResult;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.SteadyVerdict;
import org.partita.core.model.SweepPoint;

/**
 * The results of a finished experiment, looked up by pipeline name, point and metric: intervals at one confidence
 * level, and the per-replication values that paired verdicts use.
 */
final class Results {

    private final ExperimentResult result;
    private final double confidence;

    Results(ExperimentResult result, double confidence) {
        this.result = result;
        this.confidence = confidence;
    }

    double confidence() {
        return confidence;
    }

    List<SweepPoint> points() {
        return result.experiment().points();
    }

    /** The index of pipeline {@code name}, or −1. */
    int pipeline(String name) {
        var pipelines = result.experiment().pipelines();
        for (int i = 0; i < pipelines.size(); i++) {
            if (pipelines.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    String pipelineNames() {
        return result.experiment().pipelines().stream().map(p -> p.name()).collect(Collectors.joining(", "));
    }

    /** The interval of {@code metric} for pipeline {@code pipeline} at point {@code point}. */
    Interval interval(int pipeline, int point, Metric metric) {
        for (Aggregate a : result.aggregates()) {
            if (a.pipeline() == pipeline && a.point() == point) {
                return Interval.of(a.get(metric), confidence);
            }
        }
        return Interval.of(null);
    }

    /**
     * The interval of {@code metric} over the jobs of class {@code jobClass} ({@code classes.csv}'s label) of
     * pipeline {@code pipeline} at point {@code point}; over all its jobs when {@code jobClass} is {@code null}.
     */
    Interval interval(int pipeline, int point, Metric metric, String jobClass) {
        if (jobClass == null) {
            return interval(pipeline, point, metric);
        }
        for (ClassAggregate c : result.classes()) {
            if (c.pipeline() == pipeline && c.point() == point && c.label().equals(jobClass)) {
                return Interval.of(c.get(metric), confidence);
            }
        }
        return Interval.of(null);
    }

    /**
     * {@code metric}'s value in each replication (by replication number) of pipeline {@code pipeline} at point
     * {@code point}, over the jobs of class {@code jobClass} or all jobs ({@code null}); empty when the result does
     * not hold them. A replication with an undefined value is left out.
     */
    SortedMap<Integer, Double> values(int pipeline, int point, Metric metric, String jobClass) {
        SortedMap<Integer, Double> out = new TreeMap<>();
        if (jobClass == null) {
            for (RunResult r : result.runs()) {
                if (r.key().pipeline() == pipeline && r.key().point() == point && r.metrics() != null
                        && r.metrics().has(metric) && Double.isFinite(r.metrics().get(metric))) {
                    out.put(r.key().replication(), r.metrics().get(metric));
                }
            }
            return out;
        }
        for (ClassAggregate c : result.classes()) {
            if (c.pipeline() == pipeline && c.point() == point && c.label().equals(jobClass)) {
                c.values(metric).forEach((k, v) -> {
                    if (Double.isFinite(v)) {
                        out.put(k, v);
                    }
                });
            }
        }
        return out;
    }

    /**
     * Why a claim about class {@code jobClass} cannot be judged from these results, or {@code null} when it can (or
     * when it is about all jobs).
     */
    String noClasses(String jobClass) {
        if (jobClass == null) {
            return null;
        }
        if (result.classes().isEmpty()) {
            return "no per-class results: the experiment must measure its jobs by class ('measure … by application')";
        }
        if (result.classes().stream().noneMatch(c -> c.label().equals(jobClass))) {
            return "no class '" + jobClass + "' in the results (classes: " + String.join(", ",
                    result.classes().stream().map(ClassAggregate::label).distinct().toList()) + ")";
        }
        return null;
    }

    /** {@code response}, or {@code response of bt}. */
    static String describe(Metric metric, String jobClass) {
        return metric.column() + (jobClass == null ? "" : " of " + jobClass);
    }

    /**
     * Why pipeline {@code pipeline}'s runs at point {@code point} are no steady-state result ({@code overloaded},
     * {@code not-steady}, {@code warmup-short}), or {@code null} when they are (or when too few jobs completed to say).
     */
    String unsteady(int pipeline, int point) {
        for (Aggregate a : result.aggregates()) {
            if (a.pipeline() == pipeline && a.point() == point) {
                SteadyVerdict v = a.steadyState();
                return v.decidesClaims() ? null : v.label();
            }
        }
        return null;
    }

    /** Whether the runs at {@code point} of each named pipeline ({@code null}s ignored) are in steady state. */
    boolean steady(int point, String... pipelines) {
        for (String name : pipelines) {
            int i = name == null ? -1 : pipeline(name);
            if (i >= 0 && unsteady(i, point) != null) {
                return false;
            }
        }
        return true;
    }

    /** {@code load 0.47} (empty for an experiment without a sweep). */
    static String describe(SweepPoint p) {
        return p.variables().stream().map(v -> v.name() + " " + v.value()).collect(Collectors.joining(", "));
    }

    /** HOLDS when every part holds, FAILS when one fails, otherwise INCONCLUSIVE. */
    static Verdict combine(List<Verdict> parts) {
        if (parts.isEmpty()) {
            return Verdict.INCONCLUSIVE;
        }
        if (parts.contains(Verdict.FAILS)) {
            return Verdict.FAILS;
        }
        return parts.stream().allMatch(v -> v == Verdict.HOLDS) ? Verdict.HOLDS : Verdict.INCONCLUSIVE;
    }
}

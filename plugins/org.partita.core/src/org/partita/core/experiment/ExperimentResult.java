package org.partita.core.experiment;

import java.util.List;

/**
 * All runs of an experiment in result-file order, one {@link Aggregate} per (pipeline, sweep point) and, when jobs
 * are measured by class ({@code measure … by}), one {@link ClassAggregate} per (pipeline, sweep point, class).
 */
public record ExperimentResult(Experiment experiment, List<RunResult> runs, List<Aggregate> aggregates,
        List<ClassAggregate> classes, RunCounts counts) {

    public ExperimentResult {
        runs = List.copyOf(runs);
        aggregates = List.copyOf(aggregates);
        classes = List.copyOf(classes);
        counts = counts == null ? RunCounts.NONE : counts;
    }

    /** A result without per-class aggregates. */
    public ExperimentResult(Experiment experiment, List<RunResult> runs, List<Aggregate> aggregates) {
        this(experiment, runs, aggregates, List.of(), RunCounts.NONE);
    }

    /** This result with {@code classes} as its per-class aggregates. */
    public ExperimentResult withClasses(List<ClassAggregate> classes) {
        return new ExperimentResult(experiment, runs, aggregates, classes, counts);
    }

    /** This result with {@code c} saying how its runs were obtained. */
    public ExperimentResult withCounts(RunCounts c) {
        return new ExperimentResult(experiment, runs, aggregates, classes, c);
    }
}

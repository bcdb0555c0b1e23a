package org.partita.core.experiment;

import java.util.List;

/** All runs of an experiment in result-file order, and one {@link Aggregate} per (pipeline, sweep point). */
public record ExperimentResult(Experiment experiment, List<RunResult> runs, List<Aggregate> aggregates) {

    public ExperimentResult {
        runs = List.copyOf(runs);
        aggregates = List.copyOf(aggregates);
    }
}

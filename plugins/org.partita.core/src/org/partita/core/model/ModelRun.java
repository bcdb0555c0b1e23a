package org.partita.core.model;

import java.util.List;

import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.RunMetrics;

/**
 * What a {@link RunModel} returns for one run.
 *
 * @param simulation the counts of the run (arrived, started, completed, measured, end time)
 * @param metrics    the metric values the model defines (see {@link org.partita.core.metrics.Metric}); a metric
 *                   the model cannot define is left out (it reads as empty in {@code summary.csv})
 * @param violations invariant violations when checking was requested, else empty
 */
public record ModelRun(SimulationResult simulation, RunMetrics metrics, List<InvariantChecker.Violation> violations) {

    public ModelRun {
        violations = List.copyOf(violations);
    }
}

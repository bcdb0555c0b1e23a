package org.partita.core.experiment;

import java.util.List;
import java.util.Map;

import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.RunMetrics;

/**
 * The outcome of one run.
 *
 * @param sourceCounters what the job source counted (e.g. SWF quirks), in its order
 * @param violations     invariant violations found when checking was requested (empty otherwise)
 */
public record RunResult(RunKey key, RunMetrics metrics, SimulationResult simulation,
        Map<String, Long> sourceCounters, List<InvariantChecker.Violation> violations) {
}

package org.partita.core.experiment;

import java.util.List;
import java.util.Map;

import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.SteadyState;

/**
 * The outcome of one run.
 *
 * @param sourceCounters what the job source counted (e.g. SWF quirks), in its order
 * @param violations     invariant violations found when checking was requested (empty otherwise)
 * @param steadyState    whether the run reached a steady state ({@link SteadyState#UNKNOWN} when not diagnosed)
 */
public record RunResult(RunKey key, RunMetrics metrics, SimulationResult simulation,
        Map<String, Long> sourceCounters, List<InvariantChecker.Violation> violations, SteadyState steadyState) {

    public RunResult {
        steadyState = steadyState == null ? SteadyState.UNKNOWN : steadyState;
    }

    /** A run without a steady-state diagnosis. */
    public RunResult(RunKey key, RunMetrics metrics, SimulationResult simulation, Map<String, Long> sourceCounters,
            List<InvariantChecker.Violation> violations) {
        this(key, metrics, simulation, sourceCounters, violations, SteadyState.UNKNOWN);
    }
}

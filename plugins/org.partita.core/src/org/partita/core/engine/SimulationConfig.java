package org.partita.core.engine;

/**
 * Run control for one simulation.
 *
 * @param warmupCompletions K: the first K completions (in completion order) are not measured
 * @param maxCompletions    N: the run ends at the completion that brings the measured count to N; 0 = no limit
 *                          (the run ends when the job source is exhausted and every job has finished)
 * @param stopTime          the run ends before processing any event later than this time (infinity = none)
 * @param timeAllocations   measure wall-clock nanoseconds spent in allocator calls (non-deterministic; off by
 *                          default so that outputs stay reproducible)
 */
public record SimulationConfig(long warmupCompletions, long maxCompletions, double stopTime,
        boolean timeAllocations) {

    public static final SimulationConfig DEFAULT = new SimulationConfig(0, 0, Double.POSITIVE_INFINITY, false);

    public SimulationConfig {
        if (warmupCompletions < 0 || maxCompletions < 0) {
            throw new IllegalArgumentException("warm-up and completion counts must be >= 0");
        }
        if (Double.isNaN(stopTime)) {
            throw new IllegalArgumentException("stop time is NaN");
        }
    }

    public SimulationConfig withWarmup(long k) {
        return new SimulationConfig(k, maxCompletions, stopTime, timeAllocations);
    }

    public SimulationConfig withMaxCompletions(long n) {
        return new SimulationConfig(warmupCompletions, n, stopTime, timeAllocations);
    }

    public SimulationConfig withStopTime(double t) {
        return new SimulationConfig(warmupCompletions, maxCompletions, t, timeAllocations);
    }

    public SimulationConfig withTimeAllocations(boolean on) {
        return new SimulationConfig(warmupCompletions, maxCompletions, stopTime, on);
    }

    /** The record's text, written out as {@link org.partita.core.experiment.Replications#toString} explains. */
    @Override
    public String toString() {
        return new StringBuilder("SimulationConfig[")
                .append("warmupCompletions=").append(warmupCompletions)
                .append(", maxCompletions=").append(maxCompletions)
                .append(", stopTime=").append(stopTime)
                .append(", timeAllocations=").append(timeAllocations)
                .append(']').toString();
    }
}

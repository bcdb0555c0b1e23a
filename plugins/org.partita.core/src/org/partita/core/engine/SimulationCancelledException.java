package org.partita.core.engine;

/**
 * The simulating thread was interrupted (a cancelled run, e.g. from the workbench or a shut-down runner); the
 * simulation stopped without a result.
 */
public class SimulationCancelledException extends SimulationException {
    private static final long serialVersionUID = 1L;

    public SimulationCancelledException(double now) {
        super("simulation cancelled at simulated time " + now);
    }
}

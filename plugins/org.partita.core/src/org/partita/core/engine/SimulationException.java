package org.partita.core.engine;

/** The input cannot be simulated as given (e.g. jobs out of submit order); the message says which job and why. */
public class SimulationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SimulationException(String message) {
        super(message);
    }
}

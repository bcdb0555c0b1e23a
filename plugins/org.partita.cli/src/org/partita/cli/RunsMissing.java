package org.partita.cli;

/** A merge found runs missing: its message lists them, one per line, and the exit code is {@link ErrorHandler#RUNS_MISSING}. */
final class RunsMissing extends Exception {

    private static final long serialVersionUID = 1L;

    RunsMissing(String message) {
        super(message);
    }
}

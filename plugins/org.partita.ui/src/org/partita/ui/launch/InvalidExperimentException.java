package org.partita.ui.launch;

import java.util.List;

/**
 * The experiment file has errors, so nothing runs. {@link #getMessage()} is the one-line summary
 * ({@code file: 2 errors; nothing was run}), {@link #problems()} the problems as
 * {@code file:line:column: severity: message}.
 */
public class InvalidExperimentException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public InvalidExperimentException(String message, List<String> problems) {
        super(message);
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}

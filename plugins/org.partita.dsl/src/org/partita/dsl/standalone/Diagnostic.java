package org.partita.dsl.standalone;

import java.util.Comparator;
import java.util.Locale;

/**
 * One problem in an experiment file, as the command line prints it.
 *
 * @param file     path as given (or as found in the folder)
 * @param line     1-based
 * @param column   1-based
 * @param severity "error", "warning" or "info"
 * @param code     issue code, or {@code null} for a syntax error
 */
public record Diagnostic(String file, int line, int column, String severity, String message, String code) {

    /**
     * By file, then syntax errors before every other problem (a missing token makes later references and values
     * fail too: the syntax error is the root cause), then by line and column.
     */
    public static final Comparator<Diagnostic> ROOT_CAUSE_FIRST = Comparator.comparing(Diagnostic::file)
            .thenComparing(d -> !d.isSyntaxError()).thenComparingInt(Diagnostic::line)
            .thenComparingInt(Diagnostic::column);

    public boolean isError() {
        return severity.equals("error");
    }

    /** An error of the parser (no issue code). */
    public boolean isSyntaxError() {
        return isError() && code == null;
    }

    /** {@code file:line:column: severity: message}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s:%d:%d: %s: %s", file, line, column, severity, message);
    }
}

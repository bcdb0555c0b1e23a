package org.partita.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * The experiment file that {@code run} and {@code generate} work on: validated first, and an experiment that the
 * interpreter cannot run yet is an error ({@link PartitaFiles#runDiagnostics}); on any error every diagnostic is printed as
 * {@code file:line:column: severity: message} and nothing runs.
 */
final class ExperimentFile {

    /** Validation failed; the diagnostics are printed already. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    private ExperimentFile() {
    }

    /**
     * {@code file} loaded and validated, with experiment {@code only} (when not {@code null}) checked to exist.
     *
     * @throws IOException    when the file cannot be read
     * @throws Invalid        after printing the diagnostics to {@code err}
     * @throws UsageException when {@code only} names no experiment of the file
     */
    static PartitaFiles load(Path file, String only, PrintWriter err) throws IOException, Invalid {
        PartitaFiles files = PartitaFiles.load(file);
        List<Diagnostic> diagnostics = files.runDiagnostics(only);
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        if (errors == 0) {
            List<String> names = files.experimentNames();
            if (only != null && !names.contains(only)) {
                throw new UsageException("--experiment " + only + ": " + file + " has no such experiment"
                        + (names.isEmpty() ? "" : " (experiments: " + String.join(", ", names) + ")"));
            }
            if (names.isEmpty()) {
                throw new Invalid(file + " has no experiment to run");
            }
        } else {
            for (Diagnostic d : diagnostics) {
                err.println(d);
            }
            err.flush();
            throw new Invalid(file + ": " + errors + " error" + (errors == 1 ? "" : "s") + "; nothing was run");
        }
        return files;
    }
}

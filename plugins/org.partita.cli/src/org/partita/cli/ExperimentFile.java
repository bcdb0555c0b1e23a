package org.partita.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * The experiments of a {@code .partita} file that {@code run} and {@code generate} work on: the file is validated
 * first, and an experiment that the interpreter cannot run yet ({@link RunSupport}) is an error; on any error every
 * diagnostic is printed as {@code file:line:column: severity: message} and nothing runs.
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
     * The experiments of {@code file} (only {@code only} when not {@code null}), validated.
     *
     * @throws IOException      when the file cannot be read
     * @throws Invalid          after printing the diagnostics to {@code err}
     * @throws UsageException   when {@code only} names no experiment of the file
     */
    static List<Experiment> load(Path file, String only, PrintWriter err) throws IOException, Invalid {
        PartitaFiles files = PartitaFiles.load(file);
        List<Diagnostic> diagnostics = new ArrayList<>(files.validate());
        Model model = files.model();
        List<Experiment> all = new ArrayList<>();
        if (model != null) {
            for (Element e : model.getElements()) {
                if (e instanceof Experiment x) {
                    all.add(x);
                }
            }
        }
        List<Experiment> selected = new ArrayList<>();
        for (Experiment e : all) {
            if (only == null || only.equals(e.getName())) {
                selected.add(e);
            }
        }
        if (diagnostics.stream().noneMatch(Diagnostic::isError)) {
            if (only != null && selected.isEmpty()) {
                throw new UsageException("--experiment " + only + ": " + file + " has no such experiment"
                        + (all.isEmpty() ? "" : " (experiments: " + String.join(", ",
                                all.stream().map(Experiment::getName).toList()) + ")"));
            }
            if (selected.isEmpty()) {
                throw new Invalid(file + " has no experiment to run");
            }
            for (Experiment e : selected) {
                for (RunSupport.Problem p : RunSupport.problems(e)) {
                    Diagnostic d = files.at(p.object(), "error", p.message() + " (experiment '" + e.getName() + "')",
                            RunSupport.ISSUE_CODE);
                    diagnostics.removeIf(x -> x.line() == d.line() && x.column() == d.column()
                            && RunSupport.ISSUE_CODE.equals(x.code()));
                    diagnostics.add(d);
                }
            }
        }
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        if (errors > 0) {
            diagnostics.sort(java.util.Comparator.comparing(Diagnostic::file).thenComparingInt(Diagnostic::line)
                    .thenComparingInt(Diagnostic::column));
            for (Diagnostic d : diagnostics) {
                err.println(d);
            }
            err.flush();
            throw new Invalid(file + ": " + errors + " error" + (errors == 1 ? "" : "s") + "; nothing was run");
        }
        return selected;
    }
}

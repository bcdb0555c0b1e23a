package org.partita.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code partita validate FILE}: every problem of an experiment file as {@code file:line:column: message}. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks an experiment file (and resolves references to the other .partita files of its folder). "
                + "Prints every problem as file:line:column: severity: message; exit code 1 when there are errors.")
public final class ValidateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "the experiment file (*.partita)")
    Path file;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Diagnostic> diagnostics;
        try {
            diagnostics = PartitaFiles.load(file).validate();
        } catch (IOException e) {
            err.println("partita validate: " + e.getMessage());
            err.flush();
            return 2;
        }
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        for (Diagnostic d : diagnostics) {
            out.println(d);
        }
        if (errors == 0) {
            out.println(file + ": OK" + (diagnostics.isEmpty() ? "" : " (" + diagnostics.size() + " warnings)"));
        }
        out.flush();
        return errors == 0 ? 0 : 1;
    }
}

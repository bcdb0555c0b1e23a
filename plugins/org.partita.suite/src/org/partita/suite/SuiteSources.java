package org.partita.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.partita.core.experiment.AtomicFiles;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * The generation step of a suite build, before compilation: validates every included experiment file and writes
 * its Java classes (package {@value SuiteRunner#PACKAGE}). Problems are printed as
 * {@code file:line:column: severity: message}, a syntax error before what follows from it; with an error nothing is
 * generated and the build stops there. It replaces a general-purpose Xtext build: it reads only the suite's files,
 * not every jar of the class path, and it speaks the same form as {@code partita validate}.
 */
public final class SuiteSources {

    private SuiteSources() {
    }

    /**
     * {@code SOURCES INCLUDE TO}: the folder of experiment files, the comma-separated file names or globs to build
     * (blank: all) and the source folder to write into (classes of other files removed). Exits with 1 when a file has an error.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: SuiteSources SOURCES INCLUDE TO");
            System.exit(2);
        }
        SuiteSettings settings = new SuiteSettings(Path.of(args[0]), Path.of(args[2]),
                SuiteSettings.globs(args[1]), 1);
        if (!generate(settings, Path.of(args[2]), System.err)) {
            System.exit(1);
        }
    }

    /**
     * Validates the included files of {@code settings}' sources and, when none has an error, writes their classes
     * into {@code to}; prints every problem to {@code err}. Returns whether no file had an error.
     */
    public static boolean generate(SuiteSettings settings, Path to, PrintStream err) throws IOException {
        List<Path> paths = settings.files();
        List<PartitaFiles> valid = new ArrayList<>();
        int errors = 0;
        for (Path path : paths) {
            PartitaFiles files = PartitaFiles.load(path);
            List<Diagnostic> diagnostics = files.runDiagnostics(null);
            diagnostics.forEach(err::println);
            long n = diagnostics.stream().filter(Diagnostic::isError).count();
            errors += (int) n;
            if (n == 0) {
                valid.add(files);
            }
        }
        if (errors > 0) {
            err.println(errors + " error" + (errors == 1 ? "" : "s") + " in the suite's experiment files; nothing "
                    + "was generated");
            err.flush();
            return false;
        }
        Set<Path> written = new HashSet<>();
        for (PartitaFiles files : valid) {
            for (PartitaFiles.GeneratedSource g : files.generate(null, SuiteRunner.PACKAGE)) {
                Path target = to.resolve(g.path());
                written.add(target);
                // an unchanged class keeps its file (and time stamp), so the compiler has nothing to redo
                if (!Files.isRegularFile(target) || !Files.readString(target).equals(g.text())) {
                    AtomicFiles.write(target, w -> w.write(g.text()));
                }
            }
        }
        removeOthers(to, written);
        return true;
    }

    /** Removes the classes of an earlier build that were not written now (a file renamed or left out). */
    private static void removeOthers(Path to, Set<Path> written) throws IOException {
        if (!Files.isDirectory(to)) {
            return;
        }
        try (Stream<Path> s = Files.walk(to)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                boolean emptyFolder = Files.isDirectory(p) && !p.equals(to) && isEmpty(p);
                if (Files.isRegularFile(p) && !written.contains(p) || emptyFolder) {
                    Files.delete(p);
                }
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }
}

package org.partita.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The experiment parser and validator, as {@code partita run} uses them: any text gives diagnostics with a line, or
 * none; a file without errors becomes scenarios and core experiments without an exception.
 */
class ExperimentFileFuzzTest {

    private static final List<String> TOKENS = List.of("experiment", "machine", "mesh", "torus", "hypercube", "bus",
            "ring", "smp", "grid", "workload", "synthetic", "trace", "jobs", "warmup", "arrivals", "poisson", "load",
            "to", "step", "service", "exponential", "uniform", "normal", "mean", "sd", "sides", "dimension",
            "pipeline", "queue", "fcfs", "easy", "allocate", "first-fit", "busy-list", "free-submesh-list",
            "limit-k", "k", "replications", "seed", "within", "of", "measure", "response", "wait", "chart", "vs",
            "expect", "below", "above", "not", "increasing", "at", "for", "by", "%", "{", "}", "x", ",", "\"t\"",
            "s", "0", "-1", "0.5", "1e9", "99999999999", "//", "/*", "\n");

    static Path dir;
    static List<String> bases;

    @BeforeContainer
    static void setUp() throws Exception {
        dir = Files.createTempDirectory("partita-fuzz");
        Path examples = Path.of("../../examples");
        bases = List.of(Files.readString(examples.resolve("quickstart.partita")),
                Files.readString(examples.resolve("kimyoon95-fig6.partita")));
    }

    @AfterContainer
    static void tearDown() throws Exception {
        try (var s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(dir);
    }

    @Provide
    Arbitrary<String> experimentText() {
        return Arbitraries.of(0, 1).flatMap(i -> Inputs.mutated(bases.get(i), TOKENS));
    }

    @Property
    void everyTextGetsLocatedDiagnosticsOrRuns(@ForAll("experimentText") String text) throws Exception {
        Path f = dir.resolve("fuzz.partita");
        Files.writeString(f, text);
        check(f);
    }

    /** The property for one file: located diagnostics, or scenarios and experiments built without an exception. */
    static void check(Path f) throws Exception {
        PartitaFiles files = PartitaFiles.load(f);
        List<Diagnostic> diagnostics = files.runDiagnostics(null);
        for (Diagnostic d : diagnostics) {
            assertTrue(d.line() >= 1 && d.message() != null && !d.message().isBlank(), d.toString());
        }
        if (diagnostics.stream().noneMatch(Diagnostic::isError)) {
            for (Scenario s : files.scenarios(null)) {
                ScenarioExperiment.of(s);
            }
        }
    }
}

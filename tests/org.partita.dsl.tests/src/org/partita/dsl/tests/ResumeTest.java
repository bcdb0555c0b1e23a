package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.partita.Model;

/**
 * Long runs lose nothing: runs finished before an interruption are kept in {@code .partial/}; resuming runs the
 * rest and writes the same bytes as an uninterrupted run — and the thread count changes nothing either.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ResumeTest {

    static final String TEXT = """
            experiment Small {
                machine mesh 8 x 8
                workload synthetic {
                    jobs 300 warmup 30
                    arrivals poisson load 0.3 to 0.7 step 0.2
                    service exponential mean 5 s
                    sides uniform 1 to 8
                }
                pipeline FF { queue fcfs allocate first-fit }
                pipeline AS { queue fcfs allocate adaptive-scan }
                replications 3 seed 42
                measure response, wait, utilization, allocation-miss
                chart "Mean response time" response vs load
            }""";

    static final List<String> FILES = List.of("summary.csv", "rejected.csv", "jobs.csv",
            "chart-mean-response-time.png", "chart-mean-response-time.svg");

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;
    @TempDir
    Path dir;

    private Scenario scenario(String text) throws Exception {
        return Experiments.scenario(parser, validator, text, "Small");
    }

    private static void run(Scenario s, Path out, int threads, boolean resume, ExperimentRunner.Progress progress)
            throws Exception {
        Interpreter.run(s, new Interpreter.RunOptions(out, threads, false, resume, true, progress));
    }

    /** A run that fails (as an interrupted one would) once {@code after} runs have finished. */
    private static void interrupted(Scenario s, Path out, int after, boolean resume) {
        AtomicInteger calls = new AtomicInteger();
        RuntimeException e = assertThrows(RuntimeException.class, () -> run(s, out, 1, resume,
                (done, planned, jobs) -> {
                    if (done >= after && calls.incrementAndGet() > 0) {
                        throw new IllegalStateException("interrupted");
                    }
                }));
        assertEquals("interrupted", e.getMessage());
    }

    private static List<Path> stored(Path out) throws IOException {
        try (Stream<Path> s = Files.list(out.resolve(".partial"))) {
            return s.filter(p -> p.getFileName().toString().startsWith("run-")).sorted().toList();
        }
    }

    private void assertSameFiles(Path a, Path b) throws IOException {
        for (String f : FILES) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
        }
    }

    @Test
    void sameBytesWithOneOrTwoThreads() throws Exception {
        Scenario s = scenario(TEXT);
        run(s, dir.resolve("one"), 1, false, null);
        run(s, dir.resolve("two"), 2, false, null);
        assertSameFiles(dir.resolve("one"), dir.resolve("two"));
        assertEquals(1 + 2 * 3 * 4, Files.readAllLines(dir.resolve("one/summary.csv")).size());
        assertFalse(Files.exists(dir.resolve("one/.partial")), "the partial results are removed at the end");
    }

    @Test
    void resumingAnInterruptedRunGivesTheSameFiles() throws Exception {
        Scenario s = scenario(TEXT);
        run(s, dir.resolve("full"), 2, false, null);

        Path out = dir.resolve("interrupted");
        interrupted(s, out, 7, false);
        assertFalse(Files.exists(out.resolve("summary.csv")), "nothing final is written by an interrupted run");
        List<Path> kept = stored(out);
        assertTrue(kept.size() >= 6 && kept.size() < 18, kept.toString());
        // lose some finished runs too: they are run again
        Files.delete(kept.get(0));
        Files.delete(kept.get(3));
        // a second interruption while resuming keeps what was there
        interrupted(s, out, 12, true);
        assertTrue(stored(out).size() >= 11, stored(out).toString());

        run(s, out, 2, true, null);
        assertSameFiles(dir.resolve("full"), out);
        assertFalse(Files.exists(out.resolve(".partial")));
    }

    @Test
    void resumeKeepsTheStoredRunsInsteadOfRunningThemAgain() throws Exception {
        Scenario s = scenario(TEXT);
        Path out = dir.resolve("r");
        interrupted(s, out, 2, false);
        Path first = out.resolve(".partial/run-0-0-1.txt");
        String text = Files.readString(first);
        assertTrue(text.contains("metric.WAIT="), text);
        Files.writeString(first, resealed(text.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=123.456")));
        run(s, out, 1, true, null);
        String row = Files.readAllLines(out.resolve("summary.csv")).get(1);
        assertTrue(row.startsWith("FF,0.3,1,1,"), row);
        assertTrue(row.contains(",123.456,"), row);
    }

    /** A stored run edited by hand, its checksum line (SHA-256 of the bytes before it) made to match again. */
    static String resealed(String text) throws Exception {
        String body = text.substring(0, text.lastIndexOf("checksum="));
        byte[] sha = java.security.MessageDigest.getInstance("SHA-256")
                .digest(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return body + "checksum=" + java.util.HexFormat.of().formatHex(sha) + "\n";
    }

    @Test
    void aStoredRunEditedWithoutItsChecksumIsRefused() throws Exception {
        Scenario s = scenario(TEXT);
        Path out = dir.resolve("d");
        interrupted(s, out, 2, false);
        Path first = out.resolve(".partial/run-0-0-1.txt");
        Files.writeString(first, Files.readString(first).replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=1.5"));
        IOException e = assertThrows(IOException.class, () -> run(s, out, 1, true, null));
        assertTrue(e.getMessage().startsWith(first + ": damaged stored run (its checksum does not match its "
                + "content"), e.getMessage());
    }

    @Test
    void resumeRefusesTheResultsOfAnotherExperiment() throws Exception {
        Path out = dir.resolve("x");
        interrupted(scenario(TEXT), out, 2, false);
        Scenario other = scenario(TEXT.replace("seed 42", "seed 43"));
        IOException e = assertThrows(IOException.class, () -> run(other, out, 1, true, null));
        assertTrue(e.getMessage().contains("different experiment or different options (seed differs)"),
                e.getMessage());
        // without --resume it starts over
        run(other, out, 1, false, null);
        assertTrue(Files.exists(out.resolve("summary.csv")));
    }
}

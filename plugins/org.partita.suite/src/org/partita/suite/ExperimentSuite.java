package org.partita.suite;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.partita.core.claims.ClaimOutcome;
import org.partita.core.claims.ClaimsFile;
import org.partita.core.claims.Verdict;

/**
 * The test class of an experiment suite: a suite declares {@code public class SuiteTest extends ExperimentSuite {}}
 * and tycho-surefire runs it. It runs every experiment of the suite ({@link SuiteRunner}), writes the suite's HTML
 * report, and reports to JUnit one test per experiment (fails with the file's diagnostics or the run's exception) and
 * one per claim: a failed claim fails the build with its location and values, an inconclusive one is reported as
 * skipped (with the measured values), a claim marked not reproduced passes and says so.
 */
public abstract class ExperimentSuite {

    @TestFactory
    public Stream<DynamicNode> experiments() throws Exception {
        SuiteLogging.configure();
        SuiteSettings settings = SuiteSettings.fromSystemProperties();
        long start = System.nanoTime();
        List<SuiteRun> runs = SuiteRunner.run(settings, getClass().getClassLoader());
        SuiteReport.write(settings.out(), runs, (System.nanoTime() - start) / 1e9);
        System.out.println("partita suite: report " + settings.out().resolve(SuiteReport.NAME).toAbsolutePath());
        boolean fileSources = Boolean.getBoolean(FILE_SOURCES);
        return runs.stream().map(r -> node(r, fileSources ? settings.sources().resolve(r.file()).toAbsolutePath()
                .toUri() : null));
    }

    /**
     * With this system property set to true (by the Tycho suite parent) every test has its experiment file as its
     * source (a claim: the file at its line).
     */
    public static final String FILE_SOURCES = "partita.suite.fileSources";

    /**
     * The experiment's tests; with {@code file} (see {@link #FILE_SOURCES}) each has the file (a claim: its line) as
     * its test source. The source is what makes the names readable in tycho-surefire's console, which cannot be
     * configured to use display names: it names a dynamic test of a test factory by its index
     * ({@code experiments()[1][2]}), one with a file source by its display name. Plain surefire, configured with
     * display names, would count tests with a file source under no test class, so they are left without.
     */
    private static DynamicNode node(SuiteRun r, URI file) {
        List<DynamicNode> tests = new ArrayList<>();
        tests.add(dynamicTest(r.name() == null ? r.file() : r.name() + " runs", file, () -> {
            if (r.failed()) {
                Assertions.fail(r.error());
            }
            // a build from the store alone leaves out what is not stored yet: skipped, with what is missing
            if (r.notStored()) {
                Assumptions.abort("not reported: " + r.missing());
            }
        }));
        for (ClaimOutcome c : r.claims()) {
            tests.add(claim(c, file));
        }
        return dynamicContainer(r.file() + (r.name() == null ? "" : " / " + r.name()), file, tests.stream());
    }

    private static DynamicTest claim(ClaimOutcome c, URI file) {
        String name = c.claim().source() + ": " + c.claim().text();
        String source = c.claim().source();
        String line = source.substring(source.lastIndexOf(':') + 1);
        URI at = file != null && !line.isEmpty() && line.chars().allMatch(Character::isDigit)
                ? URI.create(file + "?line=" + line) : file;
        return dynamicTest(name, at, () -> {
            String detail = c.claim().source() + ": " + ClaimsFile.label(c) + ": stated " + c.stated() + "; measured "
                    + c.measured();
            if (ClaimsFile.failsTheRun(c)) {
                Assertions.fail(detail);
            }
            // every verdict in the console, an inconclusive one too (JUnit shows it only as "skipped")
            System.out.println(detail);
            Assumptions.assumeFalse(c.verdict() == Verdict.INCONCLUSIVE, detail);
        });
    }
}

package org.partita.suite;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

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
        return runs.stream().map(ExperimentSuite::node);
    }

    private static DynamicNode node(SuiteRun r) {
        List<DynamicNode> tests = new ArrayList<>();
        tests.add(dynamicTest(r.name() == null ? r.file() : r.name() + " runs", () -> {
            if (r.failed()) {
                Assertions.fail(r.error());
            }
        }));
        for (ClaimOutcome c : r.claims()) {
            tests.add(claim(c));
        }
        return dynamicContainer(r.file() + (r.name() == null ? "" : " / " + r.name()), tests);
    }

    private static DynamicTest claim(ClaimOutcome c) {
        String name = c.claim().source() + ": " + c.claim().text();
        return dynamicTest(name, () -> {
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

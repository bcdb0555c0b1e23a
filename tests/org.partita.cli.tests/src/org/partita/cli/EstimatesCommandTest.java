package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.ExperimentRunner;

/**
 * An experiment clearly beyond the machine is said before anything runs, and running out of memory is reported as
 * such with the options that avoid it.
 */
class EstimatesCommandTest extends CommandTest {

    @Test
    void validateWarnsAboutAnExperimentOfHours() throws Exception {
        Path file = dir.resolve("huge.partita");
        Files.writeString(file, RunCommandTest.SMALL.replace("mesh 8 x 8", "mesh 8192 x 8192")
                .replace("jobs 200 warmup 20", "jobs 100000 warmup 20"));
        assertEquals(0, run("validate", file.toString()), out + err);
        assertTrue(out.contains(file + ":2:12: warning: experiment 'Small' will take about "), out);
        assertTrue(out.contains("8 runs × 100,020 jobs on 67,108,864 processors"), out);
        assertTrue(out.contains(file + ": OK ("), out); // a warning, not an error
    }

    /** Redirected, a long experiment shows it is alive after 10 s, even while no run finishes. */
    @Test
    void aLogShowsProgressAfterTenSeconds() throws Exception {
        Class<?> bar = Class.forName("org.partita.cli.ProgressBar");
        Method start = bar.getDeclaredMethod("start", PrintWriter.class, String.class, boolean.class,
                long.class);
        Method finish = bar.getDeclaredMethod("finish");
        start.setAccessible(true);
        finish.setAccessible(true);
        StringWriter log = new StringWriter();
        long elevenSecondsAgo = System.nanoTime() - 11_000_000_000L;
        Object b = start.invoke(null, new PrintWriter(log), "Huge", false, elevenSecondsAgo);
        ((ExperimentRunner.Progress) b).update(0, 36, 51);
        Thread.sleep(1500);
        finish.invoke(b);
        assertTrue(log.toString().startsWith("partita: experiment Huge: 0/36 runs, 51 jobs, 1"), log.toString());
        assertEquals(1, log.toString().lines().count(), "then one line a minute");

        StringWriter quiet = new StringWriter();
        Object q = start.invoke(null, new PrintWriter(quiet), "Small", false, System.nanoTime());
        Thread.sleep(1200);
        finish.invoke(q);
        assertEquals("", quiet.toString(), "a short experiment leaves nothing in a log");
    }

    @Test
    void outOfMemoryIsReportedWithTheOptionsThatAvoidIt() throws Exception {
        Method m = Class.forName("org.partita.cli.Subcommand").getDeclaredMethod("outOfMemory",
                OutOfMemoryError.class, long.class);
        m.setAccessible(true);
        assertEquals("out of memory (Java heap space; this Java may use at most 512 MB): run fewer runs at once "
                + "(--threads 1), or give Java more memory (PARTITA_JAVA_OPTS=-Xmx1g partita ...)",
                m.invoke(null, new OutOfMemoryError("Java heap space"), 512L << 20));
    }
}

package org.partita.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.lang.reflect.Method;

import org.partita.core.experiment.ExperimentRunner;

/**
 * A one-line progress display on stderr, redrawn at most five times a second; shown only when stderr is an
 * interactive terminal (so redirected or piped output never contains it).
 */
final class ProgressBar implements ExperimentRunner.Progress {

    private final PrintWriter err;
    private long lastDraw;
    private boolean drawn;

    private ProgressBar(PrintWriter err) {
        this.err = err;
    }

    /** A progress bar, or {@code null} when stderr is not a terminal. */
    static ProgressBar forTerminal(PrintWriter err) {
        return isTerminal() ? new ProgressBar(err) : null;
    }

    static boolean isTerminal() {
        Console c = System.console();
        if (c == null) {
            return false;
        }
        try {
            // Java 22+: System.console() may exist without a terminal; ask it when the method is there
            Method m = Console.class.getMethod("isTerminal");
            return (Boolean) m.invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    @Override
    public synchronized void update(int runsDone, int runsPlanned, long jobsDone) {
        long now = System.nanoTime();
        if (drawn && now - lastDraw < 200_000_000L && runsDone < runsPlanned) {
            return;
        }
        lastDraw = now;
        drawn = true;
        int width = 30;
        int filled = runsPlanned == 0 ? 0 : (int) ((long) width * runsDone / runsPlanned);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + runsDone + "/" + runsPlanned
                + " runs, " + jobsDone + " jobs ");
        err.flush();
    }

    /** Clears the line. */
    synchronized void finish() {
        if (drawn) {
            err.print("\r" + " ".repeat(70) + "\r");
            err.flush();
        }
    }
}

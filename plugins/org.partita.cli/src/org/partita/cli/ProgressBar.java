package org.partita.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.Locale;

import org.partita.core.experiment.ExperimentRunner;

/**
 * The progress of an experiment on stderr, from its first seconds: on an interactive terminal a one-line display
 * redrawn every second (also while no run finishes, with the time so far); otherwise, so that a log shows that a
 * long experiment is alive without filling up, one line after {@value #FIRST_LINE_SECONDS} s and then one a minute.
 * Short experiments leave nothing in redirected output.
 */
final class ProgressBar implements ExperimentRunner.Progress {

    /** Seconds before the first line of a log. */
    static final int FIRST_LINE_SECONDS = 10;
    private static final long SECOND = 1_000_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final String experiment;
    private final long start;
    private final Thread ticker;
    private int runsDone;
    private int runsPlanned;
    private long jobsDone;
    private long lastDraw;
    private boolean drawn;
    private long nextLine;

    private ProgressBar(PrintWriter err, boolean terminal, String experiment, long start) {
        this.err = err;
        this.terminal = terminal;
        this.experiment = experiment;
        this.start = start;
        this.nextLine = start + FIRST_LINE_SECONDS * SECOND;
        this.ticker = new Thread(this::tick, "partita-progress");
        ticker.setDaemon(true);
    }

    /** The progress of {@code experiment}, shown as a terminal's one-line display or as a log's lines. */
    static ProgressBar start(PrintWriter err, String experiment) {
        return start(err, experiment, isTerminal(), System.nanoTime());
    }

    /** The progress of {@code experiment} started at {@code start} ({@link System#nanoTime()}). */
    static ProgressBar start(PrintWriter err, String experiment, boolean terminal, long start) {
        ProgressBar bar = new ProgressBar(err, terminal, experiment, start);
        bar.ticker.start();
        return bar;
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
        this.runsDone = runsDone;
        this.runsPlanned = runsPlanned;
        this.jobsDone = jobsDone;
        long now = System.nanoTime();
        if (terminal && (!drawn || now - lastDraw >= SECOND / 5 || runsDone == runsPlanned)) {
            draw(now);
        }
    }

    /** Once a second: redraws the display, or writes a log line when one is due. */
    private void tick() {
        try {
            while (true) {
                Thread.sleep(1000);
                synchronized (this) {
                    long now = System.nanoTime();
                    if (terminal) {
                        draw(now);
                    } else if (now >= nextLine) {
                        err.println("partita: experiment " + experiment + ": " + status(now));
                        err.flush();
                        nextLine = now + 60 * SECOND;
                    }
                }
            }
        } catch (InterruptedException stopped) {
            // finish()
        }
    }

    private void draw(long now) {
        lastDraw = now;
        drawn = true;
        int width = 30;
        int filled = runsPlanned == 0 ? 0 : (int) ((long) width * runsDone / runsPlanned);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + status(now) + " ");
        err.flush();
    }

    /** {@code 3/12 runs, 4096 jobs, 1 min 5 s}. */
    private String status(long now) {
        long s = (now - start) / SECOND;
        String elapsed = s < 60 ? s + " s" : String.format(Locale.ROOT, "%d min %d s", s / 60, s % 60);
        return runsDone + "/" + runsPlanned + " runs, " + jobsDone + " jobs, " + elapsed;
    }

    /** Stops the display and clears its line. */
    void finish() {
        ticker.interrupt();
        try {
            ticker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (drawn) {
                err.print("\r" + " ".repeat(80) + "\r");
                err.flush();
            }
        }
    }
}

package org.partita.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * Base of every subcommand: runs {@link #execute()} and turns any failure into one line on stderr
 * ({@code partita: <message>}) and a non-zero exit code — {@link ErrorHandler#USAGE} (2) for an invalid command
 * line, {@link ErrorHandler#FAILURE} (1) for bad input or a failed run. The stack trace follows only with
 * {@code --debug}.
 */
abstract class Subcommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** The command's work; returns the exit code. */
    protected abstract int execute() throws Exception;

    @Override
    public final Integer call() {
        try {
            return execute();
        } catch (RunsMissing e) {
            err().println("partita: " + e.getMessage()); // one missing run per line
            err().flush();
            return ErrorHandler.RUNS_MISSING;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(e, "interrupted");
        } catch (OutOfMemoryError e) {
            return fail(e, outOfMemory(e, Runtime.getRuntime().maxMemory()));
        } catch (Exception | StackOverflowError e) {
            return fail(e, ErrorHandler.message(e));
        }
    }

    /** What ran out and the options that avoid it. */
    static String outOfMemory(OutOfMemoryError e, long maxHeap) {
        long gb = Math.max(1, (2 * maxHeap + (1L << 30) - 1) >> 30);
        return "out of memory (" + (e.getMessage() == null ? "Java heap" : e.getMessage()) + "; this Java may use at "
                + "most " + Math.round(maxHeap / 1048576.0) + " MB): run fewer runs at once (--threads 1), or give "
                + "Java more memory (PARTITA_JAVA_OPTS=-Xmx" + gb + "g partita ...)";
    }

    private int fail(Throwable e, String message) {
        PrintWriter err = err();
        err.println("partita: " + message);
        if (debug()) {
            e.printStackTrace(err);
        }
        err.flush();
        return e instanceof UsageException ? ErrorHandler.USAGE : ErrorHandler.FAILURE;
    }

    protected PrintWriter out() {
        return spec.commandLine().getOut();
    }

    protected PrintWriter err() {
        return spec.commandLine().getErr();
    }

    protected boolean debug() {
        CommandLine root = spec.commandLine();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        return root.getCommand() instanceof PartitaCommand p && p.debug;
    }
}

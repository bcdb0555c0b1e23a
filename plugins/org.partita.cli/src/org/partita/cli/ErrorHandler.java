package org.partita.cli;

import java.io.PrintWriter;

import picocli.CommandLine;

/**
 * Reports errors as one line on stderr ({@code partita: <message>}) and exits with {@link #USAGE} for bad command
 * lines and {@link #FAILURE} for bad input or failed runs. Stack traces only with {@code --debug}.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {

    /** Exit code of a bad command line. */
    static final int USAGE = 2;
    /** Exit code of bad input (trace, machine) or a failed run. */
    static final int FAILURE = 1;
    /** An {@code expect} claim that should hold failed. */
    static final int CLAIM_FAILED = 3;

    /** Exit code of a merge with runs missing. */
    static final int RUNS_MISSING = 4;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        Throwable t = ex;
        String msg = message(t);
        err.println("partita: " + msg);
        if (debug(cmd)) {
            ex.printStackTrace(err);
        }
        err.flush();
        return ex instanceof UsageException ? USAGE : FAILURE;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("partita: " + ex.getMessage());
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        if (debug(cmd)) {
            ex.printStackTrace(err);
        }
        err.flush();
        return USAGE;
    }

    static String message(Throwable t) {
        if (t instanceof java.nio.file.NoSuchFileException e) {
            return e.getFile() + ": " + (e.getReason() == null ? "no such file" : e.getReason());
        }
        if (t instanceof java.nio.file.AccessDeniedException e) {
            return e.getFile() + ": permission denied";
        }
        if (t instanceof java.io.UncheckedIOException u && u.getCause() != null) {
            return message(u.getCause());
        }
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m.replace('\n', ' ');
    }

    private static boolean debug(CommandLine cmd) {
        CommandLine root = cmd;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Object o = root.getCommand();
        return o instanceof PartitaCommand p && p.debug;
    }
}

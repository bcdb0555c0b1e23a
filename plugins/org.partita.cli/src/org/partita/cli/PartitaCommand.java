package org.partita.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code partita} command. Subcommands are registered in one place, the {@code subcommands} list of
 * the {@link Command} annotation below: add {@code run}, {@code validate} or {@code generate} there (each a class
 * extending {@link Subcommand}). {@code new CommandLine(new PartitaCommand()).execute(args)} is the whole program;
 * {@link #commandLine()} adds shorter messages for command-line syntax errors.
 */
@Command(name = "partita", mixinStandardHelpOptions = true, versionProvider = PartitaCommand.Version.class,
        description = "Processor-allocation and job-scheduling simulator.",
        subcommands = {ReplayCommand.class, ValidateCommand.class, AllocatorsCommand.class, PoliciesCommand.class,
                RunCommand.class, MergeCommand.class, SlurmCommand.class, ExportCommand.class,
            GenerateCommand.class, NewSuiteCommand.class, SuiteCommand.class, DocsCommand.class,
            CommandLine.HelpCommand.class})
public final class PartitaCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "Print stack traces of errors.")
    boolean debug;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand (try --help)");
    }

    /** A command line with the subcommands and the one-line error handling installed. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new PartitaCommand());
        ErrorHandler handler = new ErrorHandler();
        cl.setExecutionExceptionHandler(handler);
        cl.setParameterExceptionHandler(handler);
        return cl;
    }

    static final class Version implements CommandLine.IVersionProvider {
        /** The Maven version of the project's artifacts (pom.xml), which a suite's parent names. */
        static final String VERSION = "1.0.0-SNAPSHOT";

        @Override
        public String[] getVersion() {
            String v = PartitaCommand.class.getPackage().getImplementationVersion();
            return new String[] {"partita " + (v == null ? "(development)" : v)};
        }
    }
}

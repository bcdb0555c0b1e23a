package org.partita.cli;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code partita} command. Subcommands are registered in one place, {@link #SUBCOMMANDS}: add
 * {@code run}, {@code validate} or {@code generate} there (each a class extending {@link Subcommand}).
 * {@code commandLine(args).execute(args)} is the whole program.
 *
 * <p>picocli builds the model of every subcommand it is given, by reflection over all their options, and its classes
 * are too old a class-file version for the ahead-of-time class cache, so that work is interpreted at every start
 * (the twelve not run cost {@code partita replay --help} about 50 ms of CPU). So only the subcommand a command line
 * names is built; help, an unknown or a missing subcommand get them all, so their messages and lists are unchanged.
 */
@Command(name = "partita", mixinStandardHelpOptions = true, versionProvider = PartitaCommand.Version.class,
        description = "Processor-allocation and job-scheduling simulator.")
public final class PartitaCommand implements Runnable {

    /** Every subcommand, in the order {@code partita --help} lists them. */
    public static final List<Class<?>> SUBCOMMANDS = List.of(ReplayCommand.class, ValidateCommand.class,
            AllocatorsCommand.class, PoliciesCommand.class, RunCommand.class, MergeCommand.class, SlurmCommand.class,
            ExportCommand.class, GenerateCommand.class, NewSuiteCommand.class, SuiteCommand.class, DocsCommand.class,
            CommandLine.HelpCommand.class);

    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "Print stack traces of errors.")
    boolean debug;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand (try --help)");
    }

    /** A command line for {@code args}, with the subcommands they need and the one-line error handling installed. */
    public static CommandLine commandLine(String... args) {
        CommandLine cl = tree(args);
        ErrorHandler handler = new ErrorHandler();
        cl.setExecutionExceptionHandler(handler);
        cl.setParameterExceptionHandler(handler);
        return cl;
    }

    /**
     * The command tree {@code args} run in: the top-level command with the subcommand the first argument that is not
     * an option names, or with every subcommand when it names none of them (help, a misspelling, nothing).
     */
    public static CommandLine tree(String... args) {
        CommandLine cl = new CommandLine(new PartitaCommand());
        Class<?> named = named(args);
        for (Class<?> c : SUBCOMMANDS) {
            if (named == null || c == named) {
                cl.addSubcommand(c);
            }
        }
        return cl;
    }

    /** The subcommand the first non-option argument names (by name or alias), or null. */
    private static Class<?> named(String[] args) {
        for (String a : args) {
            if (a.startsWith("-")) {
                continue; // the top-level options take no values
            }
            for (Class<?> c : SUBCOMMANDS) {
                Command command = c.getAnnotation(Command.class);
                if (c != CommandLine.HelpCommand.class
                        && (command.name().equals(a) || List.of(command.aliases()).contains(a))) {
                    return c;
                }
            }
            return null;
        }
        return null;
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

package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command tree a command line is run in: only the subcommand it names, else all of them. */
class PartitaCommandTest {

    private static final Set<String> ALL = Set.of("replay", "validate", "allocators", "policies", "run", "merge",
            "slurm", "export", "generate", "new-suite", "suite", "docs", "help");

    @Test
    void aNamedSubcommandIsTheOnlyOneBuilt() {
        assertEquals(Set.of("replay"), PartitaCommand.tree("replay", "t.swf", "--machine", "pool:8")
                .getSubcommands().keySet());
        assertEquals(Set.of("run"), PartitaCommand.tree("--debug", "run", "x.partita").getSubcommands().keySet());
        assertEquals(Set.of("new-suite"), PartitaCommand.tree("new-suite", "dir").getSubcommands().keySet());
    }

    @Test
    void helpAMisspellingOrNothingGetEverySubcommand() {
        for (String[] args : List.of(new String[0], new String[] {"--help"}, new String[] {"help", "replay"},
                new String[] {"frobnicate"}, new String[] {"--version"}, new String[] {"t.swf", "replay"})) {
            assertEquals(ALL, PartitaCommand.tree(args).getSubcommands().keySet(), String.join(" ", args));
        }
    }

    @Test
    void everySubcommandsHelpIsTheSameAloneAsInTheWholeTree() {
        for (Class<?> c : PartitaCommand.SUBCOMMANDS) {
            String name = c.getAnnotation(Command.class).name();
            CommandLine alone = PartitaCommand.tree(name).getSubcommands().get(name);
            CommandLine whole = PartitaCommand.tree().getSubcommands().get(name);
            assertEquals(usage(whole), usage(alone), name);
        }
    }

    @Test
    void aMistypedSubcommandIsAUsageError() {
        StringWriter err = new StringWriter();
        CommandLine cl = PartitaCommand.commandLine("rpelay", "t.swf");
        cl.setErr(new PrintWriter(err));
        assertEquals(2, cl.execute("rpelay", "t.swf"));
        assertEquals("partita: Unmatched arguments from index 0: 'rpelay', 't.swf'\n"
                + "Try 'partita --help' for more information.\n", err.toString().replace("\r", ""));
    }

    private static String usage(CommandLine cl) {
        StringWriter w = new StringWriter();
        cl.usage(new PrintWriter(w), CommandLine.Help.Ansi.OFF);
        return w.toString();
    }
}

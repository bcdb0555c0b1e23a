package org.partita.cli;

import java.io.PrintWriter;

import org.partita.core.alloc.AllocatorInfo;
import org.partita.core.alloc.AllocatorRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code partita allocators}: every allocation strategy name with its one-line description, paper, topologies,
 * placement guarantees and parameters, straight from the registry's {@link AllocatorInfo} entries (so the listing,
 * the README table made with {@code --markdown} and the {@code --check} rules cannot disagree).
 */
@Command(name = "allocators", mixinStandardHelpOptions = true,
        description = {"List the allocation strategies usable with --allocate: name, description, paper, "
                + "topologies, guarantees and parameters (KEY=DEFAULT: meaning, set with --alloc-param KEY=VALUE)."})
public final class AllocatorsCommand extends Subcommand {

    @Option(names = "--markdown", description = "Print a markdown table name | description | paper instead.")
    boolean markdown;

    @Override
    protected int execute() {
        PrintWriter o = out();
        AllocatorRegistry registry = AllocatorRegistry.standard();
        if (markdown) {
            o.println("| name | description | paper |");
            o.println("|---|---|---|");
            for (AllocatorInfo i : registry.infos()) {
                o.println("| `" + i.name() + "` | " + cell(i.description()) + " | " + cell(i.paper()) + " |");
            }
            o.flush();
            return 0;
        }
        for (AllocatorInfo i : registry.infos()) {
            o.println(i.name() + " - " + i.description());
            o.println("    paper:       " + i.paper());
            o.println("    topologies:  " + i.topologies());
            o.println("    guarantees:  " + guarantees(i));
            if (i.parameters().isEmpty()) {
                o.println("    parameters:  none");
            } else {
                for (int k = 0; k < i.parameters().size(); k++) {
                    o.println((k == 0 ? "    parameters:  " : "                 ") + i.parameters().get(k));
                }
            }
        }
        o.flush();
        return 0;
    }

    static String guarantees(AllocatorInfo i) {
        StringBuilder sb = new StringBuilder(i.contiguous() ? "contiguous" : "non-contiguous allowed");
        sb.append(i.reducesSize() ? ", may allocate fewer nodes than requested" : ", at least the requested nodes");
        if (i.migrates()) {
            sb.append(", moves running jobs");
        }
        if (i.wrapper()) {
            sb.append(" (with the default base)");
        }
        return sb.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}

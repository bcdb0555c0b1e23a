package org.partita.cli;

import java.io.PrintWriter;
import java.util.List;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.strategy.StrategyDescriptor.Trait;
import org.partita.core.strategy.StrategyDescriptor;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code partita allocators}: every allocation strategy name with its one-line description, paper, topologies,
 * placement guarantees and parameters, straight from the registry's descriptors (so the listing,
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
        AllocatorRegistry registry = StandardStrategies.allocators();
        if (markdown) {
            o.println("| name | description | paper |");
            o.println("|---|---|---|");
            for (StrategyDescriptor i : registry.descriptors()) {
                o.println("| `" + i.name() + "` | " + cell(i.description()) + " | " + cell(i.paper()) + " |");
            }
            o.flush();
            return 0;
        }
        for (StrategyDescriptor i : registry.descriptors()) {
            o.println(i.name() + " - " + i.description());
            o.println("    paper:       " + i.paper());
            o.println("    topologies:  " + i.topologies());
            o.println("    guarantees:  " + guarantees(i));
            List<String> parameters = i.listing();
            if (parameters.isEmpty()) {
                o.println("    parameters:  none");
            } else {
                for (int k = 0; k < parameters.size(); k++) {
                    o.println((k == 0 ? "    parameters:  " : "                 ") + parameters.get(k));
                }
            }
        }
        o.flush();
        return 0;
    }

    static String guarantees(StrategyDescriptor i) {
        StringBuilder sb = new StringBuilder(i.has(Trait.CONTIGUOUS) ? "contiguous" : "non-contiguous allowed");
        sb.append(i.has(Trait.REDUCES_SIZE) ? ", may allocate fewer nodes than requested"
                : ", at least the requested nodes");
        if (i.has(Trait.MIGRATES)) {
            sb.append(", moves running jobs");
        }
        if (i.has(Trait.WRAPPER)) {
            sb.append(" (with the default base)");
        }
        return sb.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}

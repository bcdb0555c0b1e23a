package org.partita.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code partita policies}: the policies of the run models ({@code partition}, {@code share}, {@code mapping},
 * {@code balance} stages) and the workload traits they read ({@code structure}, {@code graphs}), with their
 * parameters, defaults, ranges and papers, straight from {@link RunModels} — the same entries the language
 * validates against. Queue disciplines added by strategy providers on the class path ({@code PARTITA_CLASSPATH})
 * follow, as {@code queue} policies.
 */
@Command(name = "policies", mixinStandardHelpOptions = true,
        description = {"List the policies of the partition, share, mapping and balance stages and the job "
                + "structures and task graphs they read: name, description, paper and parameters "
                + "(NAME=DEFAULT [range]: meaning)."})
public final class PoliciesCommand extends Subcommand {

    @Option(names = "--markdown", description = "Print a markdown table stage | name | description | paper instead.")
    boolean markdown;

    @Option(names = "--stage", paramLabel = "KIND",
            description = "Only this stage or trait kind (partition, share, mapping, balance, structure, graphs).")
    String stage;

    @Override
    protected int execute() {
        PrintWriter o = out();
        List<StrategyDescriptor> infos = new ArrayList<>(RunModels.standard().descriptors());
        for (StrategyDescriptor d : StandardStrategies.shared().descriptors(Family.QUEUE)) {
            if (!QueuePolicies.builtIn(d.name())) {
                infos.add(d);
            }
        }
        if (stage != null && infos.stream().noneMatch(i -> i.family().word().equals(stage))) {
            throw new UsageException("--stage: no policies of kind '" + stage + "'; kinds: "
                    + String.join(", ", RunModels.STAGE_KINDS) + ", " + String.join(", ", RunModels.TRAIT_KINDS));
        }
        if (markdown) {
            o.println("| stage | name | description | paper |");
            o.println("|---|---|---|---|");
        }
        for (StrategyDescriptor i : infos) {
            String kind = i.family().word();
            if (stage != null && !stage.equals(kind)) {
                continue;
            }
            if (markdown) {
                o.println("| " + kind + " | `" + i.name() + "` | " + cell(i.description()) + " | "
                        + cell(i.paper()) + " |");
                continue;
            }
            o.println(kind + " " + i.name() + " - " + i.description());
            o.println("    paper:       " + i.paper());
            if (i.primary() != null) {
                o.println("    bare value:  " + i.primary() + " (" + kind + " " + i.name() + " V = " + kind + " "
                        + i.name() + " " + i.primary() + " V)");
            }
            if (i.parameters().isEmpty()) {
                o.println("    parameters:  none");
            }
            for (int k = 0; k < i.parameters().size(); k++) {
                o.println((k == 0 ? "    parameters:  " : "                 ") + describe(i.parameters().get(k)));
            }
        }
        o.flush();
        return 0;
    }

    /** {@code name=default [range]: doc}. */
    public static String describe(Parameter p) {
        String range = switch (p.unit()) {
            case WORD -> String.join("|", p.words());
            case TIME -> "seconds > 0";
            case FRACTION -> "0..1";
            default -> (p.integer() ? "whole " : "") + (p.minOpen() ? "> " : ">= ") + number(p.min())
                    + (p.max() >= Integer.MAX_VALUE ? "" : ", <= " + number(p.max()));
        };
        return p.name() + "=" + (p.defaultValue() == null ? "(required)" : p.defaultValue()) + " [" + range + "]: "
                + p.doc();
    }

    private static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%s", v);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}

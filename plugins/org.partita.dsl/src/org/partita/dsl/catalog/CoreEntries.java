package org.partita.dsl.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.partita.core.alloc.AllocatorDescriptors;
import org.partita.core.experiment.RunModels;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

/**
 * The {@link Catalog} entries whose names, parameters, defaults, ranges and papers come from the simulation core:
 * queue disciplines, run models and allocators of one registry, strategy providers' included.
 */
final class CoreEntries {

    private CoreEntries() {
    }

    /** Language queue names → the core's. */
    static Map<String, String> coreQueues(StrategyRegistry strategies) {
        Map<String, String> out = new LinkedHashMap<>();
        for (StrategyDescriptor d : strategies.descriptors(Family.QUEUE)) {
            out.put(languageName(d), d.name());
        }
        return Collections.unmodifiableMap(out);
    }

    /** The name a file writes for a core strategy: its first alias when it has one, else its own name. */
    private static String languageName(StrategyDescriptor d) {
        return d.aliases().isEmpty() ? d.name() : d.aliases().get(0);
    }

    /**
     * The {@code queue} entries, one per discipline of {@code strategies} (the core's, strategy providers'
     * included): the same names, defaults and words, so the language accepts exactly what the core does.
     * A numeric threshold is a duration (in {@code time} mode; a job count in {@code count} mode).
     */
    static void fromQueues(Catalog catalog, StrategyRegistry strategies) {
        for (StrategyDescriptor d : strategies.descriptors(Family.QUEUE)) {
            catalog.entry(Family.QUEUE.word(), asWritten(d));
        }
    }

    /**
     * The core's descriptor under the name a file writes for it ({@link #languageName}), its aliases dropped: the
     * language accepts the one name.
     */
    private static StrategyDescriptor asWritten(StrategyDescriptor d) {
        return new StrategyDescriptor(d.family(), languageName(d), List.of(), d.primary(), d.description(),
                d.paper(), d.parameters(), d.topologies(), d.traits());
    }

    /**
     * The policies of the core's run models and the workload traits they read ({@link RunModels#descriptors()}), so
     * names, parameters, defaults and ranges are the core's own.
     */
    static void fromRunModels(Catalog catalog, RunModels models) {
        for (StrategyDescriptor d : models.descriptors()) {
            catalog.entry(d.family().word(), d);
        }
    }

    /**
     * The {@code allocate} entries, one per strategy of {@code strategies} ({@code pool}, the core's
     * mesh, torus and hypercube strategies, those of strategy providers), for the default registry exactly the list
     * {@code partita allocators} prints, with the descriptors' typed parameters; the {@code base} parameter is
     * written {@code over NAME}; {@code migration} is the {@code migrate} stage, its {@code trigger} the stage's name.
     */
    static void fromCore(Catalog catalog, StrategyRegistry strategies, Map<String, StrategyDescriptor> descriptors) {
        // 'migrate TRIGGER' wraps the pipeline's allocator in the core's migration strategy
        for (StrategyDescriptor d : strategies.descriptors(Family.ALLOCATE)) {
            descriptors.put(d.name(), d);
            if (d.name().equals(AllocatorDescriptors.MIGRATION)) {
                migrateEntries(catalog, d);
                continue;
            }
            // 'base' is written 'over NAME'
            catalog.entry(Family.ALLOCATE.word(), d.withParameters(d.parameters().stream()
                    .filter(p -> !p.name().equals("base")).toList()));
        }
    }

    /**
     * The {@code migrate} entries, one per value of the core's {@code migration} trigger (its default first): the
     * descriptor's parameters but the trigger, which is the entry's name, and the base, which is the pipeline's
     * allocator. Defaults, ranges and documentation are the core's.
     */
    private static void migrateEntries(Catalog catalog, StrategyDescriptor d) {
        Parameter trigger = d.parameter("trigger");
        List<String> triggers = new ArrayList<>(List.of(trigger.defaultValue()));
        trigger.words().stream().filter(w -> !triggers.contains(w)).forEach(triggers::add);
        List<Parameter> own = d.parameters().stream()
                .filter(p -> !p.name().equals("trigger") && !p.name().equals("base")).toList();
        for (String t : triggers) {
            catalog.entry(Family.MIGRATE.word(), new StrategyDescriptor(Family.MIGRATE, t, List.of(), null,
                    d.description() + "; this one on " + t + " (the pipeline's allocator finds the new place)",
                    d.paper(), own, "any", Set.of()));
        }
    }
}

package org.partita.dsl.ide.contentassist;

import java.util.Map;

import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.TopologyRules;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Topology;

/**
 * Whether the validator accepts a strategy on an experiment's machine, asked as the validator asks it: the bound
 * registry for an {@code allocate} strategy on a single machine ({@link CoreModels#checkAllocator}), the
 * {@link TopologyRules} for every other stage. Content assist proposes only the names that fit.
 */
final class MachineFit {

    private MachineFit() {
    }

    /**
     * Whether {@code name} in a {@code kind} statement may run on {@code machine} ({@code null}: unknown, yes), an
     * allocator as {@code catalog}'s registry makes it.
     */
    static boolean accepts(Catalog catalog, String kind, String name, MachineSpec machine) {
        StageKind stage = StageKind.get(kind);
        if (machine == null || stage == null) {
            return true; // workload settings, or no machine yet: nothing to check against
        }
        try {
            if (stage == StageKind.ALLOCATE && machine instanceof Topology t) {
                return CoreModels.checkAllocator(new CoreModels.AllocatorChoice(name, Map.of()),
                        CoreModels.topology(t), catalog.strategies()) == null;
            }
            return TopologyRules.unsupported(stage, name, machine) == null;
        } catch (RuntimeException e) {
            return true; // a machine that is still being written (no dimensions yet): propose everything
        }
    }
}

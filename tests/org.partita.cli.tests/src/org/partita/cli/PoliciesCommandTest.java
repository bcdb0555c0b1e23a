package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.RunModels;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

class PoliciesCommandTest extends CommandTest {

    @Test
    void listsEveryRunModelPolicyWithItsParameters() {
        assertEquals(0, run("policies"), err);
        for (StrategyDescriptor i : RunModels.standard().descriptors()) {
            assertTrue(out.contains(i.family().word() + " " + i.name() + " - " + i.description()), i.name());
            for (Parameter p : i.parameters()) {
                assertTrue(out.contains(PoliciesCommand.describe(p)), i.name() + " " + p.name());
            }
        }
        assertTrue(out.contains("f=0.5 [0..1]: "), out);
        assertTrue(out.contains("size=(required) [whole >= 1]: "), out);
        assertTrue(out.contains("release=all-or-none [all-or-none|eager]: "), out);
    }

    @Test
    void oneStageAndMarkdown() {
        assertEquals(0, run("policies", "--stage", "share", "--markdown"), err);
        assertTrue(out.startsWith("| stage | name | description | paper |\n|---|---|---|---|\n"), out);
        assertEquals(RunModels.standard().names("share").size() + 2, out.lines().count(), out);
        assertTrue(out.contains("| share | `pdpa` | "), out);
        assertFalse(out.contains("| partition |"), out);
        assertEquals(2, run("policies", "--stage", "allocate"));
        assertTrue(err.contains("no policies of kind 'allocate'"), err);
    }
}

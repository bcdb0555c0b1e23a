package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.wizard.NewExperimentWizard;

class NewExperimentWizardTest {

    @Test
    void templateIsAValidExperimentNamedAfterTheFile() {
        String name = NewExperimentWizard.experimentName("my-first run.partita");
        assertEquals("my_first_run", name);
        String text = NewExperimentWizard.contents(name);
        var snapshot = PartitaServices.get().parse(text);
        assertEquals(List.of(), snapshot.validate());
        assertEquals("my_first_run", snapshot.symbols().get(0).name());
        assertTrue(text.contains("results/my_first_run/"), text);
    }

    @Test
    void namesThatCannotStartAnIdentifierArePrefixed() {
        assertEquals("Experiment2024_sweep", NewExperimentWizard.experimentName("2024-sweep.partita"));
        assertEquals("Experiment", NewExperimentWizard.experimentName(".partita"));
    }
}

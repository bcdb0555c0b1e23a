package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.TopologyKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaParsingTest {

    @Inject
    private ParseHelper<Model> parseHelper;

    @Test
    void parsesAMeshMachine() throws Exception {
        Model model = parseHelper.parse("experiment Quick { machine mesh 16 x 8 }");
        assertTrue(model.eResource().getErrors().isEmpty(), () -> "errors: " + model.eResource().getErrors());
        var machine = model.getExperiments().get(0).getMachine();
        assertEquals(TopologyKind.MESH, machine.getKind());
        assertEquals(java.util.List.of(16, 8), machine.getDims());
    }

    @Test
    void reportsASyntaxError() throws Exception {
        Model model = parseHelper.parse("experiment Quick { machine mesh 16 x }");
        assertFalse(model.eResource().getErrors().isEmpty());
    }
}

package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.inject.Inject;
import com.google.inject.Provider;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.MachineDef;
import org.partita.dsl.partita.Model;

@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaScopingTest {

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private Provider<XtextResourceSet> resourceSets;
    @Inject
    private ValidationTestHelper validator;

    @Test
    void referencesResolveAcrossFilesOfOneResourceSet() throws Exception {
        XtextResourceSet rs = resourceSets.get();
        Model lib = parseHelper.parse("machine Paragon mesh 32 x 32\n" + "workload W " + Snippets.WORKLOAD
                .substring("workload ".length()) + "\npipeline FF { queue fcfs allocate first-fit }",
                URI.createURI("lib.partita"), rs);
        Model exp = parseHelper.parse("experiment E { machine Paragon workload W pipeline FF }",
                URI.createURI("exp.partita"), rs);
        EcoreUtil.resolveAll(rs);
        Experiment e = (Experiment) exp.getElements().get(0);
        assertSame(((MachineDef) lib.getElements().get(0)).getSpec(), Models.machine(e));
        assertEquals("FF", Models.pipelines(e).get(0).getName());
        assertEquals(List.of(), validator.validate(exp));
    }

    @Test
    void aMissingReferenceIsALinkingError() throws Exception {
        Model m = parseHelper.parse("experiment E { machine Nowhere }");
        validator.assertError(m, org.partita.dsl.partita.PartitaPackage.Literals.MACHINE_USE,
                org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC, "Couldn't resolve reference to MachineDef 'Nowhere'");
    }

    @Test
    void linksSeeOnlyTheClustersOfTheirGrid() throws Exception {
        Model m = parseHelper.parse("""
                machine A grid { cluster a mesh 4 x 4 cluster b mesh 4 x 4 link a b bandwidth 10 }
                machine B grid { cluster c mesh 4 x 4 link c a bandwidth 10 }
                """);
        Grid a = (Grid) ((MachineDef) m.getElements().get(0)).getSpec();
        assertFalse(a.getLinks().get(0).getTo().eIsProxy());
        Grid b = (Grid) ((MachineDef) m.getElements().get(1)).getSpec();
        assertTrue(b.getLinks().get(0).getTo().eIsProxy(), "cluster a of grid A is not visible from grid B");
    }

    @Test
    void anExperimentInheritsFromItsParent() throws Exception {
        Model m = parseHelper.parse(Snippets.experiment("queue fcfs") + " experiment F extends E { set load 0.2, 0.4 }");
        Experiment f = (Experiment) m.getElements().get(1);
        assertEquals(List.of("load"), org.partita.dsl.model.Sweeps.effectiveVariables(org.partita.dsl.catalog.Catalog.standard(), f));
        assertEquals(List.of(), org.partita.dsl.model.Sweeps.effectiveVariables(org.partita.dsl.catalog.Catalog.standard(), (Experiment) m.getElements().get(0)));
        assertEquals(List.of(), validator.validate(m));
    }
}

package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.server.signatureHelp.ISignatureHelpService;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;

/** Signature help: a policy statement's parameters from the catalog, the one at the cursor active. */
class PartitaSignatureHelpTest {

    private static SignatureHelp help(String marked) {
        IdeFixture f = IdeFixture.of(marked);
        return f.get(ISignatureHelpService.class).getSignatureHelp(f.document, f.resource,
                new SignatureHelpParams(new TextDocumentIdentifier(IdeFixture.URI_.toString()),
                        f.document.getPosition(f.cursor)),
                CancelIndicator.NullImpl);
    }

    /** The label text of the active parameter. */
    private static String active(SignatureHelp h) {
        SignatureInformation s = h.getSignatures().get(h.getActiveSignature());
        ParameterInformation p = s.getParameters().get(h.getActiveParameter());
        return s.getLabel().substring(p.getLabel().getRight().getFirst(), p.getLabel().getRight().getSecond());
    }

    @Test
    void aWrappingAllocatorListsItsPrimaryParametersAndOver() {
        StrategyDescriptor rsr = Catalog.standard().get("allocate", "rsr");
        SignatureHelp h = help("pipeline P { allocate rsr |2 over first-fit }");
        assertEquals(1, h.getSignatures().size());
        SignatureInformation s = h.getSignatures().get(0);
        assertTrue(s.getLabel().startsWith("allocate rsr <" + rsr.primary() + ">"), s.getLabel());
        assertTrue(s.getLabel().endsWith("[over <allocator>]"), s.getLabel());
        assertEquals(rsr.parameters().size() + 1, s.getParameters().size(), s.getLabel());
        assertEquals("<" + rsr.primary() + ">", active(h), "the bare value sets the primary parameter");
        assertTrue(s.getDocumentation().getRight().getValue().startsWith("**allocate rsr** — " + rsr.description()));
        ParameterInformation primary = s.getParameters().get(0);
        assertEquals("markdown", primary.getDocumentation().getRight().getKind());
        assertTrue(primary.getDocumentation().getRight().getValue().startsWith("**" + rsr.primary() + "**"));
    }

    @Test
    void afterOverTheWrappedStrategyIsActive() {
        assertEquals("[over <allocator>]", active(help("pipeline P { allocate rsr 2 over | }")));
    }

    @Test
    void onTheInnerStrategyItsOwnSignature() {
        SignatureHelp h = help("pipeline P { allocate rsr 2 over first-f|it }");
        assertTrue(h.getSignatures().get(0).getLabel().startsWith("allocate first-fit"),
                h.getSignatures().get(0).getLabel());
    }

    @Test
    void theNamedParameterAtTheCursorIsActive() {
        StrategyDescriptor bypass = Catalog.standard().get("queue", "bypass");
        String param = bypass.parameters().get(bypass.parameters().size() - 1).name();
        SignatureHelp h = help("pipeline P { queue bypass " + param + " 3|0 allocate first-fit }");
        assertEquals(param.equals(bypass.primary()) ? "<" + param + ">" : "[" + param + " <value>]", active(h));
    }

    @Test
    void aWorkloadOverrideShowsTheDistributionThatHasTheParameter() {
        SignatureHelp h = help("""
                experiment A { machine mesh 8 x 8
                	workload synthetic { arrivals poisson load 0.5 service exponential mean 5 s } }
                experiment B extends A { set lo|ad 0.2 to 0.8 step 0.2 }
                """);
        SignatureInformation s = h.getSignatures().get(0);
        assertTrue(s.getLabel().startsWith("arrivals poisson "), s.getLabel());
        assertEquals("[load <value>]", active(h));
    }

    @Test
    void noneOutsideAPolicyStatementOrForAnUnknownName() {
        assertEquals(List.of(), help("experiment E { machine mesh 8 x| 8 }").getSignatures());
        assertEquals(List.of(), help("pipeline P { allocate frist-fit | }").getSignatures());
        assertNotNull(help("|").getSignatures());
    }
}

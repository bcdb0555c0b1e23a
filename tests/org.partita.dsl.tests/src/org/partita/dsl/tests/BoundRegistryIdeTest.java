package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocatorDescriptors;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.validation.IssueCodes;

import com.google.inject.Injector;

/**
 * The editor's services read the catalog of the strategy registry bound in their injector: with a registry that
 * holds a queue discipline of the test's own, content assist proposes it with its description, hover shows that
 * description and a misspelling of it is fixed to it; an allocator of the test's own is proposed on a mesh and a
 * pipeline using it validates. The language's default services know none of this.
 */
class BoundRegistryIdeTest {

    private static final String NAME = "patient-order";
    private static final String DESCRIPTION = "first come, first served, registered by a test under a name of its own";

    private static final String ALLOCATOR = "patient-fit";

    private static Injector withTest;

    @BeforeAll
    static void services() {
        IdeFixture.injector(); // the language's EMF registrations
        withTest = IdeFixture.injector(StandardStrategies.with(List.of(() -> List.of(
                new Strategy(StrategyDescriptor.of(Family.QUEUE, NAME, DESCRIPTION, "test"), c -> new FcfsPolicy()),
                new Strategy(StrategyDescriptor.of(Family.ALLOCATE, ALLOCATOR, "first fit under another name", "test"),
                        c -> AllocatorRegistry.builtIn().create(AllocatorDescriptors.FIRST_FIT, c))))));
    }

    private static List<CompletionItem> complete(Injector services, String marked) {
        IdeFixture f = IdeFixture.of(services, marked);
        CompletionParams params = new CompletionParams(new TextDocumentIdentifier(IdeFixture.URI_.toString()),
                f.document.getPosition(f.cursor));
        return f.get(ContentAssistService.class).createCompletionList(f.document, f.resource, params,
                CancelIndicator.NullImpl).getItems();
    }

    private static String hover(Injector services, String text, String word) {
        IdeFixture f = IdeFixture.of(services, text);
        Hover h = f.get(HoverService.class).hover(f.document, f.resource, new HoverParams(
                new TextDocumentIdentifier(IdeFixture.URI_.toString()),
                f.document.getPosition(f.offsetOf(word, 0, 2))), CancelIndicator.NullImpl);
        return h == null || h.getContents() == null ? "" : h.getContents().getRight().getValue();
    }

    /** The labels of the quick fixes offered for the unknown-policy error of {@code text}. */
    private static List<String> fixes(Injector services, String text) {
        IdeFixture f = IdeFixture.of(services, text);
        Issue issue = f.resource.getResourceServiceProvider().getResourceValidator()
                .validate(f.resource, CheckMode.ALL, CancelIndicator.NullImpl).stream()
                .filter(i -> i.getSeverity() == Severity.ERROR && IssueCodes.UNKNOWN_POLICY.equals(i.getCode()))
                .findFirst().orElseThrow(() -> new AssertionError("no unknown-policy error in " + text));
        Diagnostic d = f.diagnostic(issue);
        ICodeActionService2.Options options = f.codeActionOptions(d);
        return f.get(IQuickFixProvider.class).getResolutions(options, d).stream().map(DiagnosticResolution::getLabel)
                .toList();
    }

    @Test
    void contentAssistProposesTheBoundRegistrysQueueDisciplineWithItsDescription() {
        CompletionItem item = complete(withTest, "pipeline P { queue | }").stream()
                .filter(i -> i.getLabel().equals(NAME)).findFirst()
                .orElseThrow(() -> new AssertionError("no proposal '" + NAME + "'"));
        assertTrue(item.getDetail().startsWith(DESCRIPTION), item.getDetail());
        assertTrue(item.getDocumentation().getRight().getValue().startsWith("**queue " + NAME + "** — " + DESCRIPTION),
                item.getDocumentation().getRight().getValue());

        assertFalse(complete(IdeFixture.injector(), "pipeline P { queue | }").stream()
                .anyMatch(i -> i.getLabel().equals(NAME)), "the default services propose " + NAME);
    }

    @Test
    void hoverShowsTheBoundRegistrysDescription() {
        String file = Snippets.experiment("queue " + NAME + " allocate first-fit");
        String shown = hover(withTest, file, NAME);
        assertTrue(shown.startsWith("**queue " + NAME + "** — " + DESCRIPTION), shown);

        String unknown = hover(IdeFixture.injector(), file, NAME);
        assertTrue(unknown.startsWith("**queue " + NAME + "** — not known"), unknown);
    }

    @Test
    void aMisspellingIsFixedToTheBoundRegistrysName() {
        String file = Snippets.experiment("queue patient-ordr allocate first-fit");
        assertEquals(List.of("Change to '" + NAME + "'"), fixes(withTest, file));
        assertEquals(List.of(), fixes(IdeFixture.injector(), file));
    }

    /** On a mesh, content assist asks the bound registry whether an allocator fits, as the validator does. */
    @Test
    void anAllocatorOfTheBoundRegistryIsProposedOnAMeshAndValidates() {
        String marked = "experiment E { machine mesh 32 x 32 pipeline P { allocate | } }";
        assertTrue(complete(withTest, marked).stream().anyMatch(i -> i.getLabel().equals(ALLOCATOR)),
                "no proposal '" + ALLOCATOR + "'");
        assertFalse(complete(IdeFixture.injector(), marked).stream().anyMatch(i -> i.getLabel().equals(ALLOCATOR)));

        IdeFixture f = IdeFixture.of(withTest, Snippets.experiment("queue fcfs allocate " + ALLOCATOR));
        List<String> errors = f.resource.getResourceServiceProvider().getResourceValidator()
                .validate(f.resource, CheckMode.ALL, CancelIndicator.NullImpl).stream()
                .filter(i -> i.getSeverity() == Severity.ERROR).map(Issue::getMessage).toList();
        assertEquals(List.of(), errors);
    }

    /** The default registry's catalog is the one built once; another registry's is its own. */
    @Test
    void theCatalogIsTheBoundRegistrys() {
        assertSame(Catalog.standard(), IdeFixture.injector().getInstance(Catalog.class));
        Catalog bound = withTest.getInstance(Catalog.class);
        assertNotSame(Catalog.standard(), bound);
        assertSame(bound, withTest.getInstance(Catalog.class));
        assertEquals(NAME, bound.get("queue", NAME).name());
        assertEquals(null, Catalog.standard().get("queue", NAME));
    }
}

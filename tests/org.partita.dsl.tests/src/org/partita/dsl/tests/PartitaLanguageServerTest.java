package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ISetup;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.ResourceServiceProviderServiceLoader;
import org.eclipse.xtext.testing.AbstractLanguageServerTest;
import org.eclipse.xtext.util.Modules2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ide.PartitaIdeSetup;
import org.partita.dsl.validation.IssueCodes;

import com.google.inject.Module;
import com.google.inject.Singleton;

/**
 * The language server in-process, as {@code org.eclipse.xtext.ide.server.ServerLauncher} runs it: the language is
 * found through the ide bundle's {@code META-INF/services/org.eclipse.xtext.ISetup}; a client initializes, opens a
 * file and asks for diagnostics, completion, hover, document symbols, formatting and code actions.
 */
class PartitaLanguageServerTest extends AbstractLanguageServerTest {

    private static final String TEXT = """
            experiment E {
            	machine mesh 16 x 16
            	workload synthetic {  arrivals poisson load 0.5
            		service exponential mean 5 s }
            	pipeline P { queue fcfs allocate frist-fit }
            }
            """;

    private Path rootPath;

    PartitaLanguageServerTest() {
        super("partita");
    }

    @Override
    protected Path getTestRootPath() {
        if (rootPath == null) {
            try {
                rootPath = Files.createTempDirectory("partita-lsp");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return rootPath;
    }

    /**
     * The server's module with the language registry read through the ide bundle's class loader, as on a flat
     * class path (under OSGi the context class loader does not see other bundles' service files).
     */
    @Override
    protected Module getServerModule() {
        return Modules2.mixin(new ServerModule(), binder -> binder.bind(IResourceServiceProvider.Registry.class)
                .toProvider(() -> withIdeClassLoader(() -> new ResourceServiceProviderServiceLoader().get()))
                .in(Singleton.class));
    }

    private static <T> T withIdeClassLoader(java.util.function.Supplier<T> s) {
        Thread t = Thread.currentThread();
        ClassLoader old = t.getContextClassLoader();
        t.setContextClassLoader(PartitaIdeSetup.class.getClassLoader());
        try {
            return s.get();
        } finally {
            t.setContextClassLoader(old);
        }
    }

    @BeforeEach
    void start() {
        setup();
        hierarchicalDocumentSymbolSupport = true;
    }

    @AfterEach
    void stop() {
        cleanup();
    }

    @Test
    void theServiceFileRegistersTheIdeSetup() {
        List<ISetup> setups = ServiceLoader.load(ISetup.class, PartitaIdeSetup.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).toList();
        Assertions.assertEquals(1, setups.size());
        assertTrue(setups.get(0) instanceof PartitaIdeSetup, setups.toString());
    }

    @Test
    void servesAnOpenedFile() throws Exception {
        InitializeResult init = initialize();
        assertTrue(init.getCapabilities().getHoverProvider().getLeft());
        assertNotNull(init.getCapabilities().getCompletionProvider());
        assertNotNull(init.getCapabilities().getCodeActionProvider());
        String uri = writeFile("experiment.partita", TEXT);
        open(uri, TEXT);
        TextDocumentIdentifier id = new TextDocumentIdentifier(uri);

        // diagnostics: the validator's message and issue code
        List<Diagnostic> diagnostics = getDiagnostics().get(uri);
        Assertions.assertEquals(1, diagnostics.size(), diagnostics.toString());
        Diagnostic d = diagnostics.get(0);
        Assertions.assertEquals(IssueCodes.UNKNOWN_POLICY, d.getCode().getLeft());
        assertTrue(d.getMessage().getLeft().startsWith("unknown allocation strategy 'frist-fit'; did you mean 'first-fit'?"));
        Assertions.assertEquals(new Position(4, 34), d.getRange().getStart());

        // completion after 'queue '
        Either<List<CompletionItem>, org.eclipse.lsp4j.CompletionList> completion = languageServer
                .completion(new CompletionParams(id, new Position(4, 20))).get();
        List<String> labels = completion.getRight().getItems().stream().map(CompletionItem::getLabel).toList();
        assertTrue(labels.containsAll(List.of("fcfs", "bypass", "easy-backfill")), labels.toString());

        // hover over 'poisson'
        Hover hover = languageServer.hover(new HoverParams(id, new Position(2, 35))).get();
        assertTrue(hover.getContents().getRight().getValue().startsWith("**arrivals poisson** — Poisson arrivals"),
                hover.getContents().getRight().getValue());

        // document symbols
        List<Either<org.eclipse.lsp4j.SymbolInformation, DocumentSymbol>> symbols = languageServer
                .documentSymbol(new DocumentSymbolParams(id)).get();
        DocumentSymbol e = symbols.get(0).getRight();
        Assertions.assertEquals("E", e.getName());
        Assertions.assertEquals(List.of("machine", "workload", "P"), e.getChildren().stream().map(DocumentSymbol::getName).toList());

        // formatting
        List<? extends TextEdit> edits = languageServer.formatting(new DocumentFormattingParams(id,
                new FormattingOptions(4, false))).get();
        assertTrue(edits.stream().anyMatch(x -> x.getNewText().equals("\n\t\t")), "the arrivals line is broken: " + edits);

        // code action: the quick fix of the diagnostic
        List<Either<org.eclipse.lsp4j.Command, CodeAction>> actions = languageServer.codeAction(
                new CodeActionParams(id, d.getRange(), new CodeActionContext(List.of(d)))).get();
        Assertions.assertEquals(1, actions.size());
        CodeAction fix = actions.get(0).getRight();
        Assertions.assertEquals("Change to 'first-fit'", fix.getTitle());
        List<TextEdit> change = fix.getEdit().getChanges().get(uri);
        Assertions.assertEquals(List.of(new TextEdit(d.getRange(), "first-fit")), change);
    }
}

package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ISetup;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ide.PartitaIdeSetup;
import org.partita.dsl.validation.IssueCodes;

/**
 * The language server in-process, as {@code org.eclipse.xtext.ide.server.ServerLauncher} runs it: the language is
 * found through the ide bundle's {@code META-INF/services/org.eclipse.xtext.ISetup}; a client initializes, opens a
 * file and asks for diagnostics, completion, hover, document symbols, formatting and code actions; then the
 * features other editors rely on: Markdown documentation, semantic tokens with a standard legend, range formatting
 * and signature help.
 */
class PartitaLanguageServerTest extends LanguageServerFixture {

    private static final String TEXT = """
            experiment E {
            	machine mesh 16 x 16
            	workload synthetic {  arrivals poisson load 0.5
            		service exponential mean 5 s }
            	pipeline P { queue fcfs allocate frist-fit }
            }
            """;

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

    @Test
    void completionDocumentationIsMarkdown() throws Exception {
        initialize();
        String uri = writeFile("experiment.partita", TEXT);
        open(uri, TEXT);
        List<CompletionItem> items = languageServer.completion(new CompletionParams(new TextDocumentIdentifier(uri),
                new Position(4, 20))).get().getRight().getItems();
        CompletionItem bypass = items.stream().filter(i -> i.getLabel().equals("bypass")).findFirst().orElseThrow();
        MarkupContent doc = bypass.getDocumentation().getRight();
        Assertions.assertEquals(MarkupKind.MARKDOWN, doc.getKind());
        assertTrue(doc.getValue().startsWith("**queue bypass**"), doc.getValue());
    }

    @Test
    void semanticTokensUseTheStandardLegend() throws Exception {
        InitializeResult init = initialize();
        SemanticTokensLegend legend = init.getCapabilities().getSemanticTokensProvider().getLegend();
        String text = "machine M mesh 4 x 4\nexperiment E { machine M measure wait }\n";
        String uri = writeFile("tokens.partita", text);
        open(uri, text);
        SemanticTokens tokens = languageServer.semanticTokensFull(new SemanticTokensParams(
                new TextDocumentIdentifier(uri))).get();
        List<Integer> d = tokens.getData();
        // [line delta, start delta, length, type, modifiers] for M, E, M and wait
        Assertions.assertEquals(4 * 5, d.size(), d.toString());
        Assertions.assertEquals(List.of(0, 8, 1), d.subList(0, 3));
        Assertions.assertEquals("struct", legend.getTokenTypes().get(d.get(3)));
        Assertions.assertEquals(1 << legend.getTokenModifiers().indexOf("declaration"), d.get(4));
        Assertions.assertEquals("class", legend.getTokenTypes().get(d.get(8)));
        Assertions.assertEquals("struct", legend.getTokenTypes().get(d.get(13)));
        Assertions.assertEquals(0, d.get(14), "a reference is no declaration");
        Assertions.assertEquals("property", legend.getTokenTypes().get(d.get(18)));
    }

    @Test
    void rangeFormattingReturnsEdits() throws Exception {
        initialize();
        String text = "experiment E {\n\tmachine   mesh 8 x 8\n\tpipeline P {queue   fcfs}\n}\n";
        String uri = writeFile("range.partita", text);
        open(uri, text);
        List<? extends TextEdit> edits = languageServer.rangeFormatting(new DocumentRangeFormattingParams(
                new TextDocumentIdentifier(uri), new FormattingOptions(4, false),
                new Range(new Position(2, 0), new Position(3, 0)))).get();
        assertNotNull(edits, "range formatting answers");
        Assertions.assertFalse(edits.isEmpty());
        assertTrue(edits.stream().allMatch(e -> e.getRange().getStart().getLine() == 2), edits.toString());
    }

    @Test
    void signatureHelpAfterAStrategyName() throws Exception {
        InitializeResult init = initialize();
        assertTrue(init.getCapabilities().getSignatureHelpProvider().getTriggerCharacters().contains(" "));
        String text = "experiment E { machine mesh 8 x 8 pipeline P { allocate rsr 2 over first-fit } }\n";
        String uri = writeFile("signature.partita", text);
        open(uri, text);
        SignatureHelp help = languageServer.signatureHelp(new SignatureHelpParams(new TextDocumentIdentifier(uri),
                new Position(0, text.indexOf("rsr 2") + 5))).get();
        Assertions.assertEquals(1, help.getSignatures().size(), help.toString());
        assertTrue(help.getSignatures().get(0).getLabel().startsWith("allocate rsr <"), help.toString());
    }
}

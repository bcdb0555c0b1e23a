package org.partita.dsl.tests;

import static org.partita.dsl.tests.ClaimsFolder.EXPERIMENTS;
import static org.partita.dsl.tests.ClaimsFolder.PIPELINES;
import static org.partita.dsl.tests.ClaimsFolder.at;
import static org.partita.dsl.tests.ClaimsFolder.label;

import java.util.List;

import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * {@code textDocument/documentHighlight} (the language's {@code IDocumentHighlightService}, also the workbench's
 * Mark Occurrences) from the in-process language server: a pipeline's claim words are marked with its declaration
 * and references, from either, and a claim naming another pipeline of the same name is not.
 */
class PartitaDocumentHighlightTest extends LanguageServerFixture {

    private String experiments;

    private void openFolder() throws Exception {
        initialize();
        String pipelines = writeFile("pipelines.partita", PIPELINES);
        experiments = writeFile("experiments.partita", EXPERIMENTS);
        open(pipelines, PIPELINES);
        open(experiments, EXPERIMENTS);
    }

    /** The highlights at {@code p} of experiments.partita, as labels with their kind, in document order. */
    private List<String> highlights(Position p) throws Exception {
        List<? extends DocumentHighlight> found = languageServer.documentHighlight(
                new DocumentHighlightParams(new TextDocumentIdentifier(experiments), p)).get();
        return found.stream().map(h -> label("experiments", h.getRange()) + " " + h.getKind()).toList();
    }

    private static String read(Position p) {
        return label("experiments", p, "FF") + " " + DocumentHighlightKind.Read;
    }

    /** A's FF (declared in pipelines.partita): its reference in A and the claims of A and B naming it. */
    private static final List<String> SHARED_FF = List.of(
            read(at(EXPERIMENTS, "\tpipeline FF", "FF")),
            read(at(EXPERIMENTS, "expect FF below AS", "FF")),
            read(at(EXPERIMENTS, "expect AS not below FF", 0, "below", "FF")),
            read(at(EXPERIMENTS, "expect FF increasing", "FF")),
            read(at(EXPERIMENTS, "expect FF below 10 s", "FF")));

    @Test
    void aPipelineReferenceMarksTheClaimsNamingIt() throws Exception {
        openFolder();
        Assertions.assertEquals(SHARED_FF, highlights(at(EXPERIMENTS, "\tpipeline FF", "FF")));
    }

    @Test
    void aClaimsWordMarksThePipelineItNames() throws Exception {
        openFolder();
        Assertions.assertEquals(SHARED_FF, highlights(at(EXPERIMENTS, "expect AS not below FF", 0, "below", "FF")));
        Assertions.assertEquals(SHARED_FF, highlights(at(EXPERIMENTS, "expect FF below 10 s", "FF")), "from B");
    }

    @Test
    void anExperimentsOwnPipelineMarksItsDeclarationAndOwnClaim() throws Exception {
        openFolder();
        Position own = at(EXPERIMENTS, "pipeline FF { queue sjf", "FF");
        List<String> expected = List.of(label("experiments", own, "FF") + " " + DocumentHighlightKind.Write,
                read(at(EXPERIMENTS, "expect FF below 10 s", 1, null, "FF")));
        Assertions.assertEquals(expected, highlights(own));
        Assertions.assertEquals(expected, highlights(at(EXPERIMENTS, "expect FF below 10 s", 1, null, "FF")));
    }
}

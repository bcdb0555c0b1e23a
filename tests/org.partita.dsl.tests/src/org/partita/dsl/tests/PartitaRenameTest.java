package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Rename through the language's {@code IRenameService2} (the service the workbench editor calls too), driven by the
 * in-process language server over a folder of two files: a pipeline renamed everywhere it is named, its claims
 * included, and nowhere else.
 */
class PartitaRenameTest extends LanguageServerFixture {

    private static final String PIPELINES = ClaimsFolder.PIPELINES;

    private static final String EXPERIMENTS = ClaimsFolder.EXPERIMENTS;

    /** The files' texts after the rename of the word at {@code (line, character)} of {@code file}. */
    private Map<String, String> rename(String file, int line, int character, String newName) throws Exception {
        initialize();
        String pipelines = writeFile("pipelines.partita", PIPELINES);
        String experiments = writeFile("experiments.partita", EXPERIMENTS);
        open(pipelines, PIPELINES);
        open(experiments, EXPERIMENTS);
        String uri = file.equals("pipelines.partita") ? pipelines : experiments;
        WorkspaceEdit edit = languageServer.rename(new RenameParams(new TextDocumentIdentifier(uri),
                new Position(line, character), newName)).get();
        assertNotNull(edit);
        return Map.of("pipelines.partita", apply(PIPELINES, edits(edit, pipelines)),
                "experiments.partita", apply(EXPERIMENTS, edits(edit, experiments)));
    }

    /** The edits of {@code uri}, whichever form the server chose (document changes or a change map). */
    private static List<TextEdit> edits(WorkspaceEdit edit, String uri) {
        if (edit.getDocumentChanges() != null) {
            return edit.getDocumentChanges().stream().filter(Either::isLeft).map(Either::getLeft)
                    .filter(d -> d.getTextDocument().getUri().equals(uri)).flatMap(d -> d.getEdits().stream()).map(Either::getLeft)
                    .toList();
        }
        return edit.getChanges() == null ? null : edit.getChanges().get(uri);
    }

    private static String apply(String text, List<TextEdit> edits) {
        if (edits == null) {
            return text;
        }
        Document d = new Document(1, text);
        List<TextEdit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt((TextEdit e) -> d.getOffSet(e.getRange().getStart())).reversed());
        StringBuilder b = new StringBuilder(text);
        for (TextEdit e : sorted) {
            b.replace(d.getOffSet(e.getRange().getStart()), d.getOffSet(e.getRange().getEnd()), e.getNewText());
        }
        return b.toString();
    }

    @Test
    void renamingAPipelineRenamesItsReferencesAndClaimsInEveryFile() throws Exception {
        Map<String, String> after = rename("pipelines.partita", 0, 10, "FirstFit");
        Assertions.assertEquals(PIPELINES.replace("pipeline FF", "pipeline FirstFit"), after.get("pipelines.partita"));
        String expected = EXPERIMENTS.replace("""
                	pipeline FF
                	pipeline AS
                	expect FF below AS on response
                	expect AS not below FF on wait at load 0.5
                	expect FF increasing on response over load
                }

                experiment B extends A {
                	expect FF below 10 s on wait
                """, """
                	pipeline FirstFit
                	pipeline AS
                	expect FirstFit below AS on response
                	expect AS not below FirstFit on wait at load 0.5
                	expect FirstFit increasing on response over load
                }

                experiment B extends A {
                	expect FirstFit below 10 s on wait
                """);
        Assertions.assertEquals(expected, after.get("experiments.partita"),
                "C's claim names its own pipeline FF and stays");
    }

    @Test
    void renamingFromAReferenceRenamesTheSame() throws Exception {
        Map<String, String> after = rename("experiments.partita", 4, 11, "Scan");
        Assertions.assertEquals(PIPELINES.replace("pipeline AS", "pipeline Scan"), after.get("pipelines.partita"));
        Assertions.assertEquals(EXPERIMENTS.replace("AS", "Scan"), after.get("experiments.partita"));
    }

    @Test
    void renamingAnExperimentsOwnPipelineLeavesTheOthers() throws Exception {
        Map<String, String> after = rename("experiments.partita", 15, 11, "Shortest");
        Assertions.assertEquals(PIPELINES, after.get("pipelines.partita"));
        Assertions.assertEquals(EXPERIMENTS.replace("""
                	pipeline FF { queue sjf allocate first-fit }
                	expect FF below 10 s on wait
                """, """
                	pipeline Shortest { queue sjf allocate first-fit }
                	expect Shortest below 10 s on wait
                """), after.get("experiments.partita"));
    }
}

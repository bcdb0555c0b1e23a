package org.partita.dsl.tests;

import static org.partita.dsl.tests.ClaimsFolder.EXPERIMENTS;
import static org.partita.dsl.tests.ClaimsFolder.PIPELINES;
import static org.partita.dsl.tests.ClaimsFolder.at;
import static org.partita.dsl.tests.ClaimsFolder.label;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * {@code textDocument/references} (the language's {@code DocumentSymbolService}) over a folder of two files, from the
 * in-process language server: a pipeline's claims are among its references, from its declaration, a reference or
 * a claim's word, and a claim naming another pipeline of the same name is not.
 */
class PartitaReferencesTest extends LanguageServerFixture {

    private final Map<String, String> files = new java.util.HashMap<>();

    private void openFolder() throws Exception {
        initialize();
        files.put(writeFile("pipelines.partita", PIPELINES), "pipelines");
        files.put(writeFile("experiments.partita", EXPERIMENTS), "experiments");
        files.forEach((uri, name) -> open(uri, name.equals("pipelines") ? PIPELINES : EXPERIMENTS));
    }

    private String uri(String name) {
        return files.entrySet().stream().filter(e -> e.getValue().equals(name)).findFirst().orElseThrow().getKey();
    }

    /** The references found from {@code p} of the file {@code name}, as sorted labels. */
    private List<String> references(String name, Position p, boolean declaration) throws Exception {
        List<? extends Location> found = languageServer.references(new ReferenceParams(
                new TextDocumentIdentifier(uri(name)), p, new ReferenceContext(declaration))).get();
        List<String> out = new ArrayList<>(found.stream().map(l -> label(files.get(l.getUri()), l.getRange())).toList());
        out.sort(null);
        return out;
    }

    /** The references of A's FF (the one of pipelines.partita): the reference in A and four claims of A and B. */
    private static List<String> referencesOfSharedFF() {
        List<String> out = new ArrayList<>(List.of(
                label("experiments", at(EXPERIMENTS, "\tpipeline FF", "FF"), "FF"),
                label("experiments", at(EXPERIMENTS, "expect FF below AS", "FF"), "FF"),
                label("experiments", at(EXPERIMENTS, "expect AS not below FF", 0, "below", "FF"), "FF"),
                label("experiments", at(EXPERIMENTS, "expect FF increasing", "FF"), "FF"),
                label("experiments", at(EXPERIMENTS, "expect FF below 10 s", "FF"), "FF")));
        out.sort(null);
        return out;
    }

    @Test
    void aPipelinesDeclarationFindsTheClaimsNamingItInExperimentsThatHaveIt() throws Exception {
        openFolder();
        Assertions.assertEquals(referencesOfSharedFF(),
                references("pipelines", at(PIPELINES, "pipeline FF", "FF"), false),
                "C's claim names C's own FF, not this one");
    }

    @Test
    void aReferenceFindsTheSame() throws Exception {
        openFolder();
        Assertions.assertEquals(referencesOfSharedFF(),
                references("experiments", at(EXPERIMENTS, "\tpipeline FF", "FF"), false));
    }

    @Test
    void aClaimsWordFindsItsPipelinesReferencesAndDeclaration() throws Exception {
        openFolder();
        Position inClaim = at(EXPERIMENTS, "expect AS not below FF", 0, "below", "FF");
        Assertions.assertEquals(referencesOfSharedFF(), references("experiments", inClaim, false));
        List<String> withDeclaration = new ArrayList<>(referencesOfSharedFF());
        withDeclaration.add(label("pipelines", at(PIPELINES, "pipeline FF", "FF"), "FF"));
        withDeclaration.sort(null);
        Assertions.assertEquals(withDeclaration, references("experiments", inClaim, true));

        // right after the word, where the caret is after typing it
        Position after = new Position(inClaim.getLine(), inClaim.getCharacter() + 2);
        Assertions.assertEquals(referencesOfSharedFF(), references("experiments", after, false));
    }

    @Test
    void anExperimentsOwnPipelineHasOnlyItsOwnClaims() throws Exception {
        openFolder();
        Position own = at(EXPERIMENTS, "pipeline FF { queue sjf", "FF");
        List<String> expected = List.of(label("experiments", own, "FF"),
                label("experiments", at(EXPERIMENTS, "expect FF below 10 s", 1, null, "FF"), "FF"));
        Assertions.assertEquals(expected, references("experiments", own, true));
        Assertions.assertEquals(expected,
                references("experiments", at(EXPERIMENTS, "expect FF below 10 s", 1, null, "FF"), true));
    }

    @Test
    void aClaimsOtherWordsFindNoPipeline() throws Exception {
        openFolder();
        Assertions.assertEquals(List.of(), references("experiments", at(EXPERIMENTS, "expect FF below AS", "response"), false));
    }

    @Test
    void goToDefinitionFromAClaimsWordOpensThePipeline() throws Exception {
        openFolder();
        var found = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri("experiments")),
                at(EXPERIMENTS, "expect FF below AS", "AS"))).get().getLeft();
        Assertions.assertEquals(List.of(label("pipelines", at(PIPELINES, "pipeline AS", "AS"), "AS")),
                found.stream().map(l -> label(files.get(l.getUri()), l.getRange())).toList());
    }
}

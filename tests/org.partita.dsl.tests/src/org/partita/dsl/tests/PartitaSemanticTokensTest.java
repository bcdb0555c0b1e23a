package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.server.semantictokens.SemanticTokensService;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;

/**
 * Xtext's semantic tokens service on the language's highlighting: every styled position becomes a token with a
 * type of the standard LSP legend (none is sent as "no type") and its modifiers, in legend order.
 */
class PartitaSemanticTokensTest {

    /** One decoded token: its text, type and modifiers. */
    private record Token(String text, String type, List<String> modifiers) {
    }

    private static List<Token> tokens(String text) {
        IdeFixture f = IdeFixture.of(text);
        SemanticTokensService service = f.get(SemanticTokensService.class);
        SemanticTokens tokens = service.semanticTokensFull(f.document, f.resource,
                new SemanticTokensParams(new TextDocumentIdentifier(IdeFixture.URI_.toString())),
                CancelIndicator.NullImpl);
        List<Integer> d = tokens.getData();
        List<Token> out = new ArrayList<>();
        int line = 0;
        int character = 0;
        for (int i = 0; i < d.size(); i += 5) {
            character = d.get(i) == 0 ? character + d.get(i + 1) : d.get(i + 1);
            line += d.get(i);
            int offset = f.document.getOffSet(new org.eclipse.lsp4j.Position(line, character));
            List<String> modifiers = new ArrayList<>();
            for (int m = 0; m < service.getTokenModifiers().size(); m++) {
                if ((d.get(i + 4) & (1 << m)) != 0) {
                    modifiers.add(service.getTokenModifiers().get(m));
                }
            }
            int type = d.get(i + 3);
            out.add(new Token(f.text.substring(offset, offset + d.get(i + 2)),
                    type < 0 ? "<none>" : service.getTokenTypes().get(type), modifiers));
        }
        return out;
    }

    @Test
    void everyHighlightedTokenHasAStandardTypeAndModifiers() {
        List<Token> t = tokens("""
                machine M mesh 4 x 4
                experiment E { machine M
                	workload synthetic { arrivals poisson load 0.5 }
                	pipeline P { queue fcfs allocate first-fit } measure wait }
                """);
        assertEquals(List.of(
                new Token("M", "struct", List.of("declaration")),
                new Token("E", "class", List.of("declaration")),
                new Token("M", "struct", List.of()),
                new Token("poisson", "enumMember", List.of("defaultLibrary")),
                new Token("load", "parameter", List.of()),
                new Token("0.5", "number", List.of()),
                new Token("P", "variable", List.of("declaration")),
                new Token("fcfs", "enumMember", List.of("defaultLibrary")),
                new Token("first-fit", "function", List.of("defaultLibrary")),
                new Token("wait", "property", List.of("defaultLibrary", "readonly"))), t);
    }

    @Test
    void workloadsPipelinesAndClustersByKind() {
        List<Token> t = tokens("""
                workload W synthetic { service exponential mean 5 s }
                machine G grid { cluster a mesh 2 x 2 cluster b mesh 2 x 2 link a b bandwidth 1 }
                """);
        assertEquals(new Token("W", "type", List.of("declaration")), t.get(0));
        assertEquals(new Token("a", "namespace", List.of("declaration")),
                t.stream().filter(x -> x.text().equals("a")).findFirst().orElseThrow());
        assertEquals(List.of(new Token("a", "namespace", List.of()), new Token("b", "namespace", List.of())),
                t.subList(t.size() - 2, t.size()), "the link's cluster references");
    }
}

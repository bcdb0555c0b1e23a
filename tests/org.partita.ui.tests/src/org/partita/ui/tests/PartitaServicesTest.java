package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Proposal;
import org.partita.dsl.ui.services.PartitaServices.Snapshot;
import org.partita.dsl.ui.services.PartitaServices.Symbol;

/** The in-process ide services the editor is built on, on text snapshots. */
class PartitaServicesTest {

    private static final String VALID = "experiment Quick {\n\tmachine mesh 16 x 8\n}\n";

    @Test
    void validTextHasNoIssues() {
        assertEquals(List.of(), PartitaServices.get().parse(VALID).validate());
    }

    @Test
    void syntaxErrorIsReportedOnItsLine() {
        List<Issue> issues = PartitaServices.get().parse("experiment Quick {\n\tmachine mesh 16 x\n}\n").validate();
        assertEquals(1, issues.size(), issues::toString);
        Issue issue = issues.get(0);
        assertEquals(Severity.ERROR, issue.getSeverity());
        assertEquals(3, issue.getLineNumber(), issue::toString); // the closing brace where the INT was expected
    }

    @Test
    void completionAfterMachineOffersTheTopologyKinds() {
        String text = "experiment Quick {\n\tmachine \n}\n";
        int offset = text.indexOf("machine ") + "machine ".length();
        List<String> labels = PartitaServices.get().parse(text).complete(offset).stream().map(Proposal::label)
                .toList();
        assertTrue(labels.containsAll(List.of("pool", "mesh", "torus", "hypercube")), labels::toString);
        assertTrue(!labels.contains("experiment"), labels::toString);
    }

    @Test
    void completionReplacesThePrefixTyped() {
        String text = "experiment Quick {\n\tmachine to\n}\n";
        int offset = text.indexOf(" to") + 3;
        Proposal torus = PartitaServices.get().parse(text).complete(offset).stream()
                .filter(p -> p.label().equals("torus")).findFirst().orElseThrow();
        assertEquals(offset - 2, torus.offset());
        assertEquals(2, torus.length());
        assertEquals("torus", torus.insert());
    }

    @Test
    void documentSymbolsNameTheExperimentAndItsMachine() {
        List<Symbol> symbols = PartitaServices.get().parse(VALID).symbols();
        assertEquals(1, symbols.size(), symbols::toString);
        Symbol experiment = symbols.get(0);
        assertEquals("Quick", experiment.name());
        assertEquals(VALID.indexOf("Quick"), experiment.selection().getOffset());
        assertEquals(VALID.indexOf("Quick") + 5, experiment.selection().getOffset() + experiment.selection().getLength());
    }

    @Test
    void foldingCoversTheMultiLineExperimentBlock() {
        Snapshot s = PartitaServices.get().parse(VALID);
        assertTrue(s.folding().stream().anyMatch(r -> r.getOffset() <= VALID.indexOf('{')
                && r.getOffset() + r.getLength() >= VALID.lastIndexOf('}')), s.folding()::toString);
    }

    @Test
    void formattingKeepsTheModel() {
        Snapshot s = PartitaServices.get().parse("experiment   Quick {  machine mesh 16 x 8 }");
        String formatted = s.formatted();
        assertEquals(List.of(), PartitaServices.get().parse(formatted).validate());
        assertEquals("Quick", PartitaServices.get().parse(formatted).symbols().get(0).name());
    }

    @Test
    void noDefinitionWhereThereIsNoCrossReference() {
        assertNull(PartitaServices.get().parse(VALID).definition(VALID.indexOf("mesh")));
        assertNotNull(PartitaServices.get().parse(VALID).resource().getContents().get(0));
    }
}

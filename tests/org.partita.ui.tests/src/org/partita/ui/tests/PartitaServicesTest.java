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
import org.partita.dsl.ui.outline.PartitaOutlinePage;

/** The in-process ide services the editor is built on, on text snapshots. */
class PartitaServicesTest {

    private static final String VALID = """
            experiment Quick {
            	machine mesh 16 x 8
            	workload synthetic {
            		jobs 100
            		arrivals poisson load 0.5
            		service exponential mean 5 s
            		sides uniform 1 to 8
            	}
            	pipeline FF { queue fcfs allocate first-fit }
            }
            """;

    @Test
    void validTextHasNoIssues() {
        assertEquals(List.of(), PartitaServices.get().parse(VALID).validate());
    }

    @Test
    void syntaxErrorIsReportedOnItsLine() {
        List<Issue> issues = PartitaServices.get().parse(VALID.replace("16 x 8", "16 x")).validate();
        Issue issue = issues.get(0);
        assertEquals(Severity.ERROR, issue.getSeverity());
        assertTrue(issue.getMessage().contains("'workload'"), issue::toString);
        // Xtext reports a missing token on the line of the token before the gap ("16 x" on line 3)
        assertEquals(3, issue.getLineNumber(), issue::toString);
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
        List<String> children = experiment.children().stream().map(Symbol::name).toList();
        assertTrue(children.contains("FF"), children::toString);
    }

    @Test
    void outlineLabelsSayWhatEachElementIs() {
        List<Symbol> symbols = PartitaServices.get()
                .parse("machine Paragon mesh 32 x 32\n" + VALID + "experiment F extends Quick { set load 0.3 }\n")
                .symbols();
        assertEquals(List.of("Paragon : machine, mesh 32 x 32", "Quick : experiment", "F : experiment, extends Quick"),
                symbols.stream().map(PartitaOutlinePage::label).toList());
        Symbol quick = symbols.get(1);
        assertEquals(List.of("machine : mesh 16 x 8", "workload : synthetic", "FF : pipeline, 2 stages"),
                quick.children().stream().map(PartitaOutlinePage::label).toList());
        assertEquals(List.of("queue : fcfs", "allocate : first-fit"),
                quick.children().get(2).children().stream().map(PartitaOutlinePage::label).toList());
    }

    @Test
    void foldingCoversTheMultiLineExperimentBlock() {
        Snapshot s = PartitaServices.get().parse(VALID);
        assertTrue(s.folding().stream().anyMatch(r -> r.getOffset() <= VALID.indexOf('{')
                && r.getOffset() + r.getLength() >= VALID.lastIndexOf('}')), s.folding()::toString);
    }

    @Test
    void formattingKeepsTheModel() {
        Snapshot s = PartitaServices.get().parse(VALID.replace("\n", " ").replace("\t", ""));
        String formatted = s.formatted();
        assertEquals(List.of(), PartitaServices.get().parse(formatted).validate());
        assertEquals("Quick", PartitaServices.get().parse(formatted).symbols().get(0).name());
    }

    @Test
    void definitionOfAReferenceInAnotherFileOfTheFolder() {
        var machines = org.eclipse.emf.common.util.URI.createURI("inmemory:/machines.partita");
        String text = VALID.replace("machine mesh 16 x 8", "machine Small");
        Snapshot s = PartitaServices.get().parse(text, PartitaServices.DEFAULT_URI,
                java.util.Map.of(machines, "machine Small mesh 16 x 8\n"));
        assertEquals(List.of(), s.validate());
        var link = s.definition(text.indexOf("Small") + 1);
        assertEquals(machines, link.target());
        assertEquals("machine Small mesh 16 x 8\n".indexOf("Small"), link.to().getOffset());
        assertEquals(5, link.to().getLength());
        assertNull(s.definition(text.indexOf("fcfs")), "no definition where there is no cross-reference");
        assertNotNull(s.resource().getContents().get(0));
    }
}

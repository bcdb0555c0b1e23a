package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IInformationControl;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension3;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.ui.editor.DocumentedProposal;
import org.partita.dsl.ui.editor.PartitaContentAssistProcessor;
import org.partita.dsl.ui.services.PartitaServices;

/**
 * Content assist offers only the strategies the validator accepts on the experiment's machine, and shows their
 * documentation rendered (HTML in an information control), not as raw Markdown.
 */
class ContentAssistWorkbenchTest extends ExperimentEditorTest {

    private static String experiment(String machine, String allocator) {
        return "experiment E {\n\tmachine " + machine + "\n\tworkload synthetic {\n\t\tjobs 200 warmup 20\n"
                + "\t\tarrivals poisson load 0.5\n\t\tservice exponential mean 5 s\n\t\tsides uniform 1 to 4\n\t}\n"
                + "\tpipeline P { queue fcfs allocate " + allocator + " }\n\treplications 1 seed 1\n}\n";
    }

    /** The allocator names proposed after {@code allocate} on {@code machine}, through the editor's processor. */
    private Set<String> proposedAllocators(String machine) throws Exception {
        ITextEditor editor = open(create("assist-" + machine.replaceAll("\\W", "") + ".partita",
                experiment(machine, "")));
        IDocument doc = Editors.document(editor);
        int offset = doc.get().indexOf("allocate ") + "allocate ".length();
        return Arrays.stream(PartitaContentAssistProcessor.proposals(doc, offset))
                .filter(DocumentedProposal.class::isInstance).map(p -> ((DocumentedProposal) p).proposal().label())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The allocators of the catalog the validator accepts on {@code machine} (no error on the pipeline). */
    private static Set<String> acceptedAllocators(String machine) {
        Set<String> out = new TreeSet<>();
        for (StrategyDescriptor e : Catalog.standard().entries("allocate")) {
            List<Issue> issues = PartitaServices.get().parse(experiment(machine, e.name())).validate();
            if (issues.stream().noneMatch(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR
                    && i.getMessage().contains("pipeline 'P'"))) {
                out.add(e.name());
            }
        }
        return out;
    }

    @Test
    void aTwoDimensionalMeshIsOfferedOnlyTheAllocatorsTheValidatorAccepts() throws Exception {
        Set<String> proposed = proposedAllocators("mesh 16 x 16");
        assertEquals(acceptedAllocators("mesh 16 x 16"), proposed);
        assertTrue(proposed.containsAll(List.of("first-fit", "adaptive-scan", "free-submesh-list")), proposed::toString);
        for (String other : List.of("first-fit-3d", "best-fit-3d", "mbs-3d", "buddy-cube", "limit-k")) {
            assertFalse(proposed.contains(other), other + " is rejected on a 2-D mesh: " + proposed);
        }
    }

    @Test
    void aHypercubeIsOfferedItsOwnAllocators() throws Exception {
        Set<String> proposed = proposedAllocators("hypercube 6");
        assertEquals(acceptedAllocators("hypercube 6"), proposed);
        assertTrue(proposed.contains("buddy-cube"), proposed::toString);
        assertFalse(proposed.contains("first-fit"), proposed::toString);
    }

    @Test
    void documentationIsRenderedNotShownAsMarkdown() throws Exception {
        ITextEditor editor = open(create("docs.partita", experiment("mesh 16 x 16", "")));
        IDocument doc = Editors.document(editor);
        int offset = doc.get().indexOf("allocate ") + "allocate ".length();
        DocumentedProposal firstFit = Arrays.stream(PartitaContentAssistProcessor.proposals(doc, offset))
                .filter(DocumentedProposal.class::isInstance).map(DocumentedProposal.class::cast)
                .filter(p -> p.proposal().label().equals("first-fit")).findFirst().orElseThrow();
        String markdown = firstFit.proposal().documentation();
        assertTrue(markdown.contains("**"), "the language documents in Markdown: " + markdown);
        String html = firstFit.getAdditionalProposalInfo();
        assertFalse(html.contains("**"), html);
        assertTrue(html.contains("<b>"), html);

        // the proposal's own information control presents the HTML: text without tags, bold where Markdown said so
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        IInformationControl control = ((ICompletionProposalExtension3) firstFit).getInformationControlCreator()
                .createInformationControl(shell);
        try {
            control.setInformation(html);
            control.setSizeConstraints(600, 400);
            control.setSize(600, 300);
            control.setVisible(true);
            Workspace.spin(300);
            StyledText shown = Arrays.stream(shell.getDisplay().getShells()).filter(Shell::isVisible)
                    .map(ContentAssistWorkbenchTest::styledText).filter(t -> t != null && t.getText().contains("first"))
                    .findFirst().orElse(null);
            assertNotNull(shown, "no information control shows the documentation");
            assertFalse(shown.getText().contains("<b>") || shown.getText().contains("**"), shown.getText());
            assertTrue(Arrays.stream(shown.getStyleRanges()).anyMatch(r -> (r.fontStyle & SWT.BOLD) != 0),
                    "no bold text in " + shown.getText());
        } finally {
            control.dispose();
        }

        // the real popup, for the documentation's screenshot
        editor.selectAndReveal(offset, 0);
        ((ITextOperationTarget) Editors.viewer(editor)).doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS);
        Workspace.spin(2500);
        Screenshots.save(shell, "editor-content-assist");
        assertTrue(Arrays.stream(PlatformUI.getWorkbench().getDisplay().getShells()).anyMatch(Shell::isVisible));
    }

    private static StyledText styledText(Control c) {
        if (c instanceof StyledText t) {
            return t;
        }
        if (c instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                StyledText t = styledText(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}

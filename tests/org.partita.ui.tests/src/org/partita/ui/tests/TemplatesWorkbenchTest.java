package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.templates.Template;
import org.eclipse.jface.text.templates.TemplateProposal;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.editor.PartitaContentAssistProcessor;
import org.partita.dsl.ui.editor.PartitaTemplates;
import org.partita.dsl.ui.services.PartitaServices;

/** Templates in content assist: contributed, offered where their keyword may start, inserting valid experiment text. */
class TemplatesWorkbenchTest extends ExperimentEditorTest {

    private static List<String> templates(IDocument doc, int offset) {
        return Arrays.stream(PartitaContentAssistProcessor.proposals(doc, offset))
                .filter(TemplateProposal.class::isInstance).map(p -> p.getDisplayString().split(" - ", 2)[0]).toList();
    }

    @Test
    void theFiveTemplatesAreContributed() {
        assertEquals(List.of("expect", "experiment", "machine", "pipeline", "workload"),
                PartitaTemplates.get().templates().stream().map(Template::getName).distinct().sorted().toList());
    }

    @Test
    void anEmptyFileIsOfferedTheExperimentTemplateWhichInsertsAValidExperiment() throws Exception {
        ITextEditor editor = open(create("new.partita", ""));
        IDocument doc = Editors.document(editor);
        List<String> offered = templates(doc, 0);
        assertTrue(offered.contains("experiment"), offered::toString);
        assertFalse(offered.contains("expect") || offered.contains("machine"),
                "claims and machine statements belong inside an experiment: " + offered);
        TemplateProposal experiment = (TemplateProposal) Arrays.stream(PartitaContentAssistProcessor.proposals(doc, 0))
                .filter(p -> p instanceof TemplateProposal && p.getDisplayString().startsWith("experiment"))
                .findFirst().orElseThrow();
        experiment.apply(Editors.viewer(editor), '\0', 0, 0);
        Workspace.spin(300);
        assertTrue(doc.get().startsWith("experiment Name {\n\tmachine mesh 16 x 16\n"), doc.get());
        assertEquals(List.of(), PartitaServices.get().parse(doc.get()).validate().stream()
                .filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR)
                .map(i -> i.getLineNumber() + ": " + i.getMessage()).toList(), doc.get());
        Screenshots.save(Editors.viewer(editor).getTextWidget(), "editor-template");
    }

    @Test
    void insideAnExperimentThePipelineAndClaimTemplatesAreOfferedWithTheirPrefix() throws Exception {
        String text = "experiment E {\n\tmachine mesh 16 x 16\n\tpi\n}\n";
        ITextEditor editor = open(create("inside.partita", text));
        IDocument doc = Editors.document(editor);
        int offset = text.indexOf("\tpi") + "\tpi".length();
        assertEquals(List.of("pipeline"), templates(doc, offset));
        List<String> all = templates(doc, text.indexOf("\tpi") + 1);
        assertTrue(all.containsAll(List.of("pipeline", "expect", "workload", "machine")), all::toString);
        assertFalse(all.contains("experiment"), all::toString);
        ICompletionProposal pipeline = Arrays.stream(PartitaContentAssistProcessor.proposals(doc, offset))
                .filter(TemplateProposal.class::isInstance).findFirst().orElseThrow();
        ((TemplateProposal) pipeline).apply(Editors.viewer(editor), '\0', 0, offset);
        assertTrue(doc.get().contains("\tpipeline Name { queue fcfs allocate first-fit }\n"), doc.get());
    }
}

package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.navigation.MarkOccurrencesReconciler;

/**
 * Mark Occurrences by meaning: the caret on a name marks its declaration and references, not the same word in a
 * comment, nor a name of another kind; a pipeline's names in claims are among its occurrences.
 */
class MarkOccurrencesWorkbenchTest extends ExperimentEditorTest {

    private static List<Integer> marked(ISourceViewer viewer) {
        IAnnotationModel model = viewer.getAnnotationModel();
        List<Integer> out = new ArrayList<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (MarkOccurrencesReconciler.ANNOTATION_TYPE.equals(a.getType())) {
                Position p = model.getPosition(a);
                out.add(p.getOffset());
            }
        }
        out.sort(null);
        return out;
    }

    private static List<Integer> offsetsOf(String text, String anchor, String word) {
        List<Integer> out = new ArrayList<>();
        for (int at = text.indexOf(anchor); at >= 0; at = text.indexOf(anchor, at + 1)) {
            out.add(at + anchor.indexOf(word));
        }
        return out;
    }

    @Test
    void theCaretOnAMachineMarksItsDeclarationAndReferencesOnly() throws Exception {
        ITextEditor editor = open(Workspace.resource(project, "navigation", "two-experiments.partita"));
        IDocument doc = Editors.document(editor);
        ISourceViewer viewer = (ISourceViewer) Editors.viewer(editor);
        String text = doc.get();
        editor.selectAndReveal(text.indexOf("\tmachine Small") + "\tmachine Sm".length(), 0);
        List<Integer> expected = offsetsOf(text, "machine Small", "Small");
        assertEquals(3, expected.size());
        Workspace.waitUntil("the occurrences of Small", Duration.ofSeconds(10), () -> marked(viewer).equals(expected));
        Workspace.spin(500);
        assertEquals(expected, marked(viewer), "the comment's 'Small' is not marked");
        Screenshots.save(viewer.getTextWidget(), "editor-occurrences");

        // the pipeline FF: its declaration and its use in First, nothing of Small any more
        editor.selectAndReveal(text.indexOf("\tpipeline FF") + "\tpipeline F".length(), 0);
        List<Integer> ff = offsetsOf(text, "pipeline FF", "FF");
        Workspace.waitUntil("the occurrences of FF", Duration.ofSeconds(10), () -> marked(viewer).equals(ff));

        // on a keyword nothing is marked
        editor.selectAndReveal(text.indexOf("replications") + 2, 0);
        Workspace.waitUntil("no occurrences on a keyword", Duration.ofSeconds(10), () -> marked(viewer).isEmpty());
    }

    @Test
    void aPipelinesClaimsAreAmongItsOccurrencesAndTheirWordsMarkIt() throws Exception {
        ITextEditor editor = open(Workspace.resource(project, "navigation", "claims.partita"));
        ISourceViewer viewer = (ISourceViewer) Editors.viewer(editor);
        String text = Editors.document(editor).get();
        List<Integer> ff = List.of(text.indexOf("pipeline FF {") + "pipeline ".length(),
                text.indexOf("\tpipeline FF\n") + "\tpipeline ".length(),
                text.indexOf("expect FF below AS") + "expect ".length());
        editor.selectAndReveal(ff.get(0) + 1, 0);
        Workspace.waitUntil("FF's declaration, reference and claim", Duration.ofSeconds(10),
                () -> marked(viewer).equals(ff));

        // a claim's word marks the pipeline it names (AS, FF); Own's claim names Own's FF
        editor.selectAndReveal(text.indexOf("AS on response"), 0);
        Workspace.waitUntil("AS from its claim word", Duration.ofSeconds(10), () -> marked(viewer).equals(
                List.of(text.indexOf("pipeline AS") + "pipeline ".length(), text.indexOf("AS on response"))));
        editor.selectAndReveal(ff.get(2) + 2, 0);
        Workspace.waitUntil("FF from its claim word", Duration.ofSeconds(10), () -> marked(viewer).equals(ff));
        Workspace.spin(300); // the marks painted
        Screenshots.save(viewer.getTextWidget(), "editor-occurrences-claims");
        int own = text.lastIndexOf("pipeline FF") + "pipeline ".length();
        editor.selectAndReveal(text.lastIndexOf("expect FF") + "expect F".length(), 0);
        Workspace.waitUntil("Own's FF", Duration.ofSeconds(10), () -> marked(viewer).equals(
                List.of(own, text.lastIndexOf("expect FF") + "expect ".length())));
    }
}

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
 * comment, nor a name of another kind.
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
}

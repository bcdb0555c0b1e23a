package org.partita.ui.tests;

import java.lang.reflect.Method;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.eclipse.ui.texteditor.AbstractTextEditor;
import org.eclipse.ui.texteditor.ITextEditor;

/** What the editor tests read from an open text editor. */
final class Editors {

    private Editors() {
    }

    static IDocument document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    static ITextViewer viewer(ITextEditor editor) {
        return (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
    }

    /** The generic editor's viewer configuration, which aggregates every contributed extension. */
    static SourceViewerConfiguration configuration(ITextEditor editor) throws Exception {
        Method m = AbstractTextEditor.class.getDeclaredMethod("getSourceViewerConfiguration");
        m.setAccessible(true);
        return (SourceViewerConfiguration) m.invoke(editor);
    }
}

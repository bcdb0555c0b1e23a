package org.partita.dsl.ui.navigation;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

/** The active experiment editor of a command, its document and caret; and workspace files of language URIs. */
record EditorCaret(ITextEditor editor, IDocument document, int offset) {

    /** The active text editor's document and caret (start of the selection), or {@code null}. */
    static EditorCaret of(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ITextEditor editor)) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        return document == null ? null : new EditorCaret(editor, document, selection.getOffset());
    }

    /** The workspace file of a {@code platform:/resource/...} URI, or {@code null}. */
    static IFile file(URI uri) {
        return uri.isPlatformResource()
                ? ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromPortableString(uri.toPlatformString(true)))
                : null;
    }
}

package org.partita.dsl.ui.editor;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.texteditor.ITextEditor;

/** An edit of the editor's document at its selection, made as one compound change so that one Undo reverts it. */
final class CompoundEdit {

    /** The edit itself. */
    interface Edit {
        void apply(IDocument document, ITextSelection selection) throws BadLocationException;
    }

    private CompoundEdit() {
    }

    /** Applies {@code edit} to {@code editor}'s document; {@code what} names it in the error of a bad location. */
    static void run(ITextEditor editor, String what, Edit edit) throws ExecutionException {
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        IRewriteTarget rewrite = editor.getAdapter(IRewriteTarget.class);
        if (rewrite != null) {
            rewrite.beginCompoundChange();
        }
        try {
            edit.apply(document, selection);
        } catch (BadLocationException e) {
            throw new ExecutionException("cannot " + what + ": " + e.getMessage(), e);
        } finally {
            if (rewrite != null) {
                rewrite.endCompoundChange();
            }
        }
    }
}

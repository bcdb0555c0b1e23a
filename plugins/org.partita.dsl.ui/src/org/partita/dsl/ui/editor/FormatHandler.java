package org.partita.dsl.ui.editor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Edit;

/** "Format" (Ctrl+Shift+F): applies the language formatter's edits to the editor's document. */
public class FormatHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (part instanceof ITextEditor editor) {
            IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
            try {
                format(document);
            } catch (BadLocationException e) {
                throw new ExecutionException("cannot format: " + e.getMessage(), e);
            }
        }
        return null;
    }

    /** Formats {@code document} in place (edits applied back to front so offsets stay valid). */
    public static void format(IDocument document) throws BadLocationException {
        List<Edit> edits = new ArrayList<>(
                EditorFiles.snapshot(document).format());
        Collections.reverse(edits);
        for (Edit e : edits) {
            document.replace(e.offset(), e.length(), e.text());
        }
    }
}

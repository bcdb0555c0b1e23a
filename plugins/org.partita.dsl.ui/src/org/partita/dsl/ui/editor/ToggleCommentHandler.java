package org.partita.dsl.ui.editor;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.text.edits.DeleteEdit;
import org.eclipse.text.edits.InsertEdit;
import org.eclipse.text.edits.MultiTextEdit;
import org.eclipse.text.edits.TextEdit;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * "Toggle Comment" (Ctrl+/): comments the selected lines out with the language's line comment {@code //} at the
 * start of each line, or, when every non-blank line is already commented, removes the first {@code //} of each.
 */
public class ToggleCommentHandler extends AbstractHandler {

    /** The language's single-line comment (the grammar's {@code SL_COMMENT}). */
    public static final String PREFIX = "//";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.getActiveEditor(event) instanceof ITextEditor editor) {
            CompoundEdit.run(editor, "toggle the comment", (document, selection) ->
                    toggle(document, selection.getOffset(), selection.getLength()));
        }
        return null;
    }

    /** Toggles the comment on the lines of the region (a selection ending at a line start leaves that line). */
    public static void toggle(IDocument document, int offset, int length) throws BadLocationException {
        int first = document.getLineOfOffset(offset);
        int last = document.getLineOfOffset(offset + length);
        if (length > 0 && last > first && document.getLineOffset(last) == offset + length) {
            last--;
        }
        boolean commented = true;
        for (int line = first; line <= last; line++) {
            String text = text(document, line);
            if (!text.isBlank() && !text.stripLeading().startsWith(PREFIX)) {
                commented = false;
            }
        }
        MultiTextEdit edit = new MultiTextEdit();
        for (int line = first; line <= last; line++) {
            String text = text(document, line);
            int start = document.getLineOffset(line);
            if (commented && !text.isBlank()) {
                edit.addChild(new DeleteEdit(start + text.indexOf(PREFIX), PREFIX.length()));
            } else if (!commented && (!text.isBlank() || first == last)) {
                edit.addChild(new InsertEdit(start, PREFIX));
            }
        }
        edit.apply(document, TextEdit.NONE);
    }

    private static String text(IDocument document, int line) throws BadLocationException {
        IRegion r = document.getLineInformation(line);
        return document.get(r.getOffset(), r.getLength());
    }
}

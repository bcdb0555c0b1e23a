package org.partita.dsl.ui.editor;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.text.edits.MalformedTreeException;
import org.eclipse.text.edits.MultiTextEdit;
import org.eclipse.text.edits.ReplaceEdit;
import org.eclipse.text.edits.TextEdit;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.partita.dsl.ui.services.PartitaServices.Edit;
import org.partita.dsl.ui.services.PartitaServices.Snapshot;

/**
 * "Format" (Ctrl+Shift+F): the language formatter's edits for the selected lines, or the whole file when nothing is
 * selected, applied as one text edit inside one compound change, so a single Undo restores the text.
 */
public class FormatHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (HandlerUtil.getActiveEditor(event) instanceof ITextEditor editor) {
            CompoundEdit.run(editor, "format", (document, selection) -> {
                if (selection.getLength() > 0) {
                    format(document, selection.getOffset(), selection.getLength());
                } else {
                    format(document);
                }
            });
        }
        return null;
    }

    /** Formats the whole of {@code document} in place. */
    public static void format(IDocument document) throws BadLocationException {
        apply(document, EditorFiles.snapshot(document).format());
    }

    /** Formats the lines of {@code document} that the region {@code offset}/{@code length} touches. */
    public static void format(IDocument document, int offset, int length) throws BadLocationException {
        int start = document.getLineOffset(document.getLineOfOffset(offset));
        int lastLine = document.getLineOfOffset(offset + length);
        int end = document.getLineOffset(lastLine) + document.getLineLength(lastLine);
        Snapshot snapshot = EditorFiles.snapshot(document);
        apply(document, snapshot.format(start, end - start));
    }

    /** Applies {@code edits} (document order, not overlapping) as one {@link MultiTextEdit}. */
    static void apply(IDocument document, List<Edit> edits) throws BadLocationException {
        MultiTextEdit all = new MultiTextEdit();
        for (Edit e : edits) {
            all.addChild(new ReplaceEdit(e.offset(), e.length(), e.text()));
        }
        try {
            all.apply(document, TextEdit.NONE);
        } catch (MalformedTreeException e) {
            throw new BadLocationException("the formatter's edits overlap: " + e.getMessage());
        }
    }
}

package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/** Format (Ctrl+Shift+F): one undoable change; only the selected lines when there is a selection. */
class FormatWorkbenchTest extends ExperimentEditorTest {

    private static final String MESSY = "experiment   Q{machine mesh 16 x 16\n"
            + "pipeline FF{queue fcfs allocate first-fit}\n"
            + "pipeline AS{queue fcfs allocate adaptive-scan}\n"
            + " replications 2 seed 42}\n";

    @Test
    void oneUndoTakesTheWholeFormatBack() throws Exception {
        ITextEditor editor = open(create("messy.partita", MESSY));
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(0, 0);
        assertEquals("org.partita.dsl.ui.format", commandOf("Ctrl+Shift+F"));
        pressKeys("Ctrl+Shift+F");
        String formatted = doc.get();
        assertTrue(formatted.startsWith("experiment Q {\n\tmachine mesh 16 x 16\n\tpipeline FF {"), formatted);
        ((ITextOperationTarget) Editors.viewer(editor)).doOperation(ITextOperationTarget.UNDO);
        assertEquals(MESSY, doc.get(), "one Undo restores the text before Format");
        ((ITextOperationTarget) Editors.viewer(editor)).doOperation(ITextOperationTarget.REDO);
        assertEquals(formatted, doc.get());
    }

    @Test
    void aSelectionFormatsOnlyItsLines() throws Exception {
        ITextEditor editor = open(create("partly.partita", MESSY));
        IDocument doc = Editors.document(editor);
        int line = MESSY.indexOf("pipeline AS");
        editor.selectAndReveal(line + 2, "pipeline AS{".length());
        pressKeys("Ctrl+Shift+F");
        String text = doc.get();
        assertTrue(text.startsWith("experiment   Q{machine mesh 16 x 16\npipeline FF{queue fcfs allocate first-fit}\n"),
                "lines outside the selection keep their layout: " + text);
        assertTrue(!text.contains("pipeline AS{queue"), "the selected line is formatted: " + text);
    }
}

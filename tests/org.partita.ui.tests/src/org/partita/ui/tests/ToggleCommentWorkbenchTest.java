package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/** Toggle Comment (Ctrl+/): the language's {@code //} on every selected line, and off again. */
class ToggleCommentWorkbenchTest extends ExperimentEditorTest {

    private static final String TEXT = """
            experiment E {
            	machine mesh 16 x 16
            	pipeline FF { queue fcfs allocate first-fit }
            	pipeline AS { queue fcfs allocate adaptive-scan }
            }
            """;

    @Test
    void ctrlSlashCommentsTheSelectedLinesAndUncommentsThem() throws Exception {
        ITextEditor editor = open(create("comment.partita", TEXT));
        IDocument doc = Editors.document(editor);
        assertEquals("org.partita.dsl.ui.toggleComment", commandOf("Ctrl+/"));
        int from = TEXT.indexOf("\tpipeline FF") + 3;
        int to = TEXT.indexOf("\tpipeline AS") + 5;
        editor.selectAndReveal(from, to - from);
        pressKeys("Ctrl+/");
        String commented = TEXT.replace("\tpipeline FF", "//\tpipeline FF").replace("\tpipeline AS", "//\tpipeline AS");
        assertEquals(commented, doc.get());
        editor.selectAndReveal(doc.get().indexOf("//\tpipeline FF"), doc.get().indexOf("}\n", doc.get()
                .indexOf("//\tpipeline AS")) + 2 - doc.get().indexOf("//\tpipeline FF"));
        pressKeys("Ctrl+/");
        assertEquals(TEXT, doc.get());
        ((ITextOperationTarget) Editors.viewer(editor)).doOperation(ITextOperationTarget.UNDO);
        assertEquals(commented, doc.get(), "one Undo per toggle");
    }

    @Test
    void theCaretLineAloneIsToggled() throws Exception {
        ITextEditor editor = open(create("caret.partita", TEXT));
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(TEXT.indexOf("machine") + 2, 0);
        pressKeys("Ctrl+/");
        assertEquals(TEXT.replace("\tmachine", "//\tmachine"), doc.get());
    }
}

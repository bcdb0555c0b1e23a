package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.navigation.QuickOutlinePopup;

/** Quick Outline (Ctrl+O): the outline's symbols in a popup, filtered by typing, Enter goes to the symbol. */
class QuickOutlineWorkbenchTest extends ExperimentEditorTest {

    @Test
    void ctrlOFiltersTheSymbolsAndGoesToTheChosenOne() throws Exception {
        Workspace.repositoryExamples(project);
        ITextEditor editor = open(project.getFile("quickstart.partita"));
        assertEquals("org.partita.dsl.ui.quickOutline", commandOf("Ctrl+O"));
        QuickOutlinePopup popup = (QuickOutlinePopup) pressKeys("Ctrl+O");
        Workspace.spin(300);
        List<String> all = popup.shownNames();
        assertTrue(all.containsAll(List.of("Quickstart", "machine", "workload", "FF", "AS", "FSL")), all::toString);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "editor-quick-outline");
        popup.setFilter("fs");
        Workspace.spin(200);
        assertEquals(List.of("Quickstart", "FSL"), popup.shownNames());
        popup.gotoSelected();
        Workspace.spin(200);
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals("FSL", selection.getText());
        assertEquals(Editors.document(editor).get().indexOf("pipeline FSL") + "pipeline ".length(),
                selection.getOffset());
    }
}

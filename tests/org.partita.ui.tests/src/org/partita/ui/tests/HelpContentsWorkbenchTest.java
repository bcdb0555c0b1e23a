package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Help → Help Contents opens the workbench guide where no Eclipse help system is installed (as in the product). */
class HelpContentsWorkbenchTest {

    @AfterEach
    void closeEditors() {
        Workspace.page().closeAllEditors(false);
    }

    @Test
    void helpContentsOpensTheWorkbenchGuide() throws Exception {
        assertEquals(null, Platform.getBundle("org.eclipse.help.ui"), "no Eclipse help system, as in the product");
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().forceActive();
        Workspace.spin(200);
        Menu bar = window.getShell().getMenuBar();
        MenuItem help = Menus.item(bar, "Help");
        List<String> items = Menus.open(help.getMenu());
        MenuItem contents = Menus.item(help.getMenu(), "Help Contents");
        assertNotNull(contents, "Help Contents in " + items);
        Menus.choose(contents);
        Menus.close(help.getMenu());
        Workspace.waitUntil("the guide in an editor", Duration.ofSeconds(10),
                () -> Workspace.page().getActiveEditor() != null);
        IEditorPart editor = Workspace.page().getActiveEditor();
        assertEquals("workbench.md", editor.getEditorInput().getName());
        String text = Editors.document((ITextEditor) editor.getAdapter(ITextEditor.class)).get();
        assertTrue(text.startsWith("# ") && text.contains("## Running an experiment"), text.substring(0, 80));
    }
}

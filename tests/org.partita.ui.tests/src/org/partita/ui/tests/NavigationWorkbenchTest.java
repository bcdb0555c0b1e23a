package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.navigation.Found;
import org.partita.dsl.ui.navigation.ReferencesView;

/** Open Declaration on F3 and Find References on Ctrl+Shift+G, pressed in the experiment editor. */
class NavigationWorkbenchTest extends ExperimentEditorTest {

    private static String selected(ITextEditor editor) {
        return ((ITextSelection) editor.getSelectionProvider().getSelection()).getText();
    }

    @Test
    void f3OpensTheDeclarationInThisFile() throws Exception {
        IFile file = Workspace.resource(project, "navigation", "two-experiments.partita");
        ITextEditor editor = open(file);
        IDocument doc = Editors.document(editor);
        int reference = doc.get().indexOf("\tmachine Small") + "\tmachine S".length();
        editor.selectAndReveal(reference, 0);
        pressKeys("F3");
        Workspace.spin(300);
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals(doc.get().indexOf("machine Small mesh") + "machine ".length(), selection.getOffset());
        assertEquals("Small", selection.getText());

        // the caret right after the name, where it is after typing or a double-click
        int end = doc.get().lastIndexOf("Small") + "Small".length();
        editor.selectAndReveal(end, 0);
        pressKeys("F3");
        Workspace.spin(300);
        assertEquals(doc.get().indexOf("machine Small mesh") + "machine ".length(),
                ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset());
    }

    @Test
    void f3OnAClaimWordOpensThePipelineItNames() throws Exception {
        ITextEditor editor = open(Workspace.resource(project, "navigation", "claims.partita"));
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(doc.get().indexOf("expect FF below AS") + "expect F".length(), 0);
        pressKeys("F3");
        Workspace.spin(300);
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals(doc.get().indexOf("pipeline FF { queue fcfs") + "pipeline ".length(), selection.getOffset());
        assertEquals("FF", selection.getText());

        // an experiment's own pipeline of the same name is the one its claims name
        editor.selectAndReveal(doc.get().indexOf("expect FF below 10 s") + "expect FF".length(), 0);
        pressKeys("F3");
        Workspace.spin(300);
        assertEquals(doc.get().indexOf("pipeline FF { queue sjf") + "pipeline ".length(),
                ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset());
    }

    @Test
    void f3OpensTheDeclarationInAnotherFileOfTheFolder() throws Exception {
        IFile machines = Workspace.resource(project, "shared", "machines.partita");
        IFile file = Workspace.resource(project, "shared", "uses-machine.partita");
        ITextEditor editor = open(file);
        int reference = Editors.document(editor).get().indexOf("machine Small") + "machine Sma".length();
        editor.selectAndReveal(reference, 0);
        pressKeys("F3");
        Workspace.spin(500);
        ITextEditor active = (ITextEditor) page.getActiveEditor();
        assertEquals(machines.getName(), active.getEditorInput().getName());
        assertEquals("Small", selected(active));
    }

    @Test
    void ctrlShiftGListsTheDeclarationAndEveryReferenceInTheFolder() throws Exception {
        Workspace.resource(project, "shared", "machines.partita");
        IFile uses = Workspace.resource(project, "shared", "uses-machine.partita");
        IFile two = copy("other", "navigation", "two-experiments.partita"); // its own Small, in another folder
        ITextEditor editor = open(uses);
        editor.selectAndReveal(Editors.document(editor).get().indexOf("machine Small") + "machine Sm".length(), 0);
        ReferencesView view = (ReferencesView) pressKeys("Ctrl+Shift+G");
        Workspace.spin(300);
        List<String> rows = view.rows().stream().map(Found::label).toList();
        assertEquals(List.of("uses-machine.partita:2: machine Small",
                "machines.partita:2: machine Small mesh 16 x 16  (declaration)"), rows);

        ITextEditor other = open(two);
        IDocument doc = Editors.document(other);
        other.selectAndReveal(doc.get().indexOf("machine Small mesh") + "machine Sm".length(), 0);
        view = (ReferencesView) pressKeys("Ctrl+Shift+G");
        Workspace.spin(300);
        assertEquals(List.of("two-experiments.partita:3: machine Small mesh 16 x 16  (declaration)",
                "two-experiments.partita:6: machine Small", "two-experiments.partita:17: machine Small"),
                view.rows().stream().map(Found::label).toList());
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "editor-references");
        view.open(view.rows().get(2));
        assertEquals(doc.get().lastIndexOf("Small"), ((ITextSelection) other.getSelectionProvider().getSelection())
                .getOffset());
    }

    @Test
    void ctrlShiftGOnAPipelineListsTheClaimsNamingIt() throws Exception {
        ITextEditor editor = open(Workspace.resource(project, "navigation", "claims.partita"));
        String text = Editors.document(editor).get();
        List<String> expected = List.of("claims.partita:3: pipeline FF { queue fcfs allocate first-fit }  (declaration)",
                "claims.partita:12: pipeline FF", "claims.partita:16: expect FF below AS on response");
        editor.selectAndReveal(text.indexOf("pipeline FF {") + "pipeline F".length(), 0);
        ReferencesView view = (ReferencesView) pressKeys("Ctrl+Shift+G");
        Workspace.spin(300);
        assertEquals(expected, view.rows().stream().map(Found::label).toList(), "Own's claim names its own FF");

        // from the claim's word: the pipeline it names, not the claim
        editor.selectAndReveal(text.indexOf("expect FF below AS") + "expect F".length(), 0);
        view = (ReferencesView) pressKeys("Ctrl+Shift+G");
        Workspace.spin(300);
        assertEquals(expected, view.rows().stream().map(Found::label).toList());
        view.open(view.rows().get(2));
        assertEquals(text.indexOf("expect FF below AS") + "expect ".length(),
                ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset());
    }

    @Test
    void theContextMenuOffersTheEditorsCommandsWithTheirKeys() throws Exception {
        ITextEditor editor = open(Workspace.resource(project, "navigation", "two-experiments.partita"));
        org.eclipse.swt.widgets.Menu menu = Editors.viewer(editor).getTextWidget().getMenu();
        menu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
        Workspace.spin(200);
        // the enabled items: Find References was shown greyed before the editor handled it
        List<String> items = java.util.Arrays.stream(menu.getItems()).filter(org.eclipse.swt.widgets.MenuItem::getEnabled)
                .map(org.eclipse.swt.widgets.MenuItem::getText).toList();
        menu.notifyListeners(org.eclipse.swt.SWT.Hide, new org.eclipse.swt.widgets.Event());
        for (String expected : List.of("Open Declaration\tF3", "Find References\tShift+Ctrl+G", "Rename...\tShift+Alt+R",
                "Quick Outline\tCtrl+O", "Toggle Comment\tCtrl+/", "Format\tShift+Ctrl+F")) {
            org.junit.jupiter.api.Assertions.assertTrue(items.contains(expected), expected + " in " + items);
        }
    }
}

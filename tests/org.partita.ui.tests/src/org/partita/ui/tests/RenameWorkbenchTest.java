package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.navigation.RenameHandler;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Edit;
import org.partita.dsl.ui.services.Renames;

/** Rename (Alt+Shift+R) through the language's rename service, across the experiment files of a folder. */
class RenameWorkbenchTest extends ExperimentEditorTest {

    /** Answers the modal rename dialog, once it is open, with {@code name} and OK. */
    private static void answerRenameDialog(String name) {
        Display display = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        int[] polls = {0};
        poll[0] = () -> {
            Shell dialog = display.getActiveShell();
            if (dialog == null || !RenameHandler.TITLE.equals(dialog.getText())) {
                if (++polls[0] < 100) { // gives up after about 10 s: the test then fails on the text
                    display.timerExec(100, poll[0]);
                }
                return;
            }
            find(dialog, Text.class).setText(name);
            Workspace.spin(50);
            dialog.getDefaultButton().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        };
        display.timerExec(100, poll[0]);
    }

    private static <T extends Control> T find(Control c, Class<T> type) {
        if (type.isInstance(c)) {
            return type.cast(c);
        }
        if (c instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                T t = find(child, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    @Test
    void altShiftROnAReferenceRenamesTheMachineInEveryFileOfTheFolder() throws Exception {
        IFile machines = Workspace.resource(project, "shared", "machines.partita");
        IFile uses = Workspace.resource(project, "shared", "uses-machine.partita");
        String usesBefore = contents(uses);
        ITextEditor editor = open(uses);
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(doc.get().indexOf("machine Small") + "machine Sm".length(), 0);
        assertEquals("org.partita.dsl.ui.rename", commandOf("Alt+Shift+R"));
        answerRenameDialog("Tiny");
        pressKeys("Alt+Shift+R");
        Workspace.spin(300);
        assertEquals(usesBefore.replace("machine Small", "machine Tiny"), doc.get());
        assertTrue(contents(machines).contains("machine Tiny mesh 16 x 16"), contents(machines));
        assertFalse(contents(machines).contains("Small"), contents(machines));
        assertFalse(editor.isDirty(), "a file without unsaved changes is saved after the rename");
        Workspace.waitUntil("the markers of the renamed files", Duration.ofSeconds(20), () -> {
            try {
                return problems(uses).isEmpty();
            } catch (Exception e) {
                return false;
            }
        });
    }

    @Test
    void renamingAPipelineFromAReferenceRenamesItsDeclaration() throws Exception {
        // after the editor's language, the Run action's: the command line's setup registers its own provider for
        // *.partita in the global registry, one without the ide services
        org.partita.dsl.ui.services.PartitaLanguage.injector();
        new org.partita.dsl.PartitaStandaloneSetup().createInjectorAndDoEMFRegistration();
        IFile file = Workspace.resource(project, "navigation", "two-experiments.partita");
        String before = contents(file);
        ITextEditor editor = open(file);
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(doc.get().indexOf("\tpipeline FF") + "\tpipeline F".length(), 0);
        answerRenameDialog("FirstFit");
        pressKeys("Alt+Shift+R");
        Workspace.spin(300);
        assertEquals(before.replace("pipeline FF", "pipeline FirstFit"), doc.get());
        assertEquals(doc.get(), contents(file), "saved");
    }

    @Test
    void renamingTheDeclarationUpdatesItsReferencesAndLeavesOtherWordsAlone() throws Exception {
        IFile file = Workspace.resource(project, "navigation", "two-experiments.partita");
        String before = contents(file);
        ITextEditor editor = open(file);
        IDocument doc = Editors.document(editor);
        editor.selectAndReveal(doc.get().indexOf("machine Small mesh") + "machine S".length(), 0);
        answerRenameDialog("Paragon");
        pressKeys("Alt+Shift+R");
        Workspace.spin(300);
        String expected = before.replace("machine Small", "machine Paragon");
        assertEquals(expected, doc.get());
        assertTrue(doc.get().startsWith("// Small is shared"), "the comment is no reference");
        // one Undo in the editor restores the file
        ((org.eclipse.jface.text.ITextOperationTarget) Editors.viewer(editor))
                .doOperation(org.eclipse.jface.text.ITextOperationTarget.UNDO);
        assertEquals(before, doc.get());
    }

    @Test
    void renamingAPipelineRenamesItsClaims() throws Exception {
        String text = """
                experiment Q {
                	machine mesh 16 x 16
                	workload synthetic {
                		jobs 200 warmup 20
                		arrivals poisson load 0.1 to 0.3 step 0.1
                		service exponential mean 5 s
                		sides uniform 1 to 16
                	}
                	pipeline FF { queue fcfs allocate first-fit }
                	pipeline AS { queue fcfs allocate adaptive-scan }
                	replications 1 seed 1
                	expect FF increasing on response over load
                	expect AS below FF on response
                }
                """;
        var snapshot = PartitaServices.get().parse(text, URI.createURI("inmemory:/claims.partita"));
        Map<URI, List<Edit>> edits = Renames.rename(snapshot, text.indexOf("FF {") + 1, "FirstFit");
        String renamed = apply(text, edits.get(URI.createURI("inmemory:/claims.partita")));
        assertEquals(text.replace("FF", "FirstFit"), renamed);
    }

    private static String apply(String text, List<Edit> edits) {
        StringBuilder b = new StringBuilder(text);
        for (int i = edits.size() - 1; i >= 0; i--) {
            Edit e = edits.get(i);
            b.replace(e.offset(), e.offset() + e.length(), e.text());
        }
        return b.toString();
    }
}

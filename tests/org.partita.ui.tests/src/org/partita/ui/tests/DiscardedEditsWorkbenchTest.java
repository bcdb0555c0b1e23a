package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.editor.ProblemMarkers;

/**
 * An error typed and discarded with "Don't Save" leaves no marker (the markers of unsaved text are transient, so no
 * restart brings them back either); an error that is saved stays marked, persistently.
 */
class DiscardedEditsWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private IProject project;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("discard");
        file = Workspace.resource(project, "launch", "small.partita");
    }

    @AfterEach
    void tearDown() throws Exception {
        Workspace.page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    private List<IMarker> errors() {
        try {
            return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                    .filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR).toList();
        } catch (CoreException e) {
            throw new AssertionError(e);
        }
    }

    /** Opens the file and breaks its machine line: {@code mesh 8 x} (a syntax error). */
    private ITextEditor openAndBreak() throws Exception {
        ITextEditor editor = (ITextEditor) IDE.openEditor(Workspace.page(), file);
        Workspace.spin(1000);
        assertEquals(List.of(), errors());
        IDocument doc = Editors.document(editor);
        int at = doc.get().indexOf("mesh 8 x 8") + "mesh 8 x".length();
        doc.replace(at, " 8".length(), "");
        Workspace.waitUntil("an error marker for the unsaved text", TIMEOUT, () -> !errors().isEmpty());
        return editor;
    }

    @Test
    void anErrorDiscardedWithDontSaveLeavesNoMarker() throws Exception {
        ITextEditor editor = openAndBreak();
        assertTrue(errors().stream().allMatch(m -> m.getAttribute(IMarker.TRANSIENT, false)),
                "markers of unsaved text are not saved with the workspace");
        Workspace.page().closeEditor(editor, false); // "Don't Save"
        Workspace.waitUntil("the markers of the saved file", TIMEOUT, () -> errors().isEmpty());
        Workspace.spin(500);
        assertEquals(List.of(), errors(), "nothing left of the discarded error");
    }

    @Test
    void aSavedErrorStaysMarkedPersistently() throws Exception {
        ITextEditor editor = openAndBreak();
        editor.doSave(null);
        Workspace.waitUntil("persistent markers of the saved text", TIMEOUT, () -> !errors().isEmpty()
                && errors().stream().noneMatch(m -> m.getAttribute(IMarker.TRANSIENT, false)));
        Workspace.page().closeEditor(editor, false);
        Workspace.spin(500);
        assertFalse(errors().isEmpty(), "the file on disk has the error");
    }
}

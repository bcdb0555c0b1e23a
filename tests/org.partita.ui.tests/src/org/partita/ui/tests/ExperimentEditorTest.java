package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.partita.dsl.ui.editor.ProblemMarkers;

/**
 * What the tests of the experiment editor's features share: a fresh project, the generic editor on a file, and
 * commands run the way a user runs them, through the key the workbench binds in the editor's active contexts.
 */
abstract class ExperimentEditorTest {

    protected IProject project;
    protected IWorkbenchPage page;

    @BeforeEach
    void createProject() throws Exception {
        Workspace.spin(500); // lets what an earlier test left pending (views opened after a job) settle first
        project = Workspace.project(getClass().getSimpleName());
        page = Workspace.page();
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1100, 700);
    }

    @AfterEach
    void deleteProject() throws Exception {
        page.closeAllEditors(false);
        project.delete(true, true, null);
    }

    protected ITextEditor open(IFile file) throws Exception {
        IEditorPart part = IDE.openEditor(page, file);
        assertEquals("org.eclipse.ui.genericeditor.GenericEditor", part.getSite().getId());
        page.activate(part);
        Workspace.spin(300);
        return (ITextEditor) part;
    }

    protected IFile create(String name, String text) throws Exception {
        IFile file = project.getFile(name);
        file.create(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                IResource.FORCE, null);
        return file;
    }

    /** Copies the bundle resource {@code /<resources>/<name>} into the project's folder {@code folder}. */
    protected IFile copy(String folder, String resources, String name) throws Exception {
        var dir = project.getFolder(folder);
        if (!dir.exists()) {
            dir.create(true, true, null);
        }
        IFile file = dir.getFile(name);
        try (var in = getClass().getResourceAsStream("/" + resources + "/" + name)) {
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    protected static String contents(IFile file) throws Exception {
        try (var in = file.getContents(true)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** The command that {@code keys} (e.g. "Ctrl+Shift+G") runs in the active editor, executed; its result. */
    protected static Object pressKeys(String keys) throws Exception {
        focusEditor();
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        Binding binding = bindings.getPerfectMatch(KeySequence.getInstance(keys));
        assertNotNull(binding, keys + " is bound to nothing in the editor's contexts");
        ParameterizedCommand command = binding.getParameterizedCommand();
        return PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(command, null);
    }

    /**
     * Gives the active editor the focus, where the user types: a view that an earlier test's job opened later (the
     * results views after a run) may have taken it, and the editor's key contexts with it.
     */
    private static void focusEditor() {
        IWorkbenchPage page = Workspace.page();
        IEditorPart editor = page.getActiveEditor();
        if (editor != null && page.getActivePart() != editor) {
            page.activate(editor);
        }
        if (editor != null) {
            editor.setFocus();
            Workspace.spin(100);
        }
    }

    /** The id of the command {@code keys} runs in the active editor. */
    protected static String commandOf(String keys) throws Exception {
        focusEditor();
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        Binding binding = bindings.getPerfectMatch(KeySequence.getInstance(keys));
        return binding == null ? null : binding.getParameterizedCommand().getId();
    }

    protected static List<String> problems(IFile file) throws Exception {
        IMarker[] markers = file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO);
        return Arrays.stream(markers).map(m -> m.getAttribute(IMarker.LINE_NUMBER, -1) + ": "
                + m.getAttribute(IMarker.MESSAGE, "")).toList();
    }
}

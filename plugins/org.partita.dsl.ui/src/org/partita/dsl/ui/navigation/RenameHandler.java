package org.partita.dsl.ui.navigation;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.text.edits.MultiTextEdit;
import org.eclipse.text.edits.ReplaceEdit;
import org.eclipse.text.edits.TextEdit;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.xtext.util.SimpleAttributeResolver;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.services.PartitaServices.Edit;
import org.partita.dsl.ui.services.References;
import org.partita.dsl.ui.services.Renames;

/**
 * "Rename" (Alt+Shift+R) on the name of a machine, workload, pipeline, cluster or experiment, or on a reference to
 * one: asks for the new name and applies the edits of the language's rename service ({@link Renames}) to every
 * experiment file of the folder. A file that had no unsaved changes is saved, one with unsaved changes stays
 * unsaved (as Eclipse's refactorings do).
 */
public class RenameHandler extends AbstractHandler {

    /** The dialog's title, also how tests find it. */
    public static final String TITLE = "Rename";
    private static final Pattern ID = Pattern.compile("\\^?[a-zA-Z_][a-zA-Z_0-9]*");

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        EditorCaret caret = EditorCaret.of(event);
        if (caret == null) {
            return null;
        }
        Shell shell = HandlerUtil.getActiveShellChecked(event);
        EObject element = References.elementAt(EditorFiles.snapshot(caret.document()), caret.offset());
        String current = element == null ? null : SimpleAttributeResolver.NAME_RESOLVER.apply(element);
        if (current == null) {
            MessageDialog.openInformation(shell, TITLE,
                    "Place the caret on the name of a machine, workload, pipeline, cluster or experiment.");
            return null;
        }
        InputDialog dialog = new InputDialog(shell, TITLE, "New name for '" + current + "':", current,
                text -> ID.matcher(text).matches() ? null : "a name is a letter or '_' followed by letters, digits, '_'");
        if (dialog.open() != Window.OK || dialog.getValue().equals(current)) {
            return null;
        }
        try {
            Map<URI, List<Edit>> edits = Renames.rename(EditorFiles.snapshot(caret.document()), caret.offset(),
                    dialog.getValue());
            apply(edits);
            return edits;
        } catch (Renames.RenameException e) {
            MessageDialog.openError(shell, TITLE, "Cannot rename '" + current + "': " + e.getMessage());
            return null;
        }
    }

    private static IRewriteTarget rewriteTarget(IFile file) {
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        var page = window == null ? null : window.getActivePage();
        return page != null && page.findEditor(new FileEditorInput(file)) instanceof ITextEditor editor
                ? editor.getAdapter(IRewriteTarget.class) : null;
    }

    /** Applies the edits per file through its text file buffer (the open editor's document, if any). */
    public static void apply(Map<URI, List<Edit>> edits) throws ExecutionException {
        ITextFileBufferManager buffers = FileBuffers.getTextFileBufferManager();
        for (var e : edits.entrySet()) {
            IFile file = EditorCaret.file(e.getKey());
            if (file == null) {
                continue;
            }
            try {
                buffers.connect(file.getFullPath(), LocationKind.IFILE, new NullProgressMonitor());
                try {
                    ITextFileBuffer buffer = buffers.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
                    boolean wasDirty = buffer.isDirty();
                    MultiTextEdit all = new MultiTextEdit();
                    for (Edit edit : e.getValue()) {
                        all.addChild(new ReplaceEdit(edit.offset(), edit.length(), edit.text()));
                    }
                    IRewriteTarget rewrite = rewriteTarget(file);
                    if (rewrite != null) {
                        rewrite.beginCompoundChange(); // one Undo in an open editor takes the rename back
                    }
                    try {
                        all.apply(buffer.getDocument(), TextEdit.NONE);
                    } finally {
                        if (rewrite != null) {
                            rewrite.endCompoundChange();
                        }
                    }
                    if (!wasDirty) {
                        buffer.commit(new NullProgressMonitor(), false);
                    }
                } finally {
                    buffers.disconnect(file.getFullPath(), LocationKind.IFILE, new NullProgressMonitor());
                }
            } catch (CoreException | BadLocationException ex) {
                throw new ExecutionException("cannot rename in " + file.getName() + ": " + ex.getMessage(), ex);
            }
        }
    }
}

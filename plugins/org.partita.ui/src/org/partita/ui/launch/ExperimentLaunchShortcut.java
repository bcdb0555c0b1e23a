package org.partita.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;

/** Run As → Partita experiment, on a {@code *.partita} file in a navigator or in the editor. */
public class ExperimentLaunchShortcut implements ILaunchShortcut {

    @Override
    public void launch(ISelection selection, String mode) {
        if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
            launch(Adapters.adapt(s.getFirstElement(), IFile.class), mode);
        }
    }

    @Override
    public void launch(IEditorPart editor, String mode) {
        launch(Adapters.adapt(editor.getEditorInput(), IFile.class), mode);
    }

    private static void launch(IFile file, String mode) {
        if (file == null) {
            return;
        }
        try {
            DebugUITools.launch(ExperimentLaunch.configurationFor(file), mode);
        } catch (CoreException e) {
            ErrorDialog.openError(Display.getCurrent().getActiveShell(), "Partita", "Cannot launch " + file.getName(),
                    e.getStatus());
        }
    }
}

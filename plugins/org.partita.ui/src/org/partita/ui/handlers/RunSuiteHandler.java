package org.partita.ui.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;
import org.partita.ui.launch.SuiteLaunch;

/** "Run Partita Suite" on the selected folder or project ({@link SuiteLaunch}); dirty editors are saved first. */
public class RunSuiteHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s) || s.isEmpty()) {
            return null;
        }
        IContainer folder = Adapters.adapt(s.getFirstElement(), IContainer.class);
        if (folder == null) {
            return null;
        }
        IDE.saveAllEditors(new org.eclipse.core.resources.IResource[] {folder}, true);
        try {
            SuiteLaunch.run(folder);
        } catch (CoreException e) {
            ErrorDialog.openError(HandlerUtil.getActiveShell(event), "Partita", "Cannot run " + folder.getName(),
                    e.getStatus());
        }
        return null;
    }
}

package org.partita.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.partita.ui.results.ResultSet;
import org.partita.ui.views.ResultViews;

/**
 * "Open Partita Results": shows the run directory of the selected {@code summary.csv} / {@code jobs.csv} (or of a
 * file picked in a dialog) in the result views.
 */
public class OpenResultsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Path file = null;
        if (HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s && !s.isEmpty()) {
            IResource r = Adapters.adapt(s.getFirstElement(), IResource.class);
            if (r instanceof IFile f && f.getLocation() != null && f.getName().endsWith(".csv")) {
                file = f.getLocation().toPath();
            }
        }
        if (file == null) {
            FileDialog dialog = new FileDialog(window.getShell());
            dialog.setText("Open Partita results");
            dialog.setFilterExtensions(new String[] {"summary.csv;jobs.csv", "*.csv"});
            String chosen = dialog.open();
            if (chosen == null) {
                return null;
            }
            file = Path.of(chosen);
        }
        try {
            ResultViews.open(window.getActivePage(), ResultSet.load(file.getParent()));
        } catch (IOException | PartInitException e) {
            MessageDialog.openError(window.getShell(), "Cannot open results", e.getMessage());
        }
        return null;
    }
}

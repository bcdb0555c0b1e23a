package org.partita.ui.launch;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.partita.ui.results.ResultSet;
import org.partita.ui.views.ResultViews;

/** Opens the result views after a launch, on the UI thread: the first run's views, every run's claims. */
final class OpenResultViews {

    private OpenResultViews() {
    }

    static void open(List<ResultSet> runs) {
        if (runs.isEmpty() || !PlatformUI.isWorkbenchRunning()) {
            return;
        }
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
                window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
            }
            if (window != null && window.getActivePage() != null) {
                try {
                    ResultViews.open(window.getActivePage(), runs.get(0), runs);
                } catch (CoreException e) {
                    ILog.of(OpenResultViews.class).log(e.getStatus());
                }
            }
        });
    }
}

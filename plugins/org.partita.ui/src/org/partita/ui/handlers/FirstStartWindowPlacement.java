package org.partita.ui.handlers;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProduct;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.osgi.service.prefs.BackingStoreException;

/**
 * In the Partita Workbench product, the first time a workspace is opened, the workbench window takes the whole
 * screen: the IDE's first window is 1024×768, too small for an editor beside a chart. Later starts keep whatever
 * the user left (the workbench model remembers the window's bounds and maximized state); the workspace preference
 * {@value #PLACED} says the first start is over. An Eclipse IDE the plug-ins are installed into keeps its windows
 * as they are.
 */
public class FirstStartWindowPlacement implements IStartup {

    static final String PLUGIN_ID = "org.partita.ui";
    /** The product of {@code releng/org.partita.product} (the {@code workbench} extension of this plug-in). */
    public static final String PRODUCT_ID = PLUGIN_ID + ".workbench";
    public static final String PLACED = "window.placed";

    @Override
    public void earlyStartup() {
        IProduct product = Platform.getProduct();
        if (product == null || !PRODUCT_ID.equals(product.getId())) {
            return;
        }
        IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode(PLUGIN_ID);
        if (prefs.getBoolean(PLACED, false)) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
                fillScreen(window.getShell());
            }
            prefs.putBoolean(PLACED, true);
            try {
                prefs.flush();
            } catch (BackingStoreException e) {
                ILog.of(FirstStartWindowPlacement.class).warn("cannot save " + PLACED, e);
            }
        });
    }

    /**
     * Gives {@code shell} its monitor's client area and maximizes it (without a window manager, as under Xvfb,
     * maximizing does nothing; the bounds alone then fill the screen).
     */
    public static void fillScreen(Shell shell) {
        if (shell == null || shell.isDisposed()) {
            return;
        }
        shell.setBounds(shell.getMonitor().getClientArea());
        shell.setMaximized(true);
    }
}

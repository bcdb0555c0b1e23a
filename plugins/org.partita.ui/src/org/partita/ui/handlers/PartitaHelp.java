package org.partita.ui.handlers;

import java.io.File;
import java.io.IOException;
import java.net.URL;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.help.IContext;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.help.AbstractHelpUI;
import org.eclipse.ui.ide.FileStoreEditorInput;

/**
 * The help the Partita Workbench gives (extension point {@code org.eclipse.ui.helpSupport}; the product has no
 * Eclipse help system, so Help → Help Contents did nothing): the workbench's guide, {@value #GUIDE}, from the
 * documentation the bundle carries ({@code docs/*.md} and {@code README.md}, copied in by the build), in a text
 * editor; the other documents are beside it.
 */
public class PartitaHelp extends AbstractHelpUI {

    public static final String GUIDE = "docs/workbench.md";
    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    @Override
    public void displayHelp() {
        open(GUIDE);
    }

    @Override
    public void displayContext(IContext context, int x, int y) {
        open(GUIDE);
    }

    /** {@code href} a document of the bundle ({@code docs/cli.md}); the guide for anything else. */
    @Override
    public void displayHelpResource(String href) {
        open(href != null && href.startsWith("docs/") && href.endsWith(".md") ? href : GUIDE);
    }

    @Override
    public boolean isContextHelpDisplayed() {
        return false;
    }

    private static void open(String document) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        URL entry = Platform.getBundle("org.partita.ui").getEntry(document);
        if (window == null || window.getActivePage() == null || entry == null) {
            ILog.of(PartitaHelp.class).warn("Cannot show " + document + ": not in this installation or no window");
            return;
        }
        try {
            // extracted from the jar into the configuration area (the URL's path is not encoded); the text
            // editor, as *.md may have no editor of its own and the system's would open outside the window
            File file = new File(FileLocator.toFileURL(entry).getPath());
            window.getActivePage().openEditor(new FileStoreEditorInput(EFS.getStore(file.toURI())), TEXT_EDITOR);
        } catch (IOException | CoreException e) {
            ILog.of(PartitaHelp.class).error("Cannot open " + document, e);
        }
    }
}

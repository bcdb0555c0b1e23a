package org.partita.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

/**
 * {@code -Dpartita.open=<folder>}: on start, makes the folder a project of the workspace (in place, nothing is
 * copied) and opens its {@code quickstart.partita}, so the product can be tried on the examples in one command.
 */
public class OpenFolderStartup implements IStartup {

    public static final String PROPERTY = "partita.open";

    @Override
    public void earlyStartup() {
        String folder = System.getProperty(PROPERTY);
        if (folder == null || folder.isBlank()) {
            return;
        }
        try {
            IProject project = openFolder(Path.of(folder).toAbsolutePath().normalize());
            IFile quickstart = project.getFile("quickstart.partita");
            if (quickstart.exists()) {
                PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
                    IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
                    if (window != null) {
                        try {
                            IDE.openEditor(window.getActivePage(), quickstart);
                        } catch (PartInitException e) {
                            ILog.of(OpenFolderStartup.class).log(e.getStatus());
                        }
                    }
                });
            }
        } catch (CoreException e) {
            ILog.of(OpenFolderStartup.class).log(e.getStatus());
        }
    }

    /** The project whose location is {@code folder}, created (named after the folder) if needed, and open. */
    public static IProject openFolder(Path folder) throws CoreException {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IPath location = IPath.fromPath(folder);
        for (IProject p : workspace.getRoot().getProjects()) {
            if (location.equals(p.getLocation())) {
                if (!p.isOpen()) {
                    p.open(null);
                }
                return p;
            }
        }
        String name = folder.getFileName() == null ? "experiments" : folder.getFileName().toString();
        IProject project = workspace.getRoot().getProject(name);
        for (int i = 2; project.exists(); i++) {
            project = workspace.getRoot().getProject(name + "-" + i);
        }
        IProjectDescription description = workspace.newProjectDescription(project.getName());
        if (!Files.isDirectory(folder)) {
            throw new CoreException(org.eclipse.core.runtime.Status.error(folder + " is not a folder"));
        }
        if (!location.equals(workspace.getRoot().getLocation().append(project.getName()))) {
            description.setLocation(location);
        }
        project.create(description, null);
        project.open(null);
        return project;
    }
}

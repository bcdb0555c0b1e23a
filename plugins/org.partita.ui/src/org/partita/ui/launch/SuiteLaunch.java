package org.partita.ui.launch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;

/** "Run Partita Suite" on a folder: every experiment of every {@code *.partita} file directly in it, by file name. */
public final class SuiteLaunch {

    private SuiteLaunch() {
    }

    /** The folder's experiment files, sorted by name (subfolders are suites of their own). */
    public static List<IFile> files(IContainer folder) throws CoreException {
        List<IFile> files = new ArrayList<>();
        for (IResource r : folder.members()) {
            if (r instanceof IFile f && "partita".equals(f.getFileExtension())) {
                files.add(f);
            }
        }
        files.sort(Comparator.comparing(IFile::getName));
        return files;
    }

    /** Schedules the suite of {@code folder} with the command line's defaults, the views opening at the end. */
    public static ExperimentJob run(IContainer folder) throws CoreException {
        ExperimentJob job = new ExperimentJob(files(folder), folder.getName() + "/", ExperimentSources.find(),
                RunSettings.defaults(), true, null);
        job.schedule();
        return job;
    }
}

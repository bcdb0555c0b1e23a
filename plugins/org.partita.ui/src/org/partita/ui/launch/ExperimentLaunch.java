package org.partita.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.partita.core.metrics.TimelineRecorder;

/** The "Partita experiment" launch configuration type and its attributes. */
public final class ExperimentLaunch {

    public static final String TYPE = "org.partita.ui.experimentLaunch";
    /** Workspace path of the experiment file. */
    public static final String FILE = "org.partita.ui.file";
    /** Whether to write {@code jobs.csv} (needed by the trace views); default {@value #JOBS_CSV_DEFAULT}. */
    public static final String JOBS_CSV = "org.partita.ui.jobsCsv";
    /**
     * Off, as on the command line ({@code --jobs-csv}): the file has a row per job of every run (65 MB for the
     * quickstart), which only the mesh and Gantt views read.
     */
    public static final boolean JOBS_CSV_DEFAULT = false;
    /** Seconds between the samples of {@code timeline.csv}, as text; empty for no timeline. */
    public static final String TIMELINE = "org.partita.ui.timeline";

    /** The timeline step of a launch attribute's text, or {@code NaN} for none; {@code null} when it is invalid. */
    public static Double timelineStep(String text) {
        if (text == null || text.isBlank()) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(text.strip());
            return TimelineRecorder.validStep(v) ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
    /** Whether to open the result views when the run ends; default true. */
    public static final String OPEN_VIEWS = "org.partita.ui.openViews";
    /** Worker threads; 0 (the default) = one per processor. The results do not depend on it. */
    public static final String THREADS = "org.partita.ui.threads";
    /** Whether to check every schedule's invariants ({@code partita run --check}); default false. */
    public static final String CHECK = "org.partita.ui.check";

    private ExperimentLaunch() {
    }

    public static IFile file(ILaunchConfiguration config) throws CoreException {
        String path = config.getAttribute(FILE, "");
        if (path.isEmpty()) {
            throw new CoreException(Status.error("No experiment file is set in launch configuration '"
                    + config.getName() + "'"));
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromPortableString(path));
        if (!file.exists()) {
            throw new CoreException(Status.error("Experiment file " + path + " does not exist"));
        }
        return file;
    }

    /** An existing configuration for {@code file}, or a new saved one named after it. */
    public static ILaunchConfiguration configurationFor(IFile file) throws CoreException {
        ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = manager.getLaunchConfigurationType(TYPE);
        String path = file.getFullPath().toPortableString();
        for (ILaunchConfiguration c : manager.getLaunchConfigurations(type)) {
            if (path.equals(c.getAttribute(FILE, ""))) {
                return c;
            }
        }
        ILaunchConfigurationWorkingCopy wc = type.newInstance(null,
                manager.generateLaunchConfigurationName(file.getName().replaceFirst("\\.partita$", "")));
        wc.setAttribute(FILE, path);
        wc.setAttribute(JOBS_CSV, JOBS_CSV_DEFAULT);
        wc.setAttribute(OPEN_VIEWS, true);
        wc.setMappedResources(new org.eclipse.core.resources.IResource[] {file});
        return wc.doSave();
    }
}

package org.partita.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.ILaunchConfigurationDelegate;

/** Launches a Partita experiment: schedules an {@link ExperimentJob} (progress in the Progress view). */
public class ExperimentLaunchDelegate implements ILaunchConfigurationDelegate {

    @Override
    public void launch(ILaunchConfiguration config, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        IFile file = ExperimentLaunch.file(config);
        ExperimentSource source = ExperimentSources.find();
        RunSettings settings = new RunSettings(
                config.getAttribute(ExperimentLaunch.JOBS_CSV, ExperimentLaunch.JOBS_CSV_DEFAULT),
                config.getAttribute(ExperimentLaunch.THREADS, 0), config.getAttribute(ExperimentLaunch.CHECK, false),
                timeline(config), false);
        new ExperimentJob(file, source, settings, config.getAttribute(ExperimentLaunch.OPEN_VIEWS, true)).schedule();
    }

    private static double timeline(ILaunchConfiguration config) throws CoreException {
        Double step = ExperimentLaunch.timelineStep(config.getAttribute(ExperimentLaunch.TIMELINE, ""));
        if (step == null) {
            throw new CoreException(org.eclipse.core.runtime.Status.error("timeline step '"
                    + config.getAttribute(ExperimentLaunch.TIMELINE, "") + "' is not a number of seconds > 0"));
        }
        return step;
    }
}

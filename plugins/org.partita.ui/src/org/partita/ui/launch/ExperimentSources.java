package org.partita.ui.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

/** Finds the contributed {@link ExperimentSource} (extension point {@value #POINT}). */
public final class ExperimentSources {

    public static final String POINT = "org.partita.ui.experimentSources";

    private ExperimentSources() {
    }

    /** The contributed source with the highest {@code priority}; fails with a clear status when there is none. */
    public static ExperimentSource find() throws CoreException {
        IConfigurationElement best = null;
        int bestPriority = Integer.MIN_VALUE;
        for (IConfigurationElement e : Platform.getExtensionRegistry().getConfigurationElementsFor(POINT)) {
            int p = 0;
            try {
                p = Integer.parseInt(e.getAttribute("priority") == null ? "0" : e.getAttribute("priority"));
            } catch (NumberFormatException ex) {
                p = 0;
            }
            if (best == null || p > bestPriority) {
                best = e;
                bestPriority = p;
            }
        }
        if (best == null) {
            throw new CoreException(Status.error("No Partita interpreter is installed (extension point " + POINT
                    + " has no contribution)"));
        }
        return (ExperimentSource) best.createExecutableExtension("class");
    }
}

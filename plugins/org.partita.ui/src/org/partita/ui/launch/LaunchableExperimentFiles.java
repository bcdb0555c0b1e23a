package org.partita.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.debug.ui.actions.ILaunchable;

/**
 * Makes a {@code *.partita} file {@link ILaunchable}: the debug UI's "Run As" context menu (Project Explorer, any
 * navigator) is shown only for objects that adapt to it, and then lists the launch shortcuts whose
 * {@code contextualLaunch} enablement accepts the selection — here "Partita experiment".
 */
public class LaunchableExperimentFiles implements IAdapterFactory {

    private static final ILaunchable LAUNCHABLE = new ILaunchable() {
    };

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == ILaunchable.class && adaptable instanceof IFile f && "partita".equals(f.getFileExtension())) {
            return adapterType.cast(LAUNCHABLE);
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {ILaunchable.class};
    }
}

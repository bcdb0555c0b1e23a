package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IActivityManager;
import org.junit.jupiter.api.Test;

/**
 * The debug UI's Debug As and Debug actions belong to the activity {@code org.partita.ui.debugging}: enabled by
 * default (here, as in an IDE the plug-ins are installed into), off in the Partita Workbench product through its
 * preference customization. RunAsAndSuiteWorkbenchTest checks the context menu with the activity off.
 */
class DebugActivityWorkbenchTest {

    private static final String ACTIVITY = "org.partita.ui.debugging";

    @Test
    void debugContributionsBelongToAnActivityTheProductTurnsOff() throws Exception {
        IActivityManager activities = PlatformUI.getWorkbench().getActivitySupport().getActivityManager();
        for (String contribution : new String[] {
            "org.eclipse.debug.ui/org.eclipse.debug.ui.contextualLaunch.debug.submenu",
            "org.eclipse.debug.ui/org.eclipse.debug.internal.ui.actions.DebugDropDownAction",
            "org.eclipse.debug.ui/org.eclipse.debug.internal.ui.actions.OpenDebugConfigurations"}) {
            // the activity manager matches a new identifier against the patterns in a background job
            Workspace.waitUntil(contribution + " in the activity", Duration.ofSeconds(10),
                    () -> activities.getIdentifier(contribution).getActivityIds().contains(ACTIVITY));
        }
        assertFalse(activities.getIdentifier("org.eclipse.debug.ui/org.eclipse.debug.ui.contextualLaunch.run.submenu")
                .getActivityIds().contains(ACTIVITY), "Run As stays");
        assertTrue(activities.getActivity(ACTIVITY).isEnabled(), "enabled outside the product");
        try (InputStream in = Platform.getBundle("org.partita.ui").getEntry("plugin_customization.ini").openStream()) {
            String customization = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(customization.contains("org.eclipse.ui.workbench/UIActivities." + ACTIVITY + "=false"),
                    customization);
        }
    }
}

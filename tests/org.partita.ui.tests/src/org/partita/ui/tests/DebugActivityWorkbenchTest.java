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
 * default ({@code defaultEnablement}: an IDE the plug-ins are installed into keeps them), off in the Partita
 * Workbench product through its preference customization, with which these tests start the workbench.
 * RunAsAndSuiteWorkbenchTest checks the context menu without the activity.
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
        // the workbench runs with the product's plugin_customization.ini (-pluginCustomization, see the pom)
        assertFalse(activities.getActivity(ACTIVITY).isEnabled(), "off, as the product starts");
        try (InputStream in = Platform.getBundle("org.partita.ui").getEntry("plugin_customization.ini").openStream()) {
            String customization = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(customization.contains("org.eclipse.ui.workbench/UIActivities." + ACTIVITY + "=false"),
                    customization);
        }
    }
}

package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.navigator.CommonNavigator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.views.ClaimsView;
import org.partita.ui.views.SummaryView;

/**
 * Launching from the Project Explorer as a user does: Run As → Partita experiment in a file's context menu (no
 * Partita entry under Debug As: the launch type only runs), Run Partita Suite in a folder's, and the claims of every
 * experiment of a file or a suite in the claims view.
 */
class RunAsAndSuiteWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private IProject project;
    private final ExperimentJobResults jobs = new ExperimentJobResults();

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("explorer");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1200, 800);
        jobs.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        jobs.stop();
        Workspace.page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    /** The Project Explorer with {@code resource} selected, and its context menu. */
    private static Menu contextMenu(IResource resource) throws Exception {
        CommonNavigator explorer = (CommonNavigator) Workspace.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
        Workspace.page().activate(explorer);
        explorer.selectReveal(new StructuredSelection(resource));
        // what a right click does: the explorer active, its selection the one the debug UI's Run As reads
        Workspace.waitUntil("the selection to reach the debug UI", Duration.ofSeconds(10), () -> List.of(resource)
                .equals(org.eclipse.debug.internal.ui.stringsubstitution.SelectedResourceManager.getDefault()
                        .getCurrentSelection().toList()));
        assertEquals(List.of(resource), explorer.getCommonViewer().getStructuredSelection().toList());
        return explorer.getCommonViewer().getControl().getMenu();
    }

    @Test
    void runAsInTheProjectExplorerRunsTheFile() throws Exception {
        IFile file = Workspace.resource(project, "launch", "small.partita");
        Menu menu = contextMenu(file);
        List<String> items = Menus.open(menu);
        MenuItem runAs = Menus.item(menu, "Run As");
        assertNotNull(runAs, "Run As in " + items);
        List<String> runShortcuts = Menus.open(runAs.getMenu());
        MenuItem partita = Menus.containing(runAs.getMenu(), "Partita experiment");
        assertNotNull(partita, "Partita experiment under Run As: " + runShortcuts + "; the debug UI's selection: "
                + org.eclipse.debug.internal.ui.stringsubstitution.SelectedResourceManager.getDefault()
                        .getCurrentSelection());
        MenuItem debugAs = Menus.item(menu, "Debug As");
        if (debugAs != null) { // the IDE's own menu; the Partita Workbench product hides it
            List<String> debugShortcuts = Menus.open(debugAs.getMenu());
            assertNull(Menus.containing(debugAs.getMenu(), "Partita"), "nothing Partita to debug: " + debugShortcuts);
        }
        Menus.choose(partita);
        Menus.close(menu);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !jobs.results.isEmpty());
        assertTrue(jobs.results.get(0).isOK(), jobs.results.get(0)::toString);
        IFolder experiment = project.getFolder("results/Small");
        assertEquals(1, experiment.members().length, "one run folder");
        assertTrue(((IFolder) experiment.members()[0]).getFile("summary.csv").exists());
    }

    /** With the activity off, as the product's preferences start it, the context menu has Run As and no Debug As. */
    @Test
    void debugAsIsHiddenWhereTheDebuggingActivityIsOff() throws Exception {
        IFile file = Workspace.resource(project, "launch", "small.partita");
        var support = PlatformUI.getWorkbench().getActivitySupport();
        java.util.Set<String> enabled = support.getActivityManager().getEnabledActivityIds();
        java.util.Set<String> without = new java.util.HashSet<>(enabled);
        without.remove("org.partita.ui.debugging");
        support.setEnabledActivityIds(without);
        try {
            Menu menu = contextMenu(file);
            List<String> items = Menus.open(menu);
            assertNotNull(Menus.item(menu, "Run As"), "Run As in " + items);
            assertNull(Menus.item(menu, "Debug As"), "no Debug As in " + items);
            Menus.close(menu);
        } finally {
            support.setEnabledActivityIds(enabled);
        }
    }

    @Test
    void aFileWithTwoExperimentsShowsBothExperimentsClaims() throws Exception {
        IFolder suite = suite();
        ExperimentLaunch.configurationFor(suite.getFile("pair.partita")).launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !jobs.results.isEmpty());
        assertTrue(jobs.results.get(0).isOK(), jobs.results.get(0)::toString);
        assertEquals(List.of("Alpha", "Beta"), claimExperiments(suite));
    }

    @Test
    void runPartitaSuiteOnAFolderRunsEveryExperimentAndShowsEveryClaim() throws Exception {
        IFolder suite = suite();
        Menu menu = contextMenu(suite);
        List<String> items = Menus.open(menu);
        MenuItem run = Menus.item(menu, "Run Partita Suite");
        assertNotNull(run, "Run Partita Suite in " + items);
        Menus.choose(run);
        Menus.close(menu);
        Workspace.waitUntil("the suite job to finish", TIMEOUT, () -> !jobs.results.isEmpty());
        IStatus status = jobs.results.get(0);
        assertTrue(status.isOK(), status::toString);
        assertEquals("Partita suite suite/", jobs.finished.get(0).getName());
        // every experiment of every file (machines.partita only defines the machine the others use)
        for (String experiment : List.of("Alpha", "Beta", "Gamma")) {
            IFolder dir = suite.getFolder("results/" + experiment);
            assertTrue(dir.exists() && dir.members().length == 1, experiment + " ran once");
            IFolder runDir = (IFolder) dir.members()[0];
            assertTrue(runDir.getFile("summary.csv").exists() && runDir.getFile("claims.csv").exists(),
                    experiment + ": summary.csv and claims.csv");
        }
        assertEquals(List.of("Alpha", "Beta", "Gamma"), claimExperiments(suite));
        ClaimsView claims = (ClaimsView) Workspace.page().findView(ClaimsView.ID);
        Workspace.maximize(claims);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "view-claims");
        Workspace.restore(claims);
        SummaryView summary = (SummaryView) Workspace.page().findView(SummaryView.ID);
        assertNotNull(summary, "the summary view opens on the first experiment");
        assertEquals(2, summary.table().getItemCount(), "Alpha: one pipeline at two loads");
    }

    /** The experiment column of the claims view's rows, once it shows this run of {@code suite}'s Alpha. */
    private static List<String> claimExperiments(IFolder suite) throws Exception {
        java.nio.file.Path alpha = suite.getFolder("results/Alpha").members()[0].getLocation().toPath();
        Workspace.waitUntil("the claims view", Duration.ofSeconds(20),
                () -> Workspace.page().findView(ClaimsView.ID) instanceof ClaimsView c && c.results() != null
                        && c.results().directory().equals(alpha));
        ClaimsView claims = (ClaimsView) Workspace.page().findView(ClaimsView.ID);
        List<String> experiments = new ArrayList<>();
        for (var item : claims.table().getItems()) {
            experiments.add(item.getText(0));
        }
        return experiments;
    }

    /** The folder {@code suite/} of the project with the test resources of {@code /suite}. */
    private IFolder suite() throws Exception {
        IFolder suite = project.getFolder("suite");
        suite.create(true, true, null);
        for (String name : List.of("machines.partita", "pair.partita", "single.partita")) {
            try (InputStream in = getClass().getResourceAsStream("/suite/" + name)) {
                suite.getFile(name).create(in, IResource.FORCE, null);
            }
        }
        return suite;
    }
}

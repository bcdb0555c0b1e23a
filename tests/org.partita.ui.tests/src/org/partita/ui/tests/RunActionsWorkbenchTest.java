package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.bindings.TriggerSequence;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.ui.launch.ExperimentJob;

/**
 * The Run menu and toolbar (Eclipse's launch action set) in the IDE's default perspective: the menu is there,
 * Run (Ctrl+F11) is bound and handled, and it runs the experiment of the active {@code .partita} editor.
 */
class RunActionsWorkbenchTest {

    private static final String RUN_LAST = "org.eclipse.debug.ui.commands.RunLast";

    private IProject project;
    private final List<Job> finished = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final JobChangeAdapter listener = new JobChangeAdapter() {
        @Override
        public void done(IJobChangeEvent event) {
            if (event.getJob().belongsTo(ExperimentJob.FAMILY)) {
                finished.add(event.getJob());
            }
        }
    };

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("run-actions");
        Job.getJobManager().addJobChangeListener(listener);
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        PlatformUI.getWorkbench().showPerspective("org.eclipse.ui.resourcePerspective", window);
    }

    @AfterEach
    void tearDown() throws Exception {
        Job.getJobManager().removeJobChangeListener(listener);
        for (IViewPart v : Workspace.page().getViews()) {
            if (v.getSite().getId().startsWith("org.partita.ui.views.")) {
                Workspace.page().hideView(v); // later tests wait for their own results in these views
            }
        }
        Workspace.page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    @Test
    void theRunMenuIsThereAndItsRunCommandIsBoundAndHandled() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Workspace.spin(300);
        List<String> menus = Arrays.stream(window.getShell().getMenuBar().getItems())
                .map(i -> i.getText().replace("&", "")).toList();
        assertTrue(menus.contains("Run"), "a Run menu in the menu bar: " + menus);
        Command command = window.getService(ICommandService.class).getCommand(RUN_LAST);
        assertTrue(command.isDefined() && command.isHandled(), "Run is defined and handled");
        TriggerSequence[] keys = window.getService(IBindingService.class).getActiveBindingsFor(RUN_LAST);
        assertTrue(Arrays.stream(keys).anyMatch(k -> k.format().equals("Ctrl+F11")), Arrays.toString(keys));
    }

    @Test
    void runLaunchesTheExperimentOfTheActiveEditor() throws Exception {
        IFile file = Workspace.resource(project, "launch", "small.partita");
        IDE.openEditor(Workspace.page(), file);
        Workspace.spin(300);
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getService(IHandlerService.class).executeCommand(RUN_LAST, null);
        Workspace.waitUntil("the experiment job to finish", Duration.ofSeconds(120), () -> !finished.isEmpty());
        IStatus status = finished.get(0).getResult();
        assertTrue(status.isOK(), status::toString);
        assertEquals("Partita experiment small.partita", finished.get(0).getName());
        assertTrue(project.getFolder("results/Small").exists(), "the editor's experiment ran");
        assertEquals(1, project.getFolder("results/Small").members().length);
    }
}

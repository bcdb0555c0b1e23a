package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.standalone.PartitaFiles;
import org.partita.ui.launch.ExperimentJob;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.launch.ResumeDialog;

/**
 * A cancelled launch keeps the runs it finished and offers to resume or remove them: resumed, it runs only the rest
 * into the same folder and writes the same summary as an uninterrupted run; removed, nothing is left.
 */
class ProgressAndResumeWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private IProject project;
    private final ExperimentJobResults jobs = new ExperimentJobResults();

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("resume");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1200, 800);
        jobs.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        jobs.stop();
        for (Shell s : Display.getCurrent().getShells()) {
            if (ResumeDialog.TITLE.equals(s.getText())) {
                s.close();
            }
        }
        // Xvfb has no window manager to give the window back its focus after the dialog: the later tests' commands
        // are handled in the active window
        PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell().forceActive();
        Workspace.spin(200);
        project.delete(true, true, null);
    }

    /** Launches {@code many.partita} on one thread and cancels it once two runs are stored; returns its folder. */
    private Path cancelAfterTwoRuns() throws Exception {
        IFile file = Workspace.resource(project, "launch", "many.partita");
        var config = ExperimentLaunch.configurationFor(file).getWorkingCopy();
        config.setAttribute(ExperimentLaunch.THREADS, 1);
        config.setAttribute(ExperimentLaunch.OPEN_VIEWS, false);
        config.doSave().launch(ILaunchManager.RUN_MODE, null);
        Path experiment = project.getFolder("results/Many").getLocation().toPath();
        Workspace.waitUntil("two finished runs", TIMEOUT, () -> storedRuns(experiment) >= 2);
        Job.getJobManager().cancel(ExperimentJob.FAMILY);
        Workspace.waitUntil("the cancelled job to end", Duration.ofSeconds(30), () -> !jobs.results.isEmpty());
        assertEquals(IStatus.CANCEL, jobs.results.get(0).getSeverity(), jobs.results.get(0)::toString);
        ExperimentJob job = (ExperimentJob) jobs.finished.get(0);
        assertNotNull(job.cancelled(), "finished runs to resume");
        assertTrue(job.cancelled().finishedRuns() >= 2, "runs kept: " + job.cancelled().finishedRuns());
        try (Stream<Path> runs = Files.list(experiment)) {
            List<Path> dirs = runs.toList();
            assertEquals(1, dirs.size(), dirs::toString);
            assertFalse(Files.exists(dirs.get(0).resolve("summary.csv")), "no summary for a cancelled run");
            return dirs.get(0);
        }
    }

    @Test
    void aCancelledRunIsOfferedForResumptionAndResumesWhereItStopped() throws Exception {
        Path out = cancelAfterTwoRuns();
        Shell dialog = dialog();
        assertTrue(text(dialog).contains("finished run"), text(dialog));
        press(dialog, ResumeDialog.RESUME);
        Workspace.waitUntil("the resumed job to end", TIMEOUT, () -> jobs.results.size() == 2);
        assertTrue(jobs.results.get(1).isOK(), jobs.results.get(1)::toString);
        assertTrue(jobs.finished.get(1).getName().startsWith("Resuming Partita experiment"),
                jobs.finished.get(1).getName());
        assertTrue(Files.isRegularFile(out.resolve("summary.csv")), "the same folder, finished");
        assertFalse(Files.exists(out.resolve(".partial")), "nothing left to resume");
        Path headless = Files.createTempDirectory("partita-headless");
        Interpreter.run(PartitaFiles.load(project.getFile("many.partita").getLocation().toPath()).scenarios(null)
                .get(0), new Interpreter.RunOptions(headless, 2, false, false, false, null));
        assertArrayEquals(Files.readAllBytes(headless.resolve("summary.csv")), Files.readAllBytes(
                out.resolve("summary.csv")), "resumed, the summary is an uninterrupted run's");
    }

    @Test
    void removingACancelledRunLeavesNothing() throws Exception {
        Path out = cancelAfterTwoRuns();
        press(dialog(), ResumeDialog.REMOVE);
        Workspace.spin(300);
        assertFalse(Files.exists(out), "the unfinished run folder is removed");
        IFolder experiment = project.getFolder("results/Many");
        assertTrue(!experiment.exists() || experiment.members().length == 0, "the workspace shows it gone");
        assertEquals(1, jobs.results.size(), "nothing runs again");
    }

    private static int storedRuns(Path experiment) {
        if (!Files.isDirectory(experiment)) {
            return 0;
        }
        try (Stream<Path> all = Files.walk(experiment)) {
            return (int) all.filter(p -> p.getFileName().toString().matches("run-\\d+-\\d+-\\d+\\.txt")).count();
        } catch (Exception e) {
            return 0; // a file moved into place meanwhile: look again
        }
    }

    private static Shell dialog() {
        Workspace.waitUntil("the resume offer", Duration.ofSeconds(20), () -> Arrays.stream(
                Display.getCurrent().getShells()).anyMatch(s -> ResumeDialog.TITLE.equals(s.getText())));
        Shell dialog = Arrays.stream(Display.getCurrent().getShells())
                .filter(s -> ResumeDialog.TITLE.equals(s.getText())).findFirst().orElseThrow();
        Workspace.spin(200);
        Screenshots.save(dialog, "resume-offer");
        return dialog;
    }

    private static void press(Shell dialog, String label) {
        Button button = find(dialog, Button.class, b -> label.equals(b.getText().replace("&", "")));
        assertNotNull(button, label + " button");
        button.notifyListeners(SWT.Selection, new Event());
        Workspace.spin(200);
    }

    private static String text(Shell dialog) {
        StringBuilder s = new StringBuilder();
        collect(dialog, s);
        return s.toString();
    }

    private static void collect(Control c, StringBuilder s) {
        if (c instanceof org.eclipse.swt.widgets.Label l) {
            s.append(l.getText()).append('\n');
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                collect(child, s);
            }
        }
    }

    private static <T extends Control> T find(Control c, Class<T> type, java.util.function.Predicate<T> test) {
        if (type.isInstance(c) && test.test(type.cast(c))) {
            return type.cast(c);
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                T found = find(child, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}

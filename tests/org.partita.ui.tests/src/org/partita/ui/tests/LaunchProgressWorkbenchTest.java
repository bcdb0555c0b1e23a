package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.ProgressProvider;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.ui.launch.ExperimentJob;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.launch.HonestProgress;
import org.partita.ui.views.MetricChartView;

/**
 * The progress of a launch, as the Progress view and the status bar get it: counted over every replication the
 * quickstart can take (3 to 20 per point, 240 runs at most), never at 100 % before the views open, and the steps
 * after the simulations named as they happen. Also measures how long those steps take with {@code jobs.csv}.
 */
class LaunchProgressWorkbenchTest {

    private IProject project;
    private final ExperimentJobResults jobs = new ExperimentJobResults();
    private final Recorder recorder = new Recorder();

    /** The subtasks of the experiment job with the work done when each was set. */
    private static final class Recorder extends NullProgressMonitor {
        record Entry(long nanos, String text, int worked) {
        }

        final List<Entry> entries = new ArrayList<>();
        int total;
        int worked;

        @Override
        public synchronized void beginTask(String name, int totalWork) {
            total = totalWork;
        }

        @Override
        public synchronized void worked(int work) {
            worked += work;
        }

        @Override
        public synchronized void subTask(String name) {
            entries.add(new Entry(System.nanoTime(), name, worked));
        }

        synchronized List<Entry> entries() {
            return List.copyOf(entries);
        }
    }

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("progress");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1200, 800);
        jobs.start();
        Job.getJobManager().setProgressProvider(new ProgressProvider() {
            @Override
            public IProgressMonitor createMonitor(Job job) {
                return job instanceof ExperimentJob ? recorder : new NullProgressMonitor();
            }
        });
    }

    @AfterEach
    void tearDown() throws Exception {
        Job.getJobManager().setProgressProvider(org.eclipse.ui.internal.progress.ProgressManager.getInstance());
        jobs.stop();
        project.delete(true, true, null);
    }

    @Test
    void progressCountsEveryReplicationAndNamesTheStepsAfterTheSimulations() throws Exception {
        IFile file = project.getFile("quickstart.partita");
        try (var in = Files.newInputStream(Path.of(System.getProperty("examples.dir"), "quickstart.partita"))) {
            file.create(in, IResource.FORCE, null);
        }
        var config = ExperimentLaunch.configurationFor(file).getWorkingCopy();
        config.setAttribute(ExperimentLaunch.JOBS_CSV, true); // the slowest case: 65 MB to write and to read
        config.doSave().launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", Duration.ofSeconds(180), () -> !jobs.results.isEmpty());
        assertTrue(jobs.results.get(0).isOK(), jobs.results.get(0)::toString);
        Workspace.waitUntil("the views", Duration.ofSeconds(30),
                () -> Workspace.page().findView(MetricChartView.ID) instanceof MetricChartView m && m.results() != null
                        && m.results().jobs() != null);

        List<Recorder.Entry> entries = recorder.entries();
        List<String> texts = entries.stream().map(Recorder.Entry::text).toList();
        assertEquals(HonestProgress.TICKS, recorder.total);
        assertTrue(texts.stream().anyMatch(t -> t.matches("Quickstart: run \\d+ of \\d+ planned so far \\(at most 240: "
                + "3 to 20 replications per point\\), \\d+ jobs completed")), texts.subList(0, 5)::toString);
        Recorder.Entry lastRun = entries.stream().filter(e -> e.text().startsWith("Quickstart: run")).reduce((a, b) -> b)
                .orElseThrow();
        assertTrue(lastRun.text().startsWith("Quickstart: run 94 of 94"), lastRun.text());
        assertTrue(lastRun.text().endsWith("writing the result files and charts"), lastRun.text());
        Recorder.Entry refresh = step(entries, "Refreshing the results folders");
        Recorder.Entry reading = step(entries, "Reading the results for the views");
        Recorder.Entry opening = step(entries, "Opening the result views");
        assertTrue(reading.worked() < HonestProgress.TICKS && opening.worked() < HonestProgress.TICKS,
                "not at 100 % before the views open: " + reading.worked() + ", " + opening.worked());
        assertTrue(recorder.worked <= HonestProgress.TICKS);
        assertTrue(lastRun.worked() <= (1 - HonestProgress.FINISH_SHARE) * HonestProgress.TICKS);

        String measured = String.format(Locale.ROOT, "quickstart with jobs.csv (%d MB): result files and charts "
                + "%.1f s, refresh %.1f s, reading for the views %.1f s%n",
                Files.size(((org.eclipse.core.resources.IFolder) project.getFolder("results/Quickstart").members()[0])
                        .getFile("jobs.csv").getLocation().toPath()) >> 20,
                seconds(lastRun, refresh), seconds(refresh, reading), seconds(reading, opening));
        System.out.print(measured);
        Path dir = Path.of(System.getProperty("screenshot.dir", "target/screenshots"));
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("launch-steps.txt"), measured);
    }

    private static Recorder.Entry step(List<Recorder.Entry> entries, String text) {
        return entries.stream().filter(e -> e.text().startsWith(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no step '" + text + "' in " + entries));
    }

    private static double seconds(Recorder.Entry from, Recorder.Entry to) {
        return (to.nanos() - from.nanos()) / 1e9;
    }
}

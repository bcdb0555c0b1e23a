package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.ui.launch.ExperimentJob;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.MeshOccupancy;
import org.partita.ui.views.GanttView;
import org.partita.ui.views.MeshOccupancyView;
import org.partita.ui.views.MetricChartView;
import org.partita.ui.views.TimelineView;

/**
 * Run → Partita experiment in a real workbench: the launch configuration schedules the experiment job, the core
 * writes the results contract under {@code results/<experiment>/<timestamp>/}, the workspace is refreshed and the
 * result views open on the new files.
 */
class LaunchWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private IProject project;
    private final List<IStatus> results = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final JobChangeAdapter listener = new JobChangeAdapter() {
        @Override
        public void done(IJobChangeEvent event) {
            if (event.getJob().belongsTo(ExperimentJob.FAMILY)) {
                results.add(event.getResult());
            }
        }
    };

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("launch");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1200, 800);
        Job.getJobManager().addJobChangeListener(listener);
    }

    @AfterEach
    void tearDown() throws Exception {
        Job.getJobManager().removeJobChangeListener(listener);
        Workspace.page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    private IFile experimentFile(String name) throws Exception {
        IFile file = project.getFile(name + ".partita");
        String text = "experiment " + name + " {\n\tmachine mesh 8 x 8\n}\n";
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
        return file;
    }

    @Test
    void runWritesTheResultsRefreshesTheWorkspaceAndFillsTheViews() throws Exception {
        IFile file = experimentFile("tiny");
        ILaunchConfiguration config = ExperimentLaunch.configurationFor(file);
        assertEquals(config, ExperimentLaunch.configurationFor(file), "one configuration per file");
        config.launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !results.isEmpty());
        assertTrue(results.get(0).isOK(), results.get(0)::toString);

        // results/<experiment>/<timestamp>/ next to the file, visible in the workspace without a manual refresh
        IFolder experimentDir = project.getFolder("results/tiny");
        assertTrue(experimentDir.exists());
        IResource[] runs = experimentDir.members();
        assertEquals(1, runs.length);
        assertTrue(runs[0].getName().matches("\\d{8}-\\d{6}"), runs[0].getName());
        IFolder run = (IFolder) runs[0];
        assertTrue(run.getFile("summary.csv").exists());
        assertTrue(run.getFile("jobs.csv").exists());
        Path summary = run.getFile("summary.csv").getLocation().toPath();

        // the metric view shows one curve per pipeline, points at the sweep values, means from the aggregate rows
        Workspace.waitUntil("the metric view to show the run", TIMEOUT, () -> {
            IViewPart v = Workspace.page().findView(MetricChartView.ID);
            return v instanceof MetricChartView m && m.results() != null && !m.curves().isEmpty();
        });
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        metrics.select("wait", "load");
        ISeries<?>[] series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("square", "count"), Arrays.stream(series).map(ISeries::getId).toList());
        for (ISeries<?> s : series) {
            assertArrayEquals(new double[] {0.3, 0.6}, s.getXSeries(), 1e-12);
            assertArrayEquals(aggregateColumn(summary, s.getId(), "wait"), s.getYSeries(), 1e-9);
            assertArrayEquals(aggregateColumn(summary, s.getId(), "wait_ci"),
                    s.getYErrorBar().getPlusErrors(), 1e-9);
        }
        Workspace.maximize(metrics);
        Screenshots.save(metrics.chart().getParent().getParent(), "view-metrics");
        Workspace.restore(metrics);

        TimelineView timeline = (TimelineView) Workspace.page().findView(TimelineView.ID);
        assertNotNull(timeline);
        List<String> timelineSeries = Arrays.stream(timeline.chart().getSeriesSet().getSeries()).map(ISeries::getId)
                .toList();
        assertEquals(List.of("busy nodes", "queue length"), timelineSeries);
        double maxBusy = Arrays.stream(timeline.chart().getSeriesSet().getSeries()[0].getYSeries()).max()
                .orElseThrow();
        assertTrue(maxBusy > 0 && maxBusy <= 64, "busy nodes within the 8x8 machine: " + maxBusy);
        Workspace.maximize(timeline);
        Screenshots.save(timeline.chart().getParent().getParent(), "view-timeline");
        Workspace.restore(timeline);

        MeshOccupancyView mesh = (MeshOccupancyView) Workspace.page().findView(MeshOccupancyView.ID);
        MeshOccupancy occupancy = mesh.occupancy();
        assertEquals(8, occupancy.width());
        assertEquals(8, occupancy.height());
        assertTrue(occupancy.steps() > 1);
        mesh.setStep(occupancy.steps() / 2);
        assertEquals(occupancy.steps() / 2, mesh.step());
        Workspace.maximize(mesh);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "view-mesh");
        Workspace.restore(mesh);

        GanttView gantt = (GanttView) Workspace.page().findView(GanttView.ID);
        List<JobRecord> rows = gantt.canvas().rows();
        assertEquals(TestExperimentSource.JOBS, rows.size(), "one row per job of the first run");
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).start() <= rows.get(i).start(), "rows in start order");
        }
        Workspace.maximize(gantt);
        Screenshots.save(gantt.canvas().getParent(), "view-gantt");
        Workspace.restore(gantt);
    }

    @Test
    void cancellingStopsTheRunWithoutResults() throws Exception {
        IFile file = experimentFile("huge");
        var config = ExperimentLaunch.configurationFor(file).getWorkingCopy();
        config.setAttribute(ExperimentLaunch.JOBS_CSV, false);
        config.doSave().launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to start", TIMEOUT,
                () -> Job.getJobManager().find(ExperimentJob.FAMILY).length == 1
                        && Job.getJobManager().find(ExperimentJob.FAMILY)[0].getState() == Job.RUNNING);
        Workspace.spin(1000);
        Job.getJobManager().cancel(ExperimentJob.FAMILY);
        Workspace.waitUntil("the cancelled job to end", Duration.ofSeconds(30), () -> !results.isEmpty());
        assertEquals(IStatus.CANCEL, results.get(0).getSeverity(), results.get(0)::toString);
        IFolder experimentDir = project.getFolder("results/huge");
        if (experimentDir.exists()) {
            for (IResource r : experimentDir.members()) {
                assertFalse(((IFolder) r).getFile("summary.csv").exists(), "no summary for a cancelled run");
            }
        }
    }

    /** The column {@code column} of the aggregate rows of {@code pipeline}, read straight from the file. */
    private static double[] aggregateColumn(Path summary, String pipeline, String column) throws Exception {
        List<String> lines = Files.readAllLines(summary);
        List<String> header = List.of(lines.get(0).split(",", -1));
        int c = header.indexOf(column);
        return lines.stream().skip(1).map(l -> l.split(",", -1))
                .filter(f -> f[0].equals(pipeline) && f[header.indexOf("replication")].equals("all"))
                .mapToDouble(f -> f[c].isEmpty() ? 0 : Double.parseDouble(f[c])).toArray();
    }
}

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

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.standalone.PartitaFiles;
import org.partita.dsl.ui.editor.ProblemMarkers;
import org.partita.ui.launch.ExperimentJob;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.MeshOccupancy;
import org.partita.ui.views.ClaimsView;
import org.partita.ui.views.GanttView;
import org.partita.ui.views.MeshOccupancyView;
import org.partita.ui.views.MetricChartView;
import org.partita.ui.views.ResultsPerspective;
import org.partita.ui.views.TimelineView;

/**
 * Run → Partita experiment in a real workbench, with the language's interpreter as experiment source: the launch
 * configuration schedules the experiment job, the interpreter writes the results contract and the charts under
 * {@code results/<experiment>/<timestamp>/} (the same bytes as a headless run), the workspace is refreshed and the
 * result views open on the new files; a file with errors runs nothing; cancelling stops the simulation.
 */
class LaunchWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private IProject project;
    private final ExperimentJobResults jobs = new ExperimentJobResults();
    private final List<IStatus> results = jobs.results;

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("launch");
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1200, 800);
        jobs.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        jobs.stop();
        Workspace.page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    /** The repository's {@code examples/quickstart.partita}, copied into the project. */
    private IFile quickstart() throws Exception {
        IFile file = project.getFile("quickstart.partita");
        try (var in = Files.newInputStream(Path.of(System.getProperty("examples.dir"), "quickstart.partita"))) {
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    @Test
    void quickstartRunsThroughTheInterpreterAsOnTheCommandLine() throws Exception {
        IFile file = quickstart();
        ILaunchConfiguration config = ExperimentLaunch.configurationFor(file);
        assertEquals(config, ExperimentLaunch.configurationFor(file), "one configuration per file");
        assertFalse(config.getAttribute(ExperimentLaunch.JOBS_CSV, true), "jobs.csv is off by default, as in partita run");
        var withJobs = config.getWorkingCopy();
        withJobs.setAttribute(ExperimentLaunch.JOBS_CSV, true); // the trace views read it
        withJobs.doSave().launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !results.isEmpty());
        assertTrue(results.get(0).isOK(), results.get(0)::toString);

        // results/<experiment>/<timestamp>/ next to the file, visible in the workspace without a manual refresh
        IFolder experimentDir = project.getFolder("results/Quickstart");
        assertTrue(experimentDir.exists());
        IResource[] runs = experimentDir.members();
        assertEquals(1, runs.length);
        assertTrue(runs[0].getName().matches("\\d{8}-\\d{6}"), runs[0].getName());
        IFolder run = (IFolder) runs[0];
        for (String name : List.of("summary.csv", "jobs.csv", "chart-mean-response-time.png",
                "chart-mean-response-time.svg")) {
            assertTrue(run.getFile(name).exists(), name + " in " + Arrays.toString(run.members()));
        }
        Path out = run.getLocation().toPath();
        byte[] png = Files.readAllBytes(out.resolve("chart-mean-response-time.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4), "a PNG image");
        assertTrue(Files.readString(out.resolve("chart-mean-response-time.svg")).contains("<svg"), "an SVG image");

        // the same file run headless (as 'partita run' does, one thread here) gives the same bytes
        Path headless = Files.createTempDirectory("partita-headless");
        List<Scenario> scenarios = PartitaFiles.load(file.getLocation().toPath()).scenarios(null);
        assertEquals(1, scenarios.size());
        Interpreter.run(scenarios.get(0), new Interpreter.RunOptions(headless, 1, false, false, false, null));
        Path summary = headless.resolve("summary.csv");
        assertArrayEquals(Files.readAllBytes(summary), Files.readAllBytes(out.resolve("summary.csv")),
                "summary.csv of the workbench run equals the headless interpreter's");
        for (String name : List.of("machine.csv", "charts.csv")) {
            assertArrayEquals(Files.readAllBytes(headless.resolve(name)), Files.readAllBytes(out.resolve(name)), name);
        }

        // the metric view shows one curve per pipeline, points at the sweep values, means from the aggregate rows
        Workspace.waitUntil("the metric view to show the run", TIMEOUT, () -> {
            IViewPart v = Workspace.page().findView(MetricChartView.ID);
            return v instanceof MetricChartView m && m.results() != null && m.results().directory().equals(out)
                    && !m.curves().isEmpty();
        });
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        // the run's views open in the Partita Results perspective, large enough to read (not a bottom strip)
        assertEquals(ResultsPerspective.ID, Workspace.page().getPerspective().getId());
        Rectangle window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().getClientArea();
        Workspace.waitUntil("the metric chart to be laid out", Duration.ofSeconds(5),
                () -> metrics.chart().getSize().x > 0);
        Workspace.spin(300);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "results-perspective");
        Point chart = metrics.chart().getSize();
        assertTrue(chart.x >= window.width / 2 && chart.y >= window.height / 2,
                "metric chart " + chart + " in a window of " + window.width + "x" + window.height);
        List<IViewPart> stack = Arrays.asList(Workspace.page().getViewStack(metrics));
        for (String id : List.of(TimelineView.ID, MeshOccupancyView.ID, GanttView.ID)) {
            assertTrue(stack.contains(Workspace.page().findView(id)), id + " stacked with the metric view: " + stack);
        }
        // the file's chart statement, as its PNG: title and axis labels with units (charts.csv of the run)
        assertEquals("Mean response time", metrics.chart().getTitle().getText());
        assertEquals("mean response time (s)", metrics.chart().getAxisSet().getYAxis(0).getTitle().getText());
        assertEquals("offered load ρ", metrics.chart().getAxisSet().getXAxis(0).getTitle().getText());
        assertTrue(metrics.svg().contains(">mean response time (s)<"), "the SVG export has the unit");
        metrics.select("response", "load");
        ISeries<?>[] series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("FF", "AS", "FSL"), Arrays.stream(series).map(ISeries::getId).toList());
        for (ISeries<?> s : series) {
            assertArrayEquals(new double[] {0.1, 0.2, 0.3, 0.4}, s.getXSeries(), 1e-12);
            double[] expected = aggregateColumn(summary, s.getId(), "response");
            assertEquals(4, expected.length);
            assertTrue(Arrays.stream(expected).allMatch(y -> y >= 5 * 0.5), "responses at least a fraction of the "
                    + "mean service time: " + Arrays.toString(expected));
            assertArrayEquals(expected, s.getYSeries(), 1e-9);
            assertArrayEquals(aggregateColumn(summary, s.getId(), "response_ci"), s.getYErrorBar().getPlusErrors(),
                    1e-9);
        }
        Workspace.maximize(metrics);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "view-metrics");
        Workspace.restore(metrics);

        TimelineView timeline = (TimelineView) Workspace.page().findView(TimelineView.ID);
        assertNotNull(timeline);
        List<String> timelineSeries = Arrays.stream(timeline.chart().getSeriesSet().getSeries()).map(ISeries::getId)
                .toList();
        assertEquals(List.of("busy nodes", "queue length"), timelineSeries);
        double maxBusy = Arrays.stream(timeline.chart().getSeriesSet().getSeries()[0].getYSeries()).max()
                .orElseThrow();
        assertTrue(maxBusy > 0 && maxBusy <= 256, "busy nodes within the 16x16 machine: " + maxBusy);
        Workspace.maximize(timeline);
        Screenshots.save(timeline.chart().getParent().getParent(), "view-timeline");
        Workspace.restore(timeline);

        MeshOccupancyView mesh = (MeshOccupancyView) Workspace.page().findView(MeshOccupancyView.ID);
        MeshOccupancy occupancy = mesh.occupancy();
        assertEquals(16, occupancy.width());
        assertEquals(16, occupancy.height());
        assertFalse(mesh.meshSizeEditable(), "the mesh size comes from the run's machine.csv");
        assertTrue(occupancy.steps() > 1);
        mesh.setStep(occupancy.steps() / 2);
        assertEquals(occupancy.steps() / 2, mesh.step());
        Workspace.maximize(mesh);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "view-mesh");
        Workspace.restore(mesh);

        GanttView gantt = (GanttView) Workspace.page().findView(GanttView.ID);
        List<JobRecord> rows = gantt.canvas().rows();
        assertEquals(jobsOfFirstRun(out.resolve("jobs.csv")), rows.size(), "one row per job of the first run");
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).start() <= rows.get(i).start(), "rows in start order");
        }
        Workspace.maximize(gantt);
        Screenshots.save(gantt.canvas().getParent(), "view-gantt");
        Workspace.restore(gantt);

        // the quickstart's three claims, as claims.csv has them
        ClaimsView claims = (ClaimsView) Workspace.page().findView(ClaimsView.ID);
        assertNotNull(claims, "the claims view opens when the experiment has claims");
        List<String> csv = Files.readAllLines(out.resolve("claims.csv"));
        assertEquals(4, csv.size(), csv::toString);
        assertEquals(3, claims.table().getItemCount());
        assertEquals("Quickstart", claims.table().getItem(1).getText(0));
        assertEquals("holds", claims.table().getItem(1).getText(1));
        assertEquals("quickstart.partita:19", claims.table().getItem(1).getText(2));
        assertEquals("FSL below FF on response at load 0.4", claims.table().getItem(1).getText(3));
        assertArrayEquals(Files.readAllBytes(headless.resolve("claims.csv")), Files.readAllBytes(
                out.resolve("claims.csv")), "claims.csv of the workbench run equals the headless interpreter's");
    }

    /**
     * The launch's threads, check and timeline options: one worker, every schedule checked, the same summary and
     * timeline bytes as a headless run.
     */
    @Test
    void aCheckedRunOnOneThreadReportsTheInvariants() throws Exception {
        IFile file = quickstart();
        var config = ExperimentLaunch.configurationFor(file).getWorkingCopy();
        config.setAttribute(ExperimentLaunch.CHECK, true);
        config.setAttribute(ExperimentLaunch.THREADS, 1);
        config.setAttribute(ExperimentLaunch.OPEN_VIEWS, false);
        config.setAttribute(ExperimentLaunch.TIMELINE, "50");
        config.launch(ILaunchManager.RUN_MODE, null); // unsaved: the file's own configuration keeps its defaults
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !results.isEmpty());
        IStatus status = results.get(0);
        assertTrue(status.isOK(), status::toString);
        assertEquals("quickstart.partita: all invariants hold in 94 runs", status.getMessage());
        IFolder run = (IFolder) project.getFolder("results/Quickstart").members()[0];
        Path headless = Files.createTempDirectory("partita-headless");
        Interpreter.run(PartitaFiles.load(file.getLocation().toPath()).scenarios(null).get(0),
                new Interpreter.RunOptions(headless, 2, false, false, false, null, 50));
        assertArrayEquals(Files.readAllBytes(headless.resolve("summary.csv")),
                Files.readAllBytes(run.getLocation().toPath().resolve("summary.csv")));
        assertFalse(run.getFile("jobs.csv").exists(), "jobs.csv is written only when chosen");
        // the launch's timeline step: timeline.csv as 'partita run --timeline 50' writes it
        assertArrayEquals(Files.readAllBytes(headless.resolve("timeline.csv")),
                Files.readAllBytes(run.getLocation().toPath().resolve("timeline.csv")));
        assertEquals(null, ExperimentLaunch.timelineStep("0"));
        assertTrue(Double.isNaN(ExperimentLaunch.timelineStep(" ")));
    }

    @Test
    void aFileWithErrorsRunsNothingAndShowsItsProblems() throws Exception {
        IFile file = Workspace.resource(project, "examples", "broken.partita");
        ExperimentLaunch.configurationFor(file).launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !results.isEmpty());
        IStatus status = results.get(0);
        assertEquals(IStatus.ERROR, status.getSeverity(), status::toString);
        assertTrue(status.getMessage().matches("broken\\.partita: \\d+ errors?; nothing was run"),
                status.getMessage());
        List<String> problems = Arrays.stream(status.getChildren()).map(IStatus::getMessage).toList();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("broken.partita:4:") && p.contains(": error: ")),
                problems::toString);
        assertFalse(project.getFolder("results").exists(), "nothing was run");
        // the file was never opened: its markers come from the launch
        IMarker[] markers = file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertTrue(Arrays.stream(markers).anyMatch(m -> m.getAttribute(IMarker.LINE_NUMBER, -1) == 4
                && m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR), Arrays.toString(markers));
    }

    @Test
    void cancellingStopsTheSimulationAndLeavesNoUnfinishedFolder() throws Exception {
        IFile file = Workspace.resource(project, "launch", "huge.partita");
        var config = ExperimentLaunch.configurationFor(file).getWorkingCopy();
        config.setAttribute(ExperimentLaunch.JOBS_CSV, false);
        config.doSave().launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the simulation to start", TIMEOUT,
                () -> Job.getJobManager().find(ExperimentJob.FAMILY).length == 1
                        && Job.getJobManager().find(ExperimentJob.FAMILY)[0].getState() == Job.RUNNING
                        && simulationThreads() > 0);
        Workspace.spin(1000);
        assertTrue(results.isEmpty(), "two million jobs take longer than a second");
        Job.getJobManager().cancel(ExperimentJob.FAMILY);
        Workspace.waitUntil("the cancelled job to end", Duration.ofSeconds(30), () -> !results.isEmpty());
        assertEquals(IStatus.CANCEL, results.get(0).getSeverity(), results.get(0)::toString);
        // the core's loop looks at the interrupt every 1024 timestamps: the worker stops, it does not run on
        Workspace.waitUntil("the simulation threads to stop", Duration.ofSeconds(10),
                () -> simulationThreads() == 0);
        // no run had finished: nothing to resume, so the run folder is gone (no half-written files, no offer)
        IFolder experimentDir = project.getFolder("results/Huge");
        assertTrue(!experimentDir.exists() || experimentDir.members().length == 0,
                () -> "left behind: " + Arrays.toString(experimentDir.getLocation().toFile().list()));
        ExperimentJob job = (ExperimentJob) jobs.finished.get(0);
        assertEquals(null, job.cancelled(), "nothing to resume");
    }

    /** Live worker threads of the core's experiment runner. */
    private static long simulationThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().equals("partita-run")).count();
    }

    /** Rows of {@code jobs.csv} whose run columns (pipeline, load, replication) are those of its first row. */
    private static long jobsOfFirstRun(Path jobs) throws Exception {
        List<String> lines = Files.readAllLines(jobs);
        String[] first = lines.get(1).split(",", -1);
        String run = "," + String.join(",", Arrays.copyOfRange(first, first.length - 3, first.length));
        long n = lines.stream().skip(1).filter(l -> l.endsWith(run)).count();
        assertTrue(n > 100, "the first run has its jobs: " + n);
        return n;
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

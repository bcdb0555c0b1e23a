package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.standalone.PartitaFiles;
import org.partita.ui.charts.GanttCanvas;
import org.partita.ui.charts.JobColours;
import org.partita.ui.charts.MeshCanvas;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.MeshOccupancy;
import org.partita.ui.results.ResultSet;
import org.partita.ui.results.SummaryTable;
import org.partita.ui.results.Timeline;
import org.partita.ui.views.Exports;
import org.partita.ui.views.GanttView;
import org.partita.ui.views.MeshOccupancyView;
import org.partita.ui.views.ResultViews;
import org.partita.ui.views.ResultsPerspective;
import org.partita.ui.views.SummaryView;
import org.partita.ui.views.TimelineView;

/**
 * The result views on the quickstart's run with {@code jobs.csv} (2,200 jobs over about 32,000 s per run), as a
 * researcher reads them: a Gantt with a time axis that zooms and scrolls, utilisation and queue as time-averaged
 * step lines, the mesh with row 0 at the bottom, the summary as a table that exports as CSV, and the Outline in
 * the Results perspective.
 */
class ReadableResultViewsTest {

    private static Path run;
    private static ResultSet results;

    @BeforeAll
    static void runTheQuickstartWithJobsCsv() throws Exception {
        run = Files.createTempDirectory("partita-quickstart");
        Path file = Path.of(System.getProperty("examples.dir"), "quickstart.partita");
        Interpreter.run(PartitaFiles.load(file).scenarios(null).get(0),
                new Interpreter.RunOptions(run, 2, false, false, true, null));
        results = ResultSet.load(run);
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1240, 900); // within the Xvfb screen (1280 wide): screenshots copy what is on it
        ResultViews.open(Workspace.page(), results);
        Workspace.spin(500);
    }

    @AfterAll
    static void closeResultViews() {
        for (IViewPart v : Workspace.page().getViews()) {
            if (v.getSite().getId().startsWith("org.partita.ui.views.")) {
                Workspace.page().hideView(v);
            }
        }
    }

    @Test
    void theGanttHasATimeAxisThatZoomsAndScrolls() throws Exception {
        GanttView view = (GanttView) Workspace.page().showView(GanttView.ID);
        Workspace.maximize(view);
        GanttCanvas gantt = view.canvas();
        view.showRun("FF / 0.4 / 1"); // the busiest load of the quickstart
        Workspace.spin(200);
        List<JobRecord> rows = gantt.rows();
        assertEquals(results.jobs().ofRun("FF / 0.4 / 1").size(), rows.size(), "every job of the run");
        assertTrue(rows.size() >= 2200, "thousands of jobs: " + rows.size());
        double t0 = rows.stream().mapToDouble(JobRecord::submit).min().orElseThrow();
        double[] all = gantt.visibleTime();
        assertEquals(t0, all[0], 1e-9, "the whole run at first");
        double lastEnd = rows.stream().mapToDouble(j -> Double.isNaN(j.end()) ? j.start() : j.end()).max().orElseThrow();
        assertEquals(lastEnd, all[1], 1e-9, "to the last end");
        double[] ticks = gantt.ticks();
        assertTrue(ticks.length >= 4 && ticks.length <= 20, "a readable number of ticks: " + Arrays.toString(ticks));
        double step = ticks[1] - ticks[0];
        assertTrue(List.of(1.0, 2.0, 5.0).contains(step / Math.pow(10, Math.floor(Math.log10(step)))),
                "round steps: " + step);
        assertTrue(gantt.rowHeight() >= 4, "rows stay visible: " + gantt.rowHeight());
        assertTrue(gantt.getVerticalBar().getThumb() < rows.size(), "the rows scroll");
        Screenshots.save(gantt.getParent(), "readable-gantt-all");

        double middle = (all[0] + all[1]) / 2;
        gantt.zoom(16, middle);
        double[] zoomed = gantt.visibleTime();
        assertEquals((all[1] - all[0]) / 16, zoomed[1] - zoomed[0], 1e-6, "16 times as detailed");
        assertTrue(zoomed[0] < middle && middle < zoomed[1], "about the time asked for");
        assertTrue(gantt.getHorizontalBar().getThumb() < gantt.getHorizontalBar().getMaximum() / 10,
                "the time axis scrolls");
        double[] zoomedTicks = gantt.ticks();
        assertTrue(zoomedTicks[1] - zoomedTicks[0] < step, "finer ticks when zoomed");
        double later = all[0] + 0.6 * (all[1] - all[0]);
        gantt.scrollTo(later);
        assertEquals(later, gantt.visibleTime()[0], 1e-6);
        JobRecord first = rows.stream().filter(j -> j.start() >= later).findFirst().orElseThrow();
        gantt.getVerticalBar().setSelection(rows.indexOf(first));
        gantt.redraw();
        Workspace.spin(300);
        Screenshots.save(gantt.getParent(), "readable-gantt");
        gantt.fit();
        assertArrayEquals(all, gantt.visibleTime(), 1e-9);
        Workspace.restore(view);
    }

    @Test
    void utilisationAndQueueAreTimeAveragedStepLines() throws Exception {
        TimelineView view = (TimelineView) Workspace.page().showView(TimelineView.ID);
        Workspace.maximize(view);
        ISeries<?>[] series = view.chart().getSeriesSet().getSeries();
        assertEquals(List.of("busy nodes", "queue length"), Arrays.stream(series).map(ISeries::getId).toList());
        List<JobRecord> jobs = results.jobs().ofRun(results.jobs().runs().get(0));
        Timeline.Steps exact = Timeline.busyNodes(jobs);
        assertTrue(exact.time().length > 4000, "the trace changes thousands of times: " + exact.time().length);
        double[] x = series[0].getXSeries();
        double[] y = series[0].getYSeries();
        assertTrue(x.length <= TimelineView.SAMPLES + 1, "sampled: " + x.length + " points");
        // the drawn step line keeps the run's mean busy nodes exactly
        double from = x[0];
        double to = x[x.length - 1];
        double drawn = Timeline.mean(new Timeline.Steps(x, y), from, to);
        assertEquals(Timeline.mean(exact, from, to), drawn, 1e-6 * drawn);
        assertTrue(view.chart().getTitle().getText().contains("means over"), view.chart().getTitle().getText());
        // exported as the view draws it: SVG by the command line's renderer, the same curves as steps
        assertEquals(List.of("Open results…", "Export PNG…", "Export SVG…"), toolbar(view));
        String svg = view.svg();
        assertTrue(svg.contains("<svg") && svg.contains(">busy nodes<") && svg.contains(">queue length<"),
                svg.substring(0, Math.min(300, svg.length())));
        assertEquals(List.of("Open results…", "Export PNG…", "Export SVG…", "Compare with…", "No comparison"),
                toolbar(Workspace.page().findView(org.partita.ui.views.MetricChartView.ID)));
        view.showRun("FF / 0.4 / 1");
        Workspace.spin(300);
        Screenshots.save(view.chart().getParent().getParent(), "readable-timeline");
        Workspace.restore(view);
    }

    @Test
    void theMeshIsDrawnBottomUpAsTheAllocatorsAreDocumented() throws Exception {
        MeshOccupancyView view = (MeshOccupancyView) Workspace.page().showView(MeshOccupancyView.ID);
        Workspace.maximize(view);
        MeshOccupancy occupancy = view.occupancy();
        int step = -1; // the moment with most jobs and node 0 in use: a picture of how first fit packs them
        long most = 0;
        for (int k = 0; k < occupancy.steps(); k++) {
            long[] owners = occupancy.occupancy(k);
            long jobs = Arrays.stream(owners).filter(o -> o != MeshOccupancy.FREE).distinct().count();
            if (owners[0] != MeshOccupancy.FREE && jobs > most) {
                step = k;
                most = jobs;
            }
        }
        view.setStep(step);
        Workspace.spin(300);
        MeshCanvas canvas = view.canvas();
        Rectangle origin = canvas.cell(0, 0);
        Rectangle top = canvas.cell(0, 15);
        assertTrue(origin.y > top.y, "row 0 below row 15: " + origin + " " + top);
        long job = occupancy.occupancy(step)[0];
        assertEquals(JobColours.rgb(job), pixel(canvas, origin.x + origin.width / 2, origin.y + origin.height / 2),
                "node 0 (first fit's first node) is the bottom-left cell, in its job's colour");
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "readable-mesh");
        Workspace.restore(view);
    }

    @Test
    void theSummaryTableShowsMeansWithIntervalsAndExportsCsv() throws Exception {
        SummaryView view = (SummaryView) Workspace.page().showView(SummaryView.ID);
        SummaryTable summary = results.summary();
        assertEquals(12, view.table().getItemCount(), "three pipelines at four loads");
        assertEquals("response (mean ± CI)", view.table().getColumn(3).getText());
        SummaryTable.Row first = summary.aggregates().get(0);
        assertEquals(first.pipeline(), view.table().getItem(0).getText(0));
        String cell = view.table().getItem(0).getText(3);
        assertTrue(cell.matches("[0-9.]+ ± [0-9.]+"), cell);
        assertEquals(first.values().get("response"), Double.parseDouble(cell.split(" ± ")[0]),
                1e-3 * first.values().get("response"));
        Path csv = Files.createTempDirectory("partita-export").resolve("summary-table.csv");
        Exports.csv(view.table(), csv);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(13, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("Pipeline,load,n,response (mean ± CI)"), lines.get(0));
        assertTrue(lines.get(1).startsWith(first.pipeline() + ","), lines.get(1));
        Path png = csv.resolveSibling("gantt.png");
        Exports.png(((GanttView) Workspace.page().showView(GanttView.ID)).canvas(), png);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(Files.readAllBytes(png), 4));
    }

    @Test
    void theResultsPerspectiveShowsTheOutline() throws Exception {
        assertEquals(ResultsPerspective.ID, Workspace.page().getPerspective().getId());
        assertNotNull(Workspace.page().findView(IPageLayout.ID_OUTLINE), "the Outline is open in Partita Results");
        assertTrue(Workspace.page().isPartVisible(Workspace.page().findView(IPageLayout.ID_OUTLINE)));
    }

    /** The labels of the actions in {@code view}'s toolbar. */
    private static List<String> toolbar(IViewPart view) {
        return Arrays.stream(view.getViewSite().getActionBars().getToolBarManager().getItems())
                .filter(i -> i instanceof org.eclipse.jface.action.ActionContributionItem)
                .map(i -> ((org.eclipse.jface.action.ActionContributionItem) i).getAction().getText()).toList();
    }

    /** The colour drawn at {@code (x, y)} of {@code canvas}. */
    private static RGB pixel(org.eclipse.swt.widgets.Canvas canvas, int x, int y) {
        Image image = new Image(canvas.getDisplay(), canvas.getSize().x, canvas.getSize().y);
        GC gc = new GC(canvas);
        try {
            gc.copyArea(image, 0, 0);
            ImageData data = image.getImageData();
            return data.palette.getRGB(data.getPixel(x, y));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}

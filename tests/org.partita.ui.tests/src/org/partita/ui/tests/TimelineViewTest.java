package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.ui.results.ResultFormatException;
import org.partita.ui.results.ResultSet;
import org.partita.ui.results.TimelineTable;
import org.partita.ui.views.ResultViews;
import org.partita.ui.views.TimelineView;

/** {@code timeline.csv} in the workbench: read by run, drawn by the timeline view with fragmentation. */
class TimelineViewTest {

    static final String TIMELINE = """
            time,busy,free,queued,largest_free,fragmentation,pipeline,replication
            0,4,12,0,8,0.333333,FF,1
            1,8,8,1,8,0,FF,1
            2,4,12,1,8,0.333333,FF,1
            3,16,0,0,0,0,FF,1
            0,0,16,0,16,0,FF,2
            """;

    /** Closes the result views this test opened, so that later tests do not see its results. */
    @AfterEach
    void closeResultViews() {
        for (IViewPart v : Workspace.page().getViews()) {
            if (v.getSite().getId().startsWith("org.partita.ui.views.")) {
                Workspace.page().hideView(v);
            }
        }
    }

    @Test
    void samplesAreReadByRun() throws Exception {
        TimelineTable t = TimelineTable.read(new StringReader(TIMELINE), "timeline.csv");
        assertEquals(List.of("FF / 1", "FF / 2"), t.runs());
        TimelineTable.Samples s = t.of("FF / 1");
        assertArrayEquals(new double[] {0, 1, 2, 3}, s.busy().time());
        assertArrayEquals(new double[] {4, 8, 4, 16}, s.busy().value());
        assertArrayEquals(new double[] {0, 1, 1, 0}, s.queued().value());
        assertArrayEquals(new double[] {8, 8, 8, 0}, s.largestFree().value());
        assertArrayEquals(new double[] {0.333333, 0, 0.333333, 0}, s.fragmentation().value());
        ResultFormatException bad = org.junit.jupiter.api.Assertions.assertThrows(ResultFormatException.class,
                () -> TimelineTable.read(new StringReader("time,busy\n0,1\n"), "timeline.csv"));
        assertTrue(bad.getMessage().contains("timeline.csv"), bad.getMessage());
    }

    @Test
    void theTimelineViewDrawsFragmentationFromTimelineCsv(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("summary.csv"), "pipeline,replication,n,response,response_ci,steady_state\n"
                + "FF,1,1,2,,steady\nFF,all,1,2,,steady\n");
        Files.writeString(dir.resolve("timeline.csv"), TIMELINE);
        ResultSet results = ResultSet.load(dir);
        assertNotNull(results.timeline());
        ResultViews.open(Workspace.page(), results);
        TimelineView view = (TimelineView) Workspace.page().findView(TimelineView.ID);
        assertNotNull(view, "the timeline view opens for results with timeline.csv and no jobs.csv");
        List<String> series = Arrays.stream(view.chart().getSeriesSet().getSeries()).map(ISeries::getId).toList();
        assertEquals(List.of("busy nodes", "queue length", "largest free", "fragmentation"), series);
        assertArrayEquals(new double[] {8, 8, 8, 0}, view.chart().getSeriesSet().getSeries()[2].getYSeries());
        assertEquals("FF / 1", view.chart().getTitle().getText());
        view.showRun("FF / 2");
        assertArrayEquals(new double[] {16}, view.chart().getSeriesSet().getSeries()[2].getYSeries());
    }
}

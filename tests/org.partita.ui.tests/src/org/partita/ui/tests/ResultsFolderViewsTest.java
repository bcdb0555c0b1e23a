package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.ui.results.ChartsTable;
import org.partita.ui.results.ResultFormatException;
import org.partita.ui.results.ResultSet;
import org.partita.ui.results.RunNames;
import org.partita.ui.views.Exports;
import org.partita.ui.views.MeshOccupancyView;
import org.partita.ui.views.MetricChartView;
import org.partita.ui.views.ResultViews;
import org.partita.dsl.tests.SvgChart;

/**
 * A results folder alone, opened in the result views: the mesh size comes from its {@code machine.csv}, the metric
 * chart's title and axis labels (with units) from its {@code charts.csv}, in the view and in its exports.
 */
class ResultsFolderViewsTest {

    static final String SUMMARY = """
            pipeline,load,replication,n,response,response_ci,utilization,utilization_ci,steady_state
            FF,0.2,all,3,10.5,1.5,0.2,0.01,steady
            FF,0.4,all,3,20,2,0.4,0.02,steady
            """;
    static final String CHARTS = """
            chart,title,metric,variable,x_label,y_label
            chart-mean-response-time,Mean response time,response,load,offered load ρ,mean response time (s)
            """;

    @AfterEach
    void closeResultViews() {
        for (IViewPart v : Workspace.page().getViews()) {
            if (v.getSite().getId().startsWith("org.partita.ui.views.")) {
                Workspace.page().hideView(v);
            }
        }
    }

    @Test
    void theMeshSizeComesFromMachineCsv(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("jobs.csv"), ResultReadersTest.JOBS);
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        MeshOccupancyView mesh = (MeshOccupancyView) Workspace.page().findView(MeshOccupancyView.ID);
        // without machine.csv (results of older versions): the size is guessed from the node ids, and editable
        assertArrayEquals(new int[] {3, 3}, new int[] {mesh.occupancy().width(), mesh.occupancy().height()});
        assertTrue(mesh.meshSizeEditable());

        Files.writeString(dir.resolve("machine.csv"), "cluster,topology,speed,first_node\nmain,mesh:4x2,1,0\n");
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        assertArrayEquals(new int[] {4, 2}, new int[] {mesh.occupancy().width(), mesh.occupancy().height()});
        assertFalse(mesh.meshSizeEditable(), "the results know their machine: nothing to ask");
        long f = org.partita.ui.results.MeshOccupancy.FREE;
        mesh.setStep(2);
        assertArrayEquals(new long[] {1, 1, 3, 3, f, f, 3, 3}, mesh.occupancy().occupancy(2));
    }

    @Test
    void theMetricChartIsTitledAndLabelledAsTheFilesChart(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("summary.csv"), SUMMARY);
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        assertEquals("response vs load", metrics.chart().getTitle().getText(), "without charts.csv: column names");
        assertEquals("response", metrics.chart().getAxisSet().getYAxis(0).getTitle().getText());

        Files.writeString(dir.resolve("charts.csv"), CHARTS);
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        assertEquals("Mean response time", metrics.chart().getTitle().getText());
        assertEquals("mean response time (s)", metrics.chart().getAxisSet().getYAxis(0).getTitle().getText());
        assertEquals("offered load ρ", metrics.chart().getAxisSet().getXAxis(0).getTitle().getText());
        String svg = metrics.svg();
        for (String text : new String[] {">Mean response time<", ">mean response time (s)<", ">offered load ρ<"}) {
            assertTrue(svg.contains(text), text + " in the SVG export");
        }
        Path png = dir.resolve("export.png");
        Exports.png(metrics.chart(), png);
        byte[] bytes = Files.readAllBytes(png);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(bytes, 4));

        // a metric no chart draws keeps its column name; the x axis keeps the chart's label for the same variable
        metrics.select("utilization", "load");
        assertEquals("utilization vs load", metrics.chart().getTitle().getText());
        assertEquals("utilization", metrics.chart().getAxisSet().getYAxis(0).getTitle().getText());
        assertEquals("offered load ρ", metrics.chart().getAxisSet().getXAxis(0).getTitle().getText());
    }

    /** The summary's steady-state verdicts: a point that is not steady is marked in the metric view. */
    @Test
    void aPointThatIsNotSteadyIsMarked(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("summary.csv"), SUMMARY.replace("0.4,all,3,20,2,0.4,0.02,steady",
                "0.4,all,3,20,2,0.4,0.02,not-steady"));
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        metrics.select("response", "load");
        ISeries<?>[] series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("FF", "FF" + org.partita.ui.charts.MetricChartFactory.UNSTEADY),
                Arrays.stream(series).map(ISeries::getId).toList());
        assertArrayEquals(new double[] {0.4}, series[1].getXSeries(), "only the point at load 0.4");
        String svg = metrics.svg();
        assertEquals(1 + 1, SvgChart.crosses(svg, "#1f77b4"), "a cross on the point at 0.4, and one in the legend");
        assertTrue(SvgChart.texts(svg).contains("FF" + org.partita.ui.charts.MetricChartFactory.UNSTEADY));
    }

    /** {@code classes.csv} and a chart by class: the view opens on it, one curve per pipeline and class. */
    @Test
    void aChartByClassDrawsEachClassOfJobs(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("summary.csv"), SUMMARY);
        Files.writeString(dir.resolve("classes.csv"), """
                pipeline,load,replication,n,class,jobs,jobs_ci,response,response_ci
                FF,0.2,1,1,bt,10,,12,
                FF,0.2,all,1,bt,10,,12,
                FF,0.2,all,1,apsi,4,,3,
                FF,0.4,all,1,bt,9,,30,
                FF,0.4,all,1,apsi,5,,7,
                """);
        Files.writeString(dir.resolve("charts.csv"), """
                chart,title,metric,variable,x_label,y_label,by
                chart-response,Mean response time,response,load,offered load ρ,mean response time (s),
                chart-per-app,Response per application,response,load,offered load ρ,mean response time (s),\
                application
                """);
        ResultViews.open(Workspace.page(), ResultSet.load(dir));
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        assertEquals("Mean response time", metrics.chart().getTitle().getText(), "the file's first chart");
        metrics.select("response" + MetricChartView.BY_CLASS, "load");
        assertEquals("Response per application", metrics.chart().getTitle().getText());
        ISeries<?>[] series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("FF: bt", "FF: apsi"), Arrays.stream(series).map(ISeries::getId).toList());
        assertArrayEquals(new double[] {12, 30}, series[0].getYSeries());
        assertArrayEquals(new double[] {3, 7}, series[1].getYSeries());
    }

    @Test
    void aSecondResultSetIsDrawnDashedOverTheFirst(@TempDir Path dir) throws Exception {
        Path before = Files.createDirectories(dir.resolve("before/Quick"));
        Path after = Files.createDirectories(dir.resolve("after/Quick"));
        Files.writeString(before.resolve("summary.csv"), SUMMARY);
        Files.writeString(after.resolve("summary.csv"), SUMMARY.replace("10.5", "8").replace(",20,", ",15,"));
        ResultViews.open(Workspace.page(), ResultSet.load(after));
        MetricChartView metrics = (MetricChartView) Workspace.page().findView(MetricChartView.ID);
        metrics.compareWith(ResultSet.load(before));
        metrics.select("response", "load");
        ISeries<?>[] series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("FF [after/Quick]", "FF [before/Quick]"),
                Arrays.stream(series).map(ISeries::getId).toList(), "both folders, named by the folder that differs");
        assertArrayEquals(new double[] {8, 15}, series[0].getYSeries());
        assertArrayEquals(new double[] {10.5, 20}, series[1].getYSeries());
        assertEquals(LineStyle.SOLID, ((ILineSeries<?>) series[0]).getLineStyle());
        assertEquals(LineStyle.DASH, ((ILineSeries<?>) series[1]).getLineStyle(), "the compared run is dashed");
        assertEquals(((ILineSeries<?>) series[0]).getLineColor().getRGB(),
                ((ILineSeries<?>) series[1]).getLineColor().getRGB(), "a pipeline keeps its colour");
        String svg = metrics.svg();
        assertTrue(SvgChart.texts(svg).containsAll(List.of("FF [after/Quick]", "FF [before/Quick]")), "SVG legend");
        assertTrue(SvgChart.lines(svg).stream().anyMatch(l -> l.dashed() && l.colour().equals("#1f77b4")),
                "SVG export: the compared run dashed, in the pipeline's colour");
        assertTrue(SvgChart.lines(svg).stream().anyMatch(l -> !l.dashed() && l.colour().equals("#1f77b4")
                && l.x1() != l.x2() && l.y1() != l.y2()), "and the current one solid");

        // the comparison stays when other results are shown; "No comparison" removes it
        ResultViews.open(Workspace.page(), ResultSet.load(after));
        assertEquals(2, metrics.chart().getSeriesSet().getSeries().length);
        metrics.compareWith(null);
        assertEquals(List.of("FF"), Arrays.stream(metrics.chart().getSeriesSet().getSeries()).map(ISeries::getId)
                .toList());
        // a pipeline only the current folder has: the others keep their own colours
        Files.writeString(after.resolve("summary.csv"), SUMMARY.replace("FF,", "AS,") + SUMMARY.lines().skip(1)
                .map(l -> l + "\n").reduce("", String::concat));
        ResultViews.open(Workspace.page(), ResultSet.load(after));
        metrics.compareWith(ResultSet.load(before));
        series = metrics.chart().getSeriesSet().getSeries();
        assertEquals(List.of("AS [after/Quick]", "FF [after/Quick]", "FF [before/Quick]"),
                Arrays.stream(series).map(ISeries::getId).toList());
        assertEquals(((ILineSeries<?>) series[1]).getLineColor().getRGB(),
                ((ILineSeries<?>) series[2]).getLineColor().getRGB(), "FF keeps its colour when AS has no pair");
        svg = metrics.svg();
        assertTrue(SvgChart.lines(svg).stream().anyMatch(l -> l.dashed() && l.colour().equals("#d62728"))
                && SvgChart.lines(svg).stream().noneMatch(l -> l.dashed() && l.colour().equals("#1f77b4")),
                "the SVG pairs alike: FF before dashed in FF's colour");
        metrics.compareWith(null);

        assertArrayEquals(new String[] {"20250101-120000", "20250102-090000"}, RunNames.distinguish(
                Path.of("/r/Quickstart/20250101-120000"), Path.of("/r/Quickstart/20250102-090000")));
    }

    @Test
    void chartsCsvIsReadWithItsHeaderChecked() throws Exception {
        ChartsTable t = ChartsTable.read(new StringReader(CHARTS), "charts.csv");
        assertEquals("Mean response time", t.find("response", "load").title());
        assertEquals(null, t.find("response", "mean"));
        assertEquals("mean response time (s)", t.metricLabel("response"));
        assertEquals("wait", t.metricLabel("wait"));
        ResultFormatException bad = assertThrows(ResultFormatException.class,
                () -> ChartsTable.read(new StringReader("chart,title\nx,y\n"), "charts.csv"));
        assertTrue(bad.getMessage().startsWith("charts.csv:1"), bad.getMessage());
    }
}

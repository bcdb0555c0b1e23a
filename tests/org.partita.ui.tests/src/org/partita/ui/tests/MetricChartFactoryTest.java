package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.ui.charts.MetricChartFactory;
import org.partita.ui.results.MetricSeries;
import org.partita.dsl.tests.SvgChart;

/** Real SWT widgets: needs a display (Xvfb on headless machines). */
class MetricChartFactoryTest {

    private Display display;
    private Shell shell;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(640, 420);
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    @Test
    void drawsOneLinePerPipelineWithErrorBars() {
        double[] load = {0.1, 0.2, 0.3};
        Chart chart = MetricChartFactory.create(shell, "Mean waiting delay", "load", "wait (s)", List.of(
                new MetricSeries("FSL", load, new double[] {1, 2, 4}, new double[] {0.1, 0.2, 0.3}),
                new MetricSeries("AS", load, new double[] {1.5, 3, 7}, new double[] {0.1, 0.3, 0.5})));
        shell.open();
        while (display.readAndDispatch()) {
            // let the chart paint
        }
        ISeries<?>[] series = chart.getSeriesSet().getSeries();
        assertEquals(2, series.length);
        assertEquals("FSL", series[0].getId());
        assertArrayEquals(new double[] {1.5, 3, 7}, series[1].getYSeries());
        assertArrayEquals(new double[] {0.1, 0.3, 0.5}, series[1].getYErrorBar().getPlusErrors());
        assertEquals("Mean waiting delay", chart.getTitle().getText());
        // the axes hold every error bar with a margin: y from 0.9 (1 - 0.1) to 7.5 (7 + 0.5), 5% of 6.6 = 0.33 more
        // each way; x from 0.1 to 0.3, 3% of 0.2 = 0.006 more each way
        var y = chart.getAxisSet().getYAxis(0).getRange();
        assertEquals(0.57, y.lower, 1e-9);
        assertEquals(7.83, y.upper, 1e-9);
        var x = chart.getAxisSet().getXAxis(0).getRange();
        assertEquals(0.094, x.lower, 1e-9);
        assertEquals(0.306, x.upper, 1e-9);
        Screenshots.save(shell, "metric-chart");
    }

    @Test
    void errorBarsOfNonNegativeMeansStopAtZero() {
        double[] load = {0.1, 0.2};
        MetricSeries curve = new MetricSeries("FF", load, new double[] {0.2, 3}, new double[] {0.5, 1});
        Chart chart = MetricChartFactory.create(shell, "Wait", "load", "wait (s)", List.of(curve));
        ISeries<?> series = chart.getSeriesSet().getSeries()[0];
        assertArrayEquals(new double[] {0.5, 1}, series.getYErrorBar().getPlusErrors());
        assertArrayEquals(new double[] {0.2, 1}, series.getYErrorBar().getMinusErrors());
        // y from 0 (0.2 - 0.2) to 4 (3 + 1), 5% of 4 = 0.2 more each way
        var y = chart.getAxisSet().getYAxis(0).getRange();
        assertEquals(-0.2, y.lower, 1e-9);
        assertEquals(4.2, y.upper, 1e-9);
    }

    /** Points that are not steady carry a cross, in the view and in the SVG export. */
    @Test
    void pointsThatAreNotSteadyAreMarked() {
        double[] load = {0.2, 0.4, 0.6};
        MetricSeries curve = new MetricSeries("FF", load, new double[] {2, 5, 40}, new double[] {0.1, 0.5, 30},
                new boolean[] {false, true, true});
        Chart chart = MetricChartFactory.create(shell, "Response", "load", "response (s)", List.of(curve));
        ISeries<?>[] series = chart.getSeriesSet().getSeries();
        assertEquals(List.of("FF", "FF" + MetricChartFactory.UNSTEADY),
                java.util.Arrays.stream(series).map(ISeries::getId).toList());
        assertArrayEquals(new double[] {0.4, 0.6}, series[1].getXSeries());
        assertArrayEquals(new double[] {5, 40}, series[1].getYSeries());
        String svg = org.partita.ui.charts.ChartExport.svg("Response", "load", "response (s)", List.of(curve));
        assertEquals(2 + 1, SvgChart.crosses(svg, "#1f77b4"), "a cross on each, and one in the legend");
        assertTrue(SvgChart.texts(svg).contains("FF" + MetricChartFactory.UNSTEADY), "its legend entry");
    }
}

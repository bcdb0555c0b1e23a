package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.ui.results.MetricSeries;
import org.partita.ui.charts.ChartExport;
import org.partita.ui.results.ClaimsTable;
import org.partita.ui.results.CsvReader;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.JobsTable;
import org.partita.ui.results.MeshOccupancy;
import org.partita.ui.results.ResultFormatException;
import org.partita.ui.results.SummaryTable;
import org.partita.ui.results.Timeline;
import org.partita.dsl.tests.SvgChart;

/** Readers of the results contract and the data behind the views, on small hand-written files. */
class ResultReadersTest {

    /** Layout of the core's summary.csv: two pipelines, a load sweep, two replications plus aggregate rows. */
    static final String SUMMARY = """
            pipeline,load,replication,n,wait,wait_ci,utilization,utilization_ci
            FF,0.3,1,1,2,,0.3,
            FF,0.3,2,1,4,,0.32,
            FF,0.3,all,2,3,12.706205,0.31,0.127062
            FF,0.5,1,1,6,,0.5,
            FF,0.5,2,1,8,,0.52,
            FF,0.5,all,2,7,12.706205,0.51,0.127062
            "AS, adaptive",0.5,all,1,5,,0.49,
            "AS, adaptive",0.3,all,1,1.5,,0.29,
            """;

    @Test
    void csvHandlesQuotesDoubledQuotesAndCrLf() throws Exception {
        List<CsvReader.Record> r = CsvReader.read(new StringReader("a,\"b,\"\"c\"\"\",\r\n1,2,3\n"), "x.csv");
        assertEquals(List.of("a", "b,\"c\"", ""), r.get(0).fields());
        assertEquals(List.of("1", "2", "3"), r.get(1).fields());
        assertEquals(2, r.get(1).line());
    }

    @Test
    void summaryCurvesComeFromTheAggregateRowsSortedBySweepValue() throws Exception {
        SummaryTable t = SummaryTable.read(new StringReader(SUMMARY), "summary.csv");
        assertEquals(List.of("load"), t.variables());
        assertEquals(List.of("wait", "utilization"), t.metrics());
        assertEquals(List.of("FF", "AS, adaptive"), t.pipelines());
        List<MetricSeries> curves = t.curves("wait", "load");
        assertEquals(2, curves.size());
        assertEquals("FF", curves.get(0).name());
        assertArrayEquals(new double[] {0.3, 0.5}, curves.get(0).x());
        assertArrayEquals(new double[] {3, 7}, curves.get(0).mean());
        assertArrayEquals(new double[] {12.706205, 12.706205}, curves.get(0).halfWidth());
        // n = 1: no CI, drawn as a zero error bar; points sorted although the file lists 0.5 first
        assertArrayEquals(new double[] {0.3, 0.5}, curves.get(1).x());
        assertArrayEquals(new double[] {1.5, 5}, curves.get(1).mean());
        assertArrayEquals(new double[] {0, 0}, curves.get(1).halfWidth());
    }

    @Test
    void claimsAreReadWithTheirVerdictsAndBadOnesNamed() throws Exception {
        String csv = "experiment,source,claim,verdict,stated,measured,not_reproduced,rule,lean,p_value\n"
                + "Q,q.partita:3,expect A below B on wait,holds,A below B on wait,\"A 1 ± 0.1, B 2 ± 0.1\",,paired,"
                + "with,0.001\n"
                + "Q,q.partita:4,expect A above B on wait,fails,A above B on wait,\"A 1 ± 0.1, B 2 ± 0.1\",tie-break,"
                + "paired,against,0.001\n"
                + "Q,q.partita:5,expect A above B on wait,inconclusive,A above B on wait,\"A 1 ± 1, B 2 ± 1\",,"
                + "intervals,against,1\n";
        ClaimsTable t = ClaimsTable.read(new StringReader(csv), "claims.csv");
        assertEquals(3, t.rows().size());
        assertEquals("holds", t.rows().get(0).label());
        assertEquals("inconclusive (means against)", t.rows().get(2).label());
        assertEquals("A 1 ± 0.1, B 2 ± 0.1", t.rows().get(0).measured());
        assertEquals("fails (not reproduced: tie-break)", t.rows().get(1).label());
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> ClaimsTable.read(
                new StringReader(csv.replace(",fails,", ",maybe,")), "out/claims.csv"));
        assertTrue(e.getMessage().startsWith("out/claims.csv:3:"), e.getMessage());
        assertTrue(e.getMessage().contains("holds, fails or inconclusive"), e.getMessage());
        assertThrows(ResultFormatException.class, () -> ClaimsTable.read(new StringReader("a,b\n"), "c.csv"));
    }

    @Test
    void badSummaryNamesFileLineAndField() {
        String bad = "pipeline,load,replication,n,wait,wait_ci\nFF,0.3,1,1,two,\n";
        ResultFormatException e = assertThrows(ResultFormatException.class,
                () -> SummaryTable.read(new StringReader(bad), "out/summary.csv"));
        assertEquals("out/summary.csv:2: field 'wait': not a number: 'two'", e.getMessage());
        ResultFormatException short_ = assertThrows(ResultFormatException.class,
                () -> SummaryTable.read(new StringReader("pipeline,replication,n,wait\nFF,1\n"), "s.csv"));
        assertEquals("s.csv:2: expected 4 fields, found 2", short_.getMessage());
    }

    /** Three jobs on a 4 x 2 mesh: job 1 [0,10) on nodes 0 1, job 2 submitted at 1, starts 2, ends 6 on 4 5 6 7;
     *  job 3 submitted at 3, waits until 6, still running at the end (empty end) on nodes 2 3 6 7. */
    static final String JOBS = """
            job_id,submit,start,end,requested_procs,allocated_procs,nodes,wait,runtime_factor,relocations,measured,pipeline,load,replication
            1,0,0,10,2,2,0 1,0,1,0,1,FF,0.3,1
            2,1,2,6,4,4,4 5 6 7,1,1,0,1,FF,0.3,1
            3,3,6,,4,4,2 3 6 7,3,1,0,0,FF,0.3,1
            1,0,0,5,2,2,0 1,0,1,0,1,FF,0.3,2
            """;

    @Test
    void jobsAreGroupedByRunFromTheTrailingColumns() throws Exception {
        JobsTable t = JobsTable.read(new StringReader(JOBS), "jobs.csv");
        assertEquals(List.of("FF / 0.3 / 1", "FF / 0.3 / 2"), t.runs());
        List<JobRecord> run = t.ofRun("FF / 0.3 / 1");
        assertEquals(3, run.size());
        assertArrayEquals(new int[] {2, 3, 6, 7}, run.get(2).nodes());
        assertTrue(Double.isNaN(run.get(2).end()));
    }

    @Test
    void busyNodesAndQueueLengthAreStepFunctions() throws Exception {
        List<JobRecord> run = JobsTable.read(new StringReader(JOBS), "jobs.csv").ofRun("FF / 0.3 / 1");
        Timeline.Steps busy = Timeline.busyNodes(run);
        assertArrayEquals(new double[] {0, 2, 6, 10}, busy.time());
        assertArrayEquals(new double[] {2, 6, 6, 4}, busy.value()); // at 6 job 2 ends and job 3 starts
        Timeline.Steps queue = Timeline.queueLength(run);
        assertArrayEquals(new double[] {0, 1, 2, 3, 6}, queue.time());
        assertArrayEquals(new double[] {0, 1, 0, 1, 0}, queue.value());
        assertArrayEquals(new double[] {0.25, 0.75, 0.75, 0.5}, Timeline.utilization(run, 8).value());
    }

    @Test
    void meshOccupancyStepsThroughStartsAndEnds() throws Exception {
        List<JobRecord> run = JobsTable.read(new StringReader(JOBS), "jobs.csv").ofRun("FF / 0.3 / 1");
        MeshOccupancy m = new MeshOccupancy(run, 4, 2);
        assertEquals(4, m.steps());
        assertArrayEquals(new double[] {0, 2, 6, 10}, new double[] {m.time(0), m.time(1), m.time(2), m.time(3)});
        long f = MeshOccupancy.FREE;
        assertArrayEquals(new long[] {1, 1, f, f, f, f, f, f}, m.occupancy(0));
        assertArrayEquals(new long[] {1, 1, f, f, 2, 2, 2, 2}, m.occupancy(1));
        assertArrayEquals(new long[] {1, 1, 3, 3, f, f, 3, 3}, m.occupancy(2));
        assertArrayEquals(new long[] {f, f, 3, 3, f, f, 3, 3}, m.occupancy(3));
        assertEquals(0.5, m.busyShare(3), 1e-12);
        assertArrayEquals(new int[] {3, 3}, MeshOccupancy.guessDimensions(run));
    }

    @Test
    void svgHasEachCurveWithItsErrorBars() throws Exception {
        SummaryTable t = SummaryTable.read(new StringReader(SUMMARY), "summary.csv");
        String svg = ChartExport.svg("Wait <ms>", "load", "wait", t.curves("wait", "load"));
        assertTrue(svg.startsWith("<?xml"));
        List<String> texts = SvgChart.texts(svg);
        assertTrue(texts.containsAll(List.of("FF", "AS, adaptive", "Wait &lt;ms&gt;", "load", "wait")), texts.toString());
        // FF (first colour) has n = 2 at both loads, AS (second colour) a single replication
        assertEquals(2, SvgChart.bars(svg, "#1f77b4", false), "error bars only where n >= 2");
        assertEquals(0, SvgChart.bars(svg, "#d62728", false));
        assertEquals(1, SvgChart.lines(svg).stream().filter(l -> l.colour().equals("#d62728") && l.x1() != l.x2()
                && l.y1() != l.y2()).count(), "AS: the segment between its two points");
    }
}

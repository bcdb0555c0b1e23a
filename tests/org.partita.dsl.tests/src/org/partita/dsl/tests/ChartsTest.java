package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Charts;
import org.partita.dsl.partita.Model;

/** Headless charts: one line per pipeline with confidence-interval bars, units on the axes, deterministic files. */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ChartsTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;
    @TempDir
    Path dir;

    private static final String TEXT = """
            experiment C {
                machine mesh 8 x 8
                workload synthetic {
                    jobs 200 warmup 20
                    arrivals poisson load 0.2, 0.4
                    service exponential mean 2 s, 4 s
                }
                pipeline FF { allocate first-fit }
                pipeline FSL { allocate free-submesh-list }
                replications 3 seed 1
                measure wait, allocation-miss
                chart "Waiting delay" wait vs load
                chart "Misses by service" allocation-miss vs mean
            }""";

    @Test
    void oneLinePerPipelineAndOtherVariableWithConfidenceBars() throws Exception {
        Scenario s = Experiments.scenario(parser, validator, TEXT, "C");
        ExperimentResult r = Experiments.run(s, null, 2);
        List<Charts.Line> lines = Charts.lines(s, r, s.charts().get(0));
        assertEquals(List.of("FF (mean=2)", "FF (mean=4)", "FSL (mean=2)", "FSL (mean=4)"),
                lines.stream().map(Charts.Line::key).toList());
        // FF, mean=2: points (load 0.2, 0.4) are aggregates 0 and 2 (load varies slowest)
        double[] p = lines.get(0).points().get(1);
        Aggregate a = r.aggregates().get(2);
        Statistics w = a.get(Metric.WAIT);
        assertEquals(0.4, p[0]);
        assertEquals(w.mean(), p[1]);
        assertEquals(Math.max(0, w.mean() - w.halfWidth()), p[2]);
        assertEquals(w.mean() + w.halfWidth(), p[3]);
        assertTrue(w.halfWidth() > 0);
        // Metrics are non-negative: no error bar of any line reaches below zero, and bars are clipped only there.
        for (Charts.Line line : lines) {
            for (double[] q : line.points()) {
                assertTrue(q[2] >= 0 && q[2] <= q[1] && q[3] >= q[1], line.key());
            }
        }
        assertEquals("offered load ρ", Charts.variableLabel(s, "load"));
        assertEquals("mean service time (s)", Charts.variableLabel(s, "mean"));
        assertEquals("allocation miss (%)", Charts.metricLabel(Metric.ALLOCATION_MISS));
    }

    @Test
    void pngAndSvgAreTheSameOnEveryRun() throws Exception {
        Scenario s = Experiments.scenario(parser, validator, TEXT, "C");
        Experiments.run(s, dir.resolve("a"), 1);
        Experiments.run(s, dir.resolve("b"), 2);
        for (String f : List.of("chart-waiting-delay.svg", "chart-waiting-delay.png", "chart-misses-by-service.svg",
                "chart-misses-by-service.png", Charts.FILE)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(f)),
                    Files.readAllBytes(dir.resolve("b").resolve(f)), f);
        }
        String svg = Files.readString(dir.resolve("a/chart-waiting-delay.svg"));
        assertTrue(svg.startsWith("<?xml") && svg.contains("<svg"), svg.substring(0, 100));
        for (String text : List.of("Waiting delay", "offered load ρ", "mean waiting time (s)", "FF (mean=2)",
                "FSL (mean=4)")) {
            assertTrue(svg.contains(text), text);
        }
        // the chart statements with the PNG's title and axis labels, for viewers of the folder
        assertEquals("""
                chart,title,metric,variable,x_label,y_label,by
                chart-waiting-delay,Waiting delay,wait,load,offered load ρ,mean waiting time (s),
                chart-misses-by-service,Misses by service,allocation_miss_pct,mean,mean service time (s),\
                allocation miss (%),
                """, Files.readString(dir.resolve("a").resolve(Charts.FILE)));
        BufferedImage png = ImageIO.read(dir.resolve("a/chart-waiting-delay.png").toFile());
        assertEquals(Charts.WIDTH, png.getWidth());
        assertEquals(Charts.HEIGHT, png.getHeight());
    }

    /** {@code chart … by application}: one line per pipeline and application, from classes.csv's aggregate rows. */
    @Test
    void aChartByClassDrawsOneLinePerPipelineAndClass() throws Exception {
        Scenario s = Experiments.scenario(parser, validator, """
                experiment Mix {
                    machine smp 16
                    workload synthetic {
                        submit for 300 s
                        arrivals poisson load 0.4, 0.6
                        structure malleable
                        speedup bt { 4: 3.5, 8: 6 } time 100 s request 8 fraction 50%
                        speedup apsi { 4: 1, 8: 0.9 } time 20 s request 8 fraction 50%
                    }
                    pipeline EQ { share equipartition }
                    pipeline PDPA { share pdpa }
                    replications 2 seed 5
                    measure response, execution by application
                    chart "Response per application" response vs load by application
                }""", "Mix");
        Path out = dir.resolve("mix");
        ExperimentResult r = Experiments.run(s, out, 2);
        List<Charts.Line> lines = Charts.lines(s, r, s.charts().get(0), out);
        assertEquals(List.of("EQ: bt", "EQ: apsi", "PDPA: bt", "PDPA: apsi"),
                lines.stream().map(Charts.Line::key).toList());
        List<String> rows = Files.readAllLines(out.resolve("classes.csv"));
        for (Charts.Line l : lines) {
            assertEquals(2, l.points().size(), l.key());
            double[] first = l.points().get(0);
            assertEquals(0.4, first[0]);
            // the point is classes.csv's aggregate row of that pipeline, load and application
            String[] k = l.key().split(": ");
            String row = rows.stream().filter(x -> x.startsWith(k[0] + ",0.4,all,2," + k[1] + ",")).findFirst()
                    .orElseThrow();
            assertEquals(Double.parseDouble(row.split(",")[7]), first[1], 1e-9, row);
        }
        String svg = Files.readString(out.resolve("chart-response-per-application.svg"));
        assertTrue(svg.contains("PDPA: apsi") && svg.contains("mean response time (s)"));
        assertTrue(Files.readString(out.resolve(Charts.FILE)).contains(",mean response time (s),application\n"));
    }

    /** {@code timeline 50 s} and charts over time: each point is the replications' mean of timeline.csv's samples. */
    @Test
    void aChartOverTimeDrawsTheTimelinesSamples() throws Exception {
        Scenario s = Experiments.scenario(parser, validator, """
                experiment T {
                    machine mesh 8 x 8
                    workload synthetic {
                        jobs 150 warmup 10
                        arrivals poisson load 0.3, 0.6
                        service exponential mean 20 s
                    }
                    pipeline FF { allocate first-fit }
                    replications 2 seed 4
                    timeline 50 s
                    chart "Fragmentation over time" fragmentation vs time
                    chart "Largest job that could start" largest-free vs time
                }""", "T");
        Path out = dir.resolve("t");
        ExperimentResult r = Experiments.run(s, out, 2);
        List<String> rows = Files.readAllLines(out.resolve("timeline.csv"));
        assertEquals("time,busy,free,queued,largest_free,fragmentation,pipeline,load,replication", rows.get(0));
        List<Charts.Line> lines = Charts.lines(s, r, s.charts().get(1), out);
        assertEquals(List.of("FF (load=0.3)", "FF (load=0.6)"), lines.stream().map(Charts.Line::key).toList());
        for (Charts.Line l : lines) {
            String load = l.key().substring(l.key().indexOf('=') + 1, l.key().length() - 1);
            for (double[] p : l.points()) {
                double sum = 0;
                int n = 0;
                for (String row : rows.subList(1, rows.size())) {
                    String[] f = row.split(",");
                    if (Double.parseDouble(f[0]) == p[0] && f[7].equals(load)) {
                        sum += Double.parseDouble(f[4]);
                        n++;
                    }
                }
                assertTrue(n >= 1 && n <= 2, l.key() + " at " + p[0]);
                assertEquals(sum / n, p[1], 1e-9, l.key() + " at " + p[0]);
            }
            assertEquals(0, l.points().get(0)[0], "from time 0");
            assertEquals(50, l.points().get(1)[0] - l.points().get(0)[0], "every 50 s");
        }
        String svg = Files.readString(out.resolve("chart-fragmentation-over-time.svg"));
        assertTrue(svg.contains("simulated time (s)") && svg.contains("external fragmentation"), "axis labels");
        assertTrue(Files.readString(out.resolve(Charts.FILE)).contains(
                "chart-largest-job-that-could-start,Largest job that could start,largest_free,time,simulated time (s),"
                        + "largest job that could start (processors),\n"));
    }

    /** An overloaded point carries a cross and a legend entry saying it is not steady; a stable one does not. */
    @Test
    void aPointThatIsNotSteadyIsMarked() throws Exception {
        Scenario s = Experiments.scenario(parser, validator, """
                experiment O {
                    machine mesh 8 x 8
                    workload synthetic {
                        jobs 400 warmup 40
                        arrivals poisson load 0.2, 1.3
                        service exponential mean 2 s
                    }
                    pipeline FF { allocate first-fit }
                    replications 2 seed 1
                    measure response
                    chart "Response" response vs load
                }""", "O");
        Path out = dir.resolve("o");
        ExperimentResult r = Experiments.run(s, out, 2);
        List<Charts.Line> lines = Charts.lines(s, r, s.charts().get(0));
        assertEquals(List.of(1.3), lines.get(0).unsteady(), "only the overloaded point");
        String svg = Files.readString(out.resolve("chart-response.svg"));
        assertTrue(svg.contains("FF" + Charts.UNSTEADY), "legend entry of the crosses");
    }
}

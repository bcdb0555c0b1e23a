package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;
import org.partita.core.workload.SyntheticWorkload;

/** The share policies through {@link ExperimentRunner}: registry, result files, determinism across threads. */
class MalleableExperimentTest {

    private static Pipeline share(String name, String policy, String... params) {
        return new Pipeline(name, "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                List.of(Stage.of("share", policy, params)));
    }

    /** The share policies of this package (other packages register share policies too). */
    static List<String> corbalanPolicies() {
        return RunModels.standard().names("share").stream()
                .filter(n -> RunModels.standard().descriptor("share", n).paper().contains("Corbalán")).toList();
    }

    /** W4 (untuned) on 60 processors, loads 0.6 and 1.0, two replications, every share policy. */
    static Experiment thesisExperiment() {
        WorkloadFactory wf = (point, streams, rejections) -> CorbalanWorkload.w4(point.getDouble("load"), false)
                .open(streams);
        List<Pipeline> pipelines = new ArrayList<>();
        for (String p : corbalanPolicies()) {
            pipelines.add(share(p.replace("+", "p"), p));
        }
        return new Experiment("corbalan", MachineSpec.parse("pool:60"), pipelines,
                List.of(SweepPoint.of("load", "0.6"), SweepPoint.of("load", "1.0")), wf, SimulationConfig.DEFAULT,
                Replications.fixed(2), 11, Double.NaN,
                new WorkloadTraits(Stage.of("structure", "malleable"), Map.of(), null));
    }

    private static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void registryListsEveryPolicyWithFullInfo() {
        assertEquals(List.of("equipartition", "equal-efficiency", "pdpa", "equip++", "equal-eff++", "gang",
                "compress-join", "pdgs"), corbalanPolicies());
        for (String n : corbalanPolicies()) {
            StrategyDescriptor info = RunModels.standard().descriptor("share", n);
            assertTrue(info.paper().contains("Corbalán"), n);
            assertNotNull(info.parameter(List.of("gang", "compress-join", "pdgs").contains(n) ? "slots" : "mpl"), n);
            for (Parameter p : info.parameters()) {
                assertNotNull(p.defaultValue(), n + " " + p.name());
                assertTrue(!p.doc().isBlank(), n + " " + p.name());
                // every default passes the policy's own validation
                MalleablePolicies.policy(Stage.of("share", n, p.name(), p.defaultValue()));
            }
            assertInstanceOf(MalleableModel.class, RunModels.standard().model(share("x", n)));
        }
        assertNotNull(RunModels.standard().descriptor("structure", "malleable"));
        assertEquals("0.9", RunModels.standard().descriptor("share", "pdpa").parameter("high").defaultValue());
        assertEquals("4", RunModels.standard().descriptor("share", "pdpa").parameter("increment").defaultValue());
        assertEquals("0.7", RunModels.standard().descriptor("share", "equip++").parameter("target").defaultValue());
    }

    @Test
    void badParametersAreNamed() {
        var e1 = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "pdpa", "hihg", "0.9")));
        assertTrue(e1.getMessage().contains("share pdpa: unknown parameter(s) [hihg]; valid: "), e1.getMessage());
        var e2 = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "pdpa", "high", "1.5")));
        assertTrue(e2.getMessage().contains("'high' must be in [0, 1]"), e2.getMessage());
        var e3 = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "pdpa", "load", "medium")));
        assertTrue(e3.getMessage().contains("running, level, queued, heavy, light"), e3.getMessage());
        var e4 = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "equipartition", "mpl", "2.5")));
        assertTrue(e4.getMessage().contains("'mpl' must be an integer"), e4.getMessage());
        var e5 = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "pdpa", "high", "0.5", "low", "0.6")));
        assertTrue(e5.getMessage().contains("low must not exceed high"), e5.getMessage());
        var e6 = assertThrows(IllegalArgumentException.class, () -> MalleablePolicies
                .settings(Stage.of("share", "pdpa"), Stage.of("structure", "fork-join")));
        assertTrue(e6.getMessage().contains("needs malleable jobs"), e6.getMessage());
    }

    @Test
    void outputIsByteIdenticalWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        Experiment e = thesisExperiment();
        ExperimentResult one = run(e, dir.resolve("t1"), 1);
        run(e, dir.resolve("t2"), 2);
        for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("t1").resolve(f)),
                    Files.readAllBytes(dir.resolve("t2").resolve(f)), f);
        }
        assertEquals(8 * 2 * 2, one.runs().size());
        for (RunResult r : one.runs()) {
            assertEquals(List.of(), r.violations());
            assertTrue(r.metrics().get(Metric.JOBS) > 20);
            assertTrue(r.metrics().has(Metric.EXECUTION) && r.metrics().has(Metric.MAX_MPL));
        }
        List<String> summary = Files.readAllLines(dir.resolve("t1").resolve(ResultFiles.SUMMARY));
        assertTrue(summary.get(0).contains(",execution,") && summary.get(0).contains(",max_mpl,"), summary.get(0));
        // every pipeline sees the same jobs: the same number of measured jobs per (point, replication)
        for (int point = 0; point < 2; point++) {
            for (int rep = 0; rep < 2; rep++) {
                double jobs = Double.NaN;
                for (RunResult r : one.runs()) {
                    if (r.key().point() == point && r.key().replication() == rep + 1) {
                        if (Double.isNaN(jobs)) {
                            jobs = r.metrics().get(Metric.JOBS);
                        }
                        assertEquals(jobs, r.metrics().get(Metric.JOBS));
                    }
                }
            }
        }
        List<String> jobsCsv = Files.readAllLines(dir.resolve("t1").resolve(ResultFiles.JOBS));
        assertTrue(jobsCsv.size() > 1 + 20 * 20);
    }

    /**
     * Named curves and unknown applications: a synthetic stream of processor-count jobs (application -1) draws
     * its curve from the stream {@code malleable/applications}; with one named curve every job gets it. The same
     * experiment twice gives the same summary.
     */
    @Test
    void syntheticJobsWithNamedCurves(@TempDir Path dir) throws Exception {
        var sizes = Distributions.uniformInt(1, 16);
        SyntheticWorkload base = SyntheticWorkload.sized(80, Distributions.exponential(5),
                Distributions.exponential(50), sizes);
        Map<String, SpeedupModel> curves = new LinkedHashMap<>();
        curves.put("half", SpeedupModel.amdahl(0.5));
        curves.put("bt", SpeedupTable.BT);
        Experiment e = new Experiment("synthetic", MachineSpec.parse("pool:16"),
                List.of(share("pdpa", "pdpa"), share("equip", "equipartition", "mpl", "8")), List.of(),
                (point, streams, rej) -> base.open(streams), SimulationConfig.DEFAULT.withWarmup(10),
                Replications.fixed(1), 3, Double.NaN,
                new WorkloadTraits(Stage.of("structure", "malleable", "runtime", "requested"), curves, null));
        run(e, dir.resolve("a"), 2);
        run(e, dir.resolve("b"), 1);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(ResultFiles.SUMMARY)),
                Files.readAllBytes(dir.resolve("b").resolve(ResultFiles.SUMMARY)));
        List<String> rows = Files.readAllLines(dir.resolve("a").resolve(ResultFiles.SUMMARY));
        assertTrue(rows.get(1).startsWith("pdpa,1,1,70,"), rows.get(1));
    }
}

package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
import org.partita.core.experiment.RunKey;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.WorkloadFactory;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.ShapeRule;

/** Space sharing through the experiment runner: result files, determinism across threads, a swept parameter. */
class SpaceSharingExperimentTest {

    static Experiment experiment(String machine) {
        WorkloadFactory wf = (point, streams, rejections) -> SpaceRuns.paperWorkload(300,
                point.getDouble("load"), 1, 3.5).open(streams);
        List<Pipeline> pipelines = List.of(
                new Pipeline("ap", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(), List.of(Stage.of("partition", "ap"))),
                new Pipeline("map", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                        List.of(Stage.of("partition", "map", "f", "$f"))),
                new Pipeline("map-eager", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                        List.of(Stage.of("partition", "map", "f", "$f", "release", "eager"))));
        return new Experiment("space", MachineSpec.parse(machine), pipelines,
                List.of(SweepPoint.of("load", "0.5", "f", "0.5"), SweepPoint.of("load", "0.8", "f", "0.75")), wf,
                SimulationConfig.DEFAULT.withWarmup(30), Replications.fixed(2), 11, Double.NaN,
                new WorkloadTraits(Stage.of("structure", "divide-and-conquer"), Map.of(), null));
    }

    static ExperimentResult run(Experiment e, Path out, int threads) throws Exception {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, threads, true, false, null)).run();
    }

    @Test
    void identicalFilesWhateverTheThreadCount(@TempDir Path dir) throws Exception {
        for (String machine : List.of("bus:64", "ring:64")) {
            Experiment e = experiment(machine);
            ExperimentResult one = run(e, dir.resolve(machine.replace(':', '-') + "-t1"), 1);
            run(e, dir.resolve(machine.replace(':', '-') + "-t2"), 2);
            for (String f : List.of(ResultFiles.SUMMARY, ResultFiles.JOBS)) {
                assertArrayEquals(Files.readAllBytes(dir.resolve(machine.replace(':', '-') + "-t1").resolve(f)),
                        Files.readAllBytes(dir.resolve(machine.replace(':', '-') + "-t2").resolve(f)), f);
            }
            assertEquals(3 * 2 * 2, one.runs().size());
            for (RunResult r : one.runs()) {
                assertEquals(List.of(), r.violations());
                assertEquals(270, r.metrics().get(Metric.JOBS));
                assertTrue(r.metrics().get(Metric.PARTITION_SIZE) >= 1);
            }
        }
    }

    @Test
    void resultFiles(@TempDir Path dir) throws Exception {
        ExperimentResult r = run(experiment("bus:64"), dir, 2);
        List<String> summary = Files.readAllLines(dir.resolve(ResultFiles.SUMMARY));
        String header = summary.get(0);
        assertTrue(header.startsWith("pipeline,load,f,replication,n,jobs,jobs_ci,response,response_ci,"), header);
        assertTrue(header.contains(",partition_size,"), header);
        assertEquals(1 + 3 * 2 * (2 + 1), summary.size());
        List<String> jobs = Files.readAllLines(dir.resolve(ResultFiles.JOBS));
        assertEquals(1 + 12 * 300, jobs.size());
        // jobs.csv without eager release is a valid schedule (eager-release rows list the partition at start);
        // requested_procs is the job's maximum parallelism, which a partition may be smaller than
        var placements = InvariantChecker.readJobsCsv(Files.newBufferedReader(dir.resolve(ResultFiles.JOBS)));
        for (int run = 0; run < 8; run++) {
            assertEquals(List.of(), new InvariantChecker(64).allowSizeReduction()
                    .addAll(placements.subList(300 * run, 300 * run + 300)).violations());
        }
        // the swept f reaches the model: higher load, larger f gives smaller partitions than AP at the same point
        RunResult apHigh = r.runs().get(2);
        RunResult mapHigh = r.runs().get(6);
        assertEquals(new RunKey(0, 1, 1), apHigh.key());
        assertEquals(new RunKey(1, 1, 1), mapHigh.key());
        assertTrue(mapHigh.metrics().get(Metric.PARTITION_SIZE) < apHigh.metrics().get(Metric.PARTITION_SIZE));
    }
}

package org.partita.core.experiment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.MachineSpec;
import org.partita.core.machine.Topology;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SpeedupModel;
import org.partita.core.workload.SpeedupTable;
import org.partita.core.workload.SyntheticWorkload;

/**
 * One whole run of a run model, single-threaded, in memory: {@code jobs} measured completions (after a tenth of that
 * as warm-up) of a Poisson workload at load 0.7. The figure is the model's cost per run; divided by the job count it
 * is the cost per job.
 * <ul>
 * <li>{@code space}: Dandamudi and Yu's MAP (f 0.75) on a 64-processor bus, fork-join jobs, maximum parallelism
 * uniform 1..32, hyper-exponential demand (mean 16, CV 3.5);</li>
 * <li>{@code equipartition}, {@code pdpa}: malleable jobs on 60 processors with Table 3.1's bt and swim curves,
 * requests uniform 1..32, sequential times exponential with mean 100 s;</li>
 * <li>{@code cluster-m}: random task graphs of 16 tasks mapped onto a three-cluster grid of 32 processors.</li>
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class RunModelBenchmark {

    @Param({"space", "equipartition", "pdpa", "cluster-m"})
    public String model;

    @Param({"2000"})
    public int jobs;

    private Experiment experiment;

    @Setup
    public void setUp() {
        SimulationConfig config = SimulationConfig.DEFAULT.withWarmup(jobs / 10).withMaxCompletions(jobs);
        Machine machine;
        Stage stage;
        WorkloadTraits traits;
        WorkloadFactory workload;
        switch (model) {
            case "space" -> {
                machine = MachineSpec.parse("bus:64");
                stage = Stage.of("partition", "map", "f", "0.75");
                traits = new WorkloadTraits(Stage.of("structure", "fork-join"), Map.of(), null);
                workload = poisson(0.7 * 64 / 16, Distributions.hyperExponential(16, 3.5), 32);
            }
            case "cluster-m" -> {
                machine = Machine.grid(List.of(new Cluster("a", Topology.pool(8), 2),
                        new Cluster("b", new Topology(Topology.Kind.MESH, new int[] {4, 4}), 1.5),
                        new Cluster("c", Topology.pool(8), 1)), List.of(new Link("a", "b", 5), new Link("b", "c", 2)));
                stage = Stage.of("mapping", "cluster-m");
                traits = new WorkloadTraits(null, Map.of(), Stage.of("graphs", "random", "tasks", "16"));
                workload = poisson(0.7 * 32 / (20 * 8.5), Distributions.exponential(20), 16);
            }
            default -> {
                machine = MachineSpec.parse("smp:60");
                stage = Stage.of("share", model);
                Map<String, SpeedupModel> curves = new LinkedHashMap<>();
                curves.put("bt", SpeedupTable.BT);
                curves.put("swim", SpeedupTable.SWIM);
                traits = new WorkloadTraits(Stage.of("structure", "malleable"), curves, null);
                workload = poisson(0.7 * 60 / 100, Distributions.exponential(100), 32);
            }
        }
        Pipeline p = new Pipeline("P", "fcfs", "pool", Map.of(), ShapeRule.SQUARE, Map.of(), List.of(stage));
        experiment = new Experiment("bench", machine, List.of(p), List.of(), workload, config,
                Replications.fixed(1), 42, Double.NaN, traits);
    }

    private static WorkloadFactory poisson(double rate, org.partita.core.workload.RealDistribution service,
            int maxSize) {
        return (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE,
                Distributions.exponential(1 / rate), service, Distributions.uniformInt(1, maxSize)).open(streams);
    }

    @Benchmark
    public ExperimentResult run() throws Exception {
        return new ExperimentRunner(experiment, StandardStrategies.registry(), ExperimentRunner.Options.inMemory())
                .run();
    }
}

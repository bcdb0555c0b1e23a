package org.partita.core.experiment;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.model.Pipeline;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * A contiguous strategy's cost per job at Kim and Yoon's load (their experiment E1, Fig. 10): an FCFS run of
 * {@value #JOBS} jobs on an L×L mesh, Poisson arrivals at load 0.47, sides uniform on 1..L, exponential residence
 * with mean 10 s, one replication in memory. The figure is the whole run (allocation attempts, releases, the
 * engine) divided by its jobs, so it shows what a strategy costs a simulation at the paper's load, where
 * {@link org.partita.core.alloc.AllocatorBenchmark}'s churn (60 % occupancy, sides up to L/4) shows the cost of one
 * request among many small jobs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class PaperLoadAllocatorBenchmark {

    static final int JOBS = 1000;

    @Param({"adaptive-scan", "free-submesh-list", "busy-list", "first-fit", "best-fit", "frame-sliding", "buddy-2d"})
    public String strategy;

    @Param({"16", "64", "256", "512"})
    public int side;

    private Experiment experiment;

    @Setup
    public void setUp() {
        Machine machine = Machine.of(Topology.mesh(side, side));
        double meanSide = (1 + side) / 2.0;
        double rate = 0.47 * side * side / (meanSide * meanSide * 10);
        WorkloadFactory workload = (point, streams, rejections) -> SyntheticWorkload.shaped(JOBS,
                Distributions.exponential(1 / rate), Distributions.exponential(10),
                Distributions.uniformInt(1, side), 2).open(streams);
        Pipeline p = new Pipeline("P", "fcfs", strategy, Map.of(), ShapeRule.SQUARE, Map.of(), List.of());
        experiment = new Experiment("kim-yoon-e1", machine, List.of(p), List.of(), workload,
                SimulationConfig.DEFAULT, Replications.fixed(1), 42, Double.NaN, WorkloadTraits.RIGID);
    }

    @Benchmark
    @OperationsPerInvocation(JOBS)
    public ExperimentResult run() throws Exception {
        return new ExperimentRunner(experiment, StandardStrategies.registry(), ExperimentRunner.Options.inMemory())
                .run();
    }
}

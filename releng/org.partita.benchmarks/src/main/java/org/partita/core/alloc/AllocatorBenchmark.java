package org.partita.core.alloc;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Per-request allocate + release time of each mesh strategy at about 60% occupancy on L×L meshes (issue 4;
 * Kim–Yoon Fig. 14/17 compare search time against mesh size). One operation = one {@link AllocationChurn#step()}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AllocatorBenchmark {

    @Param({"first-fit", "best-fit", "frame-sliding", "buddy-2d", "adaptive-scan", "busy-list", "free-list",
            "free-submesh-list", "fixed-orientation", "naive", "random", "paging", "mbs", "anca"})
    public String strategy;

    @Param({"16", "64", "256", "512"})
    public int side;

    private AllocationChurn churn;

    @Setup(Level.Trial)
    public void setUp() {
        churn = new AllocationChurn(strategy, side, 42);
    }

    @Benchmark
    public Allocator allocateAndRelease() {
        churn.step();
        return churn.allocator;
    }
}

package org.partita.core.engine;

import java.util.SplittableRandom;
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
 * One insert + one poll on the engine's {@link EventQueue} held at {@code size} pending events (the "hold model" of
 * event-list benchmarks): pop the earliest event and push a new one at that time plus an exponential increment
 * (mean 1000), with the completion/arrival kinds alternating. The queue size stays constant, so the figure is the
 * cost of a push and a pop at that size.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EventQueueBenchmark {

    @Param({"1000", "10000", "100000", "1000000"})
    public int size;

    private EventQueue<Object> queue;
    private SplittableRandom random;
    private final Object payload = new Object();
    private int kind;

    @Setup(Level.Trial)
    public void setUp() {
        random = new SplittableRandom(42);
        queue = new EventQueue<>(size);
        for (int i = 0; i < size; i++) {
            queue.push(increment(), i & 1, payload);
        }
    }

    private double increment() {
        return -1000 * Math.log(1 - random.nextDouble());
    }

    @Benchmark
    public Object pushAndPop() {
        double t = queue.peekTime();
        Object p = queue.pop();
        kind ^= 1;
        queue.push(t + increment(), kind, p);
        return p;
    }
}

package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * When a run fails, the call returns only once every run still going has stopped: nothing keeps writing into the
 * output folder after the error has been reported (a refused resume used to leave a worker storing its run while
 * the caller was already cleaning the folder up).
 */
class FailedRunStopsItsWorkersTest {

    /** Runs inside the slow factory right now. */
    private static final AtomicInteger INSIDE = new AtomicInteger();

    /** FCFS whose factory takes 300 ms and, like a long stretch of a model, does not look at interrupts. */
    private static final Strategy SLOW = new Strategy(StrategyDescriptor.of(Family.QUEUE, "slow-fcfs",
            "FCFS, made slowly", "test"), c -> {
                INSIDE.incrementAndGet();
                long end = System.nanoTime() + 300_000_000L;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                INSIDE.decrementAndGet();
                return new FcfsPolicy();
            });

    @Test
    void theCallReturnsOnlyOnceNoRunIsGoing(@TempDir Path dir) throws Exception {
        StrategyRegistry strategies = StandardStrategies.with(List.of(() -> List.of(SLOW)));
        Pipeline p = new Pipeline("Q", "slow-fcfs", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of());
        WorkloadFactory w = (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE,
                Distributions.exponential(2), Distributions.exponential(5), Distributions.uniformInt(1, 8))
                .open(streams);
        Experiment e = new Experiment("slow", MachineSpec.parse("mesh:4x4"), List.of(p), List.of(SweepPoint.NONE),
                w, SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(80), Replications.fixed(8), 3,
                Double.NaN);
        ExperimentRunner.Options options = new ExperimentRunner.Options(dir, false, 2, false, false,
                (done, planned, jobs) -> {
                    if (done >= 1) {
                        throw new IllegalStateException("interrupted");
                    }
                });
        var failed = assertThrows(IllegalStateException.class,
                () -> new ExperimentRunner(e, strategies, options).run());
        assertEquals("interrupted", failed.getMessage());
        // the other thread had started the next run when the first one finished
        assertEquals(0, INSIDE.get(), "a run is still going after the call has returned");
        List<Path> stored = stored(dir);
        Thread.sleep(400);
        assertEquals(stored, stored(dir), "a run was stored after the call had returned");
    }

    private static List<Path> stored(Path dir) throws Exception {
        Path folder = dir.resolve(".partial");
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }
}

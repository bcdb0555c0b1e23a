package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.space.PartitionPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/**
 * A run takes its strategies from the registry it is handed: one built {@link StandardStrategies#with} a provider
 * of the test's own is seen by the runner's checks and by the models (the rigid engine's queue, the space-sharing
 * model's partition policy), while the default registry, made afresh or shared, knows nothing of it.
 */
class PassedRegistryTest {

    /** FCFS and MAP under names of their own, counting the instances their factories make. */
    static final class CountingProvider implements StrategyProvider {
        final AtomicInteger made = new AtomicInteger();

        @Override
        public List<Strategy> strategies() {
            return List.of(
                    new Strategy(StrategyDescriptor.of(Family.QUEUE, "counted-fcfs", "FCFS, counted", "test"), c -> {
                        made.incrementAndGet();
                        return new FcfsPolicy();
                    }),
                    new Strategy(StrategyDescriptor.of(Family.PARTITION, "counted-map", "MAP f = 0.5, counted", "test"),
                            c -> {
                                made.incrementAndGet();
                                return new PartitionPolicy.Adaptive(0.5);
                            }));
        }
    }

    private static Experiment rigid(String queue) {
        Pipeline p = new Pipeline("Q", queue, "first-fit", Map.of(), ShapeRule.SQUARE, Map.of());
        WorkloadFactory w = (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE,
                Distributions.exponential(2), Distributions.exponential(5), Distributions.uniformInt(1, 8))
                .open(streams);
        return new Experiment("rigid", MachineSpec.parse("mesh:4x4"), List.of(p), List.of(SweepPoint.NONE), w,
                SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(80), Replications.fixed(1), 3, Double.NaN);
    }

    private static Experiment space(String partition) {
        Pipeline p = new Pipeline("S", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                List.of(partition.equals("map") ? Stage.of("partition", "map", "f", "0.5")
                        : Stage.of("partition", partition)));
        WorkloadFactory w = (point, streams, rejections) -> SyntheticWorkload.sized(200,
                Distributions.exponential(1), Distributions.exponential(16), Distributions.uniformInt(1, 32))
                .open(streams);
        return new Experiment("space", MachineSpec.parse("bus:64"), List.of(p), List.of(SweepPoint.NONE), w,
                SimulationConfig.DEFAULT.withWarmup(20), Replications.fixed(1), 5, Double.NaN);
    }

    private static ExperimentResult run(Experiment e, StrategyRegistry strategies) throws Exception {
        ExperimentRunner runner = new ExperimentRunner(e, strategies, ExperimentRunner.Options.inMemory());
        runner.validate();
        return runner.run();
    }

    @Test
    void aRunSeesTheStrategiesOfTheRegistryItIsHanded() throws Exception {
        CountingProvider provider = new CountingProvider();
        StrategyRegistry strategies = StandardStrategies.with(List.of(provider));
        assertEquals(provider.getClass().getName(), strategies.origin(Family.QUEUE, "counted-fcfs"));
        assertEquals(StrategyRegistry.BUILT_IN, strategies.origin(Family.QUEUE, "fcfs"));

        ExperimentResult counted = run(rigid("counted-fcfs"), strategies);
        assertTrue(provider.made.get() > 0, "the test's queue factory made the run's policy");
        // the same discipline under another name: the same runs, metric for metric
        ExperimentResult fcfs = run(rigid("fcfs"), strategies);
        assertEquals(80.0, counted.runs().get(0).metrics().get(Metric.JOBS));
        assertEquals(fcfs.runs().get(0).metrics().asMap(), counted.runs().get(0).metrics().asMap());

        int before = provider.made.get();
        ExperimentResult map = run(space("map"), strategies);
        ExperimentResult countedMap = run(space("counted-map"), strategies);
        assertTrue(provider.made.get() > before, "the test's partition factory made the run's policy");
        assertEquals(map.runs().get(0).metrics().asMap(), countedMap.runs().get(0).metrics().asMap());
        ExperimentResult ap = run(space("ap"), strategies);
        assertNotEquals(map.runs().get(0).metrics().asMap(), ap.runs().get(0).metrics().asMap(),
                "a different partition policy gives different results");
    }

    @Test
    void theDefaultRegistriesKnowNothingOfIt() {
        StandardStrategies.with(List.of(new CountingProvider()));
        for (StrategyRegistry r : List.of(StandardStrategies.registry(), StandardStrategies.shared(),
                RunModels.standard().strategies())) {
            assertFalse(r.contains(Family.QUEUE, "counted-fcfs"));
            assertFalse(r.contains(Family.PARTITION, "counted-map"));
        }
        var queue = assertThrows(IllegalArgumentException.class,
                () -> new ExperimentRunner(rigid("counted-fcfs"), StandardStrategies.registry(),
                        ExperimentRunner.Options.inMemory()).validate());
        assertTrue(queue.getMessage().startsWith("pipeline 'Q': unknown queue discipline 'counted-fcfs'; available: "),
                queue.getMessage());
        var partition = assertThrows(IllegalArgumentException.class,
                () -> new ExperimentRunner(space("counted-map"), StandardStrategies.registry(),
                        ExperimentRunner.Options.inMemory()).validate());
        assertTrue(partition.getMessage().startsWith("pipeline 'S': unknown partition policy 'counted-map'"),
                partition.getMessage());
    }
}

package org.partita.core.rigid;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.RequestFactory;
import org.partita.core.engine.Simulation;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.MetricsCollector;
import org.partita.core.metrics.PlacementRecorder;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.sched.QueuePolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor.Trait;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.RandomStreams;

/**
 * The rigid queue-and-allocator engine as a {@link RunModel}: a pipeline without a stage runs its queue discipline
 * ({@link QueuePolicies}) and its {@link Allocation} (from {@link ModelContext#allocators()}, with the stream
 * {@code "alloc/" + pipeline name}; a {@code migrate} stage wraps the allocator) on the {@link Simulation}, measured by a {@link MetricsCollector}. With
 * {@link ModelContext#check()} every placement is recorded and checked against the allocator's guarantees
 * ({@link InvariantChecker#expect}); with {@link ModelContext#timeline()} the machine is sampled by a
 * {@link TimelineRecorder}.
 */
public final class RigidModel implements RunModel {

    private final StrategyRegistry strategies;

    /**
     * @param strategies the queue disciplines a pipeline names, and the {@code mapping} policies named when a
     *                   pipeline without a stage is given a grid machine
     */
    public RigidModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    /** The queue discipline and the allocator exist and accept their parameters (and the machine, unless a grid). */
    @Override
    public void validate(Pipeline p, Machine machine, AllocatorRegistry allocators, RandomStreams streams) {
        try {
            QueuePolicies.create(strategies, p.queue(), p.queueParameters());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': " + e.getMessage(), e);
        }
        Allocation a;
        try {
            a = Allocation.of(p);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': " + e.getMessage(), e);
        }
        if (!allocators.contains(a.allocator())) {
            throw new IllegalArgumentException("pipeline '" + p.name() + "': unknown allocator '"
                    + a.allocator() + "'; available: " + String.join(", ", allocators.names()));
        }
        if (!machine.isGrid()) {
            allocators.create(a.allocator(), new StrategyContext(machine.topology(), a.parameters(),
                    streams.stream("validate")));
        }
    }

    @Override
    public boolean movesJobs(Pipeline p, AllocatorRegistry allocators) {
        Allocation a = Allocation.of(p);
        return allocators.descriptor(a.allocator(), a.parameters()).has(Trait.MIGRATES);
    }

    @Override
    public boolean rigidWork() {
        return true;
    }

    @Override
    public ModelRun run(ModelContext ctx) {
        Machine machine = ctx.machine();
        Pipeline pipeline = ctx.pipeline();
        if (machine.isGrid()) {
            throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': a grid machine needs a "
                    + "mapping or balance stage (" + String.join(", ", strategies.descriptors(Family.MAPPING).stream()
                    .map(StrategyDescriptor::name).toList()) + ")");
        }
        Topology topology = machine.topology();
        AllocatorRegistry allocators = ctx.allocators();
        Allocation a = Allocation.of(pipeline);
        Allocator allocator = allocators.create(a.allocator(), new StrategyContext(topology, a.parameters(),
                ctx.streams().stream("alloc/" + pipeline.name())));
        StrategyDescriptor info = allocators.descriptor(a.allocator(), a.parameters());
        QueuePolicy policy = QueuePolicies.create(strategies, pipeline.queue(), pipeline.queueParameters());
        MetricsCollector metrics = new MetricsCollector(machine.size(), allocator, ctx.horizon(), ctx.wallClock());
        List<SimulationObserver> observers = new ArrayList<>();
        observers.add(metrics);
        PlacementRecorder recorder = ctx.check() ? new PlacementRecorder() : null;
        if (recorder != null) {
            observers.add(recorder);
        }
        observers.addAll(ctx.observers());
        ModelContext.Timeline timeline = ctx.timeline();
        if (timeline != null) {
            observers.add(new TimelineRecorder(topology, info.has(Trait.CONTIGUOUS), timeline.step(), timeline.out(),
                    timeline.suffix()));
        }
        Simulation sim = new Simulation(machine, allocator, policy,
                RequestFactory.withShapes(topology, pipeline.shapeRule()), ctx.config(), observers);
        SimulationResult result = sim.run(ctx.jobs());
        List<InvariantChecker.Violation> violations = recorder == null ? List.of()
                : new InvariantChecker(machine.size()).expect(info, topology).addAll(recorder.placements())
                        .violations();
        return new ModelRun(result, metrics.metrics(), violations);
    }
}

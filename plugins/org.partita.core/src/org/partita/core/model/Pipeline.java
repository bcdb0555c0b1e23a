package org.partita.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.partita.core.alloc.AllocatorDescriptors;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.workload.ShapeRule;

/**
 * One policy stack to evaluate: a list of stages of one form (kind, policy, parameters), at most one of each kind —
 * {@code queue}, {@code allocate}, {@code migrate}, {@code partition}, {@code share}, {@code mapping},
 * {@code balance} — in the order written. The queue discipline and the allocator are read through
 * {@link #queue()} and {@link #allocator()}, with their defaults when the stage is absent; a {@code migrate} stage
 * wraps the allocator in the rigid model ({@link org.partita.core.rigid.Allocation}). A pipeline with a
 * {@code partition}, {@code share}, {@code mapping} or {@code balance} stage is run by that stage's
 * {@link RunModel} (see {@link org.partita.core.experiment.RunModels#model(Pipeline)}), which may ignore the
 * allocator.
 *
 * @param name      unique name (a column value in the result files)
 * @param shapeRule how jobs without a shape get one on a mesh or torus
 * @param stages    the stages, in the order written
 */
public record Pipeline(String name, ShapeRule shapeRule, List<Stage> stages) {

    /** The allocator of a pipeline without an {@code allocate} stage: it runs on any topology. */
    public static final String DEFAULT_ALLOCATOR = AllocatorDescriptors.NAIVE;

    public Pipeline {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a pipeline needs a name");
        }
        stages = List.copyOf(stages == null ? List.of() : stages);
        for (int i = 0; i < stages.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (stages.get(i).kind().equals(stages.get(j).kind())) {
                    throw new IllegalArgumentException("pipeline '" + name + "' has two " + stages.get(i).kind()
                            + " stages");
                }
            }
        }
    }

    /**
     * A pipeline of a queue discipline and an allocator (each with its parameters), followed by {@code stages}.
     *
     * @param queue     queue discipline name, see {@link org.partita.core.sched.QueuePolicies}
     * @param allocator allocator name, see {@link org.partita.core.alloc.AllocatorRegistry}
     */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule, Map<String, String> queueParameters, List<Stage> stages) {
        this(name, shapeRule, withQueueAndAllocator(queue, queueParameters, allocator, allocatorParameters, stages));
    }

    /** A pipeline of the rigid engine: a queue discipline and an allocator. */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule, Map<String, String> queueParameters) {
        this(name, queue, allocator, allocatorParameters, shapeRule, queueParameters, List.of());
    }

    /** A pipeline whose queue discipline takes no parameters. */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule) {
        this(name, queue, allocator, allocatorParameters, shapeRule, Map.of(), List.of());
    }

    public static Pipeline of(String name, String queue, String allocator) {
        return new Pipeline(name, queue, allocator, Map.of(), ShapeRule.SQUARE);
    }

    private static List<Stage> withQueueAndAllocator(String queue, Map<String, String> queueParameters,
            String allocator, Map<String, String> allocatorParameters, List<Stage> stages) {
        List<Stage> all = new ArrayList<>();
        all.add(new Stage(Family.QUEUE.word(), queue, queueParameters));
        all.add(new Stage(Family.ALLOCATE.word(), allocator, allocatorParameters));
        all.addAll(stages == null ? List.of() : stages);
        return all;
    }

    /** The stage of {@code kind}, or {@code null}. */
    public Stage stage(String kind) {
        for (Stage s : stages) {
            if (s.kind().equals(kind)) {
                return s;
            }
        }
        return null;
    }

    /** The stage of {@code family}, or {@code null}. */
    public Stage stage(Family family) {
        return stage(family.word());
    }

    /** The queue discipline's name: the {@code queue} stage's policy, {@code fcfs} when there is none. */
    public String queue() {
        Stage q = stage(Family.QUEUE);
        return q == null ? FcfsPolicy.NAME : q.policy();
    }

    /** The queue discipline's parameters (sorted), e.g. {@code threshold} for {@code bypass}. */
    public Map<String, String> queueParameters() {
        Stage q = stage(Family.QUEUE);
        return q == null ? Map.of() : q.parameters();
    }

    /** The allocator's name: the {@code allocate} stage's policy, {@link #DEFAULT_ALLOCATOR} when there is none. */
    public String allocator() {
        Stage a = stage(Family.ALLOCATE);
        return a == null ? DEFAULT_ALLOCATOR : a.policy();
    }

    /** The allocator's parameters (sorted), without a {@code migrate} stage's. */
    public Map<String, String> allocatorParameters() {
        Stage a = stage(Family.ALLOCATE);
        return a == null ? Map.of() : a.parameters();
    }

    /**
     * This pipeline at sweep point {@code point}: every parameter value written {@code $name} (of any stage)
     * replaced by the point's value of variable {@code name}.
     */
    public Pipeline resolve(SweepPoint point) {
        List<Stage> resolved = stages.stream().map(st -> st.resolve(point)).toList();
        return resolved.equals(stages) ? this : new Pipeline(name, shapeRule, resolved);
    }
}

package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.partita.core.grid.GridPolicies;
import org.partita.core.malleable.MalleableModel;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.model.Pipeline;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.rigid.RigidModel;
import org.partita.core.space.SpacePolicies;
import org.partita.core.space.SpaceSharingModel;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * The {@link RunModel}s of a {@link StrategyRegistry}, and the workload traits they read: for each stage kind and
 * policy name, the model that runs a pipeline with that stage, and the {@link StrategyDescriptor} the language, the
 * listings and the checks read (a workload trait's too: families {@code structure} and {@code graphs}); a pipeline
 * without a stage runs on {@link #rigid()}.
 * The stage policies are the registry's strategies of the families {@code partition}, {@code share},
 * {@code mapping} and {@code balance}, in the order registered ({@link StandardStrategies}: the core's, then those of
 * strategy providers); a policy runs on the model whose policies of its family are pluggable objects (a partition
 * makes a space.PartitionPolicy, a share policy a malleable.SharePolicy, a mapping a grid.Mapper, a balance policy
 * a grid.BalanceConfig), except the core's gang share policies, which run on the grid's gang model.
 */
public final class RunModels {

    private record Registration(StrategyDescriptor descriptor, RunModel model) {
    }

    /** Stage kinds that select a run model, in the order they are looked for in a pipeline. */
    public static final List<String> STAGE_KINDS = List.of(Family.PARTITION.word(), Family.SHARE.word(),
            Family.MAPPING.word(), Family.BALANCE.word());

    /** Workload trait kinds ({@link WorkloadTraits}). */
    public static final List<String> TRAIT_KINDS = List.of(Family.STRUCTURE.word(), Family.GRAPHS.word());

    /**
     * The core's gang share policies: they run on the grid's gang model, not the malleable one. Held by identity
     * (the registry hands out the core's own descriptors): a hash set would call the records' generated
     * {@code hashCode}, which defines method-handle classes at every start.
     */
    private static final Set<StrategyDescriptor> GRID_SHARE = GridPolicies.STRATEGIES.stream()
            .map(Strategy::descriptor).filter(d -> d.family() == Family.SHARE)
            .collect(Collectors.toCollection(() -> Collections.newSetFromMap(new IdentityHashMap<>())));

    private static RunModels standard;

    private final Map<String, Map<String, Registration>> registry = new LinkedHashMap<>();
    private final StrategyRegistry strategies;
    private final RunModel rigid;
    private final RunModel integratedGrid;
    /** The grid stage models, whose stages combine into {@link #integratedGrid()}. */
    private final Set<RunModel> gridModels = new HashSet<>();

    /** The models of the strategies of {@code strategies}, each model made once for it. */
    public RunModels(StrategyRegistry strategies) {
        this.strategies = strategies;
        RunModel space = new SpaceSharingModel(strategies);
        RunModel malleable = new MalleableModel(strategies);
        RunModel mapping = GridPolicies.mapping(strategies);
        RunModel balance = GridPolicies.balance(strategies);
        RunModel gang = GridPolicies.gang(strategies);
        gridModels.addAll(List.of(mapping, balance, gang));
        // Dandamudi and Yu: adaptive space sharing
        register(Family.PARTITION, d -> space);
        SpacePolicies.STRUCTURES.forEach(this::trait);
        // Corbalán: processor sharing of malleable jobs (IPG-SaLaD's gang policies aside)
        register(Family.SHARE, d -> GRID_SHARE.contains(d) ? gang : malleable);
        trait(MalleablePolicies.STRUCTURE);
        // IPG-SaLaD: mapping of task graphs, load balancing, concurrent gang scheduling
        trait(GridPolicies.GRAPHS_RANDOM);
        register(Family.MAPPING, d -> mapping);
        register(Family.BALANCE, d -> balance);
        rigid = new RigidModel(strategies);
        integratedGrid = GridPolicies.integrated(strategies);
    }

    /**
     * The models of the {@link StandardStrategies#shared() default registry}, made once: a convenience for the
     * listings and the language's checks that are not handed a registry.
     */
    public static synchronized RunModels standard() {
        if (standard == null) {
            standard = new RunModels(StandardStrategies.shared());
        }
        return standard;
    }

    private void register(Family family, Function<StrategyDescriptor, RunModel> model) {
        for (StrategyDescriptor d : strategies.descriptors(family)) {
            register(d, model.apply(d));
        }
    }

    private void register(StrategyDescriptor d, RunModel model) {
        var byName = registry.computeIfAbsent(d.family().word(), k -> new LinkedHashMap<>());
        if (byName.putIfAbsent(d.name(), new Registration(d, model)) != null) {
            throw new IllegalStateException("duplicate " + d.family().word() + " policy " + d.name());
        }
    }

    /** Registers a workload trait (it has no model of its own: the stage's model reads it). */
    private void trait(StrategyDescriptor d) {
        register(d, null);
    }

    /** The registry whose stage policies these are. */
    public StrategyRegistry strategies() {
        return strategies;
    }

    /** The model of a pipeline without a stage: the rigid queue-and-allocator engine. */
    public RunModel rigid() {
        return rigid;
    }

    /** The model of a pipeline combining two or three grid stages: IPG-SaLaD's integrated system. */
    public RunModel integratedGrid() {
        return integratedGrid;
    }

    /** The descriptor of every registered policy and trait, in registration order. */
    public List<StrategyDescriptor> descriptors() {
        List<StrategyDescriptor> out = new ArrayList<>();
        registry.values().forEach(m -> m.values().forEach(r -> out.add(r.descriptor())));
        return out;
    }

    /** The descriptor of policy {@code name} of stage kind {@code kind} (or of a trait), or {@code null}. */
    public StrategyDescriptor descriptor(String kind, String name) {
        var m = registry.get(kind);
        Registration r = m == null ? null : m.get(name);
        return r == null ? null : r.descriptor();
    }

    /** Names registered for {@code kind}, in order. */
    public List<String> names(String kind) {
        var m = registry.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    /**
     * Whether policy {@code name} of stage kind {@code kind} runs on a grid model ({@code mapping}, {@code balance},
     * {@code share concurrent-gang|ipg-gang}), so that it combines with the other grid stages of a pipeline.
     */
    public boolean combinable(String kind, String name) {
        var m = registry.get(kind);
        Registration r = m == null ? null : m.get(name);
        return r != null && gridModels.contains(r.model());
    }

    /**
     * The model that runs {@code pipeline}: with one stage of {@link #STAGE_KINDS}, the one registered for it; with
     * several, {@link #integratedGrid()} when they are all {@link #combinable grid stages} (any other combination is
     * an error naming the stages); {@link #rigid()} when it has none. Unknown policies are an error naming what is
     * available.
     */
    public RunModel model(Pipeline pipeline) {
        List<Stage> stages = new ArrayList<>();
        RunModel first = null;
        for (String kind : STAGE_KINDS) {
            Stage s = pipeline.stage(kind);
            if (s != null) {
                var m = registry.get(kind);
                Registration r = m == null ? null : m.get(s.policy());
                if (r == null || r.model() == null) {
                    throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': unknown " + kind
                            + " policy '" + s.policy() + "'; available: " + String.join(", ", names(kind)));
                }
                stages.add(s);
                first = first == null ? r.model() : first;
            }
        }
        if (stages.size() <= 1) {
            return first == null ? rigid : first;
        }
        if (stages.stream().allMatch(s -> combinable(s.kind(), s.policy()))) {
            return integratedGrid;
        }
        throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': the stages "
                + String.join(" and ", stages.stream().map(s -> "'" + s.kind() + " " + s.policy() + "'").toList())
                + " run on different models and cannot be combined; only the grid stages (mapping, balance, share "
                + "concurrent-gang or ipg-gang) run together, as the integrated system");
    }
}

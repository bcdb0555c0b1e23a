package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * The registry of {@link RunModel}s and of the workload traits they read: for each stage kind and policy name, the
 * model that runs a pipeline with that stage, and the {@link StrategyDescriptor} the language, the listings and the
 * checks read (a workload trait's too: families {@code structure} and {@code graphs}); a pipeline without a stage
 * runs on {@link #RIGID}.
 * The stage policies are the strategies of the families {@code partition}, {@code share}, {@code mapping} and
 * {@code balance} ({@link #strategies()}): the core's, each described and made once in {@code SpacePolicies},
 * {@code MalleablePolicies} and {@code GridPolicies}, then those of the {@link StrategyRegistry#discovered()
 * providers on the class path}. Registration happens here, once, in a fixed order (the language lists policies in
 * this order).
 */
public final class RunModels {

    private record Registration(StrategyDescriptor descriptor, RunModel model) {
    }

    /** Stage kinds that select a run model, in the order they are looked for in a pipeline. */
    public static final List<String> STAGE_KINDS = List.of(Family.PARTITION.word(), Family.SHARE.word(),
            Family.MAPPING.word(), Family.BALANCE.word());

    /** Workload trait kinds ({@link WorkloadTraits}). */
    public static final List<String> TRAIT_KINDS = List.of(Family.STRUCTURE.word(), Family.GRAPHS.word());

    private static final Map<String, Map<String, Registration>> REGISTRY = new LinkedHashMap<>();

    /** The model of a pipeline without a stage: the rigid queue-and-allocator engine. */
    public static final RunModel RIGID;

    /** The model of a pipeline combining two or three grid stages: IPG-SaLaD's integrated system. */
    public static final RunModel INTEGRATED_GRID = GridPolicies.integrated();

    /** The grid stage models, whose stages combine into {@link #INTEGRATED_GRID}. */
    private static final Set<RunModel> GRID_MODELS = new HashSet<>();

    /** Every stage policy with its factory: the core's, then those of the providers on the class path. */
    private static final StrategyRegistry STRATEGIES = new StrategyRegistry();

    static {
        // Dandamudi and Yu: adaptive space sharing
        RunModel space = SpaceSharingModel.INSTANCE;
        SpacePolicies.STRATEGIES.forEach(s -> register(s, StrategyRegistry.BUILT_IN, space));
        SpacePolicies.STRUCTURES.forEach(RunModels::trait);

        // Corbalán: processor sharing of malleable jobs
        RunModel malleable = MalleableModel.INSTANCE;
        MalleablePolicies.STRATEGIES.forEach(s -> register(s, StrategyRegistry.BUILT_IN, malleable));
        trait(MalleablePolicies.STRUCTURE);

        // IPG-SaLaD: mapping of task graphs, load balancing, concurrent gang scheduling
        trait(GridPolicies.GRAPHS_RANDOM);
        Map<Family, RunModel> grid = Map.of(Family.MAPPING, GridPolicies.mapping(), Family.BALANCE,
                GridPolicies.balance(), Family.SHARE, GridPolicies.gang());
        GridPolicies.STRATEGIES.forEach(s -> register(s, StrategyRegistry.BUILT_IN, grid.get(s.family())));
        GRID_MODELS.addAll(grid.values());

        // A provider's stage policy runs on the model whose policies of that family are pluggable objects: a
        // partition makes a space.PartitionPolicy, a share policy a malleable.SharePolicy, a mapping a grid.Mapper,
        // a balance policy a grid.BalanceConfig.
        Map<Family, RunModel> provided = Map.of(Family.PARTITION, space, Family.SHARE, malleable, Family.MAPPING,
                grid.get(Family.MAPPING), Family.BALANCE, grid.get(Family.BALANCE));
        for (StrategyProvider p : StrategyRegistry.discovered()) {
            for (Strategy s : p.strategies()) {
                if (provided.containsKey(s.family())) {
                    register(s, p.getClass().getName(), provided.get(s.family()));
                }
            }
        }

        RIGID = new RigidModel(names(Family.MAPPING.word()));
    }

    private RunModels() {
    }

    private static void register(Strategy strategy, String origin, RunModel model) {
        STRATEGIES.add(strategy, origin);
        register(strategy.descriptor(), model);
    }

    private static void register(StrategyDescriptor d, RunModel model) {
        var byName = REGISTRY.computeIfAbsent(d.family().word(), k -> new LinkedHashMap<>());
        if (byName.putIfAbsent(d.name(), new Registration(d, model)) != null) {
            throw new IllegalStateException("duplicate " + d.family().word() + " policy " + d.name());
        }
    }

    /** Registers a workload trait (it has no model of its own: the stage's model reads it). */
    private static void trait(StrategyDescriptor d) {
        register(d, null);
    }

    /**
     * The stage policies ({@code partition}, {@code share}, {@code mapping}, {@code balance} families) with their
     * descriptors and factories, and where each comes from.
     */
    public static StrategyRegistry strategies() {
        return STRATEGIES;
    }

    /** The descriptor of every registered policy and trait, in registration order. */
    public static List<StrategyDescriptor> descriptors() {
        List<StrategyDescriptor> out = new ArrayList<>();
        REGISTRY.values().forEach(m -> m.values().forEach(r -> out.add(r.descriptor())));
        return out;
    }

    /** The descriptor of policy {@code name} of stage kind {@code kind} (or of a trait), or {@code null}. */
    public static StrategyDescriptor descriptor(String kind, String name) {
        var m = REGISTRY.get(kind);
        Registration r = m == null ? null : m.get(name);
        return r == null ? null : r.descriptor();
    }

    /** Names registered for {@code kind}, in order. */
    public static List<String> names(String kind) {
        var m = REGISTRY.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    /**
     * Whether policy {@code name} of stage kind {@code kind} runs on a grid model ({@code mapping}, {@code balance},
     * {@code share concurrent-gang|ipg-gang}), so that it combines with the other grid stages of a pipeline.
     */
    public static boolean combinable(String kind, String name) {
        var m = REGISTRY.get(kind);
        Registration r = m == null ? null : m.get(name);
        return r != null && GRID_MODELS.contains(r.model());
    }

    /**
     * The model that runs {@code pipeline}: with one stage of {@link #STAGE_KINDS}, the one registered for it; with
     * several, {@link #INTEGRATED_GRID} when they are all {@link #combinable grid stages} (any other combination is
     * an error naming the stages); {@link #RIGID} when it has none. Unknown policies are an error naming what is
     * available.
     */
    public static RunModel model(Pipeline pipeline) {
        List<Stage> stages = new ArrayList<>();
        RunModel first = null;
        for (String kind : STAGE_KINDS) {
            Stage s = pipeline.stage(kind);
            if (s != null) {
                var m = REGISTRY.get(kind);
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
            return first == null ? RIGID : first;
        }
        if (stages.stream().allMatch(s -> combinable(s.kind(), s.policy()))) {
            return INTEGRATED_GRID;
        }
        throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': the stages "
                + String.join(" and ", stages.stream().map(s -> "'" + s.kind() + " " + s.policy() + "'").toList())
                + " run on different models and cannot be combined; only the grid stages (mapping, balance, share "
                + "concurrent-gang or ipg-gang) run together, as the integrated system");
    }
}

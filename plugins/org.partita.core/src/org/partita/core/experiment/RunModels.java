package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.grid.GridPolicies;
import org.partita.core.malleable.MalleableModel;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.model.Pipeline;
import org.partita.core.model.PolicyInfo;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.rigid.RigidModel;
import org.partita.core.space.SpacePolicies;
import org.partita.core.space.SpaceSharingModel;

/**
 * The registry of {@link RunModel}s and of the workload traits they read: for each stage kind and policy name, the
 * model that runs a pipeline with that stage, and the {@link PolicyInfo} the language shows; a pipeline without a
 * stage runs on {@link #RIGID}. Registration happens
 * here, once, in a fixed order (the language lists policies in this order).
 */
public final class RunModels {

    private record Registration(PolicyInfo info, RunModel model) {
    }

    /** Stage kinds that select a run model, in the order they are looked for in a pipeline. */
    public static final List<String> STAGE_KINDS = List.of("partition", "share", "mapping", "balance");

    /** Workload trait kinds ({@link WorkloadTraits}). */
    public static final List<String> TRAIT_KINDS = List.of("structure", "graphs");

    private static final Map<String, Map<String, Registration>> REGISTRY = new LinkedHashMap<>();

    /** The model of a pipeline without a stage: the rigid queue-and-allocator engine. */
    public static final RunModel RIGID;

    static {
        // Dandamudi and Yu: adaptive space sharing
        RunModel space = SpaceSharingModel.INSTANCE;
        register(SpacePolicies.AP, space);
        register(SpacePolicies.MAP, space);
        register(SpacePolicies.FIXED, space);
        trait(SpacePolicies.FORK_JOIN);
        trait(SpacePolicies.DIVIDE_AND_CONQUER);
        trait(SpacePolicies.GAUSSIAN_ELIMINATION);
        trait(SpacePolicies.RIGID);

        // Corbalán: processor sharing of malleable jobs
        RunModel malleable = MalleableModel.INSTANCE;
        for (PolicyInfo info : List.of(MalleablePolicies.EQUIPARTITION, MalleablePolicies.EQUAL_EFFICIENCY,
                MalleablePolicies.PDPA, MalleablePolicies.EQUIP_PP, MalleablePolicies.EQUAL_EFF_PP,
                MalleablePolicies.GANG, MalleablePolicies.COMPRESS_JOIN, MalleablePolicies.PDGS)) {
            register(info, malleable);
        }
        trait(MalleablePolicies.STRUCTURE);

        // IPG-SaLaD: mapping of task graphs, load balancing, concurrent gang scheduling
        trait(GridPolicies.GRAPHS_RANDOM);
        register(GridPolicies.CLUSTER_M, GridPolicies.clusterM());
        register(GridPolicies.MH, GridPolicies.mh());
        register(GridPolicies.RANDOM, GridPolicies.random());
        RunModel balance = GridPolicies.balance();
        for (PolicyInfo info : List.of(GridPolicies.RATE_OF_CHANGE, GridPolicies.NO_BALANCING, GridPolicies.GRADIENT,
                GridPolicies.SID, GridPolicies.CJD)) {
            register(info, balance);
        }
        register(GridPolicies.CONCURRENT_GANG, GridPolicies.concurrentGang());
        register(GridPolicies.IPG_GANG, GridPolicies.ipgGang());

        RIGID = new RigidModel(names("mapping"));
    }

    private RunModels() {
    }

    private static void register(PolicyInfo info, RunModel model) {
        var byName = REGISTRY.computeIfAbsent(info.kind(), k -> new LinkedHashMap<>());
        if (byName.putIfAbsent(info.name(), new Registration(info, model)) != null) {
            throw new IllegalStateException("duplicate " + info.kind() + " policy " + info.name());
        }
    }

    /** Registers a workload trait (it has no model of its own: the stage's model reads it). */
    private static void trait(PolicyInfo info) {
        register(info, null);
    }

    /** Every registered policy and trait, in registration order. */
    public static List<PolicyInfo> infos() {
        List<PolicyInfo> out = new ArrayList<>();
        REGISTRY.values().forEach(m -> m.values().forEach(r -> out.add(r.info())));
        return out;
    }

    /** The policy {@code name} of stage kind {@code kind}, or {@code null}. */
    public static PolicyInfo info(String kind, String name) {
        var m = REGISTRY.get(kind);
        Registration r = m == null ? null : m.get(name);
        return r == null ? null : r.info();
    }

    /** Names registered for {@code kind}, in order. */
    public static List<String> names(String kind) {
        var m = REGISTRY.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    /**
     * The model that runs {@code pipeline}: the one registered for its first stage in {@link #STAGE_KINDS} order,
     * or {@link #RIGID} when it has no such stage. Unknown policies are an error naming what is available.
     */
    public static RunModel model(Pipeline pipeline) {
        for (String kind : STAGE_KINDS) {
            Stage s = pipeline.stage(kind);
            if (s != null) {
                var m = REGISTRY.get(kind);
                Registration r = m == null ? null : m.get(s.policy());
                if (r == null || r.model() == null) {
                    throw new IllegalArgumentException("pipeline '" + pipeline.name() + "': unknown " + kind
                            + " policy '" + s.policy() + "'; available: " + String.join(", ", names(kind)));
                }
                return r.model();
            }
        }
        return RIGID;
    }
}

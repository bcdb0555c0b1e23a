package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registry of {@link RunModel}s and of the workload traits they read: for each stage kind and policy name, the
 * model that runs a pipeline with that stage, and the {@link PolicyInfo} the language shows. Registration happens
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

    static {
        // Each model family registers its policies and traits here.
        // ---- Dandamudi and Yu: adaptive space sharing (org.partita.core.space)
        register(org.partita.core.space.SpacePolicies.AP, org.partita.core.space.SpaceSharingModel.INSTANCE);
        register(org.partita.core.space.SpacePolicies.MAP, org.partita.core.space.SpaceSharingModel.INSTANCE);
        register(org.partita.core.space.SpacePolicies.FIXED, org.partita.core.space.SpaceSharingModel.INSTANCE);
        trait(org.partita.core.space.SpacePolicies.FORK_JOIN);
        trait(org.partita.core.space.SpacePolicies.DIVIDE_AND_CONQUER);
        trait(org.partita.core.space.SpacePolicies.GAUSSIAN_ELIMINATION);
        trait(org.partita.core.space.SpacePolicies.RIGID);
        // ---- end Dandamudi and Yu
        // ---- Corbalán (malleable processor sharing, org.partita.core.malleable)
        {
        RunModel corbalan = org.partita.core.malleable.MalleableModel.INSTANCE;
        register(org.partita.core.malleable.MalleablePolicies.EQUIPARTITION, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.EQUAL_EFFICIENCY, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.PDPA, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.EQUIP_PP, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.EQUAL_EFF_PP, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.GANG, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.COMPRESS_JOIN, corbalan);
        register(org.partita.core.malleable.MalleablePolicies.PDGS, corbalan);
        trait(org.partita.core.malleable.MalleablePolicies.STRUCTURE);
        }
        // ---- end Corbalán
        // ---- IPG-SaLaD (org.partita.core.grid)
        trait(org.partita.core.grid.GridPolicies.GRAPHS_RANDOM);
        register(org.partita.core.grid.GridPolicies.CLUSTER_M, org.partita.core.grid.GridPolicies.clusterM());
        register(org.partita.core.grid.GridPolicies.MH, org.partita.core.grid.GridPolicies.mh());
        register(org.partita.core.grid.GridPolicies.RANDOM, org.partita.core.grid.GridPolicies.random());
        register(org.partita.core.grid.GridPolicies.RATE_OF_CHANGE, org.partita.core.grid.GridPolicies.balance());
        register(org.partita.core.grid.GridPolicies.NO_BALANCING, org.partita.core.grid.GridPolicies.balance());
        register(org.partita.core.grid.GridPolicies.GRADIENT, org.partita.core.grid.GridPolicies.balance());
        register(org.partita.core.grid.GridPolicies.SID, org.partita.core.grid.GridPolicies.balance());
        register(org.partita.core.grid.GridPolicies.CJD, org.partita.core.grid.GridPolicies.balance());
        register(org.partita.core.grid.GridPolicies.CONCURRENT_GANG,
                org.partita.core.grid.GridPolicies.concurrentGang());
        register(org.partita.core.grid.GridPolicies.IPG_GANG, org.partita.core.grid.GridPolicies.ipgGang());
        // ---- end IPG-SaLaD
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
     * or {@code null} when it has no such stage (the rigid engine runs it). Unknown policies are an error naming
     * what is available.
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
        return null;
    }
}

package org.partita.dsl.model;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.rigid.Allocation;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Topology;

/** Translations from the EMF model to the core's objects, shared by validation, the interpreter and the generator. */
public final class CoreModels {

    /** The allocator of a pipeline as the core names it: strategy name and its parameters (sorted). */
    public record AllocatorChoice(String name, Map<String, String> params) {
    }

    private CoreModels() {
    }

    /** The core topology of a single machine. */
    public static org.partita.core.machine.Topology topology(Topology t) {
        int[] dims = t.getDims().stream().mapToInt(Integer::intValue).toArray();
        return switch (t.getKind()) {
            case MESH -> org.partita.core.machine.Topology.mesh(dims);
            case TORUS -> org.partita.core.machine.Topology.torus(dims);
            case HYPERCUBE -> org.partita.core.machine.Topology.hypercube(dims[0]);
            case POOL -> org.partita.core.machine.Topology.pool(dims[0]);
            case BUS -> new org.partita.core.machine.Topology(org.partita.core.machine.Topology.Kind.BUS, dims);
            case RING -> new org.partita.core.machine.Topology(org.partita.core.machine.Topology.Kind.RING, dims);
            case SMP -> new org.partita.core.machine.Topology(org.partita.core.machine.Topology.Kind.SMP, dims);
        };
    }

    /** The stage of {@code kind} in {@code p}, or {@code null}. */
    public static Stage stage(PipelineDef p, StageKind kind) {
        for (Stage s : p.getStages()) {
            if (s.getKind() == kind) {
                return s;
            }
        }
        return null;
    }

    /**
     * The core allocator for a pipeline, as the core's rigid model makes it ({@link Allocation}): its
     * {@code allocate} stage (the topology's default when there is none), wrapped by the {@code migration} strategy
     * when the pipeline has a {@code migrate} stage.
     */
    public static AllocatorChoice allocator(Catalog catalog, PipelineDef p,
            org.partita.core.machine.Topology topology) {
        Stage allocate = stage(p, StageKind.ALLOCATE);
        AllocatorChoice inner = allocate == null || allocate.getSpec() == null
                ? new AllocatorChoice(Allocation.defaultAllocator(topology), Map.of())
                : allocateChoice(catalog, allocate.getSpec());
        Stage migrate = stage(p, StageKind.MIGRATE);
        if (migrate == null || migrate.getSpec() == null) {
            return inner;
        }
        Allocation a = Allocation.wrapped(inner.name(), inner.params(), new org.partita.core.model.Stage(
                StageKind.MIGRATE.getLiteral(), migrate.getSpec().getName(), numericParams(catalog, migrate.getSpec())));
        return new AllocatorChoice(a.allocator(), a.parameters());
    }

    /** An {@code allocate} stage's allocator as written: {@code over X} becomes the parameter {@code base=X}. */
    public static AllocatorChoice allocateChoice(Catalog catalog, Spec spec) {
        Map<String, String> params = new LinkedHashMap<>(numericParams(catalog, spec));
        if (spec.getInner() != null) {
            AllocatorChoice base = allocateChoice(catalog, spec.getInner());
            if (!base.params().isEmpty()) {
                throw new IllegalArgumentException("'" + spec.getName() + " over " + base.name()
                        + "': the base allocator takes no parameters here");
            }
            params.put("base", base.name());
        }
        return new AllocatorChoice(spec.getName(), sorted(params));
    }

    /** The queue discipline of a pipeline as the core names it, with its parameters (sorted). */
    public record QueueChoice(String name, Map<String, String> params) {
    }

    /**
     * The core queue discipline of a pipeline: its {@code queue} stage ({@code fcfs} when there is none) under the
     * core's name ({@link Catalog#coreQueue}), with the parameters written on it. A threshold is converted to
     * seconds, the time unit of every workload ({@code threshold 2 min} → {@code 120}; a number without unit is in
     * seconds); in {@code mode count} it is a job count and takes no unit. Defaults are the core's.
     */
    public static QueueChoice queue(Catalog catalog, PipelineDef p) {
        Stage q = stage(p, StageKind.QUEUE);
        if (q == null || q.getSpec() == null) {
            return new QueueChoice(FcfsPolicy.NAME, Map.of());
        }
        String core = catalog.coreQueue(q.getSpec().getName());
        return new QueueChoice(core == null ? q.getSpec().getName() : core,
                sorted(numericParams(catalog, q.getSpec())));
    }

    /**
     * {@code null} when {@code strategies} can create queue discipline {@code choice}, else the core's reason (an
     * unknown name or parameter, a bad value). The registry is the one the check serves: the language's bound one
     * when validating, the run's when reading a file for a run.
     */
    public static String checkQueue(QueueChoice choice, StrategyRegistry strategies) {
        try {
            QueuePolicies.create(strategies, choice.name(), choice.params());
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * The parameters written on {@code spec} (bare value under the primary name): numbers as plain decimals in base
     * units (seconds, fractions), words ({@code mode count}, {@code threshold none}) as written.
     */
    public static Map<String, String> numericParams(Catalog catalog, Spec spec) {
        Map<String, String> params = new LinkedHashMap<>();
        String kind = Models.kindOf(spec);
        StrategyDescriptor e = kind == null ? null : catalog.get(kind, spec.getName());
        if (spec.getValue() != null && e != null && e.primary() != null) {
            params.put(e.primary(), text(catalog, spec, e.primary(), spec.getValue().getFirst()));
        }
        for (Param prm : spec.getParams()) {
            if (prm.getValue() == null) {
                Parameter cp = e == null ? null : e.parameter(prm.getName());
                if (prm.getWord() != null && cp != null && cp.words().contains(prm.getWord())) {
                    params.put(prm.getName(), prm.getWord()); // other words are reported by the validator
                }
                continue;
            }
            params.put(prm.getName(), text(catalog, spec, prm.getName(), prm.getValue().getFirst()));
        }
        return params;
    }

    /**
     * The parameters of {@code spec} (and of the spec it wraps with {@code over}) written as a sweep, by name (a
     * bare value under its primary name): in a scenario their value is {@code $name}, the sweep variable.
     */
    public static java.util.Set<String> sweptNames(Catalog catalog, Spec spec) {
        java.util.Set<String> names = new java.util.TreeSet<>();
        for (Sweeps.Variable v : Sweeps.swept(catalog, spec)) {
            names.add(v.name());
        }
        return names;
    }

    /** {@code params} with the swept parameters of {@code spec} replaced by {@code $name}. */
    public static Map<String, String> withSweepVariables(Catalog catalog, Spec spec,
            Map<String, String> params) {
        if (spec == null) {
            return params;
        }
        Map<String, String> out = new java.util.TreeMap<>(params);
        for (String name : sweptNames(catalog, spec)) {
            out.put(name, "$" + name);
        }
        return out;
    }

    private static String text(Catalog catalog, Spec spec, String name, org.partita.dsl.partita.Quantity q) {
        Parameter cp = Models.catalogParam(catalog, spec, name);
        if (q.getUnit() == null) {
            return new BigDecimal(q.getValue()).toPlainString();
        }
        double v = Models.value(q, cp == null ? Parameter.Unit.NUMBER : cp.unit());
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    private static Map<String, String> sorted(Map<String, String> m) {
        return new java.util.TreeMap<>(m);
    }

    /**
     * {@code null} when {@code strategies} can build allocator {@code choice} on {@code topology}, else the core's
     * reason (an unknown name, an unsupported topology or a bad parameter). The registry is the language's bound one
     * ({@link Catalog#strategies()}).
     */
    public static String checkAllocator(AllocatorChoice choice, org.partita.core.machine.Topology topology,
            StrategyRegistry strategies) {
        try {
            new AllocatorRegistry(strategies).create(choice.name(), new org.partita.core.strategy.StrategyContext(
                    topology, choice.params(), new SplittableRandom(1)));
            return null;
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            return e.getMessage();
        }
    }
}

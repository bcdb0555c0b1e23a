package org.partita.dsl.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

/**
 * Every policy, distribution and metric the language knows, by statement kind, each as a
 * {@link StrategyDescriptor} with its {@link Parameter}s: names, defaults, ranges, documentation and papers are the
 * core's descriptors themselves for the stages and the workload traits, and descriptors the language writes for what
 * only it defines (the workload's distributions, family {@link org.partita.core.strategy.Family#WORKLOAD}; the
 * metrics, {@link org.partita.core.strategy.Family#METRIC}). Validation, content assist, hover, signature help and
 * the interpreter read this one table; whether the simulation core can run an entry is asked of the core
 * ({@link org.partita.dsl.interpreter.RunSupport}), not listed here.
 *
 * <p>A catalog is built from one {@link StrategyRegistry}: the language's services are handed the one built from
 * the registry bound in their injector ({@code PartitaRuntimeModule}), a file read for a run the one of the run's
 * registry, so a strategy a registry holds is known, proposed and documented wherever that registry is used.
 * {@link #standard()} is the catalog of the default registry, built once.
 *
 * <p>What is the language's own and so kept here: the statement kind an entry is written under, the name a file
 * writes for a queue discipline with an alias ({@link #coreQueue}), the {@code migrate} entries (one per trigger
 * of the core's migration strategy) and the wording of range messages ({@link #check}).
 *
 * <p>Papers: [Chang97] C.-Y. Chang, Efficient processor management strategies for multicomputer systems, 1997;
 * [DY] Dandamudi and Yu, AP vs MAP space sharing; [KY] Kim and Yoon, free-submesh-list allocation; [IPG]
 * IPG-SaLaD (Cluster-M, Rate of Change, Concurrent Gang); [Corbalan02] J. Corbalán, Coordinated scheduling and
 * dynamic performance analysis in multiprocessor systems, 2002.
 */
public final class Catalog {

    private final StrategyRegistry strategies;
    private final RunModels runModels;
    private final Map<String, Map<String, StrategyDescriptor>> entries = new LinkedHashMap<>();
    /**
     * Language queue names → the core's ({@link QueuePolicies}): a discipline's alias when it has one
     * ({@code m-fcfs} → {@code mfcfs}), else its own name; disciplines of strategy providers included.
     */
    private final Map<String, String> coreQueues;
    private final Map<String, String> columns = new LinkedHashMap<>();
    /** The core's descriptors of the {@code allocate} entries (and of {@code migration}), by name. */
    private final Map<String, StrategyDescriptor> allocators = new LinkedHashMap<>();

    /**
     * The catalog of {@code strategies}: its queue disciplines, run-model policies and allocators, and the language's
     * own workload and metric entries.
     */
    public Catalog(StrategyRegistry strategies) {
        this.strategies = strategies;
        this.runModels = strategies == StandardStrategies.shared() ? RunModels.standard() : new RunModels(strategies);
        coreQueues = CoreEntries.coreQueues(strategies);
        // ---- queue disciplines: names, parameters, descriptions and papers come from the core's registry, each
        // under its language name
        CoreEntries.fromQueues(this, strategies);

        // ---- partitioning, sharing, mapping, balancing and the job structures and task graphs they read:
        // names, parameters, defaults, ranges and papers come from the core's run models (RunModels)
        CoreEntries.fromRunModels(this, runModels);

        // ---- allocation: names, parameters and papers come from the core's registry (pool, MeshAllocators,
        // strategy providers)
        CoreEntries.fromCore(this, strategies, allocators);

        // ---- migration and the workload's arrivals, service times, sizes, estimates, shapes and directives
        WorkloadEntries.addAll(this);

        // ---- metrics (the core's result columns; hyphenated here as the papers' names)
        MetricEntries.addAll(this, columns);
    }

    /**
     * The catalog of the default registry ({@link StandardStrategies#shared()}), built once: the one the language's
     * default injector provides and a file read for a run with the default strategies is read against.
     */
    public static Catalog standard() {
        return Standard.INSTANCE;
    }

    /** The catalog of {@code strategies}: {@link #standard()} for the default registry, else a new one. */
    public static Catalog of(StrategyRegistry strategies) {
        return strategies == StandardStrategies.shared() ? standard() : new Catalog(strategies);
    }

    /** Holder of {@link #standard()}, built on first use. */
    private static final class Standard {
        static final Catalog INSTANCE = new Catalog(StandardStrategies.shared());
    }

    /** The registry this catalog was built from: the one that makes and checks its strategies. */
    public StrategyRegistry strategies() {
        return strategies;
    }

    /** The run models of {@link #strategies()}: which stage policies they run and which combine. */
    public RunModels runModels() {
        return runModels;
    }

    /** The result-file column of metric {@code name} ({@code allocation-miss} → {@code allocation_miss_pct}). */
    public String column(String metric) {
        return columns.get(metric);
    }

    /** The core's name of queue discipline {@code name} as a file writes it ({@code m-fcfs} → {@code mfcfs}). */
    public String coreQueue(String name) {
        return coreQueues.get(name);
    }

    /** Adds {@code descriptor} under statement kind {@code kind}, by its name. */
    void entry(String kind, StrategyDescriptor descriptor) {
        entries.computeIfAbsent(kind, k -> new LinkedHashMap<>()).put(descriptor.name(), descriptor);
    }

    /**
     * The default of parameter {@code param} of an entry of {@code kind} when the core derives it from the machine
     * (limit-k's {@code k = n-3} on an n-cube), as the core writes it; {@code null} otherwise. Such a parameter may be omitted
     * although it has no fixed {@link Parameter#defaultValue()}.
     */
    public static String machineDefault(String kind, Parameter param) {
        return kind.equals(Family.ALLOCATE.word()) && param.defaultValue() == null ? param.shownDefault() : null;
    }

    /**
     * The core's descriptor of allocator {@code name} (traits, topologies, typed parameters), or {@code null} when
     * the core has none by that name.
     */
    public StrategyDescriptor allocator(String name) {
        return allocators.get(name);
    }

    /**
     * The allocator a wrapper embeds when none is written ({@code rsr} over {@code first-fit}): its descriptor's
     * {@code base} default, else the first allocator known.
     */
    public String defaultBase(String wrapper) {
        StrategyDescriptor d = allocator(wrapper);
        var base = d == null ? null : d.parameter("base");
        return base != null && base.defaultValue() != null ? base.defaultValue() : names(Family.ALLOCATE.word()).get(0);
    }

    /** The descriptor of {@code name} as statement kind {@code kind} writes it, or {@code null}. */
    public StrategyDescriptor get(String kind, String name) {
        Map<String, StrategyDescriptor> m = entries.get(kind);
        return m == null ? null : m.get(name);
    }

    /** Names known for {@code kind}, in documentation order. */
    public List<String> names(String kind) {
        Map<String, StrategyDescriptor> m = entries.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    /** The descriptors of {@code kind}, in documentation order. */
    public List<StrategyDescriptor> entries(String kind) {
        Map<String, StrategyDescriptor> m = entries.get(kind);
        return m == null ? List.of() : List.copyOf(m.values());
    }

    /** All statement kinds with entries. */
    public List<String> kinds() {
        return Collections.unmodifiableList(new ArrayList<>(entries.keySet()));
    }

    /** The known name of {@code kind} closest to {@code name} (edit distance at most 3), or {@code null}. */
    public String closest(String kind, String name) {
        return closest(names(kind), name);
    }

    /** The one of {@code candidates} closest to {@code name} (edit distance at most 3), or {@code null}. */
    public static String closest(List<String> candidates, String name) {
        String best = null;
        int bestD = 4;
        for (String c : candidates) {
            int d = distance(name.toLowerCase(Locale.ROOT), c);
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int c = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + c);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /**
     * {@code null} when {@code v} (in base units) is allowed for {@code p}, else why not, as the language's messages
     * put it ({@code must be >= 1}); the parameter's words are checked by the caller.
     */
    public static String check(Parameter p, double v) {
        if (p.integer() && v != Math.rint(v)) {
            return "must be a whole number";
        }
        if (p.minOpen() ? v <= p.min() : v < p.min()) {
            return "must be " + (p.minOpen() ? "> " : ">= ") + fmt(p.min());
        }
        if (v > p.max()) {
            return "must be <= " + fmt(p.max());
        }
        return null;
    }

    static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}

package org.partita.dsl.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Every policy, distribution and metric the language knows, by statement kind, each as a
 * {@link StrategyDescriptor} with its {@link Parameter}s: names, defaults, ranges, documentation and papers are the
 * core's descriptors themselves for the stages and the workload traits, and descriptors the language writes for what
 * only it defines (the workload's distributions, family {@link org.partita.core.strategy.Family#WORKLOAD}; the
 * metrics, {@link org.partita.core.strategy.Family#METRIC}). Validation, content assist, hover, signature help and
 * the interpreter read this one table; whether the simulation core can run an entry is asked of the core
 * ({@link org.partita.dsl.interpreter.RunSupport}), not listed here.
 *
 * <p>What is the language's own and so kept here: the statement kind an entry is written under, the name a file
 * writes for a queue discipline with an alias ({@link #CORE_QUEUES}), the {@code migrate} entries (one per trigger
 * of the core's migration strategy) and the wording of range messages ({@link #check}).
 *
 * <p>Papers: [Chang97] C.-Y. Chang, Efficient processor management strategies for multicomputer systems, 1997;
 * [DY] Dandamudi and Yu, AP vs MAP space sharing; [KY] Kim and Yoon, free-submesh-list allocation; [IPG]
 * IPG-SaLaD (Cluster-M, Rate of Change, Concurrent Gang); [Corbalan02] J. Corbalán, Coordinated scheduling and
 * dynamic performance analysis in multiprocessor systems, 2002.
 */
public final class Catalog {

    private static final Map<String, Map<String, StrategyDescriptor>> ENTRIES = new LinkedHashMap<>();
    /**
     * Language queue names → the core's ({@link QueuePolicies}): a discipline's alias when it has one
     * ({@code m-fcfs} → {@code mfcfs}), else its own name; disciplines of strategy providers included.
     */
    public static final Map<String, String> CORE_QUEUES = CoreEntries.coreQueues();
    private static final Map<String, String> COLUMNS = new LinkedHashMap<>();
    /** The core's descriptors of the {@code allocate} entries (and of {@code migration}), by name. */
    private static final Map<String, StrategyDescriptor> ALLOCATORS = new LinkedHashMap<>();

    static {
        // ---- queue disciplines: names, parameters, descriptions and papers come from the core (QueuePolicies),
        // each under its language name
        CoreEntries.fromQueues();

        // ---- partitioning, sharing, mapping, balancing and the job structures and task graphs they read:
        // names, parameters, defaults, ranges and papers come from the core's run models (RunModels)
        CoreEntries.fromRunModels();

        // ---- allocation: names, parameters and papers come from the core's registry (AllocatorRegistry: pool,
        // MeshAllocators, strategy providers)
        CoreEntries.fromCore(ALLOCATORS);

        // ---- migration and the workload's arrivals, service times, sizes, estimates, shapes and directives
        WorkloadEntries.addAll();
    }

    static {
        // ---- metrics (the core's result columns; hyphenated here as the papers' names)
        MetricEntries.addAll(COLUMNS);
    }

    /** The result-file column of metric {@code name} ({@code allocation-miss} → {@code allocation_miss_pct}). */
    public static String column(String metric) {
        return COLUMNS.get(metric);
    }

    private Catalog() {
    }

    /** Adds {@code descriptor} under statement kind {@code kind}, by its name. */
    static void entry(String kind, StrategyDescriptor descriptor) {
        ENTRIES.computeIfAbsent(kind, k -> new LinkedHashMap<>()).put(descriptor.name(), descriptor);
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
    public static StrategyDescriptor allocator(String name) {
        return ALLOCATORS.get(name);
    }

    /**
     * The allocator a wrapper embeds when none is written ({@code rsr} over {@code first-fit}): its descriptor's
     * {@code base} default, else the first allocator known.
     */
    public static String defaultBase(String wrapper) {
        StrategyDescriptor d = allocator(wrapper);
        var base = d == null ? null : d.parameter("base");
        return base != null && base.defaultValue() != null ? base.defaultValue() : names(Family.ALLOCATE.word()).get(0);
    }

    /** The descriptor of {@code name} as statement kind {@code kind} writes it, or {@code null}. */
    public static StrategyDescriptor get(String kind, String name) {
        Map<String, StrategyDescriptor> m = ENTRIES.get(kind);
        return m == null ? null : m.get(name);
    }

    /** Names known for {@code kind}, in documentation order. */
    public static List<String> names(String kind) {
        Map<String, StrategyDescriptor> m = ENTRIES.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    /** The descriptors of {@code kind}, in documentation order. */
    public static List<StrategyDescriptor> entries(String kind) {
        Map<String, StrategyDescriptor> m = ENTRIES.get(kind);
        return m == null ? List.of() : List.copyOf(m.values());
    }

    /** All statement kinds with entries. */
    public static List<String> kinds() {
        return Collections.unmodifiableList(new ArrayList<>(ENTRIES.keySet()));
    }

    /** The known name closest to {@code name} (edit distance at most 3), or {@code null}. */
    public static String closest(String kind, String name) {
        return closest(names(kind), name);
    }

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

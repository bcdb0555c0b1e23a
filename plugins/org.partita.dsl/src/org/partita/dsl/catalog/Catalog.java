package org.partita.dsl.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Every policy, distribution and option the language knows, with its parameters, their defaults, ranges and the
 * paper each comes from. Validation, content assist, hover, the interpreter and the generator all read this one
 * table; whether the simulation core can run an entry is asked of the core
 * ({@link org.partita.dsl.interpreter.RunSupport}), not listed here.
 *
 * <p>Papers: [Chang97] C.-Y. Chang, Efficient processor management strategies for multicomputer systems, 1997;
 * [DY] Dandamudi and Yu, AP vs MAP space sharing; [KY] Kim and Yoon, free-submesh-list allocation; [IPG]
 * IPG-SaLaD (Cluster-M, Rate of Change, Concurrent Gang); [Corbalan02] J. Corbalán, Coordinated scheduling and
 * dynamic performance analysis in multiprocessor systems, 2002.
 */
public final class Catalog {

    /** What a numeric parameter measures; decides which units it accepts. */
    public enum Dimension {
        /** A plain number (count, factor, probability). */
        NUMBER,
        /** A duration: accepts s, ms, min, h (seconds when no unit is written). */
        TIME,
        /** A fraction in [0, 1], also written as a percentage. */
        FRACTION,
        /** One of the parameter's {@link Param#words() words} ({@code mode count}). */
        WORD
    }

    /**
     * A parameter of a policy or distribution.
     *
     * @param name      as written in a file
     * @param dimension which units it takes
     * @param defaultValue the default as written in a file, or {@code null} when the parameter must be given
     * @param min       smallest allowed value
     * @param minOpen   whether {@code min} itself is excluded
     * @param max       largest allowed value
     * @param integer   whether only whole numbers are allowed
     * @param doc       what it means and where the default comes from
     * @param words     words accepted instead of a number ({@code none}), or the only values of a
     *                  {@link Dimension#WORD} parameter
     */
    public record Param(String name, Dimension dimension, String defaultValue, double min, boolean minOpen,
            double max, boolean integer, String doc, List<String> words) {

        public Param {
            words = List.copyOf(words);
        }

        /** A numeric parameter that takes no words. */
        public Param(String name, Dimension dimension, String defaultValue, double min, boolean minOpen,
                double max, boolean integer, String doc) {
            this(name, dimension, defaultValue, min, minOpen, max, integer, doc, List.of());
        }

        /** {@code null} when {@code v} is allowed, else why not. */
        public String check(double v) {
            if (integer && v != Math.rint(v)) {
                return "must be a whole number";
            }
            if (minOpen ? v <= min : v < min) {
                return "must be " + (minOpen ? "> " : ">= ") + fmt(min);
            }
            if (v > max) {
                return "must be <= " + fmt(max);
            }
            return null;
        }

        /** One line for hover and content assist. */
        public String summary() {
            return name + (defaultValue == null ? " (required)" : " (default " + defaultValue + ")") + ": " + doc;
        }
    }

    /**
     * One named policy or distribution.
     *
     * @param kind    the statement it appears in: a stage kind ({@code queue}, {@code allocate}, …) or a workload
     *                setting key ({@code arrivals}, {@code sides}, …)
     * @param name    as written
     * @param primary the parameter a bare value after the name sets ({@code rsr 2} sets {@code t}), or {@code null}
     * @param params  in documentation order
     * @param wraps   whether it takes {@code over <inner allocator>}
     * @param doc     what it is
     * @param paper   the source
     */
    public record Entry(String kind, String name, String primary, List<Param> params, boolean wraps, String doc,
            String paper) {

        public Param param(String n) {
            for (Param p : params) {
                if (p.name().equals(n)) {
                    return p;
                }
            }
            return null;
        }

        public String summary() {
            return kind + " " + name + ": " + doc + " [" + paper + "]";
        }
    }

    private static final Map<String, Map<String, Entry>> ENTRIES = new LinkedHashMap<>();
    /**
     * Language queue names → the core's ({@link QueuePolicies}): a discipline's alias when it has one
     * ({@code m-fcfs} → {@code mfcfs}), else its own name; disciplines of strategy providers included.
     */
    public static final Map<String, String> CORE_QUEUES = CoreEntries.coreQueues();
    private static final Map<String, String> COLUMNS = new LinkedHashMap<>();
    /** The core's descriptors of the {@code allocate} entries (and of {@code migration}), by name. */
    private static final Map<String, StrategyDescriptor> ALLOCATORS = new LinkedHashMap<>();
    /** Allocator parameters whose default the core derives from the machine ({@code limit-k/k} → {@code n-3}). */
    private static final Map<String, String> MACHINE_DEFAULTS = new LinkedHashMap<>();

    static {
        // ---- queue disciplines: names, parameters, descriptions and papers come from the core (QueuePolicies),
        // each under its language name
        CoreEntries.fromQueues();

        // ---- partitioning, sharing, mapping, balancing and the job structures and task graphs they read:
        // names, parameters, defaults, ranges and papers come from the core's run models (RunModels)
        CoreEntries.fromRunModels();

        // ---- allocation: names, parameters and papers come from the core's registry (AllocatorRegistry: pool,
        // MeshAllocators, strategy providers)
        CoreEntries.fromCore(MACHINE_DEFAULTS, ALLOCATORS);

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

    static Param p(String name, Dimension d, String def, double min, boolean minOpen, double max,
            boolean integer, String doc) {
        return new Param(name, d, def, min, minOpen, max, integer, doc);
    }

    static void entry(String kind, String name, String primary, boolean wraps, String doc, String paper,
            Param... params) {
        ENTRIES.computeIfAbsent(kind, k -> new LinkedHashMap<>()).put(name,
                new Entry(kind, name, primary, List.of(params), wraps, doc, paper));
    }

    /**
     * The default of parameter {@code param} of {@code entry} when the core derives it from the machine (limit-k's
     * {@code k = n-3} on an n-cube), as the core writes it; {@code null} otherwise. Such a parameter may be omitted
     * although it has no fixed {@link Param#defaultValue()}.
     */
    public static String machineDefault(Entry entry, Param param) {
        return entry.kind().equals("allocate") ? MACHINE_DEFAULTS.get(entry.name() + "/" + param.name()) : null;
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
        return base != null && base.defaultValue() != null ? base.defaultValue() : names("allocate").get(0);
    }

    /** The entry {@code name} of statement kind {@code kind}, or {@code null}. */
    public static Entry get(String kind, String name) {
        Map<String, Entry> m = ENTRIES.get(kind);
        return m == null ? null : m.get(name);
    }

    /** Names known for {@code kind}, in documentation order. */
    public static List<String> names(String kind) {
        Map<String, Entry> m = ENTRIES.get(kind);
        return m == null ? List.of() : List.copyOf(m.keySet());
    }

    public static List<Entry> entries(String kind) {
        Map<String, Entry> m = ENTRIES.get(kind);
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

    static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}

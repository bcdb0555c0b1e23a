package org.partita.dsl.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.experiment.RunModels;
import org.partita.core.metrics.Metric;
import org.partita.core.model.PolicyInfo;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Every policy, distribution and option the language knows, with its parameters, their defaults, ranges and the
 * paper each comes from. Validation, content assist, hover, the interpreter and the generator all read this one
 * table; whether the simulation core can run an entry is asked of the core ({@link CoreSupport}), not listed here.
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

    private static final double INF = Double.POSITIVE_INFINITY;
    private static final Map<String, Map<String, Entry>> ENTRIES = new LinkedHashMap<>();
    /**
     * Language queue names → the core's ({@link QueuePolicies}): a discipline's alias when it has one
     * ({@code m-fcfs} → {@code mfcfs}), else its own name; disciplines of strategy providers included.
     */
    public static final Map<String, String> CORE_QUEUES = coreQueues();
    private static final Map<String, String> COLUMNS = new LinkedHashMap<>();
    /** Allocator parameters whose default the core derives from the machine ({@code limit-k/k} → {@code n-3}). */
    private static final Map<String, String> MACHINE_DEFAULTS = new LinkedHashMap<>();


    static {
        // ---- queue disciplines: names, parameters, descriptions and papers come from the core (QueuePolicies),
        // each under its language name
        fromQueues();

        // ---- partitioning, sharing, mapping, balancing and the job structures and task graphs they read:
        // names, parameters, defaults, ranges and papers come from the core's run models (RunModels)
        fromRunModels();

        // ---- allocation: names, parameters and papers come from the core's registry (AllocatorRegistry: pool,
        // MeshAllocators, strategy providers)
        fromCore();

        // ---- migration (the core's 'migration' wrapper around the pipeline's allocator)
        for (String trigger : List.of("departure", "arrival", "both")) {
            entry("migrate", trigger, null, false,
                    "checkpoint-based job migration toward the lower-left corner, triggered on " + trigger
                            + " (the allocator of the pipeline finds the new place)",
                    "Chang97 ch. 7",
                    p("pool", Dimension.NUMBER, "6", 1, false, INF, true,
                            "candidate pool size; 6 and 12 performed alike (Chang97 §7.3.3)"),
                    p("checkpoints", Dimension.NUMBER, "0", 0, false, INF, true,
                            "checkpoints per job, CP (0 = no work lost; Chang97 §7.2)"),
                    p("restart-cost", Dimension.TIME, "0", 0, false, INF, false, "seconds added per migration"));
        }

        // ---- workload: arrivals
        Param load = p("load", Dimension.FRACTION, null, 0, true, INF, false,
                "offered load ρ; λ = ρ·N/(m·r) with N processors, m mean processors per job, r mean service "
                        + "(KY §5)");
        Param rate = p("rate", Dimension.NUMBER, null, 0, true, INF, false, "arrival rate λ in jobs per second");
        Param traffic = p("traffic", Dimension.NUMBER, null, 0, true, INF, false,
                "traffic ratio λ/μ (Chang97 §3.4)");
        entry("arrivals", "poisson", null, false, "Poisson arrivals (exponential inter-arrival times)",
                "Chang97 Table 3.2; KY §5", load, rate, traffic, p("processors", Dimension.NUMBER, null, 1, false, INF,
                        true, "P of an application mix's λ_i = P·U·fraction_i / time_i (default: the machine's "
                                + "processors; Corbalán §3.3 uses 64 for its 60-processor runs)"));
        entry("arrivals", "hyperexponential", null, false,
                "two-branch hyper-exponential inter-arrival times with balanced means", "DY §3.2",
                load, rate, traffic, p("cv", Dimension.NUMBER, "1", 1, false, INF, false,
                        "coefficient of variation CV_a (DY §3.2)"));

        // ---- workload: service times
        entry("service", "exponential", "mean", false, "exponential service times",
                "Chang97 Table 3.1 (mean 5); KY §5 (mean 10)",
                p("mean", Dimension.TIME, "5", 0, true, INF, false, "mean service time (Chang97 Table 3.1)"));
        entry("service", "hyperexponential", "mean", false,
                "two-branch hyper-exponential service with balanced means", "DY §3.2",
                p("mean", Dimension.TIME, "16", 0, true, INF, false, "mean demand D = 16 (DY §3.2)"),
                p("cv", Dimension.NUMBER, "3.5", 1, false, INF, false, "coefficient of variation CV_d = 3.5 (DY)"));
        entry("service", "constant", "mean", false, "every job runs exactly this long", "baseline",
                p("mean", Dimension.TIME, "5", 0, true, INF, false, "the run time"));

        // ---- workload: job sides (mesh), sizes (processors), dimensions (hypercube)
        for (String key : List.of("sides", "size", "dimension")) {
            String what = switch (key) {
                case "sides" -> "side lengths, drawn independently per dimension";
                case "size" -> "processor counts";
                default -> "subcube dimensions";
            };
            entry(key, "uniform", "range", false, "uniform " + what + " over a range (default: the machine)",
                    "Chang97 Table 3.2", p("range", Dimension.NUMBER, null, key.equals("dimension") ? 0 : 1, false,
                            INF, true, key.equals("dimension") ? "written 'uniform 0 to 7'; a 0-cube is a one-node job"
                                    + " (Chang97 §4.3)" : "written 'uniform 1 to 32'"));
            entry(key, "normal", "range", false, "truncated normal " + what + ", discretised on a range (default: the"
                    + " machine), resampled outside", "Chang97 Table 3.2 (mean 16.5, σ 6.6 on 32×32), §3.4 (dimensions"
                    + " 0 to 7, mean 3.5, σ 1.6 on the 8-cube); KY §5",
                    p("range", Dimension.NUMBER, null, key.equals("dimension") ? 0 : 1, false, INF, true,
                            "optional, written 'normal 0 to 7 mean 3.5 sd 1.6'"),
                    p("mean", Dimension.NUMBER, null, 0, true, INF, false,
                            "mean; default (1 + L)/2 for a side of length L (KY §5)"),
                    p("sd", Dimension.NUMBER, null, 0, true, INF, false,
                            "standard deviation; Chang's 'variance 6.6' is read as σ (Chang97 §4.2)"));
            entry(key, "exponential", "mean", false, "exponential " + what + ", resampled outside the machine",
                    "KY §5", p("mean", Dimension.NUMBER, null, 0, true, INF, false, "mean; default (1 + L)/2"));
        }

        // ---- workload: estimates, shapes, directives
        entry("estimates", "actual", null, false, "backfilling sees the actual run times", "trace option");
        entry("estimates", "requested", null, false, "backfilling sees the requested times (SWF field 9)",
                "trace option");
        for (String rule : List.of("square", "min-waste", "row", "none")) {
            entry("shapes", rule, null, false, "how a processor count becomes a submesh shape: " + rule,
                    "ShapeRule of the core");
        }
        entry("directives", "user", null, false, "jobs flag themselves memory- and/or communication-bound",
                "Chang97 ch. 8",
                p("mm", Dimension.FRACTION, "0.6", 0, false, 1, false, "fraction of memory-bound jobs"),
                p("cm", Dimension.FRACTION, "0.6", 0, false, 1, false, "fraction of communication-bound jobs"));
    }

    static {
        // ---- metrics (the core's result columns; hyphenated here as the papers' names)
        metric("response", "response", "mean response (turnaround) time, submit to end", "Chang97 Eq. 1.1");
        metric("wait", "wait", "mean waiting delay, submit to start", "KY §6");
        metric("bounded-slowdown", "bounded_slowdown", "mean max(1, (wait + run) / max(run, 10 s))",
                "Feitelson et al.");
        metric("asqt", "asqt", "average square of the turnaround time, (1/N) Σ response² (a fairness measure)",
                "Chang97 ch. 6");
        metric("utilization", "utilization", "busy processor time over available processor time",
                "Chang97; KY §6");
        metric("internal-fragmentation", "internal_fragmentation",
                "allocated but not requested processors (share of allocated)", "Chang97 §2.1.4");
        metric("external-fragmentation", "external_fragmentation",
                "share of time a waiting job fits by count but not by shape", "Chang97 §2.1.4");
        metric("allocation-miss", "allocation_miss_pct",
                "percentage of failed attempts among attempts with enough free processors", "KY §6");
        metric("makespan", "makespan", "time of the last completion", "baseline");
        metric("throughput", "throughput", "measured completions per second", "baseline");
        metric("search-cost", "search_steps_per_job", "deterministic search steps (positions, list entries, cells) per job",
                "KY §6 (machine-independent search time)");
        metric("search-time", "search_nanos_per_job_nondeterministic",
                "wall-clock nanoseconds in the allocator per job (not reproducible)", "KY §6");
        metric("migrations", "migrations", "job migrations", "Chang97 ch. 7");
        metric("rejected", "rejected", "jobs that can never fit the machine", "baseline");
        metric("jobs", "jobs", "measured completions", "baseline");
        // every further core metric under its column name, hyphenated (e.g. the run models' own metrics)
        for (Metric m : Metric.values()) {
            if (!COLUMNS.containsValue(m.column())) {
                metric(m.column().replace('_', '-'), m.column(), m.description(), "see docs/language.md");
            }
        }
    }

    private static Map<String, String> coreQueues() {
        Map<String, String> out = new LinkedHashMap<>();
        for (StrategyDescriptor d : QueuePolicies.descriptors()) {
            out.put(languageName(d), d.name());
        }
        return Collections.unmodifiableMap(out);
    }

    /** The name a file writes for a core strategy: its first alias when it has one, else its own name. */
    private static String languageName(StrategyDescriptor d) {
        return d.aliases().isEmpty() ? d.name() : d.aliases().get(0);
    }

    /**
     * The {@code queue} entries, one per discipline of the core ({@link QueuePolicies#descriptors()}, strategy
     * providers' included): the same names, defaults and words, so the language accepts exactly what the core does.
     * A numeric threshold is a duration (in {@code time} mode; a job count in {@code count} mode).
     */
    private static void fromQueues() {
        for (StrategyDescriptor d : QueuePolicies.descriptors()) {
            entry("queue", languageName(d), d.primary(), false, d.description(), d.paper(), params(d.parameters()));
        }
    }

    /** The language's form of the core's typed parameters. */
    private static Param[] params(List<Parameter> parameters) {
        List<Param> params = new ArrayList<>();
        for (Parameter p : parameters) {
            Dimension d = switch (p.unit()) {
                case TIME -> Dimension.TIME;
                case FRACTION -> Dimension.FRACTION;
                case WORD -> Dimension.WORD;
                default -> Dimension.NUMBER;
            };
            params.add(new Param(p.name(), d, p.defaultValue(), p.min(), p.minOpen(), p.max(), p.integer(),
                    p.doc(), p.words()));
        }
        return params.toArray(new Param[0]);
    }

    private static void metric(String name, String column, String doc, String paper) {
        entry("metric", name, null, false, doc + " (column " + column + ")", paper);
        COLUMNS.put(name, column);
    }

    /** The result-file column of metric {@code name} ({@code allocation-miss} → {@code allocation_miss_pct}). */
    public static String column(String metric) {
        return COLUMNS.get(metric);
    }


    /**
     * The policies of the core's run models and the workload traits they read ({@link RunModels#infos()}), so
     * names, parameters, defaults and ranges are the core's own.
     */
    private static void fromRunModels() {
        for (PolicyInfo info : RunModels.infos()) {
            entry(info.kind(), info.name(), info.primary(), false, info.description(), info.paper(),
                    params(info.parameters()));
        }
    }

    /**
     * The {@code allocate} entries, one per strategy of the core's registry ({@link AllocatorRegistry#standard()}:
     * {@code pool}, the core's mesh, torus and hypercube strategies, those of strategy providers), exactly the list
     * {@code partita allocators} prints, with the descriptors' typed parameters; the {@code base} parameter is
     * written {@code over NAME}; {@code migration} is the {@code migrate} stage, its {@code trigger} the stage's name.
     */
    private static void fromCore() {
        for (StrategyDescriptor d : AllocatorRegistry.standard().descriptors()) {
            if (d.name().equals("migration")) {
                continue; // the 'migrate' stage
            }
            List<Parameter> own = new ArrayList<>();
            for (Parameter p : d.parameters()) {
                if (p.name().equals("base")) {
                    continue; // written 'over NAME'
                }
                if (p.defaultValue() == null && p.shownDefault() != null) {
                    // a default that depends on the machine, e.g. limit-k's 'n-3': optional, but no fixed number
                    MACHINE_DEFAULTS.put(d.name() + "/" + p.name(), p.shownDefault());
                }
                own.add(p);
            }
            entry("allocate", d.name(), d.primary(), d.has(StrategyDescriptor.Trait.WRAPPER), d.description(),
                    d.paper(), params(own));
        }
    }

    private Catalog() {
    }

    private static Param p(String name, Dimension d, String def, double min, boolean minOpen, double max,
            boolean integer, String doc) {
        return new Param(name, d, def, min, minOpen, max, integer, doc);
    }

    private static void entry(String kind, String name, String primary, boolean wraps, String doc, String paper,
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

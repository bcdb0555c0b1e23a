package org.partita.core.sched;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;

/**
 * The queue disciplines available by name, with their parameters (a {@code Map<String,String>}, as for allocators;
 * an unknown key is an error that lists the valid ones), each described once here and provided by
 * {@link CoreQueues}; the static methods that take a {@link StrategyRegistry} read the {@link Family#QUEUE}
 * disciplines of the registry a run is given (the core's and those of strategy providers), the ones without a
 * registry the core's alone. The language names a discipline by its
 * alias when it has one ({@code m-fcfs}, {@code easy-backfill}, {@code conservative-backfill}).
 *
 * <table>
 * <caption>Disciplines</caption>
 * <tr><th>name</th><th>class</th><th>parameters</th></tr>
 * <tr><td>{@code fcfs}</td><td>{@link FcfsPolicy}</td><td>none</td></tr>
 * <tr><td>{@code easy}</td><td>{@link EasyBackfillPolicy}</td><td>none</td></tr>
 * <tr><td>{@code conservative}</td><td>{@link ConservativeBackfillPolicy}</td><td>none</td></tr>
 * <tr><td>{@code bypass}</td><td>{@link BypassQueuePolicy#chang}</td><td>{@code threshold} (time, default 10;
 * {@code none} = never disabled), {@code mode} ({@code time} | {@code count})</td></tr>
 * <tr><td>{@code mfcfs}</td><td>{@link BypassQueuePolicy#kimYoon}</td><td>{@code threshold} (time at the head,
 * default {@code dynamic} = {@link DynamicThreshold}; {@code none} = first-fit scanning), {@code mode} ({@code time} |
 * {@code count})</td></tr>
 * <tr><td>{@code sjf}</td><td>{@link ShortestJobFirstPolicy}</td><td>none</td></tr>
 * </table>
 */
public final class QueuePolicies {

    private static final String NONE = "none";
    private static final String DYNAMIC = "dynamic";
    private static final double INF = Double.POSITIVE_INFINITY;
    private static final Parameter MODE = new Parameter("mode", Parameter.Unit.WORD, "time", 0, false, INF, false,
            List.of("time", "count"), "what the threshold bounds: the head's waiting time (time) or the number of "
                    + "jobs that bypassed it (count)");
    private static final Parameter BYPASS_THRESHOLD = threshold(format(BypassQueuePolicy.CHANG_DEFAULT_THRESHOLD),
            List.of(NONE), "longest wait of the head job (since its submission) before nobody may bypass it; the "
                    + "default is 2 × the mean service time of 5 (Chang97 §6.4), Fig. 6.8 gains up to 25; none = "
                    + "never disabled; a job count with 'mode count'");
    /**
     * Dynamic by default: Kim and Yoon impose a threshold on the blocked head "to eliminate indefinite postponement"
     * and derive it dynamically as d·λ (§4); {@code none} (first-fit queue scanning) is the reading without one.
     */
    private static final Parameter MFCFS_THRESHOLD = threshold(DYNAMIC, List.of(NONE, DYNAMIC), "maximum queuing "
            + "delay the head job tolerates (fixed threshold, counted from the moment it became the head); dynamic "
            + "(the default) = Kim and Yoon's d·λ (mean queuing delay of the jobs allocated so far × arrival rate, "
            + "§4); none = first-fit queue scanning; a job count with 'mode count'");
    private static final Parameter CLOCK = new Parameter("clock", Parameter.Unit.WORD, "submission", 0, false, INF,
            false, List.of("submission", "head"), "when the head's waiting time starts: at its submission (Fig. 6.2's "
                    + "earliest_submission) or when it became the head (the other reading, Kim and Yoon's)");
    /** The core's disciplines alone: what {@link #builtIn(String)} asks and the conveniences without a registry. */
    private static final StrategyRegistry BUILT_IN = new StrategyRegistry().addAll(new CoreQueues(),
            StrategyRegistry.BUILT_IN);

    /**
     * The core's disciplines, provided exactly as a strategy provider outside the core provides its own (compare
     * {@code extensions/strategies}' {@code ExampleStrategies}): each a descriptor with its factory;
     * {@code experiment.StandardStrategies} registers it.
     */
    public static final class CoreQueues implements StrategyProvider {

        @Override
        public List<Strategy> strategies() {
            return disciplines();
        }
    }

    private static List<Strategy> disciplines() {
        List<Strategy> r = new ArrayList<>();
        add(r, discipline(FcfsPolicy.NAME, null, "first come, first served: only the head job may be allocated",
                "Chang97 §6.1; KY §3"), p -> new FcfsPolicy());
        add(r, discipline(BypassQueuePolicy.BYPASS, null, "bypass queue: later jobs may pass a blocked head until it "
                + "has waited longer than the threshold (threshold 0 is FCFS)", "Chang97 §6.2, Fig. 6.2")
                .withParameters(BYPASS_THRESHOLD, MODE, CLOCK),
                p -> bypass(p, BypassQueuePolicy.BYPASS, BYPASS_THRESHOLD, BypassQueuePolicy.Clock.SUBMIT,
                        BypassQueuePolicy.Scan.DEPARTURE));
        add(r, discipline(BypassQueuePolicy.MFCFS, "m-fcfs", "modified FCFS: later jobs are tried when the head is "
                + "blocked, until the head reaches its threshold", "KY §3")
                .withParameters(MFCFS_THRESHOLD, MODE),
                p -> bypass(p, BypassQueuePolicy.MFCFS, MFCFS_THRESHOLD, BypassQueuePolicy.Clock.HEAD,
                        BypassQueuePolicy.Scan.EVERY_PASS));
        add(r, discipline(ShortestJobFirstPolicy.NAME, null, "shortest (requested) job first",
                "Feitelson's survey, baseline"), p -> new ShortestJobFirstPolicy());
        add(r, discipline(EasyBackfillPolicy.NAME, "easy-backfill",
                "EASY backfilling: later jobs may start if they do not delay the head's reservation", "Lifka 1995"),
                p -> new EasyBackfillPolicy());
        add(r, discipline(ConservativeBackfillPolicy.NAME, "conservative-backfill",
                "conservative backfilling: no job may delay any earlier job's reservation",
                "Mu'alem & Feitelson 2001"), p -> new ConservativeBackfillPolicy());
        return r;
    }

    private static StrategyDescriptor discipline(String name, String alias, String description, String paper) {
        StrategyDescriptor d = StrategyDescriptor.of(Family.QUEUE, name, description, paper);
        return alias == null ? d : d.withAliases(alias);
    }

    /**
     * A threshold: a number {@code >= 0}, in the workload's time unit in {@code time} mode, a job count in
     * {@code count} mode; {@code words} are accepted instead.
     */
    private static Parameter threshold(String defaultValue, List<String> words, String doc) {
        return new Parameter("threshold", Parameter.Unit.TIME, defaultValue, 0, false, INF, false, words, doc);
    }

    /** Adds a core discipline: its factory reads the parameters the registry has checked against {@code d}. */
    private static void add(List<Strategy> r, StrategyDescriptor d, Function<ParameterValues, QueuePolicy> f) {
        StrategyDescriptor described = d.withPrimary(d.parameters().isEmpty() ? null : d.parameters().get(0).name());
        r.add(new Strategy(described, ctx -> f.apply(ctx.values(described))));
    }

    private static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** A bypass queue whose threshold, when not written, is {@code threshold}'s default (the descriptor's). */
    private static QueuePolicy bypass(ParameterValues p, String name, Parameter threshold,
            BypassQueuePolicy.Clock clock, BypassQueuePolicy.Scan scan) {
        BypassQueuePolicy.Mode mode = p.word(MODE).equals("count")
                ? BypassQueuePolicy.Mode.COUNT : BypassQueuePolicy.Mode.TIME;
        String value = p.word(threshold);
        if (value.equals(DYNAMIC)) {
            return BypassQueuePolicy.dynamic(name, clock, scan, mode);
        }
        if (name.equals(BypassQueuePolicy.BYPASS) && p.word(CLOCK).equals("head")) {
            clock = BypassQueuePolicy.Clock.HEAD;
        }
        double fixed = value.equals(NONE) ? INF : Double.parseDouble(value); // checked by the registry
        return new BypassQueuePolicy(name, fixed, clock, scan, mode);
    }

    private QueuePolicies() {
    }

    /** Whether {@code name} is one of the core's own disciplines. */
    public static boolean builtIn(String name) {
        return BUILT_IN.contains(Family.QUEUE, name);
    }

    /** The core's disciplines (in documentation order), for the conveniences that take no registry. */
    public static List<StrategyDescriptor> descriptors() {
        return BUILT_IN.descriptors(Family.QUEUE);
    }

    /** Names of the core's disciplines, sorted. */
    public static List<String> names() {
        return BUILT_IN.names(Family.QUEUE);
    }

    /**
     * The parameters discipline {@code name} accepts, in documentation order (empty for a discipline without
     * parameters): the keys {@link #create(String, Map)} reads, with their defaults and allowed words.
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown
     */
    public static List<Parameter> parameters(String name) {
        return descriptor(BUILT_IN, name).parameters();
    }

    /** Convenience: one of the core's disciplines, without parameters. */
    public static QueuePolicy create(String name) {
        return create(BUILT_IN, name, Map.of());
    }

    /** Convenience: one of the core's disciplines, with {@code parameters}. */
    public static QueuePolicy create(String name, Map<String, String> parameters) {
        return create(BUILT_IN, name, parameters);
    }

    /**
     * The discipline {@code name} of {@code strategies} under its own name (not an alias).
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown
     */
    public static StrategyDescriptor descriptor(StrategyRegistry strategies, String name) {
        StrategyDescriptor d = strategies.descriptor(Family.QUEUE, name);
        if (d == null || !d.name().equals(name)) {
            throw new IllegalArgumentException("unknown queue discipline '" + name + "'; available: "
                    + String.join(", ", strategies.names(Family.QUEUE)));
        }
        return d;
    }

    /** Whether {@code strategies} holds discipline {@code name} under its own name (not an alias). */
    public static boolean contains(StrategyRegistry strategies, String name) {
        StrategyDescriptor d = strategies.descriptor(Family.QUEUE, name);
        return d != null && d.name().equals(name);
    }

    /**
     * A new policy instance for discipline {@code name} of {@code strategies} with {@code parameters}.
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown, or the valid
     *                                  parameters when a key is unknown or a value invalid
     */
    public static QueuePolicy create(StrategyRegistry strategies, String name, Map<String, String> parameters) {
        descriptor(strategies, name);
        Object made = strategies.create(Family.QUEUE, name, new StrategyContext(null, parameters, null));
        if (made instanceof QueuePolicy q) {
            return q;
        }
        throw new IllegalArgumentException("queue strategy '" + name + "' of " + strategies.origin(Family.QUEUE, name)
                + " made " + (made == null ? "null" : "a " + made.getClass().getName()) + ", not a QueuePolicy");
    }
}

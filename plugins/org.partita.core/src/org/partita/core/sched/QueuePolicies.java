package org.partita.core.sched;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The queue disciplines available by name, with their parameters (a {@code Map<String,String>}, as for allocators;
 * an unknown key is an error that lists the valid ones).
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
 * default {@code none} = first-fit scanning; {@code dynamic} = {@link DynamicThreshold}), {@code mode} ({@code time} |
 * {@code count})</td></tr>
 * <tr><td>{@code sjf}</td><td>{@link ShortestJobFirstPolicy}</td><td>none</td></tr>
 * </table>
 */
public final class QueuePolicies {

    /**
     * A parameter a discipline accepts, as read by {@link #create(String, Map)}.
     *
     * @param name         the key
     * @param defaultValue the value used when the key is absent, as it would be written
     * @param numeric      whether a number is accepted (a threshold: a number {@code >= 0}, in the workload's
     *                     time unit in {@code time} mode, a job count in {@code count} mode)
     * @param words        the words accepted besides numbers ({@code none} for a threshold) or instead of them
     * @param doc          what it means
     */
    public record Parameter(String name, String defaultValue, boolean numeric, List<String> words, String doc) {
        public Parameter {
            words = List.copyOf(words);
        }
    }

    private static final Map<String, Function<QueueParameters, QueuePolicy>> AVAILABLE = new TreeMap<>();
    private static final Map<String, List<Parameter>> PARAMETERS = new TreeMap<>();
    private static final String NONE = "none";
    private static final String DYNAMIC = "dynamic";
    private static final Parameter MODE = new Parameter("mode", "time", false, List.of("time", "count"),
            "what the threshold bounds: the head's waiting time (time) or the number of jobs that bypassed it "
                    + "(count)");

    static {
        AVAILABLE.put(FcfsPolicy.NAME, p -> new FcfsPolicy());
        AVAILABLE.put(EasyBackfillPolicy.NAME, p -> new EasyBackfillPolicy());
        AVAILABLE.put(ConservativeBackfillPolicy.NAME, p -> new ConservativeBackfillPolicy());
        AVAILABLE.put(ShortestJobFirstPolicy.NAME, p -> new ShortestJobFirstPolicy());
        AVAILABLE.put(BypassQueuePolicy.BYPASS, p -> bypass(p, BypassQueuePolicy.BYPASS,
                BypassQueuePolicy.CHANG_DEFAULT_THRESHOLD, BypassQueuePolicy.Clock.SUBMIT,
                BypassQueuePolicy.Scan.DEPARTURE));
        AVAILABLE.put(BypassQueuePolicy.MFCFS, p -> bypass(p, BypassQueuePolicy.MFCFS, Double.POSITIVE_INFINITY,
                BypassQueuePolicy.Clock.HEAD, BypassQueuePolicy.Scan.EVERY_PASS));
        PARAMETERS.put(BypassQueuePolicy.BYPASS, List.of(new Parameter("threshold",
                format(BypassQueuePolicy.CHANG_DEFAULT_THRESHOLD), true, List.of(NONE),
                "longest wait of the head job (since its submission) before bypassing is disabled; 0 = FCFS, "
                        + "none = never disabled"), MODE));
        PARAMETERS.put(BypassQueuePolicy.MFCFS, List.of(new Parameter("threshold", NONE, true,
                List.of(NONE, DYNAMIC), "longest time a job waits at the head before no later job may start; "
                        + "none = first-fit scanning; dynamic = Kim and Yoon's d·λ (mean queuing delay of the jobs "
                        + "allocated so far × arrival rate)"), MODE));
    }

    private static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static QueuePolicy bypass(QueueParameters p, String name, double defaultThreshold,
            BypassQueuePolicy.Clock clock, BypassQueuePolicy.Scan scan) {
        BypassQueuePolicy.Mode mode = p.getChoice("mode", "time", "time", "count").equals("count")
                ? BypassQueuePolicy.Mode.COUNT : BypassQueuePolicy.Mode.TIME;
        if (name.equals(BypassQueuePolicy.MFCFS) && p.is("threshold", DYNAMIC)) {
            return BypassQueuePolicy.dynamic(name, clock, scan, mode);
        }
        double threshold = p.getThreshold("threshold", defaultThreshold);
        return new BypassQueuePolicy(name, threshold, clock, scan, mode);
    }

    private QueuePolicies() {
    }

    /** Names that can be created, sorted. */
    public static List<String> names() {
        return List.copyOf(AVAILABLE.keySet());
    }

    /**
     * The parameters discipline {@code name} accepts, in documentation order (empty for a discipline without
     * parameters): the keys {@link #create(String, Map)} reads, with their defaults and allowed words.
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown
     */
    public static List<Parameter> parameters(String name) {
        if (!AVAILABLE.containsKey(name)) {
            throw new IllegalArgumentException("unknown queue discipline '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        return PARAMETERS.getOrDefault(name, List.of());
    }

    public static boolean contains(String name) {
        return AVAILABLE.containsKey(name);
    }

    /** A new policy instance for {@code name}, without parameters. */
    public static QueuePolicy create(String name) {
        return create(name, Map.of());
    }

    /**
     * A new policy instance for {@code name} with {@code parameters}.
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown, or the valid
     *                                  parameters when a key is unknown or a value invalid
     */
    public static QueuePolicy create(String name, Map<String, String> parameters) {
        Function<QueueParameters, QueuePolicy> f = AVAILABLE.get(name);
        if (f == null) {
            throw new IllegalArgumentException("unknown queue discipline '" + name + "'; available: "
                    + String.join(", ", names()));
        }
        QueueParameters p = new QueueParameters(name, parameters);
        QueuePolicy policy = f.apply(p);
        p.checkAllUsed();
        return policy;
    }
}

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
 * default {@code none} = first-fit scanning), {@code mode} ({@code time} | {@code count})</td></tr>
 * <tr><td>{@code sjf}</td><td>{@link ShortestJobFirstPolicy}</td><td>none</td></tr>
 * </table>
 */
public final class QueuePolicies {

    private static final Map<String, Function<QueueParameters, QueuePolicy>> AVAILABLE = new TreeMap<>();

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
    }

    private static QueuePolicy bypass(QueueParameters p, String name, double defaultThreshold,
            BypassQueuePolicy.Clock clock, BypassQueuePolicy.Scan scan) {
        double threshold = p.getThreshold("threshold", defaultThreshold);
        BypassQueuePolicy.Mode mode = p.getChoice("mode", "time", "time", "count").equals("count")
                ? BypassQueuePolicy.Mode.COUNT : BypassQueuePolicy.Mode.TIME;
        return new BypassQueuePolicy(name, threshold, clock, scan, mode);
    }

    private QueuePolicies() {
    }

    /** Names that can be created, sorted. */
    public static List<String> names() {
        return List.copyOf(AVAILABLE.keySet());
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

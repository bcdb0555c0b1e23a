package org.partita.core.sched;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The queue disciplines available by name. Names that belong to later work ({@code easy}, {@code conservative},
 * {@code bypass}) are known but not yet available, so callers can say so clearly.
 */
public final class QueuePolicies {

    private static final Map<String, Supplier<QueuePolicy>> AVAILABLE = new TreeMap<>();
    private static final List<String> PLANNED = List.of("bypass", "conservative", "easy");

    static {
        AVAILABLE.put(FcfsPolicy.NAME, FcfsPolicy::new);
    }

    private QueuePolicies() {
    }

    /** Names that can be created, sorted. */
    public static List<String> names() {
        return List.copyOf(AVAILABLE.keySet());
    }

    public static boolean isPlanned(String name) {
        return PLANNED.contains(name);
    }

    /**
     * A new policy instance for {@code name}.
     *
     * @throws IllegalArgumentException naming the available disciplines when {@code name} is unknown or not yet
     *                                  available
     */
    public static QueuePolicy create(String name) {
        Supplier<QueuePolicy> s = AVAILABLE.get(name);
        if (s != null) {
            return s.get();
        }
        if (isPlanned(name)) {
            throw new IllegalArgumentException("queue discipline '" + name + "' is not available yet; available: "
                    + String.join(", ", names()));
        }
        throw new IllegalArgumentException("unknown queue discipline '" + name + "'; available: "
                + String.join(", ", names()));
    }
}

package org.partita.core.sched;

import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Free processors over future time: a step function kept as a sorted map from breakpoint to the free count that
 * holds from that breakpoint up to the next one (the last step extends to infinity).
 *
 * <p>This is the "availability profile" of backfilling schedulers (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001,
 * §2): running jobs hold their processors until their estimated end, reservations hold theirs over
 * {@code [start, start + estimate)}. Operations, with {@code n} breakpoints and {@code k} breakpoints touched:
 * <ul>
 * <li>{@link #add} (hold or release processors over an interval): {@code O(log n + k)} — two splits, one pass over
 * the steps inside the interval, and a merge of equal neighbours at both ends so the map never holds two adjacent
 * steps with the same count;</li>
 * <li>{@link #earliestStart} (first time a job fits for its whole duration): {@code O(log n + k)} with {@code k}
 * the steps scanned from the starting point to the answer;</li>
 * <li>{@link #advanceTo} (drop the past): {@code O(log n + dropped)}.</li>
 * </ul>
 * Counts are checked: a change that would make a step negative or larger than the capacity throws
 * {@link IllegalStateException} and changes nothing, so an inconsistent plan fails loudly instead of silently
 * overbooking.
 */
public final class AvailabilityProfile {

    private static final class Step {
        int free;

        Step(int free) {
            this.free = free;
        }
    }

    private final int capacity;
    private final TreeMap<Double, Step> steps = new TreeMap<>();

    /** A profile with all {@code capacity} processors free from {@code origin} on. */
    public AvailabilityProfile(int capacity, double origin) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0: " + capacity);
        }
        if (Double.isNaN(origin) || Double.isInfinite(origin)) {
            throw new IllegalArgumentException("origin must be finite: " + origin);
        }
        this.capacity = capacity;
        steps.put(origin, new Step(capacity));
    }

    public int capacity() {
        return capacity;
    }

    /** The first time the profile describes. */
    public double origin() {
        return steps.firstKey();
    }

    /** Number of breakpoints (steps). */
    public int breakpoints() {
        return steps.size();
    }

    /** Free processors at time {@code t} ({@code t >= origin()}). */
    public int freeAt(double t) {
        Map.Entry<Double, Step> e = steps.floorEntry(t);
        if (e == null) {
            throw new IllegalArgumentException("time " + t + " is before the profile's origin " + origin());
        }
        return e.getValue().free;
    }

    /** Forgets everything before {@code t}: the profile then starts at {@code t} (no-op if {@code t <= origin}). */
    public void advanceTo(double t) {
        if (t <= steps.firstKey()) {
            return;
        }
        int free = steps.floorEntry(t).getValue().free;
        steps.headMap(t, false).clear();
        steps.putIfAbsent(t, new Step(free));
    }

    /**
     * Adds {@code delta} free processors over {@code [start, end)} (negative: hold them). {@code end} may be
     * infinite; an empty interval changes nothing. {@code start} must not be before the origin.
     */
    public void add(double start, double end, int delta) {
        if (!(end > start) || delta == 0) {
            return;
        }
        if (start < steps.firstKey()) {
            throw new IllegalArgumentException("interval starts at " + start + ", before the profile's origin "
                    + steps.firstKey());
        }
        boolean finiteEnd = end != Double.POSITIVE_INFINITY;
        Double from = steps.floorKey(start);
        NavigableMap<Double, Step> covered = finiteEnd ? steps.subMap(from, true, end, false)
                : steps.tailMap(from, true);
        for (Map.Entry<Double, Step> e : covered.entrySet()) { // check first: a rejected change changes nothing
            int v = e.getValue().free + delta;
            if (v < 0 || v > capacity) {
                throw new IllegalStateException("profile overbooked at " + Math.max(e.getKey(), start) + ": "
                        + e.getValue().free + " free " + (delta < 0 ? "- " + -delta : "+ " + delta)
                        + " is outside [0, " + capacity + "]");
            }
        }
        split(start);
        if (finiteEnd) {
            split(end);
        }
        NavigableMap<Double, Step> range = finiteEnd ? steps.subMap(start, true, end, false)
                : steps.tailMap(start, true);
        for (Step s : range.values()) {
            s.free += delta;
        }
        mergeIntoPrevious(start);
        if (finiteEnd) {
            mergeIntoPrevious(end);
        }
    }

    /** Holds {@code processors} over {@code [start, start + duration)}. */
    public void reserve(double start, double duration, int processors) {
        add(start, start + duration, -processors);
    }

    /**
     * The earliest time {@code t >= from} such that at least {@code processors} are free throughout
     * {@code [t, t + duration)} (at the instant {@code t} when {@code duration} is 0); {@code +∞} when there is none
     * (more processors than ever free).
     */
    public double earliestStart(double from, double duration, int processors) {
        if (processors > capacity) {
            return Double.POSITIVE_INFINITY;
        }
        double begin = Math.max(from, steps.firstKey());
        Double firstKey = steps.floorKey(begin);
        Iterator<Map.Entry<Double, Step>> it = steps.tailMap(firstKey, true).entrySet().iterator();
        Map.Entry<Double, Step> e = it.next();
        double candidate = Double.NaN;
        while (true) {
            Map.Entry<Double, Step> next = it.hasNext() ? it.next() : null;
            if (e.getValue().free >= processors) {
                if (Double.isNaN(candidate)) {
                    candidate = Math.max(e.getKey(), begin);
                }
                if (next == null || next.getKey() >= candidate + duration) {
                    return candidate;
                }
            } else {
                candidate = Double.NaN;
            }
            if (next == null) {
                return Double.POSITIVE_INFINITY;
            }
            e = next;
        }
    }

    private void split(double t) {
        if (!steps.containsKey(t)) {
            steps.put(t, new Step(steps.floorEntry(t).getValue().free));
        }
    }

    private void mergeIntoPrevious(double t) {
        Step s = steps.get(t);
        if (s == null) {
            return;
        }
        Map.Entry<Double, Step> lower = steps.lowerEntry(t);
        if (lower != null && lower.getValue().free == s.free) {
            steps.remove(t);
        }
    }

    /** {@code t0:free0 t1:free1 …}, for messages and tests. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Double, Step> e : steps.entrySet()) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(org.partita.core.metrics.Numbers.format(e.getKey())).append(':').append(e.getValue().free);
        }
        return b.toString();
    }
}

package org.partita.core.sched;

import java.util.Arrays;

/**
 * Free processors over future time: a step function of breakpoints, each with the free count that holds from it up
 * to the next breakpoint (the last step extends to infinity). Adjacent steps never have the same count.
 *
 * <p>This is the "availability profile" of backfilling schedulers (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001,
 * §2): running jobs hold their processors until their estimated end, reservations hold theirs over
 * {@code [start, start + estimate)}.
 *
 * <p><b>Structure.</b> Two parallel arrays, the breakpoints' times (increasing) and their free counts, used from a
 * moving first index so that {@link #advanceTo} drops the past without copying. A real plan has few steps — the
 * running jobs' ends and the reservations' bounds: on the HPC2N trace replayed at its 240 processors, 8 to 32
 * breakpoints in nine placements out of ten — and at that size a contiguous scan beats every balanced tree
 * (a treap with lazy range additions was four times slower on that replay). With {@code n} breakpoints:
 * <ul>
 * <li>{@link #add} (hold or release processors over an interval), {@link #reserve}: a binary search, then
 * {@code O(k)} for the {@code k} steps inside the interval (range check and addition), plus at most two inserted
 * breakpoints and two merges of equal neighbours, each an array copy of the steps after it;</li>
 * <li>{@link #earliestStart(double, double, int)}: one left-to-right pass over the steps from the starting point to the answer's
 * window, each step looked at once or twice;</li>
 * <li>{@link #freeAt}: {@code O(log n)}; {@link #maxFree}: {@code O(log n + k)}; {@link #advanceTo}:
 * {@code O(log n)}; {@link #ofSteps}: {@code O(n)}.</li>
 * </ul>
 * A profile that grows beyond {@link #DEFAULT_TREE_ABOVE} breakpoints (a large machine with many running jobs, a
 * long queue) moves its steps into a tree with lazy range additions ({@link TreapProfile}: every operation
 * {@code O(log n)}, searches skipping whole stretches by subtree minimum and maximum), and back into the arrays
 * once it has fewer than half as many; answers never depend on the representation.
 * Counts are checked: a change that would make a step negative or larger than the capacity throws
 * {@link IllegalStateException} and changes nothing, so an inconsistent plan fails loudly instead of silently
 * overbooking.
 */
public final class AvailabilityProfile {

    /** Breakpoints above which the steps are kept in a tree; the arrays are scanned faster up to a few hundred. */
    public static final int DEFAULT_TREE_ABOVE = 256;

    private final int capacity;
    private final int treeAbove;
    /** The steps when there are many, else null (then they are in the arrays). */
    private TreapProfile tree;
    /** Breakpoint times, increasing, in {@code [first, end)}. */
    private double[] times;
    /** Free processors from {@code times[i]} up to the next breakpoint. */
    private int[] free;
    private int first;
    private int end;

    /** A profile with all {@code capacity} processors free from {@code origin} on. */
    public AvailabilityProfile(int capacity, double origin) {
        this(capacity, origin, DEFAULT_TREE_ABOVE);
    }

    /**
     * A profile that keeps its steps in a tree while it has more than {@code treeAbove} breakpoints (0: always) and
     * in arrays again below half as many; the representation changes no answer (tests force each).
     */
    public AvailabilityProfile(int capacity, double origin, int treeAbove) {
        this(capacity, origin, 16, treeAbove);
        if (treeAbove == 0) {
            tree = new TreapProfile(capacity, origin);
        }
    }

    private AvailabilityProfile(int capacity, double origin, int room, int treeAbove) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0: " + capacity);
        }
        if (Double.isNaN(origin) || Double.isInfinite(origin)) {
            throw new IllegalArgumentException("origin must be finite: " + origin);
        }
        if (treeAbove < 0) {
            throw new IllegalArgumentException("treeAbove must be >= 0: " + treeAbove);
        }
        this.capacity = capacity;
        this.treeAbove = treeAbove;
        this.times = new double[Math.max(room, 4)];
        this.free = new int[times.length];
        times[0] = origin;
        free[0] = capacity;
        end = 1;
    }

    /**
     * The profile whose steps are {@code free[i]} processors from {@code times[i]} up to {@code times[i + 1]} (the
     * last one to infinity), {@code i < n}; its origin is {@code times[0]}. Times must be finite and increasing,
     * counts in {@code [0, capacity]} and different from their neighbour's. Built in {@code O(n)}.
     */
    public static AvailabilityProfile ofSteps(int capacity, double[] times, int[] free, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a profile has at least one step");
        }
        AvailabilityProfile p = new AvailabilityProfile(capacity, times[0], Math.min(n, DEFAULT_TREE_ABOVE) + 4,
                DEFAULT_TREE_ABOVE);
        p.setSteps(times, free, n);
        return p;
    }

    /**
     * Replaces every step by those of {@link #ofSteps} (same rules), keeping this profile's arrays: a plan rebuilt
     * at every pass allocates nothing.
     */
    public void setSteps(double[] times, int[] free, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a profile has at least one step");
        }
        for (int i = 0; i < n; i++) {
            if (free[i] < 0 || free[i] > capacity || (i > 0 && (!(times[i] > times[i - 1]) || free[i] == free[i - 1]))
                    || Double.isInfinite(times[i]) || Double.isNaN(times[i])) {
                throw new IllegalArgumentException("invalid step " + i + ": " + times[i] + ":" + free[i]);
            }
        }
        if (n > treeAbove) {
            tree = TreapProfile.ofSteps(capacity, times, free, n);
            return;
        }
        tree = null;
        if (this.times.length < n + 2) {
            int room = n + n / 2 + 4;
            this.times = new double[room];
            this.free = new int[room];
        }
        System.arraycopy(times, 0, this.times, 0, n);
        System.arraycopy(free, 0, this.free, 0, n);
        first = 0;
        end = n;
    }

    public int capacity() {
        return capacity;
    }

    /** The first time the profile describes. */
    public double origin() {
        return tree != null ? tree.origin() : times[first];
    }

    /** Number of breakpoints (steps). */
    public int breakpoints() {
        return tree != null ? tree.breakpoints() : end - first;
    }

    /** Free processors at time {@code t} ({@code t >= origin()}). */
    public int freeAt(double t) {
        if (tree != null) {
            return tree.freeAt(t);
        }
        if (t < times[first]) {
            throw new IllegalArgumentException("time " + t + " is before the profile's origin " + times[first]);
        }
        return free[floor(t)];
    }

    /**
     * The largest number of processors free at some instant of {@code [from, to)} ({@code from >= origin()});
     * the count at {@code from} when the interval is empty.
     */
    public int maxFree(double from, double to) {
        if (tree != null) {
            return tree.maxFree(from, to);
        }
        int i = floor(Math.max(from, times[first]));
        int max = free[i];
        for (int k = i + 1; k < end && times[k] < to; k++) {
            max = Math.max(max, free[k]);
        }
        return max;
    }

    /** Forgets everything before {@code t}: the profile then starts at {@code t} (no-op if {@code t <= origin}). */
    public void advanceTo(double t) {
        if (tree != null) {
            tree.advanceTo(t);
            shrinkTree();
            return;
        }
        if (t <= times[first]) {
            return;
        }
        first = floor(t);
        times[first] = t;
    }

    /**
     * Adds {@code delta} free processors over {@code [start, end)} (negative: hold them). {@code end} may be
     * infinite; an empty interval changes nothing. {@code start} must not be before the origin.
     */
    public void add(double start, double end, int delta) {
        if (tree != null) {
            tree.add(start, end, delta);
            shrinkTree();
            return;
        }
        if (!(end > start) || delta == 0) {
            return;
        }
        if (start < times[first]) {
            throw new IllegalArgumentException("interval starts at " + start + ", before the profile's origin "
                    + times[first]);
        }
        ensureRoom(2);
        int i = floor(start);
        int j = i + 1; // the first breakpoint at or after end
        while (j < this.end && times[j] < end) {
            j++;
        }
        for (int k = i; k < j; k++) { // a rejected change changes nothing
            int v = free[k] + delta;
            if (v < 0 || v > capacity) {
                throw new IllegalStateException("profile overbooked at " + Math.max(times[k], start) + ": "
                        + free[k] + " free " + (delta < 0 ? "- " + -delta : "+ " + delta) + " is outside [0, "
                        + capacity + "]");
            }
        }
        if (end != Double.POSITIVE_INFINITY && (j == this.end || times[j] != end)) {
            insert(j, end, free[j - 1]);
        }
        if (times[i] != start) {
            insert(++i, start, free[i - 1]);
            j++;
        }
        for (int k = i; k < j; k++) {
            free[k] += delta;
        }
        // adjacent steps never have the same count: drop a breakpoint that no longer changes it
        if (j < this.end && free[j] == free[j - 1]) {
            remove(j);
        }
        if (i > first && free[i] == free[i - 1]) {
            remove(i);
        }
        if (this.end - first > treeAbove) {
            tree = TreapProfile.ofSteps(capacity, times, free, first, this.end - first);
        }
    }

    /** Back to the arrays when the tree has become small. */
    private void shrinkTree() {
        int n = tree.breakpoints();
        if (n >= treeAbove / 2 || treeAbove == 0) {
            return;
        }
        if (times.length < 2 * n + 4) {
            times = new double[2 * n + 4];
            free = new int[times.length];
        }
        tree.copySteps(times, free);
        first = 0;
        end = n;
        tree = null;
    }

    /** Holds {@code processors} over {@code [start, start + duration)}. */
    public void reserve(double start, double duration, int processors) {
        add(start, start + duration, -processors);
    }

    /**
     * The earliest time {@code t >= from} such that at least {@code processors} are free throughout
     * {@code [t, t + duration)} (at the instant {@code t} when {@code duration} is 0); {@code +∞} when there is none
     * (more processors than ever free).
     *
     * <p>A candidate {@code c} is checked step by step over its window; at the first step with too few processors,
     * no start up to that step can work, and the next candidate is the first later step with enough. The answer is
     * therefore {@code from} or a breakpoint, exactly as a brute-force scan of every start finds it.
     */
    public double earliestStart(double from, double duration, int processors) {
        return earliestStart(from, duration, processors, Double.POSITIVE_INFINITY);
    }

    /**
     * The earliest time {@code t} in {@code [from, limit)} such that at least {@code processors} are free throughout
     * {@code [t, min(t + duration, limit))} (at the instant {@code t} when that is empty); {@code +∞} when there is
     * none. With {@code limit} the start of a reservation of {@code processors} still in the profile, this is where
     * it could start earlier were it taken out (its own interval covers the rest of any such window), found
     * without taking it out.
     */
    public double earliestStart(double from, double duration, int processors, double limit) {
        if (tree != null) {
            return tree.earliestStart(from, duration, processors, limit);
        }
        if (processors > capacity) {
            return Double.POSITIVE_INFINITY;
        }
        double c = Math.max(from, times[first]);
        int k = floor(c);
        while (c < limit) {
            double until = Math.min(c + duration, limit);
            while (free[k] >= processors) {
                if (++k == end || times[k] >= until) {
                    return c;
                }
            }
            do { // the step k has too few: the next candidate is the next step with enough
                if (++k == end) {
                    return Double.POSITIVE_INFINITY;
                }
            } while (free[k] < processors);
            c = times[k];
        }
        return Double.POSITIVE_INFINITY;
    }

    /** The index of the last breakpoint at or before {@code t} ({@code t >= origin}). */
    private int floor(double t) {
        int lo = first;
        int hi = end - 1;
        if (lo == hi || t < times[lo + 1]) {
            return lo; // the common case: searches start now, at the origin
        }
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (times[mid] <= t) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Makes room for {@code m} more breakpoints after the last one (indices change: call before taking any). */
    private void ensureRoom(int m) {
        if (end + m <= times.length) {
            return;
        }
        int n = end - first;
        double[] t = times;
        int[] f = free;
        if (n + m > times.length / 2) {
            t = new double[2 * (n + m)];
            f = new int[t.length];
        }
        System.arraycopy(times, first, t, 0, n);
        System.arraycopy(free, first, f, 0, n);
        times = t;
        free = f;
        first = 0;
        end = n;
    }

    private void insert(int at, double t, int f) {
        System.arraycopy(times, at, times, at + 1, end - at);
        System.arraycopy(free, at, free, at + 1, end - at);
        times[at] = t;
        free[at] = f;
        end++;
    }

    private void remove(int at) {
        System.arraycopy(times, at + 1, times, at, end - at - 1);
        System.arraycopy(free, at + 1, free, at, end - at - 1);
        end--;
    }

    /** {@code t0:free0 t1:free1 …}, for messages and tests. */
    @Override
    public String toString() {
        if (tree != null) {
            return tree.toString();
        }
        StringBuilder b = new StringBuilder();
        for (int k = first; k < end; k++) {
            if (k > first) {
                b.append(' ');
            }
            b.append(org.partita.core.format.Numbers.format(times[k])).append(':').append(free[k]);
        }
        return b.toString();
    }
}

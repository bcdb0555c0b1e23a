package org.partita.core.sched;

import static org.partita.core.sched.TreapNode.apply;
import static org.partita.core.sched.TreapNode.first;
import static org.partita.core.sched.TreapNode.firstAtLeastAfter;
import static org.partita.core.sched.TreapNode.inOrder;
import static org.partita.core.sched.TreapNode.last;
import static org.partita.core.sched.TreapNode.lastBelow;
import static org.partita.core.sched.TreapNode.merge;
import static org.partita.core.sched.TreapNode.pull;
import static org.partita.core.sched.TreapNode.pullAll;
import static org.partita.core.sched.TreapNode.push;
import static org.partita.core.sched.TreapNode.removeFirst;

import java.util.ArrayList;
import java.util.List;

/**
 * The representation of a large {@link AvailabilityProfile}: the breakpoints are the keys of a treap (a binary search
 * tree kept balanced by random heap priorities, drawn from a fixed-seed generator so runs are reproducible — the
 * shape never affects a result). Each node stores its step's free count, the minimum and maximum free count of its
 * subtree, and a pending addition for its subtree (lazy propagation), so adding to every step of an interval
 * touches {@code O(log n)} nodes, and searches skip whole stretches of time by subtree minimum/maximum: "last step in
 * {@code [a, b)} with fewer than {@code p} free" and "first step after {@code a} with at least {@code p} free" are
 * single root-to-leaf descents. Expected costs with {@code n} breakpoints: {@link #add} {@code O(log n)},
 * {@link #earliestStart} {@code O(g log n)} for {@code g} too-short stretches skipped, {@link #freeAt},
 * {@link #maxFree}, {@link #advanceTo} {@code O(log n)}, {@link #ofSteps} {@code O(n)}. Same contract as the
 * profile's arrays (the profile switches between the two by size).
 */
final class TreapProfile {

    private final int capacity;
    private TreapNode root;
    private double origin;
    private long priorityState = 0x5DEECE66DL;
    /** Results of {@link #split}: keys below the split key, and the others. */
    private TreapNode splitLow;
    private TreapNode splitHigh;

    /** A profile with all {@code capacity} processors free from {@code origin} on. */
    TreapProfile(int capacity, double origin) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0: " + capacity);
        }
        if (Double.isNaN(origin) || Double.isInfinite(origin)) {
            throw new IllegalArgumentException("origin must be finite: " + origin);
        }
        this.capacity = capacity;
        this.origin = origin;
        this.root = newNode(origin, capacity);
    }

    /**
     * The profile whose steps are {@code free[i]} processors from {@code times[i]} up to {@code times[i + 1]} (the
     * last one to infinity), {@code i < n}; its origin is {@code times[0]}. Times must be finite and increasing,
     * counts in {@code [0, capacity]} and different from their neighbour's. Built in {@code O(n)}, where as many
     * {@link #add}s would cost {@code O(n log n)}.
     */
    static TreapProfile ofSteps(int capacity, double[] times, int[] free, int n) {
        return ofSteps(capacity, times, free, 0, n);
    }

    /** {@link #ofSteps} of the steps {@code from .. from + n - 1} of the arrays. */
    static TreapProfile ofSteps(int capacity, double[] allTimes, int[] allFree, int from, int n) {
        double[] times = from == 0 ? allTimes : java.util.Arrays.copyOfRange(allTimes, from, from + n);
        int[] free = from == 0 ? allFree : java.util.Arrays.copyOfRange(allFree, from, from + n);
        if (n < 1) {
            throw new IllegalArgumentException("a profile has at least one step");
        }
        TreapProfile p = new TreapProfile(capacity, times[0]);
        TreapNode[] spine = new TreapNode[n]; // the right spine of the tree built so far (a Cartesian tree by priority)
        int top = 0;
        for (int i = 0; i < n; i++) {
            if (free[i] < 0 || free[i] > capacity || (i > 0 && (!(times[i] > times[i - 1]) || free[i] == free[i - 1]))
                    || Double.isInfinite(times[i])) {
                throw new IllegalArgumentException("invalid step " + i + ": " + times[i] + ":" + free[i]);
            }
            TreapNode x = p.newNode(times[i], free[i]);
            TreapNode below = null;
            while (top > 0 && spine[top - 1].priority < x.priority) {
                below = spine[--top];
            }
            x.left = below;
            if (top > 0) {
                spine[top - 1].right = x;
            }
            spine[top++] = x;
        }
        p.root = spine[0];
        pullAll(p.root);
        return p;
    }

    int capacity() {
        return capacity;
    }

    /** The first time the profile describes. */
    double origin() {
        return origin;
    }

    /** Number of breakpoints (steps). */
    int breakpoints() {
        return root.count;
    }

    /** Free processors at time {@code t} ({@code t >= origin()}). */
    int freeAt(double t) {
        if (t < origin) {
            throw new IllegalArgumentException("time " + t + " is before the profile's origin " + origin);
        }
        return floor(t).free;
    }

    /**
     * The largest number of processors free at some instant of {@code [from, to)} ({@code from >= origin()});
     * the count at {@code from} when the interval is empty.
     */
    int maxFree(double from, double to) {
        TreapNode f = floor(Math.max(from, origin));
        return to > f.key ? range(f.key, to, true) : f.free;
    }

    /** Forgets everything before {@code t}: the profile then starts at {@code t} (no-op if {@code t <= origin}). */
    void advanceTo(double t) {
        if (t <= origin) {
            return;
        }
        int free = floor(t).free;
        split(root, t);
        TreapNode rest = splitHigh;
        if (rest == null || first(rest).key != t) {
            rest = merge(newNode(t, free), rest);
        }
        root = rest;
        origin = t;
    }

    /**
     * Adds {@code delta} free processors over {@code [start, end)} (negative: hold them). {@code end} may be
     * infinite; an empty interval changes nothing. {@code start} must not be before the origin.
     */
    void add(double start, double end, int delta) {
        if (!(end > start) || delta == 0) {
            return;
        }
        if (start < origin) {
            throw new IllegalArgumentException("interval starts at " + start + ", before the profile's origin "
                    + origin);
        }
        split(root, start);
        TreapNode low = splitLow;
        split(splitHigh, end); // every key is finite: an infinite end leaves high empty
        TreapNode mid = splitLow;
        TreapNode high = splitHigh;
        TreapNode midFirst = mid == null ? null : first(mid);
        boolean startIsBreakpoint = midFirst != null && midFirst.key == start;
        // low is empty only when start is the origin, which is always a breakpoint
        int atStart = startIsBreakpoint ? midFirst.free : last(low).free;
        int atEnd = mid == null ? atStart : last(mid).free; // the count that goes on after end
        int min = mid == null ? atStart : Math.min(mid.min, atStart);
        int max = mid == null ? atStart : Math.max(mid.max, atStart);
        if (min + delta < 0 || max + delta > capacity) { // a rejected change changes nothing
            root = merge(low, merge(mid, high));
            throw overbooked(start, end, delta);
        }
        if (!startIsBreakpoint) {
            mid = merge(newNode(start, atStart), mid);
        }
        if (end != Double.POSITIVE_INFINITY && (high == null || first(high).key != end)) {
            high = merge(newNode(end, atEnd), high);
        }
        apply(mid, delta);
        // adjacent steps never have the same count: drop a breakpoint that no longer changes it
        if (low != null && last(low).free == first(mid).free) {
            mid = removeFirst(mid);
        }
        if (high != null) {
            TreapNode before = mid != null ? last(mid) : last(low);
            if (before.free == first(high).free) {
                high = removeFirst(high);
            }
        }
        root = merge(low, merge(mid, high));
    }

    private IllegalStateException overbooked(double start, double end, int delta) {
        TreapNode f = floor(start);
        split(root, f.key);
        TreapNode low = splitLow;
        split(splitHigh, end);
        TreapNode mid = splitLow;
        TreapNode high = splitHigh;
        TreapNode bad = firstOutside(mid, delta);
        root = merge(low, merge(mid, high));
        return new IllegalStateException("profile overbooked at " + Math.max(bad.key, start) + ": " + bad.free
                + " free " + (delta < 0 ? "- " + -delta : "+ " + delta) + " is outside [0, " + capacity + "]");
    }

    /** Holds {@code processors} over {@code [start, start + duration)}. */
    void reserve(double start, double duration, int processors) {
        add(start, start + duration, -processors);
    }

    /**
     * The earliest time {@code t >= from} such that at least {@code processors} are free throughout
     * {@code [t, t + duration)} (at the instant {@code t} when {@code duration} is 0); {@code +∞} when there is none
     * (more processors than ever free).
     *
     * <p>From a candidate {@code c}, the last step in the window {@code [c, c + duration)} with too few free
     * processors is found by one descent; if there is none, {@code c} is the answer; otherwise no start before that
     * step's end can work, and the next candidate is the first step after it with enough free processors (one more
     * descent). The answer is therefore {@code from} or a breakpoint, exactly as a left-to-right scan finds it.
     */
    double earliestStart(double from, double duration, int processors) {
        return earliestStart(from, duration, processors, Double.POSITIVE_INFINITY);
    }

    /** {@link AvailabilityProfile#earliestStart(double, double, int, double)}. */
    double earliestStart(double from, double duration, int processors, double limit) {
        if (processors > capacity) {
            return Double.POSITIVE_INFINITY;
        }
        double c = Math.max(from, origin);
        if (limit != Double.POSITIVE_INFINITY && c < limit && maxFree(c, limit) < processors) {
            return Double.POSITIVE_INFINITY; // one range query instead of walking every gap before limit
        }
        while (c < limit) {
            TreapNode f = floor(c);
            TreapNode blocked = lastBelow(root, f.key, Math.min(c + duration, limit), processors);
            if (blocked == null && f.free < processors) {
                blocked = f;
            }
            if (blocked == null) {
                return c;
            }
            TreapNode next = firstAtLeastAfter(root, blocked.key, processors);
            if (next == null) {
                return Double.POSITIVE_INFINITY;
            }
            c = next.key;
        }
        return Double.POSITIVE_INFINITY;
    }

    /** Copies the steps in time order into the arrays (each at least {@link #breakpoints()} long). */
    void copySteps(double[] times, int[] free) {
        List<TreapNode> nodes = new ArrayList<>();
        inOrder(root, nodes);
        for (int i = 0; i < nodes.size(); i++) {
            times[i] = nodes.get(i).key;
            free[i] = nodes.get(i).free;
        }
    }

    // ---- treap internals -------------------------------------------------------------------------------------

    private TreapNode newNode(double key, int free) {
        long z = (priorityState += 0x9E3779B97F4A7C15L); // splitmix64
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new TreapNode(key, free, (int) (z ^ (z >>> 31)));
    }

    /** Splits {@code x} into {@link #splitLow} (keys {@code < key}) and {@link #splitHigh} (keys {@code >= key}). */
    private void split(TreapNode x, double key) {
        if (x == null) {
            splitLow = null;
            splitHigh = null;
            return;
        }
        push(x);
        if (x.key < key) {
            split(x.right, key);
            x.right = splitLow;
            pull(x);
            splitLow = x;
        } else {
            split(x.left, key);
            x.left = splitHigh;
            pull(x);
            splitHigh = x;
        }
    }

    /** Maximum ({@code max}) or minimum of the free counts of the steps with keys in {@code [lo, hi)}. */
    private int range(double lo, double hi, boolean max) {
        TreapNode x = root;
        while (x != null) { // down to the first node inside the range
            push(x);
            if (x.key < lo) {
                x = x.right;
            } else if (x.key >= hi) {
                x = x.left;
            } else {
                break;
            }
        }
        if (x == null) {
            return max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        int v = x.free;
        for (TreapNode y = x.left; y != null;) { // keys >= lo in the left subtree
            push(y);
            if (y.key >= lo) {
                v = pick(max, v, y.free, y.right);
                y = y.left;
            } else {
                y = y.right;
            }
        }
        for (TreapNode y = x.right; y != null;) { // keys < hi in the right subtree
            push(y);
            if (y.key < hi) {
                v = pick(max, v, y.free, y.left);
                y = y.right;
            } else {
                y = y.left;
            }
        }
        return v;
    }

    private static int pick(boolean max, int v, int free, TreapNode whole) {
        if (max) {
            v = Math.max(v, free);
            return whole == null ? v : Math.max(v, whole.max);
        }
        v = Math.min(v, free);
        return whole == null ? v : Math.min(v, whole.min);
    }

    /** The node with the greatest key {@code <= t} ({@code t >= origin}). */
    private TreapNode floor(double t) {
        TreapNode x = root;
        TreapNode best = null;
        while (x != null) {
            push(x);
            if (x.key <= t) {
                best = x;
                x = x.right;
            } else {
                x = x.left;
            }
        }
        return best;
    }

    /** The first node (by key) of {@code x} whose count plus {@code delta} leaves {@code [0, capacity]}. */
    private TreapNode firstOutside(TreapNode x, int delta) {
        List<TreapNode> nodes = new ArrayList<>();
        inOrder(x, nodes);
        for (TreapNode n : nodes) {
            int v = n.free + delta;
            if (v < 0 || v > capacity) {
                return n;
            }
        }
        throw new AssertionError("no step out of range");
    }

    /** {@code t0:free0 t1:free1 …}, for messages and tests. */
    @Override
    public String toString() {
        List<TreapNode> nodes = new ArrayList<>();
        inOrder(root, nodes);
        StringBuilder b = new StringBuilder();
        for (TreapNode n : nodes) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(org.partita.core.format.Numbers.format(n.key)).append(':').append(n.free);
        }
        return b.toString();
    }
}

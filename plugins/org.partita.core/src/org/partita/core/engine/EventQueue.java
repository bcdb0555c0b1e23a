package org.partita.core.engine;

import java.util.Arrays;
import java.util.NoSuchElementException;

/**
 * Pending events, ordered by the key {@code (time, kind, sequence)}: earlier time first; at equal time the lower
 * {@code kind} first; at equal time and kind the event pushed first (its insertion sequence number is lower).
 *
 * <p>A binary min-heap stored in parallel primitive arrays (no boxing, no per-event key object), so push and pop
 * are {@code O(log n)} with a small constant. The sequence number makes the order total, hence the simulation
 * deterministic: two events never compare equal.
 *
 * @param <T> the event payload
 */
public final class EventQueue<T> {

    private double[] times;
    private int[] kinds;
    private long[] seqs;
    private Object[] payloads;
    private int size;
    private long nextSeq;

    public EventQueue() {
        this(64);
    }

    public EventQueue(int initialCapacity) {
        int c = Math.max(4, initialCapacity);
        times = new double[c];
        kinds = new int[c];
        seqs = new long[c];
        payloads = new Object[c];
    }

    /** Adds an event; {@code time} must not be NaN. */
    public void push(double time, int kind, T payload) {
        if (Double.isNaN(time)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        if (size == times.length) {
            int c = size * 2;
            times = Arrays.copyOf(times, c);
            kinds = Arrays.copyOf(kinds, c);
            seqs = Arrays.copyOf(seqs, c);
            payloads = Arrays.copyOf(payloads, c);
        }
        int i = size++;
        long seq = nextSeq++;
        // sift up
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(time, kind, seq, parent)) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        times[i] = time;
        kinds[i] = kind;
        seqs[i] = seq;
        payloads[i] = payload;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Time of the first event. */
    public double peekTime() {
        requireNonEmpty();
        return times[0];
    }

    /** Kind of the first event. */
    public int peekKind() {
        requireNonEmpty();
        return kinds[0];
    }

    /** Removes the first event and returns its payload. */
    @SuppressWarnings("unchecked")
    public T pop() {
        requireNonEmpty();
        T result = (T) payloads[0];
        int last = --size;
        double t = times[last];
        int k = kinds[last];
        long s = seqs[last];
        Object p = payloads[last];
        payloads[last] = null;
        if (last > 0) {
            int i = 0;
            int half = last >>> 1;
            while (i < half) {
                int child = 2 * i + 1;
                int right = child + 1;
                if (right < last && lessAt(right, child)) {
                    child = right;
                }
                if (!less(times[child], kinds[child], seqs[child], t, k, s)) {
                    break;
                }
                move(child, i);
                i = child;
            }
            times[i] = t;
            kinds[i] = k;
            seqs[i] = s;
            payloads[i] = p;
        }
        return result;
    }

    private void requireNonEmpty() {
        if (size == 0) {
            throw new NoSuchElementException("event queue is empty");
        }
    }

    private void move(int from, int to) {
        times[to] = times[from];
        kinds[to] = kinds[from];
        seqs[to] = seqs[from];
        payloads[to] = payloads[from];
    }

    private boolean less(double t, int k, long s, int j) {
        return less(t, k, s, times[j], kinds[j], seqs[j]);
    }

    private boolean lessAt(int i, int j) {
        return less(times[i], kinds[i], seqs[i], times[j], kinds[j], seqs[j]);
    }

    private static boolean less(double t1, int k1, long s1, double t2, int k2, long s2) {
        if (t1 != t2) {
            return t1 < t2;
        }
        if (k1 != k2) {
            return k1 < k2;
        }
        return s1 < s2;
    }
}

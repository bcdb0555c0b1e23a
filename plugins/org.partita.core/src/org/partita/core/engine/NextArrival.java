package org.partita.core.engine;

/**
 * The one pending event the {@link EventLoop} keeps beside its heap: the engine holds a single arrival at a time
 * (the next job of the source), so it never needs the heap's ordering among arrivals. Its kind is the highest of
 * the run, so at equal time every event in the heap comes first, as it would in {@code (time, kind, sequence)}
 * order. A million-job replay pushes and pops a million fewer heap events.
 */
public final class NextArrival {

    private final int kind;
    private double time = Double.POSITIVE_INFINITY;
    private Object payload;

    /** An empty slot whose events have kind {@code kind}, above every kind in the heap. */
    public NextArrival(int kind) {
        this.kind = kind;
    }

    /** Holds the next arrival; the slot must be empty and {@code time} must not be NaN. */
    public void set(double time, Object payload) {
        if (Double.isNaN(time)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        if (this.payload != null) {
            throw new IllegalStateException("an arrival is already pending");
        }
        this.time = time;
        this.payload = payload;
    }

    public boolean isEmpty() {
        return payload == null;
    }

    /** The pending arrival's time, {@link Double#POSITIVE_INFINITY} when there is none. */
    public double time() {
        return time;
    }

    public int kind() {
        return kind;
    }

    /** Empties the slot and returns what it held. */
    public Object take() {
        Object p = payload;
        payload = null;
        time = Double.POSITIVE_INFINITY;
        return p;
    }
}

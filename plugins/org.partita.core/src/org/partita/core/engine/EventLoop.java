package org.partita.core.engine;

import java.util.function.DoubleConsumer;

/**
 * The timestamp loop of every simulation: the rigid {@link Simulation} and the run models (through
 * {@code model.ModelEventLoop}, which adds the run control of their completion ledger). Events are taken from the
 * queue in {@code (time, kind, sequence)} order; at each timestamp {@code t}:
 * <ol>
 * <li>the interrupt check, given the previous timestamp ({@link Double#NEGATIVE_INFINITY} before the first);</li>
 * <li>the run ends, before applying anything, when {@code t} is after the stop time;</li>
 * <li>{@link Steps#advance}{@code (t)};</li>
 * <li>every event at {@code t} is applied in turn, including events pushed at {@code t} meanwhile; the run ends at
 * once when {@link Steps#apply} says so (the completion limit);</li>
 * <li>{@link Steps#settle} (the scheduling pass).</li>
 * </ol>
 * The run also ends when no event is left.
 */
public final class EventLoop {

    /** What the simulation does at the loop's steps. */
    public interface Steps {

        /** The clock moves to {@code t}, before any event at {@code t} is applied. */
        void advance(double t);

        /** Applies one event; returns {@code false} to end the run now. */
        boolean apply(int kind, Object payload);

        /** After every event of the timestamp is applied. */
        void settle();
    }

    private EventLoop() {
    }

    /**
     * Runs the loop.
     *
     * @param interruptCheck called once per timestamp with the previous one; throws to cancel the run (see
     *                       {@link InterruptCheck})
     * @return the last timestamp reached, {@link Double#NEGATIVE_INFINITY} when none was
     */
    public static double run(EventQueue<Object> events, double stopTime, DoubleConsumer interruptCheck,
            Steps steps) {
        return run(events, new NextArrival(Integer.MAX_VALUE), stopTime, interruptCheck, steps);
    }

    /**
     * The same loop with one more pending event kept outside the heap, {@code next} (the engine's next arrival),
     * whose kind is above every kind in the heap: at a timestamp the heap's events are applied first, then it.
     */
    public static double run(EventQueue<Object> events, NextArrival next, double stopTime,
            DoubleConsumer interruptCheck, Steps steps) {
        double now = Double.NEGATIVE_INFINITY;
        while (!events.isEmpty() || !next.isEmpty()) {
            interruptCheck.accept(now);
            double t = events.isEmpty() ? next.time() : Math.min(events.peekTime(), next.time());
            if (t > stopTime) {
                break;
            }
            now = t;
            steps.advance(t);
            while (true) {
                int kind;
                Object payload;
                if (!events.isEmpty() && events.peekTime() == t) {
                    kind = events.peekKind();
                    payload = events.pop();
                } else if (!next.isEmpty() && next.time() == t) {
                    kind = next.kind();
                    payload = next.take();
                } else {
                    break;
                }
                if (!steps.apply(kind, payload)) {
                    return now;
                }
            }
            steps.settle();
        }
        return now;
    }
}

package org.partita.core.model;

import org.partita.core.engine.EventQueue;
import org.partita.core.metrics.CompletionLedger;

/**
 * The timestamp loop of an event-driven {@link RunModel}, with the run control of its {@link CompletionLedger}.
 * Events are taken from the queue in {@code (time, kind, sequence)} order; at each timestamp {@code t}:
 * <ol>
 * <li>the interrupt check ({@link CompletionLedger#checkInterrupt}, with the previous timestamp);</li>
 * <li>the run ends, before applying anything, when {@code t} is after the stop time;</li>
 * <li>{@link Steps#advance}{@code (t)}, then {@link CompletionLedger#begin}{@code (t)} (the window opens at the
 * first timestamp without warm-up);</li>
 * <li>every event at {@code t} is applied in turn, including events pushed at {@code t} meanwhile; the run ends at
 * once when {@link Steps#apply} says so (the completion limit);</li>
 * <li>{@link Steps#settle} (the model's scheduling pass).</li>
 * </ol>
 * The run also ends when no event is left.
 */
public final class ModelEventLoop {

    /** What the model does at the loop's steps. */
    public interface Steps {

        /** The clock moves to {@code t}, before any event at {@code t} is applied. */
        void advance(double t);

        /** Applies one event; returns {@code false} to end the run now. */
        boolean apply(int kind, Object payload);

        /** After every event of the timestamp is applied. */
        void settle();
    }

    private ModelEventLoop() {
    }

    /**
     * Runs the loop.
     *
     * @return the last timestamp reached, {@link Double#NEGATIVE_INFINITY} when none was
     */
    public static double run(EventQueue<Object> events, CompletionLedger ledger, double stopTime, Steps steps) {
        double now = Double.NEGATIVE_INFINITY;
        while (!events.isEmpty()) {
            ledger.checkInterrupt(now);
            double t = events.peekTime();
            if (t > stopTime) {
                break;
            }
            now = t;
            steps.advance(t);
            ledger.begin(t);
            while (!events.isEmpty() && events.peekTime() == t) {
                int kind = events.peekKind();
                Object payload = events.pop();
                if (!steps.apply(kind, payload)) {
                    return now;
                }
            }
            steps.settle();
        }
        return now;
    }
}

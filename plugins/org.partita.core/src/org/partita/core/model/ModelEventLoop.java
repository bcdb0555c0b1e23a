package org.partita.core.model;

import org.partita.core.engine.EventLoop;
import org.partita.core.engine.EventQueue;
import org.partita.core.metrics.CompletionLedger;

/**
 * The {@link EventLoop} of an event-driven {@link RunModel}, with the run control of its {@link CompletionLedger}.
 * At each timestamp {@code t}, in the steps of {@link EventLoop}:
 * <ol>
 * <li>the interrupt check is {@link CompletionLedger#checkInterrupt} (with the previous timestamp);</li>
 * <li>the run ends, before applying anything, when {@code t} is after the stop time;</li>
 * <li>{@link EventLoop.Steps#advance}{@code (t)}, then {@link CompletionLedger#begin}{@code (t)} (the window opens
 * at the first timestamp without warm-up);</li>
 * <li>every event at {@code t} is applied in turn, including events pushed at {@code t} meanwhile; the run ends at
 * once when {@link EventLoop.Steps#apply} says so (the completion limit);</li>
 * <li>{@link EventLoop.Steps#settle} (the model's scheduling pass).</li>
 * </ol>
 * The run also ends when no event is left.
 */
public final class ModelEventLoop {

    private ModelEventLoop() {
    }

    /**
     * Runs the loop.
     *
     * @return the last timestamp reached, {@link Double#NEGATIVE_INFINITY} when none was
     */
    public static double run(EventQueue<Object> events, CompletionLedger ledger, double stopTime,
            EventLoop.Steps steps) {
        return EventLoop.run(events, stopTime, ledger::checkInterrupt, new EventLoop.Steps() {
            @Override
            public void advance(double t) {
                steps.advance(t);
                ledger.begin(t);
            }

            @Override
            public boolean apply(int kind, Object payload) {
                return steps.apply(kind, payload);
            }

            @Override
            public void settle() {
                steps.settle();
            }
        });
    }
}

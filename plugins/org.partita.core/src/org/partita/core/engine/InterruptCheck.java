package org.partita.core.engine;

import java.util.function.DoubleConsumer;

/**
 * The cancellation check of a run's loop: every {@value #INTERVAL}-th call looks at the calling thread's interrupt
 * flag and, when it is set, throws {@link SimulationCancelledException} with the instant given (the flag stays set).
 * So a cancelled run stops within {@value #INTERVAL} timestamps, without a volatile read at each one.
 */
public final class InterruptCheck implements DoubleConsumer {

    /** How often (in calls, a power of two) the interrupt flag is looked at. */
    public static final int INTERVAL = 1024;

    private int calls;

    @Override
    public void accept(double now) {
        if ((++calls & (INTERVAL - 1)) == 0 && Thread.currentThread().isInterrupted()) {
            throw new SimulationCancelledException(now);
        }
    }
}

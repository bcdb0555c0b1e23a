package org.partita.core.sched;

/**
 * Told of every reservation a backfilling policy makes or moves: the time at which the policy plans to start a
 * waiting job. Used by tests (a job must never start after the reservation it was promised when estimates are
 * exact) and by tools that show the plan.
 */
@FunctionalInterface
public interface ReservationListener {

    /** At {@code now}, {@code job} is planned to start at {@code start}. */
    void reserved(WaitingJob job, double start, double now);
}

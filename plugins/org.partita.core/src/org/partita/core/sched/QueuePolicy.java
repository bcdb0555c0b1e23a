package org.partita.core.sched;

/**
 * A queue discipline: once per scheduling pass, picks waiting jobs to start.
 *
 * <p>The engine calls {@link #schedule} once per simulated timestamp at which anything happened, after that
 * timestamp's completions and arrivals have been applied (see {@link org.partita.core.engine.Simulation}). A policy
 * sees the wait queue, the running jobs (with their {@link RunningJob#estimatedEnd() estimated ends}, which is what a
 * backfilling policy reserves against) and the free processor count, and starts jobs through
 * {@link SchedulingContext#tryStart}. Policies must be deterministic; one instance serves one simulation run.
 *
 * <p>FCFS is {@link FcfsPolicy}. EASY and conservative backfilling and Chang's bypass queue fit the same
 * interface: they scan beyond the head and start a later job when it does not delay the reservation(s) made from
 * the running jobs' estimated ends (backfilling) or when the head has not waited past a threshold (bypass queue).
 */
public interface QueuePolicy {

    /** The discipline's name as used on the command line and in experiment files, e.g. {@code fcfs}. */
    String name();

    /** One scheduling pass. */
    void schedule(SchedulingContext context);
}

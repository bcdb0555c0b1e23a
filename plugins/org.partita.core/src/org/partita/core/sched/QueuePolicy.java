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
 * <p>The engine also reports every change of state to the policy as it happens ({@link #jobQueued},
 * {@link #jobStarted}, {@link #jobCompleted}, {@link #jobRelocated}); the defaults ignore them. Backfilling policies
 * use them to keep their availability profile up to date instead of rescanning the running jobs at every pass.
 * The disciplines of the core are listed in {@link QueuePolicies}.
 */
public interface QueuePolicy {

    /** The discipline's name as used on the command line and in experiment files, e.g. {@code fcfs}. */
    String name();

    /** One scheduling pass. */
    void schedule(SchedulingContext context);

    /** {@code job} has just been appended to the wait queue (before the pass at {@code now}). */
    default void jobQueued(WaitingJob job, double now) {
    }

    /** {@code job} has just started (inside {@link SchedulingContext#tryStart}). */
    default void jobStarted(RunningJob job, double now) {
    }

    /** {@code job} has just completed and released its processors (before the pass at {@code now}). */
    default void jobCompleted(RunningJob job, double now) {
    }

    /** {@code job} has just been moved by a migrating allocator; its (estimated) end may have moved back. */
    default void jobRelocated(RunningJob job, double now) {
    }
}

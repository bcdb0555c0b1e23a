package org.partita.core.malleable;

import java.util.List;

/**
 * A {@link SharePolicy} that time-shares the machine (gang scheduling): a running application may hold no processor
 * while its time slot is not scheduled, and the policy, not a multiprogramming level, decides when a queued job may
 * start. The simulation's quantum is then the time-sharing quantum: {@link #quantumEnded()} is called at every tick,
 * before {@link #allocate}.
 */
public interface TimeSharing extends SharePolicy {

    /**
     * Whether {@code candidate} (not running yet, allocation 0) may start now, given the running applications.
     *
     * @param processors the machine's processors P
     */
    boolean accepts(List<RunningApp> running, RunningApp candidate, int processors);

    /** The time-sharing quantum ended: the next {@link #allocate} switches to the next time slot. */
    void quantumEnded();
}

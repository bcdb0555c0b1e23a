package org.partita.core.malleable;

import java.util.List;

/**
 * A processor allocation policy for malleable applications (Corbalán's "processor scheduling" level, §3.4.1 step 1:
 * how many processors each running application gets), together with its multiprogramming-level hook
 * ({@code X_New_appl()}, §2.3 of the digest, Fig. 3.12).
 *
 * <p>The simulation ({@link MalleableSimulation}) calls {@link #allocate} at every arrival, completion and start, and
 * at every quantum when {@link #quantum()} is true; the policy writes each application's next allocation with
 * {@link RunningApp#setTarget}. A target must lie in {@code [1, request]} ({@code [0, request]} for a
 * {@link TimeSharing} policy); the simulation never gives out more processors than the machine has.
 */
public interface SharePolicy {

    /** Whether the policy is evaluated at every quantum (it reads measured performance or runs a state machine). */
    boolean quantum();

    /**
     * Computes the next allocation of every running application, in start order.
     *
     * @param apps       the running applications, in start order (applications started at this instant have
     *                   {@link RunningApp#allocation()} 0)
     * @param processors the machine's processors P
     * @param queued     whether jobs are waiting in the queue (PDPA's {@code load queued} option)
     */
    void allocate(List<RunningApp> apps, int processors, boolean queued);

    /**
     * The dynamic multiprogramming-level rule, evaluated once per quantum: whether one more queued job may start
     * although the default multiprogramming level is reached. {@code false} for a fixed multiprogramming level.
     *
     * @param apps the running applications with their current allocations
     * @param free processors not allocated to any running application
     */
    default boolean admit(List<RunningApp> apps, int free) {
        return false;
    }

    /**
     * PDML's {@code Stable_allocation()} (Corbalán §6.2): every running application has measured its speedup with
     * its current allocation and reaches the target efficiency {@code target}.
     */
    static boolean stable(List<RunningApp> apps, double target) {
        for (RunningApp a : apps) {
            if (!a.measured() || a.allocation() == 0 || a.efficiency(a.allocation()) < target) {
                return false;
            }
        }
        return true;
    }
}

package org.partita.core.engine;

import java.util.List;

import org.partita.core.alloc.AllocatorStats;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;

/**
 * What a run did, as counts (the metrics themselves come from observers).
 *
 * @param endTime          simulated time of the last processed event
 * @param arrived          jobs pulled from the source
 * @param rejected         jobs refused because they can never fit
 * @param started          jobs that started
 * @param completed        jobs that finished (measured or not)
 * @param measured         measured completions
 * @param stillRunning     jobs running when the run ended (start order)
 * @param stillWaiting     jobs waiting when the run ended (arrival order)
 * @param allocatorStats   the allocator's own counters
 * @param allocationNanos  wall-clock nanoseconds in allocator calls, or 0 when not timed (non-deterministic)
 */
public record SimulationResult(double endTime, long arrived, long rejected, long started, long completed,
        long measured, List<RunningJob> stillRunning, List<WaitingJob> stillWaiting, AllocatorStats allocatorStats,
        long allocationNanos) {
}

package org.partita.core.sched;

import java.util.Comparator;
import java.util.TreeSet;

/**
 * Shortest job first: waiting jobs are served in order of their estimated run time ({@link WaitingJob#estimate()}:
 * the requested time, or the run time when the trace has none), ties by arrival; the pass starts jobs in that
 * order until one cannot be placed, which then blocks the others (no backfilling, so SJF differs from FCFS only
 * in the order). Long jobs can starve under a steady stream of short ones. Surveyed (not evaluated) in Corbalán,
 * <i>Coordinated scheduling and dynamic performance analysis in multiprocessor systems</i>, PhD thesis, UPC, 2002,
 * §2.5 ("the favourite heuristic in uniprocessor systems … needs to know the execution time in advance and long
 * jobs might be starved").
 *
 * <p>The jobs are kept in a sorted set, so a pass costs {@code O(s log Q)} for {@code s} starts.
 */
public final class ShortestJobFirstPolicy implements QueuePolicy {

    public static final String NAME = "sjf";

    private static final Comparator<WaitingJob> ORDER = Comparator.comparingDouble(WaitingJob::estimate)
            .thenComparingLong(WaitingJob::sequence);

    private final TreeSet<WaitingJob> byEstimate = new TreeSet<>(ORDER);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void jobQueued(WaitingJob job, double now) {
        byEstimate.add(job);
    }

    @Override
    public void schedule(SchedulingContext context) {
        WaitingJob first;
        while ((first = byEstimate.isEmpty() ? null : byEstimate.first()) != null) {
            if (context.tryStart(first) == null) {
                return;
            }
            byEstimate.pollFirst();
        }
    }
}

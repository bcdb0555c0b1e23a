package org.partita.examples.strategies;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.partita.core.sched.QueuePolicy;
import org.partita.core.sched.SchedulingContext;
import org.partita.core.sched.WaitingJob;

/**
 * Largest job first: of the first {@code window} waiting jobs (in arrival order; all of them by default), the one
 * asking for the most processors is tried first, ties by arrival; a pass starts jobs in that order until one cannot
 * be placed, which then blocks the others (no backfilling). Small jobs may starve while large ones keep arriving.
 */
public final class LargestFirst implements QueuePolicy {

    public static final String NAME = "largest-first";

    private static final Comparator<WaitingJob> ORDER = Comparator.comparingInt(WaitingJob::processors).reversed()
            .thenComparingLong(WaitingJob::sequence);

    private final int window;

    /** @param window how many jobs from the head are considered ({@code Integer.MAX_VALUE}: all) */
    public LargestFirst(int window) {
        this.window = window;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void schedule(SchedulingContext context) {
        List<WaitingJob> considered = new ArrayList<>();
        for (WaitingJob w : context.queue()) {
            if (considered.size() == window) {
                break;
            }
            considered.add(w);
        }
        considered.sort(ORDER);
        for (WaitingJob w : considered) {
            if (context.tryStart(w) == null) {
                return;
            }
        }
    }
}

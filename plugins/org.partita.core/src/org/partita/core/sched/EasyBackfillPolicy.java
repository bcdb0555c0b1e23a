package org.partita.core.sched;

import org.partita.core.alloc.Allocation;

/**
 * EASY backfilling (Lifka, "The ANL/IBM SP scheduling system", JSSPP 1995, LNCS 949; the form used by Mu'alem and
 * Feitelson, IEEE TPDS 12(6), 2001, §2): jobs start in arrival order; when the head of the queue cannot start it
 * gets <b>one reservation</b>, and a later job may start now ("backfill") if it does not delay that reservation.
 *
 * <p>Each pass:
 * <ol>
 * <li>start head jobs while they can be placed (as FCFS);</li>
 * <li>for the blocked head needing {@code p} processors, walk the running jobs in order of estimated end,
 * adding their processors to the free count, until at least {@code p} are free: that time is the <i>shadow
 * time</i> {@code S}, and the processors free at {@code S} beyond the head's {@code p} are the <i>extra</i>
 * processors {@code E};</li>
 * <li>scan the rest of the queue in arrival order; a job of {@code q} processors and estimate {@code d} backfills
 * if {@code q} processors are free now and either {@code now + d <= S} (it ends before the head needs its
 * processors) or {@code q <= E} (it uses only processors the head does not need); a job that ends after
 * {@code S} uses up {@code q} of the extra processors.</li>
 * </ol>
 * Planning uses the estimate ({@link WaitingJob#estimate()}: the requested time, or the run time when the trace has
 * none) and the running jobs' {@link RunningJob#estimatedEnd() estimated ends}; jobs end at their actual run time.
 * A running job past its estimated end is assumed to end now. With exact estimates on a pool the head starts
 * exactly at its shadow time; with over-estimates it starts no later.
 *
 * <p><b>Topology.</b> The reservation counts processors only. On a mesh, torus or hypercube the head may find
 * enough free processors at its shadow time but no free submesh/subcube of its shape: it then stays at the head,
 * keeps blocking, and its reservation is recomputed at every pass (the shadow time becomes "now" as long as the free
 * count suffices, so only jobs that fit in the extra processors can backfill). It can therefore start later than its
 * first shadow time. Allocators that give a job more processors than requested (buddy rounding) make the plan
 * optimistic by the difference. A backfill candidate that fits by count but not by shape is skipped (one counted
 * failed attempt).
 *
 * <p>The processors the running jobs release are kept by estimated end with prefix sums ({@link EstimatedReleases}),
 * updated through the engine's callbacks: the shadow time is the first end by which the free processors plus those
 * released reach {@code p}, and the extra processors follow from the sum released by then, so a pass costs
 * {@code O(R / 64 + 64)} for the plan ({@code R} running jobs) plus the scan, which visits only the queued jobs
 * needing at most the processors free ({@link WaitQueue#nextAtMost}, {@code O(log Q)} each in a queue of length
 * {@code Q}) and stops once no processor is free.
 */
public final class EasyBackfillPolicy implements QueuePolicy {

    public static final String NAME = "easy";

    /** Processors released at each estimated end (several jobs may share an end), with prefix sums. */
    private final EstimatedReleases releases = new EstimatedReleases();
    private ReservationListener listener;
    private long backfilled;

    @Override
    public String name() {
        return NAME;
    }

    /** Reports each shadow time computed for a blocked head. */
    public EasyBackfillPolicy withReservationListener(ReservationListener l) {
        this.listener = l;
        return this;
    }

    /** Jobs started out of arrival order so far. */
    public long backfilled() {
        return backfilled;
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        file(job);
    }

    @Override
    public void jobCompleted(RunningJob job, double now) {
        unfile(job);
    }

    @Override
    public void jobRelocated(RunningJob job, double now) {
        unfile(job);
        file(job);
    }

    private void file(RunningJob job) {
        double end = job.estimatedEnd();
        job.file(end);
        releases.add(end, job.allocation().size());
    }

    private void unfile(RunningJob job) {
        if (!job.isFiled()) {
            return;
        }
        releases.remove(job.unfile(), job.allocation().size());
    }

    @Override
    public void schedule(SchedulingContext context) {
        WaitQueue queue = context.queue();
        WaitingJob head;
        while ((head = queue.head()) != null) {
            if (context.tryStart(head) == null) {
                break;
            }
        }
        if (head == null || (queue.next(head) == null && listener == null)) {
            return; // no candidate to backfill (the plan is computed anyway when someone listens to it)
        }
        double now = context.now();
        int need = head.processors();
        int free = context.freeNodes();
        EstimatedReleases.Shadow plan = releases.shadow(now, free, need);
        if (plan == null) {
            return; // cannot happen for a job the allocator accepted; nothing may pass it
        }
        double shadow = plan.time();
        int extra = plan.extra();
        if (listener != null) {
            listener.reserved(head, shadow, now);
        }
        // the jobs wider than the processors free now are passed over through the queue's index, not one by one
        WaitingJob w = (free = context.freeNodes()) > 0 ? queue.nextAtMost(head, free) : null;
        while (w != null) {
            int q = w.processors();
            boolean endsBeforeShadow = now + w.estimate() <= shadow;
            if (endsBeforeShadow || q <= extra) {
                Allocation a = context.tryStart(w);
                if (a != null) {
                    backfilled++;
                    if (!endsBeforeShadow) {
                        extra -= Math.min(extra, a.size());
                    }
                }
            }
            w = (free = context.freeNodes()) > 0 ? queue.nextAtMost(w, free) : null;
        }
    }
}

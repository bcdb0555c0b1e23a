package org.partita.core.sched;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.partita.core.alloc.Allocation;

/**
 * Conservative backfilling (Mu'alem and Feitelson, "Utilization, predictability, workloads, and user runtime
 * estimates in scheduling the IBM SP2 with backfilling", IEEE TPDS 12(6), 2001, §2): <b>every</b> waiting job gets a
 * reservation when it arrives — the earliest time at which enough processors are free for its whole estimated run
 * time, given the running jobs and all earlier reservations — and a job starts when its reservation comes due. A
 * job therefore starts ahead of earlier arrivals (backfills) only if it fits into a hole of the plan, which by
 * construction delays no reservation.
 *
 * <p><b>Plan.</b> An {@link AvailabilityProfile}: running jobs hold their processors until their estimated end,
 * reservations theirs over {@code [start, start + estimate)}. New arrivals are planned at the next pass, in arrival
 * order. Reservations are kept in a sorted set by {@code (start, arrival)}; a pass starts the due ones in that order.
 *
 * <p><b>Compression.</b> When the plan no longer matches reality — a job ended before its estimated end, a job was
 * relocated, a job started at another time or on more processors than planned, or a due job could not start — the
 * plan is rebuilt at the next pass: the running jobs' holds from their estimated ends (a running job past its
 * estimate is assumed to end now), then every reservation re-planned at its earliest start, in order of its previous
 * start (ties by arrival). Processing in that order means a reservation can only move earlier when the plan only
 * gained capacity (early completions): a job moved forward consumes, after any later reservation's start, only
 * capacity it already held there. With exact estimates on a pool the plan never needs rebuilding and every job
 * starts exactly at its first reservation.
 *
 * <p><b>Topology.</b> Reservations count processors only. On a mesh, torus or hypercube a job may find enough free
 * processors at its reserved time but no free submesh/subcube of its shape. It then stays queued, the plan is
 * rebuilt at the next pass with the job still ahead of those reserved after it (re-planned at the earliest time its
 * count fits, usually that pass), and it is retried at every pass until the allocator places it; the processors it
 * counts on stay unavailable to the jobs planned after it, so those are not delayed by its wait, but it can itself
 * start later than its first reservation. A due job that cannot start because a running job overran its estimate
 * is handled the same way.
 *
 * <p><b>Cost.</b> Planning an arrival and starting a due job are {@code O(log n + k)} (profile of {@code n}
 * breakpoints, {@code k} scanned); a rebuild is {@code O(R log n + Q (log n + k))} for {@code R} running and
 * {@code Q} waiting jobs. Rebuilds happen only after an event that broke the plan (typically each completion that
 * came earlier than estimated), never per candidate.
 */
public final class ConservativeBackfillPolicy implements QueuePolicy {

    public static final String NAME = "conservative";

    private static final class Reservation {
        final WaitingJob job;
        final double duration;
        final int processors;
        double start;

        Reservation(WaitingJob job) {
            this.job = job;
            this.duration = job.estimate();
            this.processors = job.processors();
        }
    }

    private static final Comparator<Reservation> ORDER = Comparator.<Reservation>comparingDouble(r -> r.start)
            .thenComparingLong(r -> r.job.sequence());

    private AvailabilityProfile profile;
    private final TreeSet<Reservation> plan = new TreeSet<>(ORDER);
    private final List<WaitingJob> arrivals = new ArrayList<>();
    /** The estimated end each running job holds the profile until (identity map; never iterated). */
    private final Map<RunningJob, Double> holds = new IdentityHashMap<>();
    private RunningJob lastStarted;
    private boolean dirty;
    private ReservationListener listener;
    private long rebuilds;
    private long backfilled;

    @Override
    public String name() {
        return NAME;
    }

    /** Reports every reservation made (at planning) or moved (at a rebuild). */
    public ConservativeBackfillPolicy withReservationListener(ReservationListener l) {
        this.listener = l;
        return this;
    }

    /** Times the plan was rebuilt (compressed). */
    public long rebuilds() {
        return rebuilds;
    }

    /** Jobs started while an earlier arrival was still waiting. */
    public long backfilled() {
        return backfilled;
    }

    /** The current plan (for tests and tools). */
    public AvailabilityProfile profile() {
        return profile;
    }

    @Override
    public void jobQueued(WaitingJob job, double now) {
        arrivals.add(job);
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        lastStarted = job;
    }

    @Override
    public void jobCompleted(RunningJob job, double now) {
        Double end = holds.remove(job);
        if (end != null && end > now) {
            if (plan.isEmpty() && !dirty) {
                profile.add(now, end, job.allocation().size()); // nothing to compress
            } else {
                dirty = true;
            }
        }
    }

    @Override
    public void jobRelocated(RunningJob job, double now) {
        dirty = true;
    }

    @Override
    public void schedule(SchedulingContext context) {
        double now = context.now();
        if (profile == null) {
            profile = new AvailabilityProfile(context.totalNodes(), now);
        }
        if (dirty) {
            rebuild(context);
        } else {
            profile.advanceTo(now);
        }
        for (WaitingJob w : arrivals) {
            Reservation r = new Reservation(w);
            place(r, now);
        }
        arrivals.clear();
        startDue(context);
    }

    private void place(Reservation r, double now) {
        double start = profile.earliestStart(now, r.duration, r.processors);
        if (start == Double.POSITIVE_INFINITY) {
            throw new IllegalStateException("job " + r.job.job().id() + " needs " + r.processors
                    + " processors; the machine has " + profile.capacity());
        }
        r.start = start;
        profile.reserve(start, r.duration, r.processors);
        plan.add(r);
        if (listener != null) {
            listener.reserved(r.job, start, now);
        }
    }

    private void startDue(SchedulingContext context) {
        double now = context.now();
        WaitQueue queue = context.queue();
        Iterator<Reservation> it = plan.iterator();
        while (it.hasNext()) {
            Reservation r = it.next();
            if (r.start > now) {
                break;
            }
            boolean ahead = queue.head() != r.job;
            lastStarted = null;
            Allocation a = context.tryStart(r.job);
            if (a == null) {
                dirty = true; // re-plan it (and everything after it) at the next pass
                continue;
            }
            it.remove();
            if (ahead) {
                backfilled++;
            }
            RunningJob running = lastStarted;
            double end = running.estimatedEnd();
            holds.put(running, end);
            if (r.start != now || end != r.start + r.duration || a.size() != r.processors) {
                dirty = true; // it holds the processors over another interval than planned
            }
        }
    }

    private void rebuild(SchedulingContext context) {
        rebuilds++;
        double now = context.now();
        profile = new AvailabilityProfile(context.totalNodes(), now);
        holds.clear();
        for (RunningJob r : context.running()) {
            double end = r.estimatedEnd();
            holds.put(r, end);
            profile.add(now, end, -r.allocation().size());
        }
        List<Reservation> previous = new ArrayList<>(plan);
        plan.clear();
        for (Reservation r : previous) {
            place(r, now);
        }
        dirty = false;
    }
}

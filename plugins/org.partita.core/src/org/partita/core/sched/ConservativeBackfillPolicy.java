package org.partita.core.sched;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.sched.ReservationList.Reservation;

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
 * order. Reservations are kept in plan order, by {@code (start, arrival)} ({@link ReservationList}); a pass starts
 * the due ones in that order.
 *
 * <p><b>Re-planning.</b> When jobs end before their estimated end, or the plan stops matching reality in another way,
 * the plan is re-planned once at the next pass. An early completion, after which the plan only gained capacity, is
 * handled by <i>compressing</i> the plan in place (Mu'alem and Feitelson §2): the freed processors are returned to
 * the profile at once, then every reservation, in order of its current start (ties by arrival), moves to its
 * earliest start if that is earlier. Whether it can is found with the reservation left in place, by one search of
 * the profile up to its start ({@link AvailabilityProfile#earliestStart(double, double, int, double)}), so only the
 * reservations that move change the profile. Processing in that order no reservation moves later: a job moved
 * forward uses, after the start of any reservation behind it, only processors it already held there. The result is
 * exactly the plan a full rebuild (below) would produce: the plan is a greedy fixpoint — each reservation at its
 * earliest start given the running jobs and the reservations before it — and the reservations behind the one being
 * re-planned, still at their old places, can only occupy times where the re-planned job's new interval lies inside
 * its old one, so they never constrain it (tested against full rebuilds, {@link #withFullRebuilds()}, on random
 * runs).
 *
 * <p><b>Full rebuild.</b> After any other mismatch — a job was relocated, started at another time or on more
 * processors than planned, a due job could not start, a reservation is overdue — which can cost capacity, the plan
 * is rebuilt at the next pass: the running jobs' holds from their estimated ends (a running job past its estimate
 * is assumed to end now), then every reservation re-planned at its earliest start in order of its previous start
 * (ties by arrival). With exact estimates on a pool the plan never needs either and every job starts exactly at its
 * first reservation.
 *
 * <p><b>Topology.</b> Reservations count processors only. On a mesh, torus or hypercube a job may find enough free
 * processors at its reserved time but no free submesh/subcube of its shape. It then stays queued, the plan is
 * rebuilt at the next pass with the job still ahead of those reserved after it (re-planned at the earliest time its
 * count fits, usually that pass), and it is retried at every pass until the allocator places it; the processors it
 * counts on stay unavailable to the jobs planned after it, so those are not delayed by its wait, but it can itself
 * start later than its first reservation. A due job that cannot start because a running job overran its estimate
 * is handled the same way.
 *
 * <p><b>Cost.</b> With {@code n} breakpoints in the profile and {@code Q} waiting jobs, planning an arrival is a
 * scan of the profile from now to its start, starting a due job an {@code O(k)} update; a compression is one
 * search per reservation (a scan up to its start) and two updates per reservation that moves; a full rebuild
 * {@code O(R log R)} for the {@code R} running jobs (their holds sorted by estimated end, laid down in one sweep,
 * {@link AvailabilityProfile#setSteps}) plus one placement per reservation.
 * Re-plans happen only at a pass after an event that broke the plan, never per candidate.
 */
public final class ConservativeBackfillPolicy implements QueuePolicy {

    public static final String NAME = "conservative";

    private AvailabilityProfile profile;
    private final ReservationList plan = new ReservationList();
    /** Scratch copy of the plan for a re-plan. */
    private Reservation[] previous = new Reservation[16];
    private final List<WaitingJob> arrivals = new ArrayList<>();
    /** Scratch arrays of {@link #runningProfile}. */
    private double[] ends = new double[0];
    private int[] released = new int[0];
    private double[] stepTimes = new double[0];
    private int[] stepFree = new int[0];
    private RunningJob lastStarted;
    /** The plan must be rebuilt from scratch at the next pass. */
    private boolean dirty;
    /** The plan only gained capacity since the last pass: compress it at the next pass. */
    private boolean gained;
    private boolean alwaysRebuild;
    private ReservationListener listener;
    private long rebuilds;
    private long fullRebuilds;
    private long replanned;
    private long moved;
    private long backfilled;

    @Override
    public String name() {
        return NAME;
    }

    /** Reports every reservation made (at planning) or re-planned (at a compression or rebuild, moved or not). */
    public ConservativeBackfillPolicy withReservationListener(ReservationListener l) {
        this.listener = l;
        return this;
    }

    /**
     * Rebuilds the plan from scratch after early completions too, instead of compressing it in place (same plan,
     * same schedule, same reservations reported; slower: every reservation is placed again). The reference the
     * compression is tested against.
     */
    public ConservativeBackfillPolicy withFullRebuilds() {
        this.alwaysRebuild = true;
        return this;
    }

    /** Times the plan was re-planned: compressions plus full rebuilds. */
    public long rebuilds() {
        return rebuilds;
    }

    /** Times the plan was rebuilt from scratch (every re-plan {@link #withFullRebuilds with full rebuilds}). */
    public long fullRebuilds() {
        return fullRebuilds;
    }

    /** Reservations looked at by compressions (whether they could move or not). */
    public long replanned() {
        return replanned;
    }

    /** Reservations that moved (earlier) at a compression or a rebuild. */
    public long moved() {
        return moved;
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
        // It held the profile until its estimated end; only a relocation changes that, and it makes the plan dirty.
        double end = job.estimatedEnd();
        if (end > now) {
            if (alwaysRebuild && !plan.isEmpty()) {
                dirty = true;
            } else if (!dirty) {
                profile.add(now, end, job.allocation().size()); // give the rest of its hold back at once
                gained |= !plan.isEmpty();
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
        if (gained && !dirty && plan.get(0).start < now) {
            dirty = true; // a reservation already overdue (a running job overran its estimate): re-plan from scratch
        }
        if (dirty) {
            rebuild(context);
        } else {
            profile.advanceTo(now);
            if (gained) {
                compress(now);
            }
        }
        gained = false;
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
        for (int i = 0; i < plan.size() && plan.get(i).start <= now;) {
            Reservation r = plan.get(i);
            boolean ahead = queue.head() != r.job;
            lastStarted = null;
            Allocation a = context.tryStart(r.job);
            if (a == null) {
                dirty = true; // re-plan it (and everything after it) at the next pass
                i++;
                continue;
            }
            plan.removeAt(i);
            if (ahead) {
                backfilled++;
            }
            double end = lastStarted.estimatedEnd();
            if (r.start != now || end != r.start + r.duration || a.size() != r.processors) {
                dirty = true; // it holds the processors over another interval than planned
            }
        }
    }

    /**
     * Mu'alem–Feitelson compression after early completions (their freed processors are already in the profile):
     * every reservation in order of its current start moves to its earliest start if that is earlier. Whether it
     * can is one search of the profile up to its start, with the reservation left in place (see {@link
     * AvailabilityProfile#earliestStart(double, double, int, double)}), so only the reservations that move change
     * the profile.
     */
    private void compress(double now) {
        rebuilds++;
        int n = plan.size();
        Reservation[] order = previous = plan.copy(previous);
        for (int i = 0; i < n; i++) {
            Reservation r = order[i];
            order[i] = null;
            replanned++;
            double start = profile.earliestStart(now, r.duration, r.processors, r.start);
            if (start != Double.POSITIVE_INFINITY) {
                moved++;
                profile.add(r.start, r.start + r.duration, r.processors);
                profile.reserve(start, r.duration, r.processors);
                plan.moveEarlier(i, start); // it is still i-th: those before it only moved earlier
            }
            if (listener != null) {
                listener.reserved(r.job, r.start, now);
            }
        }
    }

    /**
     * The running jobs' holds from {@code now} (a job past its estimate is assumed to end now; one that never ends
     * holds its processors for ever), built from their ends in order: {@code O(R log R)}, at full rebuilds only
     * (compressions keep the profile), so nothing is kept per running job in between.
     */
    private void runningProfile(SchedulingContext context, double now) {
        int capacity = context.totalNodes();
        Collection<RunningJob> running = context.running();
        if (ends.length < running.size() + 1) {
            ends = new double[2 * running.size() + 1];
            released = new int[ends.length];
            stepTimes = new double[ends.length];
            stepFree = new int[ends.length];
        }
        int k = 0;
        int held = 0;
        for (RunningJob r : running) {
            double end = r.estimatedEnd();
            int size = r.allocation().size();
            if (size > 0 && end > now) {
                ends[k] = end;
                released[k++] = size;
                held += size;
            }
        }
        sortByEnd(k);
        stepTimes[0] = now;
        stepFree[0] = capacity - held;
        int n = 1;
        for (int i = 0; i < k && ends[i] != Double.POSITIVE_INFINITY;) {
            double end = ends[i];
            while (i < k && ends[i] == end) {
                held -= released[i++];
            }
            stepTimes[n] = end;
            stepFree[n] = capacity - held;
            n++;
        }
        if (profile == null) {
            profile = AvailabilityProfile.ofSteps(capacity, stepTimes, stepFree, n);
        } else {
            profile.setSteps(stepTimes, stepFree, n);
        }
    }

    /** Sorts the first {@code k} of {@link #ends} (with {@link #released}) by end. */
    private void sortByEnd(int k) {
        if (k > 64) {
            Integer[] order = new Integer[k];
            for (int i = 0; i < k; i++) {
                order[i] = i;
            }
            double[] e = Arrays.copyOf(ends, k);
            int[] p = Arrays.copyOf(released, k);
            Arrays.sort(order, (a, b) -> Double.compare(e[a], e[b]));
            for (int i = 0; i < k; i++) {
                ends[i] = e[order[i]];
                released[i] = p[order[i]];
            }
            return;
        }
        for (int i = 1; i < k; i++) { // insertion sort: a few dozen running jobs
            double e = ends[i];
            int p = released[i];
            int j = i - 1;
            while (j >= 0 && ends[j] > e) {
                ends[j + 1] = ends[j];
                released[j + 1] = released[j];
                j--;
            }
            ends[j + 1] = e;
            released[j + 1] = p;
        }
    }

    private void rebuild(SchedulingContext context) {
        rebuilds++;
        fullRebuilds++;
        double now = context.now();
        runningProfile(context, now);
        int n = plan.size();
        Reservation[] order = previous = plan.copy(previous);
        plan.clear();
        for (int i = 0; i < n; i++) {
            Reservation r = order[i];
            order[i] = null;
            double before = r.start;
            place(r, now);
            if (r.start < before) {
                moved++;
            }
        }
        dirty = false;
    }
}

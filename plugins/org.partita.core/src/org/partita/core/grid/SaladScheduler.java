package org.partita.core.grid;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The dynamic scheduler of the integrated system ({@link SaladSystem}): it runs, for one slice, the tasks present on
 * each PE, wherever the static allocator and the balancer put them.
 *
 * <p>Without a share stage each PE runs its ready tasks round robin as {@link BalancingSystem} does: the first ready
 * task in its queue runs until it finishes or the slice is used up, then goes to the tail; the PE never idles while
 * it holds a ready task.
 *
 * <p>With {@code share ipg-gang} or {@code share concurrent-gang}, the trace diagram of {@link GangSystem} (ours
 * where the paper is silent): at the start of each period it is rebuilt from the current task allocation; each
 * unfinished job, in arrival order, takes the first row whose slots are free on every PE holding one of its tasks
 * (a new row while there are fewer than {@code rows}; otherwise it has no row this period). Slice {@code k} of the
 * period runs row {@code k} in {@code steps} steps: a PE runs a ready task of the job owning its slot (the gang
 * scheduler has precedence; among several, the first in its queue); otherwise plain gang leaves the slot idle and
 * Concurrent Gang's local scheduler runs the PE's ready task of highest {@link GangConfig#priority} above β (ties:
 * the one that ran least recently), whatever its job. Bursts, I/O waits, barriers (among the job's started,
 * unfinished tasks) and grades of membership are {@link GangSystem}'s; burst lengths are work units, so a task
 * computes {@code speed · dt} of them in a step.
 */
final class SaladScheduler {

    private static final double EPS = 1e-9;
    private static final double DONE = 1e-12;

    private final SaladSystem s;
    private final GangConfig gang;
    private final List<SaladJob[]> rows = new ArrayList<>();
    private final List<SaladJob> live = new ArrayList<>();
    private int seen;
    private int rowPos;
    private long stepCount;

    SaladScheduler(SaladSystem system, GangConfig gang) {
        this.s = system;
        this.gang = gang;
    }

    void runSlice(double now, double slice) {
        if (gang == null) {
            for (int pe = 0; pe < s.speeds.length; pe++) {
                roundRobin(pe, now, slice);
            }
            return;
        }
        if (rowPos == 0) {
            rebuild();
        }
        SaladJob[] owners = rows.isEmpty() ? null : rows.get(rowPos);
        double dt = slice / gang.steps();
        for (int k = 0; k < gang.steps(); k++) {
            double t = now + k * dt;
            stepCount++;
            for (int pe = 0; pe < s.speeds.length; pe++) {
                SaladTask task = owners == null || owners[pe] == null ? null : slotTask(pe, owners[pe], t);
                if (task == null && gang.concurrent()) {
                    task = local(pe, t);
                }
                if (task != null) {
                    task.grades.scheduled = true;
                    task.grades.lastRun = stepCount;
                    execute(pe, task, t, dt);
                }
            }
            accumulate(t, dt);
        }
        for (List<SaladTask> q : s.queues) {
            for (SaladTask task : q) {
                task.grades.grade(gang.smoothing());
            }
        }
        rowPos = rows.isEmpty() ? 0 : (rowPos + 1) % rows.size();
    }

    private void roundRobin(int pe, double now, double slice) {
        List<SaladTask> q = s.queues.get(pe);
        double speed = s.speeds[pe];
        double capacity = slice * speed;
        double used = 0;
        while (used < capacity) {
            double at = now + used / speed;
            int i = firstReady(q, at);
            if (i < 0) {
                break;
            }
            SaladTask t = q.remove(i);
            s.starting(t, at);
            double run = Math.min(t.remaining, capacity - used);
            t.remaining -= run;
            t.cpu += run;
            used += run;
            traced(pe, t, at, now + used / speed, run);
            if (t.remaining <= DONE) {
                s.finish(t, now + used / speed);
            } else {
                q.add(t);
            }
        }
        s.busy += used / speed;
    }

    private static int firstReady(List<SaladTask> q, double at) {
        for (int i = 0; i < q.size(); i++) {
            if (q.get(i).ready(at, EPS)) {
                return i;
            }
        }
        return -1;
    }

    private void traced(int pe, SaladTask t, double from, double to, double work) {
        if (s.trace != null) {
            s.trace.ran(pe, t.job.job.id(), t.index, t.seq, from, to, work);
        }
    }

    /** The trace diagram of this period, from the tasks each PE holds now. */
    private void rebuild() {
        while (seen < s.jobs.size()) {
            live.add(s.jobs.get(seen++));
        }
        live.removeIf(SaladJob::finished);
        java.util.Map<SaladJob, BitSet> pes = new java.util.HashMap<>();
        for (int pe = 0; pe < s.queues.size(); pe++) {
            for (SaladTask t : s.queues.get(pe)) {
                pes.computeIfAbsent(t.job, j -> new BitSet()).set(pe);
            }
        }
        rows.clear();
        for (SaladJob js : live) {
            BitSet need = pes.get(js);
            if (need == null) {
                continue;
            }
            SaladJob[] row = null;
            for (int r = 0; r < rows.size() && row == null; r++) {
                row = fits(rows.get(r), need) ? rows.get(r) : null;
            }
            if (row == null && rows.size() < gang.rows()) {
                row = new SaladJob[s.speeds.length];
                rows.add(row);
            }
            if (row != null) {
                for (int pe = need.nextSetBit(0); pe >= 0; pe = need.nextSetBit(pe + 1)) {
                    row[pe] = js;
                }
            }
        }
    }

    private static boolean fits(SaladJob[] row, BitSet need) {
        for (int pe = need.nextSetBit(0); pe >= 0; pe = need.nextSetBit(pe + 1)) {
            if (row[pe] != null) {
                return false;
            }
        }
        return true;
    }

    /** The first ready task of the slot's job on {@code pe}; every task of that job there is scheduled in the slice. */
    private SaladTask slotTask(int pe, SaladJob owner, double t) {
        SaladTask first = null;
        for (SaladTask task : s.queues.get(pe)) {
            if (task.job == owner) {
                task.grades.scheduled = true;
                if (first == null && task.ready(t, EPS)) {
                    first = task;
                }
            }
        }
        return first;
    }

    /** Concurrent Gang's local task scheduler (equation 1). */
    private SaladTask local(int pe, double t) {
        return GangGrades.localChoice(s.queues.get(pe), task -> task.ready(t, EPS), task -> task.grades, gang);
    }

    private void execute(int pe, SaladTask task, double t, double dt) {
        double speed = s.speeds[pe];
        double avail = dt;
        s.starting(task, t);
        if (task.burstLeft <= 0) {
            task.burstLeft = task.nextBurst(gang.burst());
        }
        while (avail > EPS && task.ready(t + dt - avail, EPS)) {
            double from = t + dt - avail;
            double work = Math.min(avail * speed, Math.min(task.burstLeft, task.remaining));
            double use = work / speed;
            task.burstLeft -= work;
            task.remaining -= work;
            task.cpu += work;
            task.grades.computed(use);
            avail -= use;
            double at = t + dt - avail;
            s.busy += use;
            traced(pe, task, from, at, work);
            SaladJob js = task.job;
            if (task.remaining <= EPS) {
                s.queues.get(pe).remove(task);
                s.finish(task, at);
                releaseBarrierIfAll(js);
                break;
            }
            if (task.burstLeft <= EPS) {
                task.burstLeft = task.nextBurst(gang.burst());
                switch (gang.taskClass()) {
                    case "io" -> task.blockedUntil = at + gang.ioTime();
                    case "sync" -> {
                        task.atBarrier = true;
                        js.barrier.add(task);
                        releaseBarrierIfAll(js);
                    }
                    default -> {
                    }
                }
            }
        }
    }

    /** A job's barrier opens when every started, unfinished task of the job waits at it. */
    private void releaseBarrierIfAll(SaladJob js) {
        if (!js.barrier.isEmpty() && js.barrier.size() == js.active) {
            for (SaladTask t : js.barrier) {
                t.atBarrier = false;
            }
            js.barrier.clear();
        }
    }

    private void accumulate(double t, double dt) {
        for (List<SaladTask> q : s.queues) {
            for (SaladTask task : q) {
                task.grades.waited(task.atBarrier, task.blockedUntil, t, dt);
            }
        }
    }

}

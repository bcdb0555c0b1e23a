package org.partita.core.grid;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.engine.InterruptCheck;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/**
 * Gang and Concurrent Gang scheduling on a trace diagram (IPG-SaLaD §2.3, §3.3; digest §4).
 *
 * <h2>Model</h2>
 * {@code P} processors; the trace diagram has rows (slices of a period), each row giving every processor at most
 * one task. A job of {@code p ≤ P} processors is {@code p} tasks, each needing {@code runTime} seconds of CPU, and
 * takes {@code p} free slots of one row (first fit: the first row with room, its lowest free processors; a new
 * row when none has room and there are fewer than {@code rows}). Workload changes are applied between periods
 * (digest §4.1): at the start of each period finished jobs leave, empty rows disappear and waiting jobs are placed
 * in arrival order, any job that fits (the first job in the queue first). Slice {@code k} of a period runs row
 * {@code k}.
 *
 * <p>Within a slice, time advances in {@code steps} steps. A processor runs the task of the current row on it when
 * that task is ready (the gang scheduler has precedence). Otherwise plain gang leaves it idle; Concurrent Gang's
 * local scheduler runs, among the processor's other ready tasks, the one of highest priority
 * {@code Pr = max(α λ_IO, λ_COMP)} (ties: the one that ran least recently, then the lower row) — unless no task has
 * priority above β (then all are taken to need coordinated scheduling, and the slot stays idle).
 *
 * <p>Task behaviour ({@link GangConfig#taskClass()}): {@code compute} tasks compute without stopping;
 * {@code io} tasks compute a burst, then wait {@code ioTime} for I/O (off the processor);
 * {@code sync} tasks compute a burst, then wait at a barrier until every unfinished task of their job
 * has reached it. Each burst is uniform in {@code [burst/2, 3 burst/2]}, drawn from a stream owned by the task (a
 * hash of its job id and index), so both schedulers see the same bursts.
 * The grades of membership are computed at the machine-wide context switch that ends a slice, for the tasks
 * scheduled in it only (§3.3.3: "The grade of membership of the task previously scheduled is then computed at the
 * next machine-wide context switch"): the row's tasks and those the local scheduler ran. How a grade is computed
 * is ours (digest §4.2): smoothed from what the task did during the slice,
 * {@code λ_COMP ← (1 − w) λ_COMP + w · compute / (compute + io + barrier)}, {@code λ_IO} likewise with the I/O wait
 * time (initially λ_COMP = 1, λ_IO = 0). A task that was not scheduled keeps its grades, whatever it waited for
 * while descheduled.
 */
public final class GangSystem {

    /** Told of what happens, in time order; {@link #completed} returns whether to stop the run. */
    public interface Listener {
        void arrived(Job job, double now);

        void rejected(Job job, String reason, double now);

        void started(Job job, int[] processors, double now);

        boolean completed(Job job, int[] processors, double start, double end);

        /** Task {@code task} of {@code job} was graded at the context switch at {@code now}. */
        default void graded(Job job, int task, double lambdaIo, double lambdaComp, double now) {
        }
    }

    private static final double EPS = 1e-9;

    private final GangConfig c;
    private final int size;
    private final List<GangTask[]> matrix = new ArrayList<>();
    private final List<List<GangTask>> onProcessor = new ArrayList<>();
    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final List<GangJob> running = new ArrayList<>();
    private double busy;
    private double busyInWindow;
    private double windowStart = Double.POSITIVE_INFINITY;
    private long stepCount;

    public GangSystem(GangConfig config, int processors) {
        this.c = config;
        this.size = processors;
        for (int p = 0; p < processors; p++) {
            onProcessor.add(new ArrayList<>());
        }
    }

    /** Starts counting busy time for {@link #busyInWindow()} at {@code t}. */
    public void startWindow(double t) {
        windowStart = t;
    }

    /** Processor-seconds of computation since {@link #startWindow}. */
    public double busyInWindow() {
        return busyInWindow;
    }

    /** Processor-seconds of computation in the whole run. */
    public double busy() {
        return busy;
    }

    /** Jobs placed in the trace diagram and not finished at the end. */
    public int runningJobs() {
        return running.size();
    }

    /** Jobs waiting at the end. */
    public int waitingJobs() {
        return waiting.size();
    }

    /**
     * Runs the jobs of {@code source} until every job has finished, the stop time, or the listener asks to stop.
     *
     * @return the time the run ended
     */
    public double run(JobSource source, double stopTime, Listener listener) {
        double slice = c.slice();
        double dt = slice / c.steps();
        Job next = source.next();
        double t = next == null ? 0 : Math.floor(next.submit() / slice) * slice;
        double lastSubmit = Double.NEGATIVE_INFINITY;
        int rowPos = 0;
        InterruptCheck interrupts = new InterruptCheck();
        boolean stop = false;
        while (!stop) {
            interrupts.accept(t);
            if (t > stopTime) {
                break;
            }
            while (next != null && next.submit() <= t) {
                if (next.submit() < lastSubmit) {
                    throw new IllegalArgumentException("job " + next.id() + " submits at " + next.submit()
                            + ", before the previous job: jobs must be in submit order");
                }
                lastSubmit = next.submit();
                listener.arrived(next, t);
                if (next.processors() > size) {
                    listener.rejected(next, "needs " + next.processors() + " processors; the machine has " + size,
                            t);
                } else {
                    waiting.add(next);
                }
                next = source.next();
            }
            if (rowPos == 0) {
                changeWorkload(t, listener);
            }
            if (matrix.isEmpty()) {
                if (next == null && waiting.isEmpty()) {
                    break;
                }
                t = next == null ? t + slice : Math.max(t + slice, Math.floor(next.submit() / slice) * slice);
                continue;
            }
            GangTask[] row = matrix.get(rowPos);
            for (int s = 0; s < c.steps() && !stop; s++) {
                double now = t + s * dt;
                stepCount++;
                for (int p = 0; p < size; p++) {
                    GangTask task = row[p];
                    if (task != null) {
                        task.grades.scheduled = true;
                    }
                    if (task == null || !ready(task, now)) {
                        task = c.concurrent() ? local(p, now) : null;
                    }
                    if (task != null) {
                        task.grades.scheduled = true;
                        task.grades.lastRun = stepCount;
                        stop |= execute(task, now, dt, listener);
                    }
                }
                accumulate(now, dt);
            }
            for (GangJob js : running) {
                for (GangTask task : js.tasks) {
                    grade(task, t + slice, listener);
                }
            }
            rowPos = (rowPos + 1) % matrix.size();
            t += slice;
        }
        return t;
    }

    private boolean ready(GangTask task, double now) {
        return !task.done && !task.atBarrier && task.blockedUntil <= now + EPS && !task.job.finished;
    }

    /** Concurrent Gang's local task scheduler for processor {@code p}. */
    private GangTask local(int p, double now) {
        return GangGrades.localChoice(onProcessor.get(p), task -> ready(task, now), task -> task.grades, c);
    }

    private boolean execute(GangTask task, double now, double dt, GangSystem.Listener listener) {
        double avail = dt;
        boolean stop = false;
        while (avail > EPS && ready(task, now + dt - avail)) {
            double use = Math.min(avail, Math.min(task.burstLeft, task.remaining));
            task.burstLeft -= use;
            task.remaining -= use;
            avail -= use;
            task.grades.computed(use);
            double at = now + dt - avail;
            busy += use;
            if (at > windowStart) {
                busyInWindow += Math.min(use, at - windowStart);
            }
            GangJob js = task.job;
            if (task.remaining <= EPS) {
                task.done = true;
                js.done++;
                if (js.done == js.tasks.length) {
                    js.finished = true;
                    stop = listener.completed(js.job, js.processors, js.start, at);
                } else {
                    releaseBarrierIfAll(js);
                }
                break;
            }
            if (task.burstLeft <= EPS) {
                task.burstLeft = task.nextBurst(c.burst());
                switch (c.taskClass()) {
                    case "io" -> task.blockedUntil = at + c.ioTime();
                    case "sync" -> {
                        task.atBarrier = true;
                        js.waiting++;
                        releaseBarrierIfAll(js);
                    }
                    default -> {
                    }
                }
            }
        }
        return stop;
    }

    private static void releaseBarrierIfAll(GangJob js) {
        if (js.waiting > 0 && js.waiting + js.done == js.tasks.length) {
            js.waiting = 0;
            for (GangTask t : js.tasks) {
                t.atBarrier = false;
            }
        }
    }

    private void accumulate(double now, double dt) {
        for (GangJob js : running) {
            for (GangTask task : js.tasks) {
                if (!task.done) {
                    task.grades.waited(task.atBarrier, task.blockedUntil, now, dt);
                }
            }
        }
    }

    /** At the context switch ending a slice: grades a task scheduled in it; every task's slice record restarts. */
    private void grade(GangTask task, double now, Listener listener) {
        GangGrades g = task.grades;
        if (g.grade(c.smoothing())) {
            listener.graded(task.job.job, task.index, g.lambdaIo, g.lambdaComp, now);
        }
    }

    /** Between periods: finished jobs leave, empty rows go, waiting jobs are placed first fit. */
    private void changeWorkload(double t, Listener listener) {
        for (int i = running.size() - 1; i >= 0; i--) {
            GangJob js = running.get(i);
            if (js.finished) {
                running.remove(i);
                for (GangTask task : js.tasks) {
                    matrix.get(js.row)[task.processor] = null;
                    onProcessor.get(task.processor).remove(task);
                }
            }
        }
        for (int r = matrix.size() - 1; r >= 0; r--) {
            boolean empty = true;
            for (GangTask task : matrix.get(r)) {
                empty &= task == null;
            }
            if (empty) {
                matrix.remove(r);
            }
        }
        for (GangJob js : running) {
            js.row = rowOf(js);
        }
        for (var it = waiting.iterator(); it.hasNext();) {
            Job job = it.next();
            int placedRow = -1;
            int[] procs = null;
            for (int r = 0; r < matrix.size() && procs == null; r++) {
                procs = free(matrix.get(r), job.processors());
                placedRow = r;
            }
            if (procs == null && matrix.size() < c.rows()) {
                matrix.add(new GangTask[size]);
                placedRow = matrix.size() - 1;
                procs = free(matrix.get(placedRow), job.processors());
            }
            if (procs == null) {
                continue;
            }
            it.remove();
            GangJob js = new GangJob(job, procs, job.runTime(), c.burst());
            js.row = placedRow;
            js.start = t;
            for (GangTask task : js.tasks) {
                matrix.get(placedRow)[task.processor] = task;
                onProcessor.get(task.processor).add(task);
            }
            running.add(js);
            listener.started(job, procs, t);
            if (job.runTime() == 0) {
                js.finished = true;
                listener.completed(job, procs, t, t);
            }
        }
    }

    private int rowOf(GangJob js) {
        GangTask first = js.tasks[0];
        for (int r = 0; r < matrix.size(); r++) {
            if (matrix.get(r)[first.processor] == first) {
                return r;
            }
        }
        throw new IllegalStateException("job " + js.job.id() + " is not in the trace diagram");
    }

    private static int[] free(GangTask[] row, int n) {
        int[] out = new int[n];
        int k = 0;
        for (int p = 0; p < row.length && k < n; p++) {
            if (row[p] == null) {
                out[k++] = p;
            }
        }
        return k == n ? out : null;
    }
}

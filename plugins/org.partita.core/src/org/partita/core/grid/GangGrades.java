package org.partita.core.grid;

import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Concurrent Gang's record of one task (IPG §3.3.3), kept by both gang schedulers ({@link GangSystem} and the
 * integrated system's {@link SaladScheduler}): the grades of membership to the I/O and compute classes, what the task
 * did during the current slice, whether it was scheduled in it, and when it last ran (the local scheduler's tie-break).
 */
public final class GangGrades {

    /** A task that has not run yet: all compute, no I/O. */
    public GangGrades() {
    }
    private static final double EPS = 1e-9;

    public double lambdaIo;
    public double lambdaComp = 1;
    private double accCompute;
    private double accIo;
    private double accWait;
    /** The step at which the task last computed, -1 before. */
    public long lastRun = -1;
    /** Whether the task was scheduled in the current slice: its slot's task, or run by the local scheduler. */
    public boolean scheduled;

    public void computed(double seconds) {
        accCompute += seconds;
    }

    /** A step of {@code dt} at {@code now} without computing: counts barrier or I/O waiting. */
    public void waited(boolean atBarrier, double blockedUntil, double now, double dt) {
        if (atBarrier) {
            accWait += dt;
        } else if (blockedUntil > now + EPS) {
            accIo += Math.min(dt, blockedUntil - now);
        }
    }

    /**
     * At the context switch ending a slice: when the task was scheduled in it and did something, smooths its grades
     * towards the slice's shares of compute and I/O time (the smoothing is ours) and returns true. The slice record
     * restarts either way.
     */
    public boolean grade(double smoothing) {
        double total = accCompute + accIo + accWait;
        boolean graded = scheduled && total > EPS;
        if (graded) {
            lambdaComp = (1 - smoothing) * lambdaComp + smoothing * accCompute / total;
            lambdaIo = (1 - smoothing) * lambdaIo + smoothing * accIo / total;
        }
        scheduled = false;
        accCompute = 0;
        accIo = 0;
        accWait = 0;
        return graded;
    }

    /**
     * Concurrent Gang's local task scheduler (equation 1): among the ready {@code tasks}, the one of highest priority
     * above β; on equal priority, the one that ran least recently. Null when none is above β.
     */
    public static <T> T localChoice(Iterable<T> tasks, Predicate<T> ready, Function<T, GangGrades> grades, GangConfig c) {
        T best = null;
        GangGrades bestGrades = null;
        double bestPr = c.beta();
        for (T task : tasks) {
            if (!ready.test(task)) {
                continue;
            }
            GangGrades g = grades.apply(task);
            double pr = c.priority(g.lambdaIo, g.lambdaComp);
            if (pr > bestPr + EPS || (best != null && Math.abs(pr - bestPr) <= EPS && g.lastRun < bestGrades.lastRun)) {
                best = task;
                bestGrades = g;
                bestPr = Math.max(pr, bestPr);
            }
        }
        return best;
    }
}

package org.partita.core.workload;

/**
 * A malleable job (Corbalán): it can run on any number of processors up to {@code maxProcessors}; its run time on
 * {@code p} processors is {@code sequentialTime / S(p)}.
 *
 * @param application the application (speedup curve) name, e.g. {@code bt}
 */
public record MalleableJob(long id, double submit, String application, double sequentialTime, int maxProcessors,
        SpeedupModel speedup) {

    public MalleableJob {
        if (!(sequentialTime > 0) || maxProcessors <= 0) {
            throw new IllegalArgumentException("job " + id + ": sequential time and processors must be positive");
        }
    }

    /** Run time on {@code p} processors ({@code p} is capped at {@code maxProcessors}). */
    public double runTime(int p) {
        return sequentialTime / speedup.speedup(Math.min(p, maxProcessors));
    }

    /** The equivalent rigid job at {@code p} processors. */
    public Job asRigid(int p) {
        int q = Math.min(p, maxProcessors);
        return new Job(id, submit, q, null, runTime(q), Double.NaN, false, false, -1, -1, -1, -1);
    }
}

package org.partita.core.workload;

import java.util.Arrays;

/**
 * A rigid job as the simulator sees it.
 *
 * @param id                 job number (SWF field 1 for traces)
 * @param submit             submit (arrival) time in seconds
 * @param processors         requested processors, &gt; 0
 * @param shape              requested submesh side lengths {@code {a, b}} or {@code {a, b, c}}, or {@code null} when
 *                           the job gives only a processor count; when present, {@code processors} is the product
 *                           of the sides
 * @param runTime            actual run time in seconds on a full-speed, contiguous, full-size placement (what the
 *                           simulator uses to schedule the completion), &ge; 0
 * @param requestedTime      the user's estimate / requested wall time in seconds (SWF field 9; what a backfilling
 *                           scheduler may see), or {@code NaN} when unknown
 * @param memoryBound        user directive: the job needs its full memory (Chang ch. 8)
 * @param communicationBound user directive: the job communicates heavily (Chang ch. 8)
 * @param user               user id (SWF field 12), -1 when unknown
 * @param group              group id (SWF field 13), -1 when unknown
 * @param queue              queue number (SWF field 15), -1 when unknown
 * @param application        executable/application number (SWF field 14), -1 when unknown
 */
public record Job(long id, double submit, int processors, int[] shape, double runTime, double requestedTime,
        boolean memoryBound, boolean communicationBound, int user, int group, int queue, int application) {

    public Job {
        if (processors <= 0) {
            throw new IllegalArgumentException("job " + id + ": processors must be positive, got " + processors);
        }
        if (!(runTime >= 0) || Double.isInfinite(runTime)) {
            throw new IllegalArgumentException("job " + id + ": run time must be finite and >= 0, got " + runTime);
        }
        if (Double.isNaN(submit) || Double.isInfinite(submit)) {
            throw new IllegalArgumentException("job " + id + ": submit time must be finite");
        }
        if (shape != null) {
            shape = shape.clone();
            int p = 1;
            for (int s : shape) {
                if (s <= 0) {
                    throw new IllegalArgumentException("job " + id + ": shape sides must be positive");
                }
                p *= s;
            }
            if (p != processors) {
                throw new IllegalArgumentException("job " + id + ": shape " + Arrays.toString(shape)
                        + " does not have " + processors + " processors");
            }
        }
    }

    /** A processor-count job with unknown estimate and no directives. */
    public static Job rigid(long id, double submit, int processors, double runTime) {
        return new Job(id, submit, processors, null, runTime, Double.NaN, false, false, -1, -1, -1, -1);
    }

    /** A submesh job {@code a x b [x c]}. */
    public static Job shaped(long id, double submit, double runTime, int... shape) {
        int p = 1;
        for (int s : shape) {
            p *= s;
        }
        return new Job(id, submit, p, shape, runTime, Double.NaN, false, false, -1, -1, -1, -1);
    }

    public boolean hasShape() {
        return shape != null;
    }

    /** The shape (a copy), or {@code null}. */
    @Override
    public int[] shape() {
        return shape == null ? null : shape.clone();
    }

    /** The estimate if known, else the actual run time. */
    public double estimateOrRunTime() {
        return Double.isNaN(requestedTime) ? runTime : requestedTime;
    }

    public Job withRequestedTime(double t) {
        return new Job(id, submit, processors, shape, runTime, t, memoryBound, communicationBound, user, group,
                queue, application);
    }

    public Job withDirectives(boolean memory, boolean communication) {
        return new Job(id, submit, processors, shape, runTime, requestedTime, memory, communication, user, group,
                queue, application);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Job j && j.id == id && Double.compare(j.submit, submit) == 0
                && j.processors == processors && Arrays.equals(j.shape, shape)
                && Double.compare(j.runTime, runTime) == 0 && Double.compare(j.requestedTime, requestedTime) == 0
                && j.memoryBound == memoryBound && j.communicationBound == communicationBound && j.user == user
                && j.group == group && j.queue == queue && j.application == application;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id) * 31 + Double.hashCode(submit);
    }

    @Override
    public String toString() {
        return "Job[" + id + " submit=" + submit + " p=" + processors
                + (shape == null ? "" : " shape=" + Arrays.toString(shape)) + " run=" + runTime + "]";
    }
}

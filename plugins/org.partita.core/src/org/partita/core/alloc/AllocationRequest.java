package org.partita.core.alloc;

/**
 * What a job asks of the allocator.
 *
 * @param jobId     the job's id, carried into the {@link Allocation}
 * @param processors number of processors wanted (always &gt; 0)
 * @param shape     requested submesh side lengths {@code {a, b}} or {@code {a, b, c}}, or {@code null} when the job
 *                  gives only a processor count (pool, bus, ring, SMP, hypercube strategies use {@code processors})
 * @param memoryBound        user directive (Chang ch. 8): the job needs its full memory, so no size reduction
 * @param communicationBound user directive (Chang ch. 8): the job communicates heavily, so keep it contiguous
 */
public record AllocationRequest(long jobId, int processors, int[] shape, boolean memoryBound,
        boolean communicationBound) {

    public static AllocationRequest ofProcessors(long jobId, int processors) {
        return new AllocationRequest(jobId, processors, null, false, false);
    }

    public static AllocationRequest ofShape(long jobId, int... shape) {
        int p = 1;
        for (int s : shape) {
            p *= s;
        }
        return new AllocationRequest(jobId, p, shape.clone(), false, false);
    }
}

package org.partita.core.engine;

import org.partita.core.alloc.AllocationRequest;
import org.partita.core.machine.Topology;
import org.partita.core.workload.Job;
import org.partita.core.workload.ShapeRule;

/** Turns a job into what the allocator is asked for. */
@FunctionalInterface
public interface RequestFactory {

    AllocationRequest request(Job job);

    /** The job's own shape when it has one, else its processor count. */
    RequestFactory AS_GIVEN = job -> job.hasShape()
            ? new AllocationRequest(job.id(), job.processors(), job.shape(), job.memoryBound(),
                    job.communicationBound())
            : new AllocationRequest(job.id(), job.processors(), null, job.memoryBound(), job.communicationBound());

    /**
     * On a mesh or torus, jobs without a shape get one from {@code rule} (the request then asks for the shape's
     * area, which may exceed the job's processors: internal fragmentation); elsewhere as given.
     */
    static RequestFactory withShapes(Topology topology, ShapeRule rule) {
        if (!topology.isGrid() || rule == ShapeRule.NONE) {
            return AS_GIVEN;
        }
        ShapeRule.Cache cache = rule.cache(topology);
        return job -> {
            if (job.hasShape()) {
                return AS_GIVEN.request(job);
            }
            int[] shape = cache.shape(job.processors());
            if (shape == null) {
                // no shape fits: ask for the bare count, canEverFit decides (and the job is rejected)
                return AS_GIVEN.request(job);
            }
            int area = 1;
            for (int s : shape) {
                area *= s;
            }
            return new AllocationRequest(job.id(), area, shape, job.memoryBound(), job.communicationBound());
        };
    }
}

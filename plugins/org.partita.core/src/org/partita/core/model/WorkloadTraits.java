package org.partita.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.partita.core.workload.SpeedupModel;

/**
 * What a workload says about its jobs beyond the rigid job stream, for the run models that need it
 * ({@link RunModel}): the job structure (Dandamudi and Yu's fork-join, divide-and-conquer, Gaussian elimination, or
 * {@code malleable}), the applications' speedup curves (Corbalán) and how task graphs are generated (IPG).
 *
 * @param structure  {@code structure <name> <parameters>}, or {@code null} for rigid jobs
 * @param speedups   named speedup curves, in the order written
 * @param taskGraphs {@code graphs <generator> <parameters>}, or {@code null}
 */
public record WorkloadTraits(Stage structure, Map<String, SpeedupModel> speedups, Stage taskGraphs) {

    /** Rigid jobs: no structure, no speedup curves, no task graphs. */
    public static final WorkloadTraits RIGID = new WorkloadTraits(null, Map.of(), null);

    public WorkloadTraits {
        speedups = Collections.unmodifiableMap(new LinkedHashMap<>(speedups == null ? Map.of() : speedups));
    }

    /** The traits with {@code $variable} parameters resolved for {@code point}. */
    public WorkloadTraits resolve(SweepPoint point) {
        return new WorkloadTraits(structure == null ? null : structure.resolve(point), speedups,
                taskGraphs == null ? null : taskGraphs.resolve(point));
    }
}

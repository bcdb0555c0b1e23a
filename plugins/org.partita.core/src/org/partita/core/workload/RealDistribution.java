package org.partita.core.workload;

import java.util.random.RandomGenerator;

/** A continuous distribution that samples from a caller-supplied stream, with its exact mean. */
public interface RealDistribution {

    double sample(RandomGenerator random);

    /** The distribution's mean (exact, not estimated). */
    double mean();
}

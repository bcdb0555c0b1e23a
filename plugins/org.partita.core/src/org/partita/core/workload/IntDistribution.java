package org.partita.core.workload;

import java.util.function.IntToDoubleFunction;
import java.util.random.RandomGenerator;

/** A distribution on integers that samples from a caller-supplied stream, with its exact mean. */
public interface IntDistribution {

    int sample(RandomGenerator random);

    /** The distribution's mean (exact, not estimated). */
    double mean();

    /** {@code E[X^2]} (exact): the mean area of a square-free a×b shape with i.i.d. sides is {@code mean()^2}. */
    double secondMoment();

    /** {@code E[f(X)]} (exact, summed over the support). */
    double expectation(IntToDoubleFunction f);
}

package org.partita.core.workload;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A stationary synthetic stream of rigid jobs: {@code count} jobs with i.i.d. inter-arrival times, service times
 * and sizes. Each quantity has its own named stream, so changing one distribution never changes the numbers drawn
 * for another:
 * <ul>
 * <li>{@code arrivals}: inter-arrival times (the first job arrives after one inter-arrival time);</li>
 * <li>{@code service}: run times;</li>
 * <li>{@code shapes}: side lengths (each side drawn independently from {@code sides}, in order a, b[, c]) or
 * processor counts ({@code processors});</li>
 * <li>{@code flags}: the memory-/communication-bound directives (Bernoulli with the given probabilities, memory
 * first).</li>
 * </ul>
 * Exactly one of {@code sides} (with {@code dimensions} 2 or 3) and {@code processors} is set.
 */
public record SyntheticWorkload(long count, RealDistribution interArrival, RealDistribution service,
        IntDistribution sides, int dimensions, IntDistribution processors, double memoryBoundProbability,
        double communicationBoundProbability) {

    public SyntheticWorkload {
        if (count < 0) {
            throw new IllegalArgumentException("job count must be >= 0");
        }
        if ((sides == null) == (processors == null)) {
            throw new IllegalArgumentException("give either side lengths or processor counts");
        }
        if (sides != null && dimensions != 2 && dimensions != 3) {
            throw new IllegalArgumentException("shapes have 2 or 3 dimensions");
        }
    }

    /** Submesh jobs with i.i.d. sides. */
    public static SyntheticWorkload shaped(long count, RealDistribution interArrival, RealDistribution service,
            IntDistribution sides, int dimensions) {
        return new SyntheticWorkload(count, interArrival, service, sides, dimensions, null, 0, 0);
    }

    /** Processor-count jobs. */
    public static SyntheticWorkload sized(long count, RealDistribution interArrival, RealDistribution service,
            IntDistribution processors) {
        return new SyntheticWorkload(count, interArrival, service, null, 0, processors, 0, 0);
    }

    public SyntheticWorkload withDirectives(double memoryBound, double communicationBound) {
        return new SyntheticWorkload(count, interArrival, service, sides, dimensions, processors, memoryBound,
                communicationBound);
    }

    public SyntheticWorkload withInterArrival(RealDistribution d) {
        return new SyntheticWorkload(count, d, service, sides, dimensions, processors, memoryBoundProbability,
                communicationBoundProbability);
    }

    /** Mean processors per job: {@code E[side]^dimensions} for i.i.d. sides, else the processor mean. */
    public double meanProcessors() {
        return sides != null ? Math.pow(sides.mean(), dimensions) : processors.mean();
    }

    /** The job stream for one run. */
    public JobSource open(RandomStreams streams) {
        RandomGenerator arrivals = streams.stream("arrivals");
        RandomGenerator svc = streams.stream("service");
        RandomGenerator shapes = streams.stream("shapes");
        RandomGenerator flags = streams.stream("flags");
        return new JobSource() {
            private long next = 1;
            private double clock;

            @Override
            public Job next() {
                if (next > count) {
                    return null;
                }
                clock += interArrival.sample(arrivals);
                double run = service.sample(svc);
                boolean mem = memoryBoundProbability > 0 && flags.nextDouble() < memoryBoundProbability;
                boolean comm = communicationBoundProbability > 0
                        && flags.nextDouble() < communicationBoundProbability;
                Job j;
                if (sides != null) {
                    int[] shape = new int[dimensions];
                    for (int i = 0; i < dimensions; i++) {
                        shape[i] = sides.sample(shapes);
                    }
                    j = Job.shaped(next, clock, run, shape);
                } else {
                    j = Job.rigid(next, clock, processors.sample(shapes), run);
                }
                next++;
                return mem || comm ? j.withDirectives(mem, comm) : j;
            }

            @Override
            public String toString() {
                return "synthetic " + count + " jobs " + Arrays.toString(new Object[] {interArrival, service});
            }
        };
    }
}

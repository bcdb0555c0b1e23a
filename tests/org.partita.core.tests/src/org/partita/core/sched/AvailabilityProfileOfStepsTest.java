package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A profile built from its steps in one sweep equals the one built by holding each running job's processors with
 * {@link AvailabilityProfile#add}, and stays equal under the same random planning and releases afterwards.
 */
class AvailabilityProfileOfStepsTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void equalsTheProfileBuiltByAdds(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            int cap = 1 + r.nextInt(64);
            double origin = r.nextInt(100);
            AvailabilityProfile byAdds = new AvailabilityProfile(cap, origin);
            int jobs = r.nextInt(40);
            double[] end = new double[jobs];
            int[] procs = new int[jobs];
            int used = 0;
            for (int j = 0; j < jobs && used < cap; j++) {
                end[j] = origin + 1 + r.nextInt(30);
                procs[j] = 1 + r.nextInt(Math.min(8, cap - used));
                used += procs[j];
                byAdds.add(origin, end[j], -procs[j]);
            }
            // the steps, as the conservative policy derives them from the ends in order
            double[] times = new double[jobs + 1];
            int[] free = new int[jobs + 1];
            int n = 0;
            times[n] = origin;
            free[n++] = cap - used;
            for (double t = origin + 1; t <= origin + 30; t++) {
                int released = 0;
                for (int j = 0; j < jobs; j++) {
                    released += end[j] == t ? procs[j] : 0;
                }
                if (released > 0) {
                    times[n] = t;
                    free[n] = free[n - 1] + released;
                    n++;
                }
            }
            AvailabilityProfile bySteps = AvailabilityProfile.ofSteps(cap, times, free, n);
            assertEquals(byAdds.toString(), bySteps.toString());
            assertEquals(byAdds.breakpoints(), bySteps.breakpoints());
            for (int op = 0; op < 30; op++) {
                double from = origin + r.nextInt(40);
                double d = 1 + r.nextInt(20);
                int q = 1 + r.nextInt(cap);
                double s = byAdds.earliestStart(from, d, q);
                assertEquals(s, bySteps.earliestStart(from, d, q));
                assertEquals(byAdds.maxFree(from, from + d), bySteps.maxFree(from, from + d));
                if (s != Double.POSITIVE_INFINITY) {
                    byAdds.reserve(s, d, q);
                    bySteps.reserve(s, d, q);
                    if (r.nextBoolean()) {
                        byAdds.add(s + d / 2, s + d, q);
                        bySteps.add(s + d / 2, s + d, q);
                    }
                }
                assertEquals(byAdds.toString(), bySteps.toString());
            }
        }
    }

    /** More steps than the arrays keep: the profile holds them in a tree, then in arrays again as time passes. */
    @Test
    void aLargeProfileMovesToATreeAndBack() {
        SplittableRandom r = new SplittableRandom(9);
        int cap = 2000;
        AvailabilityProfile arraysOnly = new AvailabilityProfile(cap, 0, Integer.MAX_VALUE);
        double[] times = new double[1001];
        int[] free = new int[1001];
        times[0] = 0;
        free[0] = cap - 1000;
        for (int j = 1; j <= 1000; j++) {
            arraysOnly.add(0, j, -1);
            times[j] = j;
            free[j] = cap - 1000 + j;
        }
        AvailabilityProfile bySteps = AvailabilityProfile.ofSteps(cap, times, free, 1001);
        assertEquals(arraysOnly.toString(), bySteps.toString());
        for (double t = 0; t < 1100; t += 1 + r.nextInt(20)) {
            arraysOnly.advanceTo(t);
            bySteps.advanceTo(t);
            double d = 1 + r.nextInt(300);
            int q = 1 + r.nextInt(cap);
            double s = arraysOnly.earliestStart(t, d, q);
            assertEquals(s, bySteps.earliestStart(t, d, q));
            double limit = t + r.nextInt(500);
            assertEquals(arraysOnly.earliestStart(t, d, q, limit), bySteps.earliestStart(t, d, q, limit));
            if (s != Double.POSITIVE_INFINITY) {
                arraysOnly.reserve(s, d, q);
                bySteps.reserve(s, d, q);
            }
            assertEquals(arraysOnly.toString(), bySteps.toString());
            assertEquals(arraysOnly.breakpoints(), bySteps.breakpoints());
            assertEquals(arraysOnly.maxFree(t, t + d), bySteps.maxFree(t, t + d));
        }
    }

    @Test
    void rejectsStepsThatAreNotAProfile() {
        assertThrows(IllegalArgumentException.class,
                () -> AvailabilityProfile.ofSteps(4, new double[] {0, 1}, new int[] {2, 2}, 2)); // equal neighbours
        assertThrows(IllegalArgumentException.class,
                () -> AvailabilityProfile.ofSteps(4, new double[] {0, 0}, new int[] {2, 3}, 2)); // not increasing
        assertThrows(IllegalArgumentException.class,
                () -> AvailabilityProfile.ofSteps(4, new double[] {0, 1}, new int[] {2, 5}, 2)); // above capacity
        assertThrows(IllegalArgumentException.class, () -> AvailabilityProfile.ofSteps(4, new double[0], new int[0],
                0));
    }
}

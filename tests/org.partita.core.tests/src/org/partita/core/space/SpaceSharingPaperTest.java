package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.partita.core.space.SpaceRuns.fmt;
import static org.partita.core.space.SpaceRuns.improvement;
import static org.partita.core.space.SpaceRuns.meanResponse;
import static org.partita.core.space.SpaceRuns.partition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.partita.core.metrics.Metric;
import org.partita.core.model.Stage;

/**
 * Dandamudi and Yu's results (§4, digest §I.5) at reduced scale: 64 processors, maximum parallelism uniform on
 * 1..32, demand H2 with mean 16 and CV 3.5, Poisson arrivals at offered utilization U (λ = U·64/(16 + E[sync]),
 * counting the structure's synchronisation work), syn as in the paper;
 * 4000 jobs per run (10% warm-up), mean of 3 seeds. The paper has no tables (its figures are lost), so the targets
 * are its stated trends and the few numbers in its text; tolerances are stated per test. docs/space-sharing.md has
 * the full-scale numbers.
 */
class SpaceSharingPaperTest {

    private static final int JOBS = 4000;
    private static final int SEEDS = 3;

    private static double rt(String machine, String structure, Stage p, double u) {
        return meanResponse(machine, structure, p, u, 1, 3.5, JOBS, SEEDS);
    }

    private static double metric(String machine, String structure, Stage p, double u, Metric m) {
        return SpaceRuns.meanMetric(machine, structure, p, u, 1, 3.5, JOBS, SEEDS, m);
    }

    /**
     * Fig. 2: MAP (f = 0.75, the caption's value) improves on AP by "up to 48%" at high load. At U = 0.8 the
     * improvement must lie in [15%, 75%] for every structure (measured here: 40–42%).
     */
    @ParameterizedTest
    @ValueSource(strings = {"fork-join", "divide-and-conquer", "gaussian-elimination"})
    void mapBeatsApAtHighLoad(String structure) {
        double ap = rt("bus:64", structure, partition("ap", "cap", "yes"), 0.8);
        double map = rt("bus:64", structure, partition("map", "f", "0.75", "cap", "yes"), 0.8);
        double gain = improvement(ap, map);
        assertTrue(gain >= 15 && gain <= 75, structure + ": AP " + fmt(ap) + " MAP " + fmt(map) + " gain "
                + fmt(gain) + "%");
    }

    /**
     * "MAP is consistently better than AP" (§4.1) holds only for the literal formula ({@code cap no}): not worse at
     * any load from 0.3 to 0.7 (fork-join). With the partition capped at the maximum parallelism ({@code cap yes},
     * the reading of Fig. 5's caption) MAP's smaller partitions lengthen fork-join runs at low load;
     * {@link #bothPoliciesUseTheSamePartitionAtVeryLowLoad} states what the paper says instead.
     */
    @Test
    void mapIsNeverWorseThanApWithTheLiteralFormula() {
        for (double u : new double[] {0.3, 0.5, 0.7}) {
            double ap = rt("bus:64", "fork-join", partition("ap", "cap", "no"), u);
            double map = rt("bus:64", "fork-join", partition("map", "f", "0.75", "cap", "no"), u);
            assertTrue(map <= ap, "U " + u + ": AP " + fmt(ap) + " MAP " + fmt(map));
        }
    }

    /**
     * "At very low system utilizations, both policies use the same partition size" (§4.1): with the cap
     * ({@code cap yes}), the mean partition sizes of AP and MAP (f = 0.75) at U = 0.1 differ by less than 10%, and the response-time gain
     * lies within ±15%; at U = 0.7 MAP's partitions are at least 15% smaller. Fork-join and divide-and-conquer only:
     * a Gaussian-elimination job holds its whole partition through its serial pivot phases, so even at U = 0.1 a job
     * is often in service when the next arrives and MAP's partitions are 14% smaller (docs/space-sharing.md, not
     * reproduced).
     */
    @ParameterizedTest
    @ValueSource(strings = {"fork-join", "divide-and-conquer"})
    void bothPoliciesUseTheSamePartitionAtVeryLowLoad(String structure) {
        double apSize = metric("bus:64", structure, partition("ap", "cap", "yes"), 0.1, Metric.PARTITION_SIZE);
        double mapSize = metric("bus:64", structure, partition("map", "f", "0.75", "cap", "yes"), 0.1,
                Metric.PARTITION_SIZE);
        assertEquals(1, mapSize / apSize, 0.10, structure + ": AP " + fmt(apSize) + " MAP " + fmt(mapSize));
        double gain = improvement(rt("bus:64", structure, partition("ap", "cap", "yes"), 0.1),
                rt("bus:64", structure, partition("map", "f", "0.75", "cap", "yes"), 0.1));
        assertTrue(Math.abs(gain) <= 15, structure + ": gain " + fmt(gain) + "% at U = 0.1");
        double apHigh = metric("bus:64", structure, partition("ap", "cap", "yes"), 0.7, Metric.PARTITION_SIZE);
        double mapHigh = metric("bus:64", structure, partition("map", "f", "0.75", "cap", "yes"), 0.7,
                Metric.PARTITION_SIZE);
        assertTrue(mapHigh <= 0.85 * apHigh, structure + ": U 0.7 AP " + fmt(apHigh) + " MAP " + fmt(mapHigh));
    }

    /**
     * Figs. 3–4 (U = 0.7, divide-and-conquer): a higher inter-arrival CV raises the response time of both policies,
     * and the MAP–AP gap shrinks as CV_a grows (queue length dominates the size formula).
     */
    @Test
    void interArrivalVariability() {
        Stage ap = partition("ap", "cap", "yes");
        Stage map = partition("map", "f", "0.75", "cap", "yes");
        double ap1 = meanResponse("bus:64", "divide-and-conquer", ap, 0.7, 1, 3.5, JOBS, SEEDS);
        double map1 = meanResponse("bus:64", "divide-and-conquer", map, 0.7, 1, 3.5, JOBS, SEEDS);
        double ap4 = meanResponse("bus:64", "divide-and-conquer", ap, 0.7, 4, 3.5, JOBS, SEEDS);
        double map4 = meanResponse("bus:64", "divide-and-conquer", map, 0.7, 4, 3.5, JOBS, SEEDS);
        String msg = "CVa 1: AP " + fmt(ap1) + " MAP " + fmt(map1) + "; CVa 4: AP " + fmt(ap4) + " MAP " + fmt(map4);
        assertTrue(ap4 > ap1 && map4 > map1, msg);
        assertTrue(map1 < ap1 && map4 <= ap4, msg);
        assertTrue(improvement(ap4, map4) < improvement(ap1, map1), msg);
    }

    /**
     * Fig. 6 (divide-and-conquer): the spread of the response time over f grows with utilization (U = 0.7 vs 0.8),
     * and moving f from 0 to 0.75 helps at 0.8.
     */
    @Test
    void sensitivityToFGrowsWithLoad() {
        double[] spread = new double[2];
        double[] loads = {0.7, 0.8};
        String msg = "";
        for (int i = 0; i < 2; i++) {
            double f0 = rt("bus:64", "divide-and-conquer", partition("map", "f", "0", "cap", "yes"), loads[i]);
            double f75 = rt("bus:64", "divide-and-conquer", partition("map", "f", "0.75", "cap", "yes"), loads[i]);
            double f1 = rt("bus:64", "divide-and-conquer", partition("map", "f", "1", "cap", "yes"), loads[i]);
            spread[i] = Math.max(f0, Math.max(f75, f1)) - Math.min(f0, Math.min(f75, f1));
            msg += " U " + loads[i] + ": f0 " + fmt(f0) + " f0.75 " + fmt(f75) + " f1 " + fmt(f1);
            assertTrue(f75 < f0, msg);
        }
        assertTrue(spread[1] > spread[0], msg);
    }

    /**
     * Fig. 7 (MAP f = 0.5): a ring, whose partitions must be contiguous, raises the response time "by up to 25%,
     * at medium utilization", negligibly at low load. Checked: at U = 0.3 the ring is within 15% of the bus; at
     * U = 0.7 it is worse than at 0.3, by at most 60% (measured here: about 8% at 0.3, 19–22% at 0.7).
     */
    @ParameterizedTest
    @ValueSource(strings = {"fork-join", "divide-and-conquer"})
    void ringCostsMoreAtMediumLoad(String structure) {
        Stage map = partition("map", "f", "0.5", "cap", "yes");
        double low = improvement(rt("ring:64", structure, map, 0.3), rt("bus:64", structure, map, 0.3));
        double mid = improvement(rt("ring:64", structure, map, 0.7), rt("bus:64", structure, map, 0.7));
        String msg = structure + ": ring degradation at 0.3 " + fmt(low) + "%, at 0.7 " + fmt(mid) + "%";
        assertTrue(low > -3 && low < 15, msg);
        assertTrue(mid > low && mid < 60, msg);
    }

    /**
     * Fig. 5: Eager Release improves MAP for divide-and-conquer and Gaussian elimination (partitions capped at the
     * job's parallelism, f = 0.5, U = 0.5); the improvement (RT_MAP − RT_ER)/RT_ER is above 2% and below 60%
     * (measured here: 19% DC, 21% GE).
     */
    @ParameterizedTest
    @ValueSource(strings = {"divide-and-conquer", "gaussian-elimination"})
    void eagerReleaseHelps(String structure) {
        double plain = rt("bus:64", structure, partition("map", "f", "0.5", "cap", "yes"), 0.5);
        double eager = rt("bus:64", structure, partition("map", "f", "0.5", "cap", "yes", "release", "eager"), 0.5);
        double gain = improvement(plain, eager);
        assertTrue(gain > 2 && gain < 60, structure + ": MAP " + fmt(plain) + " eager " + fmt(eager) + " gain "
                + fmt(gain) + "%");
    }
}

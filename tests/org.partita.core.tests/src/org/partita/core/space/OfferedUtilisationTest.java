package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.partita.core.space.SpaceRuns.fmt;
import static org.partita.core.space.SpaceRuns.partition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Stage;
import org.partita.core.workload.Distributions;

/**
 * Dandamudi and Yu's x-axis, "system utilization", is the fraction of processor time busy, counting all the work a
 * job structure creates: its demand D and its synchronisation tasks (the FJ join, the DC DIVIDE and MERGE tasks, the
 * GE serial pivot phases). An offered utilization U must therefore be what a long run measures as busy processor
 * time ({@code 1 − idle_pct/100}): the load conversion {@code λ = U·P/(E[D] + E[sync])} ({@link SpaceLoad},
 * {@link JobStructure#meanSynchronisationWork}) is what makes them agree.
 */
class OfferedUtilisationTest {

    private static final int WARMUP = 1_000;
    private static final int MEASURED = 10_000;
    private static final int SEEDS = 3;
    /**
     * Absolute tolerance on the busy fraction: three runs of 10,000 jobs with H2 demands of CV 3.5 measure it to
     * about ±0.01 (sampling); counting only D would miss it by U·E[sync]/E[D] (GE at U = 0.8: 0.975 instead of 0.8).
     */
    private static final double TOLERANCE = 0.025;

    /**
     * The paper's rule, for each structure under AP and MAP (f = 0.75, Fig. 2) up to U = 0.9: measured busy fraction
     * = nominal U within {@value #TOLERANCE}; the processors held (the {@code utilization} metric, idle processors of
     * a partition included) are never fewer than those computing.
     */
    @ParameterizedTest
    @CsvSource({"fork-join, 0.5", "fork-join, 0.8", "fork-join, 0.9", "divide-and-conquer, 0.5",
            "divide-and-conquer, 0.8", "divide-and-conquer, 0.9", "gaussian-elimination, 0.5",
            "gaussian-elimination, 0.8", "gaussian-elimination, 0.9"})
    void measuredUtilisationIsTheNominalOne(String structure, double u) {
        for (Stage p : new Stage[] {partition("ap", "cap", "yes"), partition("map", "f", "0.75", "cap", "yes")}) {
            double busy = 0;
            double held = 0;
            for (long seed = 1; seed <= SEEDS; seed++) {
                ModelRun r = SpaceRuns.steadyRun(structure, p, u, WARMUP, MEASURED, seed);
                double b = 1 - r.metrics().get(Metric.IDLE_PCT) / 100;
                double h = r.metrics().get(Metric.UTILIZATION);
                assertTrue(h >= b - 1e-9, structure + " " + p + " seed " + seed + ": held " + fmt(h) + " < busy "
                        + fmt(b));
                busy += b / SEEDS;
                held += h / SEEDS;
            }
            assertEquals(u, busy, TOLERANCE, structure + " " + p + " at U " + u + ": measured busy " + fmt(busy)
                    + ", held " + fmt(held));
        }
    }

    /**
     * The conversion itself, for the paper's defaults (P = 64, D = 16, mp uniform on 1..32): E[sync] is 0.1 (FJ),
     * 2.13125 (DC) and 3.5 (GE), so U = 0.8 is λ = 51.2/16.1, 51.2/18.13125 and 51.2/19.5 jobs per second.
     */
    @Test
    void theArrivalRateCountsTheSynchronisationWork() {
        double[] expected = {51.2 / 16.1, 51.2 / 18.13125, 51.2 / 19.5};
        String[] structures = {"fork-join", "divide-and-conquer", "gaussian-elimination"};
        for (int i = 0; i < 3; i++) {
            double sync = JobStructure.of(Stage.of("structure", structures[i]))
                    .meanSynchronisationWork(Distributions.uniformInt(1, 32));
            assertEquals(expected[i], SpaceLoad.arrivalRate(0.8, 64, 16 + sync), 1e-12, structures[i]);
        }
    }
}

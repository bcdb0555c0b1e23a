package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PartitionPolicyTest {

    /**
     * The paper's §2.2 example and the digest's MAP table (§I.2.3): P = 32, two jobs queued at an idle system, the
     * target recomputed per job with the queue length including the job being scheduled and S counting the jobs
     * already given partitions in the same pass; then a third job arrives.
     * <pre>
     * job 1: ceil(32 / (2 + 1 + f·0)) = 11
     * job 2: ceil(32 / (1 + 1 + f·1))       f=0: 16   f=0.5: 13 (12.8)   f=0.75: 12 (11.64)   f=1: 11 (10.67)
     * job 3: ceil(32 / (1 + 1 + f·2))       f=0: 16   f=0.5: 11 (10.67)  f=0.75: 10 (9.14)    f=1: 8
     * </pre>
     */
    @ParameterizedTest
    @CsvSource({"0, 11, 16, 16", "0.5, 11, 13, 11", "0.75, 11, 12, 10", "1.0, 11, 11, 8"})
    void digestTable(double f, int first, int second, int third) {
        PartitionPolicy p = PartitionPolicy.map(f);
        assertEquals(first, p.targetSize(32, 2, 0));
        assertEquals(second, p.targetSize(32, 1, 1));
        assertEquals(third, p.targetSize(32, 1, 2));
    }

    @Test
    void apIsMapWithFZero() {
        for (int q = 1; q < 40; q++) {
            for (int s = 0; s < 40; s++) {
                assertEquals(PartitionPolicy.map(0).targetSize(64, q, s), PartitionPolicy.ap().targetSize(64, q, s));
                // AP ignores the scheduled jobs
                assertEquals(PartitionPolicy.ap().targetSize(64, q, 0), PartitionPolicy.ap().targetSize(64, q, s));
            }
        }
    }

    @Test
    void sizeIsAtLeastOneAndNeverGrowsWithLoad() {
        PartitionPolicy p = PartitionPolicy.map(0.75);
        // very high load: 1-processor partitions (the paper: "both give 1-processor partitions")
        assertEquals(1, p.targetSize(64, 200, 60));
        for (int q = 1; q < 100; q++) {
            assertTrue(p.targetSize(64, q + 1, 3) <= p.targetSize(64, q, 3));
            assertTrue(p.targetSize(64, q, 4) <= p.targetSize(64, q, 3));
            assertTrue(p.targetSize(64, q, 3) >= 1);
        }
        // an idle system with one job: half the machine (the "+1" keeps a partition for future arrivals)
        assertEquals(32, p.targetSize(64, 1, 0));
    }

    /** λ = U·P/D: the paper's 70% and 80% on 64 processors with D = 16 are λ = 2.8 and 3.2 (digest §I.3.2). */
    @Test
    void offeredLoad() {
        assertEquals(2.8, SpaceLoad.arrivalRate(0.7, 64, 16), 1e-12);
        assertEquals(3.2, SpaceLoad.arrivalRate(0.8, 64, 16), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> SpaceLoad.arrivalRate(0.5, 64, 0));
    }

    @Test
    void fixedAndBadParameters() {
        assertEquals(8, new PartitionPolicy.Fixed(8).targetSize(64, 50, 50));
        assertEquals(64, new PartitionPolicy.Fixed(100).targetSize(64, 1, 0));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PartitionPolicy.map(1.5)).getMessage()
                .contains("'f'"));
        assertThrows(IllegalArgumentException.class, () -> PartitionPolicy.map(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new PartitionPolicy.Fixed(0));
    }
}

package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * The array-based Busy-List sweep (blocked runs skipped, busy submeshes pre-sorted by x1) chooses exactly what the
 * first implementation chose ({@link ListBusyListReference}) and counts the same search steps, on seeded random
 * churns.
 */
class BusyListSweepTest {

    @ParameterizedTest
    @CsvSource({"10,10,1", "16,16,2", "32,16,3", "64,64,4", "7,23,5", "40,40,6"})
    void sameChoicesAndStepsAsTheFirstImplementation(int w, int h, long seed) {
        BusyList bl = new BusyList(Topology.mesh(w, h));
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Rect> busy = new ArrayList<>();
        List<Allocation> live = new ArrayList<>();
        int maxSide = Math.max(2, Math.max(w, h) / 3);
        for (long job = 1; job <= 1500; job++) {
            while (!live.isEmpty() && (bl.freeNodes() < 0.35 * w * h || rnd.nextInt(4) == 0)) {
                int i = rnd.nextInt(live.size());
                bl.release(live.remove(i));
                busy.remove(i);
            }
            int a = 1 + rnd.nextInt(maxSide), b = 1 + rnd.nextInt(maxSide);
            ListBusyListReference ref = new ListBusyListReference(w, h, busy);
            Rect want = ref.choose(a, b);
            long s0 = bl.stats().searchSteps();
            Allocation got = bl.allocate(AllocationRequest.ofShape(job, a, b));
            assertEquals(ref.steps, bl.stats().searchSteps() - s0, "steps of job " + job);
            if (want == null) {
                assertNull(got, "job " + job);
            } else {
                assertEquals(want, Rect.ofNodes(got.nodes(), w), "job " + job + " " + a + "x" + b);
                busy.add(want);
                live.add(got);
            }
        }
    }
}

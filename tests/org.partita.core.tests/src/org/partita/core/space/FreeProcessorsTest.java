package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.MachineSpec;

class FreeProcessorsTest {

    private static FreeProcessors ring(int p) {
        return new FreeProcessors(MachineSpec.parseTopology("ring:" + p));
    }

    /**
     * The paper's §4.4 example: 10 free processors in runs of 7 and 3 cannot hold an 8-processor partition. Ring of
     * 12, processors 7 and 11 busy: free runs 0..6 (7) and 8..10 (3).
     */
    @Test
    void ringNeedsAConnectedRun() {
        FreeProcessors f = ring(12);
        f.take(12);
        f.give(new int[] {0, 1, 2, 3, 4, 5, 6});
        f.give(new int[] {8, 9, 10});
        assertEquals(10, f.free());
        assertEquals(7, f.largestBlock());
        assertNull(f.take(8));
        // best fit: a 2-processor partition comes from the 3-run, its first processors going clockwise
        assertArrayEquals(new int[] {8, 9}, f.take(2));
        // then the 1 left there is the best fit for 1
        assertArrayEquals(new int[] {10}, f.take(1));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6}, f.take(7));
        assertEquals(0, f.free());
    }

    /** A free run may wrap past P-1 to 0; ties between equal runs go to the lowest starting id. */
    @Test
    void ringWrapsAroundAndBreaksTiesByLowestStart() {
        FreeProcessors f = ring(8);
        f.take(8);
        f.give(new int[] {6, 7, 0, 1});
        assertEquals(4, f.largestBlock());
        assertArrayEquals(new int[] {6, 7, 0, 1}, f.take(4));

        FreeProcessors g = ring(10);
        g.take(10);
        g.give(new int[] {5, 6});
        g.give(new int[] {1, 2});
        assertArrayEquals(new int[] {1}, g.take(1));
    }

    @Test
    void busIsAPool() {
        FreeProcessors f = new FreeProcessors(MachineSpec.parseTopology("bus:8"));
        assertArrayEquals(new int[] {0, 1, 2}, f.take(3));
        assertArrayEquals(new int[] {3, 4}, f.take(2));
        f.give(new int[] {1});
        assertEquals(4, f.largestBlock()); // 1, 5, 6, 7: not connected, but a bus does not care
        assertArrayEquals(new int[] {1, 5, 6, 7}, f.take(4));
        assertNull(f.take(1));
        assertThrows(IllegalStateException.class, () -> f.give(new int[] {2, 2}));
    }

    @Test
    void otherTopologiesAreRefused() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> new FreeProcessors(MachineSpec.parseTopology("mesh:4x4")));
        assertTrue(e.getMessage().contains("bus"), e.getMessage());
    }
}

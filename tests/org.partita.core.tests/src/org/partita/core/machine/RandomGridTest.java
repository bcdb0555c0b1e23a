package org.partita.core.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The random heterogeneous grid of IPG-SaLaD's Table 1. */
class RandomGridTest {

    /** Without extra links the grid is its spanning tree: N - 1 links; with probability 1, every pair. */
    @Test
    void aSpanningTreePlusEachOtherPairWithTheLinkProbability() {
        Machine tree = new RandomGrid(30, 1, 5, 1, 5, 0).draw(new SplittableRandom(7));
        assertEquals(30, tree.size());
        assertEquals(29, tree.links().size());
        // each node i > 0 is linked to an earlier one: connected
        for (int i = 1; i < 30; i++) {
            String node = "p" + i;
            int self = i;
            assertTrue(tree.links().stream().anyMatch(l -> l.to().equals(node)
                    && Integer.parseInt(l.from().substring(1)) < self), node);
        }
        Machine full = new RandomGrid(12, 2, 2, 3, 3, 1).draw(new SplittableRandom(7));
        assertEquals(12 * 11 / 2, full.links().size());
        Set<String> pairs = new HashSet<>();
        for (Link l : full.links()) {
            assertTrue(pairs.add(l.from() + "-" + l.to()), "no duplicate link " + l);
            assertEquals(3, l.bandwidth(), 0);
        }
        for (Cluster c : full.clusters()) {
            assertEquals(1, c.topology().size());
            assertEquals(2, c.speed(), 0);
        }
    }

    @Test
    void speedsAndBandwidthsLieInTheirRangesAndTheSeedDecides() {
        RandomGrid g = new RandomGrid(50, 1, 5, 2, 4, 0.1);
        Machine a = g.draw(new SplittableRandom(3));
        for (Cluster c : a.clusters()) {
            assertTrue(c.speed() >= 1 && c.speed() <= 5, c.toString());
        }
        for (Link l : a.links()) {
            assertTrue(l.bandwidth() >= 2 && l.bandwidth() <= 4, l.toString());
        }
        Machine b = g.draw(new SplittableRandom(3));
        assertEquals(a.clusters(), b.clusters());
        assertEquals(a.links(), b.links());
    }

    @Test
    void badRangesAreClearErrors() {
        for (var bad : List.<Runnable>of(() -> new RandomGrid(0, 1, 5, 1, 5, 0.1),
                () -> new RandomGrid(10, 0, 5, 1, 5, 0.1), () -> new RandomGrid(10, 5, 1, 1, 5, 0.1),
                () -> new RandomGrid(10, 1, 5, 3, 2, 0.1), () -> new RandomGrid(10, 1, 5, 1, 5, 1.5))) {
            var e = assertThrows(IllegalArgumentException.class, bad::run);
            assertTrue(e.getMessage().startsWith("random-grid: "), e.getMessage());
        }
    }
}

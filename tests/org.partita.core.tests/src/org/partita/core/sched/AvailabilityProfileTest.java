package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class AvailabilityProfileTest {

    @Test
    void holdsAndReleasesFormASortedStepFunction() {
        AvailabilityProfile p = new AvailabilityProfile(10, 0);
        p.add(0, 20, -4); // a running job: 4 processors until 20
        p.reserve(20, 5, 10); // the whole machine over [20, 25)
        p.reserve(5, 10, 3); // a backfilled job over [5, 15)
        assertEquals("0:6 5:3 15:6 20:0 25:10", p.toString());
        assertEquals(3, p.freeAt(5));
        assertEquals(3, p.freeAt(14.999));
        assertEquals(6, p.freeAt(15));
        // 6 processors for 5 s: [0,5) only 5 long → at 15 (6 free until 20)
        assertEquals(0, p.earliestStart(0, 5, 6));
        assertEquals(15, p.earliestStart(1, 5, 6));
        assertEquals(25, p.earliestStart(1, 6, 6));
        assertEquals(25, p.earliestStart(0, 1, 7));
        assertEquals(Double.POSITIVE_INFINITY, p.earliestStart(0, 1, 11));
        // zero duration: the first instant with enough free processors
        assertEquals(15, p.earliestStart(6, 0, 6));
        // releasing the backfilled job merges the steps back
        p.add(5, 15, 3);
        assertEquals("0:6 20:0 25:10", p.toString());
        p.advanceTo(22);
        assertEquals("22:0 25:10", p.toString());
        assertEquals(2, p.breakpoints());
        assertThrows(IllegalStateException.class, () -> p.reserve(22, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> p.reserve(10, 1, 1));
    }

    /** Random holds and releases against a brute-force array over integer time; queries must agree. */
    @Test
    void agreesWithABruteForceArrayOverLongRandomRuns() {
        SplittableRandom rnd = new SplittableRandom(42);
        int cap = 16;
        int horizon = 1000;
        int[] free = new int[horizon];
        java.util.Arrays.fill(free, cap);
        AvailabilityProfile p = new AvailabilityProfile(cap, 0);
        int origin = 0;
        for (int step = 0; step < 20_000; step++) {
            int op = rnd.nextInt(10);
            if (op == 0 && origin < 300) {
                origin += rnd.nextInt(3);
                p.advanceTo(origin);
            } else if (op < 5) {
                int s = origin + rnd.nextInt(150);
                int e = s + 1 + rnd.nextInt(80);
                int q = 1 + rnd.nextInt(cap);
                int min = Integer.MAX_VALUE;
                for (int t = s; t < e; t++) {
                    min = Math.min(min, free[t]);
                }
                if (min >= q) {
                    p.add(s, e, -q);
                    for (int t = s; t < e; t++) {
                        free[t] -= q;
                    }
                } else {
                    String before = p.toString();
                    assertThrows(IllegalStateException.class, () -> p.add(s, e, -q));
                    assertEquals(before, p.toString(), "a rejected hold changes nothing");
                }
            } else {
                int from = origin + rnd.nextInt(150);
                int d = rnd.nextInt(60);
                int q = 1 + rnd.nextInt(cap);
                assertEquals(brute(free, from, d, q, horizon), p.earliestStart(from, d, q),
                        "from " + from + " d " + d + " q " + q + " in " + p);
            }
            for (int t = origin; t < 600; t += 7) {
                assertEquals(free[t], p.freeAt(t));
            }
        }
        // no two adjacent steps with the same count: at most one breakpoint per distinct change
        int changes = 1;
        for (int t = origin + 1; t < horizon; t++) {
            changes += free[t] != free[t - 1] ? 1 : 0;
        }
        assertEquals(changes, p.breakpoints());
    }

    private static double brute(int[] free, int from, int d, int q, int horizon) {
        for (int t = from; t < horizon; t++) {
            boolean ok = true;
            for (int u = t; u < Math.max(t + d, t + 1) && ok; u++) {
                ok = u >= horizon ? q <= 16 : free[u] >= q;
            }
            if (ok) {
                return t;
            }
        }
        return horizon;
    }
}

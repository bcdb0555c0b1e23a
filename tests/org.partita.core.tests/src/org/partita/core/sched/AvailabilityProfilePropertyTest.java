package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The profile against a brute-force array of free counts per unit of time, on random sequences of the
 * operations a scheduler performs: reserve where {@code earliestStart} says (and check the search cut at a limit,
 * the one a compression uses), release part or all of an earlier hold
 * (early completion), hold to infinity and give back, advance the origin. Every query ({@code earliestStart},
 * {@code freeAt}, {@code maxFree}), the printed step function and the breakpoint count must agree after every
 * operation — with the steps in arrays, in a tree, and moving between the two.
 */
class AvailabilityProfilePropertyTest {

    private static final int HORIZON = 1200;

    /** Reference: {@code free[t]} for integer {@code t}; the last cell stands for everything after it (never held). */
    private static final class Brute {
        final int cap;
        final int[] free = new int[HORIZON];
        int origin;

        Brute(int cap) {
            this.cap = cap;
            Arrays.fill(free, cap);
        }

        int at(int t) {
            return free[Math.min(t, HORIZON - 1)];
        }

        void add(int s, int e, int delta) {
            for (int t = s; t < Math.min(e, HORIZON); t++) {
                free[t] += delta;
            }
        }

        double earliest(int from, int d, int q) {
            if (q > cap) {
                return Double.POSITIVE_INFINITY;
            }
            for (int t = Math.max(from, origin); t < HORIZON; t++) {
                boolean ok = true;
                for (int u = t; u < Math.max(t + d, t + 1) && ok; u++) {
                    ok = at(u) >= q;
                }
                if (ok) {
                    return t;
                }
            }
            return Double.POSITIVE_INFINITY;
        }

        /** The earliest start in {@code [from, limit)} whose window, cut at {@code limit}, has {@code q} free. */
        double earliestBefore(int from, int d, int q, int limit) {
            if (q > cap) {
                return Double.POSITIVE_INFINITY;
            }
            for (int t = Math.max(from, origin); t < limit; t++) {
                boolean ok = true;
                for (int u = t; u < Math.max(Math.min(t + d, limit), t + 1) && ok; u++) {
                    ok = at(u) >= q;
                }
                if (ok) {
                    return t;
                }
            }
            return Double.POSITIVE_INFINITY;
        }

        int max(int from, int to) {
            int m = at(from);
            for (int t = from; t < to; t++) {
                m = Math.max(m, at(t));
            }
            return m;
        }

        String steps() {
            StringBuilder b = new StringBuilder();
            for (int t = origin; t < HORIZON; t++) {
                if (t == origin || free[t] != free[t - 1]) {
                    b.append(b.length() == 0 ? "" : " ").append(t).append(':').append(free[t]);
                }
            }
            return b.toString();
        }
    }

    private record Hold(int start, int end, int procs) {
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomOperationSequencesAgreeWithTheBruteForceArray(long seed) {
        // arrays only, a tree only, and switching between the two every few breakpoints
        for (int treeAbove : new int[] {AvailabilityProfile.DEFAULT_TREE_ABOVE, 0, 6}) {
            agreeWithTheBruteForceArray(seed, treeAbove);
        }
    }

    private void agreeWithTheBruteForceArray(long seed, int treeAbove) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cap = 1 + rnd.nextInt(40);
        AvailabilityProfile p = new AvailabilityProfile(cap, 0, treeAbove);
        Brute b = new Brute(cap);
        List<Hold> holds = new ArrayList<>();
        for (int step = 0; step < 4000; step++) {
            int op = rnd.nextInt(12);
            if (op == 0 && b.origin < 400) {
                b.origin += rnd.nextInt(4);
                p.advanceTo(b.origin);
                holds.removeIf(h -> h.end <= b.origin);
            } else if (op <= 4) { // plan a job where the profile says, as a scheduler does
                int from = b.origin + rnd.nextInt(100);
                int d = rnd.nextInt(40);
                int q = 1 + rnd.nextInt(cap + 1);
                double expected = b.earliest(from, d, q);
                assertEquals(expected, p.earliestStart(from, d, q), "from " + from + " d " + d + " q " + q);
                int limit = from + rnd.nextInt(120);
                assertEquals(b.earliestBefore(from, d, q, limit), p.earliestStart(from, d, q, limit),
                        "from " + from + " d " + d + " q " + q + " before " + limit);
                if (expected != Double.POSITIVE_INFINITY && expected + d < HORIZON - 1 && d > 0) {
                    int s = (int) expected;
                    p.reserve(s, d, q);
                    b.add(s, s + d, -q);
                    holds.add(new Hold(s, s + d, q));
                }
            } else if (op <= 6 && !holds.isEmpty()) { // an early completion: give back the tail of a hold
                Hold h = holds.remove(rnd.nextInt(holds.size()));
                int from = Math.max(b.origin, h.start + rnd.nextInt(h.end - h.start + 1));
                p.add(from, h.end, h.procs);
                b.add(from, h.end, h.procs);
            } else if (op == 7) { // an overbooking is refused and changes nothing
                int s = b.origin + rnd.nextInt(100);
                int e = s + 1 + rnd.nextInt(50);
                int q = 1 + rnd.nextInt(cap);
                if (minOf(b, s, e) < q) {
                    String before = p.toString();
                    assertThrows(IllegalStateException.class, () -> p.add(s, e, -q));
                    assertEquals(before, p.toString());
                }
            } else if (op == 8) { // a hold to infinity, given back at once
                int s = b.origin + rnd.nextInt(100);
                int q = 1 + rnd.nextInt(cap);
                if (minOf(b, s, HORIZON) >= q) {
                    p.add(s, Double.POSITIVE_INFINITY, -q);
                    assertEquals(b.at(s) - q, p.freeAt(s));
                    assertEquals(b.at(HORIZON - 1) - q, p.freeAt(1e12));
                    p.add(s, Double.POSITIVE_INFINITY, q);
                }
            } else {
                int from = b.origin + rnd.nextInt(150);
                int to = from + rnd.nextInt(80);
                assertEquals(b.max(from, to), p.maxFree(from, to), "maxFree " + from + " " + to);
                double half = from + 0.5;
                assertEquals(b.at(from), p.freeAt(half));
            }
            assertEquals(b.steps(), p.toString(), "after step " + step);
            assertEquals(b.steps().split(" ").length, p.breakpoints());
        }
    }

    private static int minOf(Brute b, int s, int e) {
        int m = Integer.MAX_VALUE;
        for (int t = s; t < e; t++) {
            m = Math.min(m, b.at(t));
        }
        return m;
    }
}

package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The prefix sums of estimated releases against a sorted map walked from the earliest end (EASY's former shadow
 * time computation), on random sequences of job starts and completions: the shadow time and extra processors, the
 * processors released by a time, the first end releasing a count, and the number of distinct ends must agree after
 * every operation.
 */
class EstimatedReleasesTest {

    /** The linear walk: releases in order of end, an end before {@code now} counting as {@code now}. */
    private static EstimatedReleases.Shadow naiveShadow(TreeMap<Double, Integer> releases, double now, int free,
            int need) {
        if (free >= need) {
            return new EstimatedReleases.Shadow(now, free - need);
        }
        double shadow = Double.POSITIVE_INFINITY;
        int avail = free;
        for (Map.Entry<Double, Integer> e : releases.entrySet()) {
            double t = Math.max(e.getKey(), now);
            if (avail >= need && t > shadow) {
                break;
            }
            avail += e.getValue();
            if (avail >= need && shadow == Double.POSITIVE_INFINITY) {
                shadow = t;
            }
        }
        return shadow == Double.POSITIVE_INFINITY ? null : new EstimatedReleases.Shadow(shadow, avail - need);
    }

    private static int naiveReleasedBy(TreeMap<Double, Integer> releases, double t) {
        int s = 0;
        for (int v : releases.headMap(t, true).values()) {
            s += v;
        }
        return s;
    }

    private static double naiveFirstEnd(TreeMap<Double, Integer> releases, int processors) {
        int s = 0;
        for (Map.Entry<Double, Integer> e : releases.entrySet()) {
            s += e.getValue();
            if (s >= processors) {
                return e.getKey();
            }
        }
        return Double.POSITIVE_INFINITY;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, 2026})
    void agreesWithALinearWalk(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        EstimatedReleases tree = new EstimatedReleases();
        TreeMap<Double, Integer> naive = new TreeMap<>();
        List<double[]> running = new ArrayList<>(); // {end, processors}
        int spread = 5 + r.nextInt(200); // few distinct ends: many jobs share one
        for (int step = 0; step < 4000; step++) {
            if (running.isEmpty() || r.nextInt(100) < 55) {
                double end = r.nextInt(4) == 0 ? r.nextInt(spread) + r.nextDouble() : r.nextInt(spread);
                int p = 1 + r.nextInt(16);
                start(tree, naive, running, end, p);
            } else {
                finish(tree, naive, running.remove(r.nextInt(running.size())));
            }
            assertEquals(naive.size(), tree.size());
            for (int q = 0; q < 5; q++) {
                double now = r.nextInt(spread + 10) - 5 + (r.nextBoolean() ? 0 : r.nextDouble());
                int free = r.nextInt(20);
                int need = 1 + r.nextInt(r.nextBoolean() ? 40 : 400);
                assertEquals(naiveShadow(naive, now, free, need), tree.shadow(now, free, need),
                        "seed " + seed + " step " + step + " now " + now + " free " + free + " need " + need);
                assertEquals(naiveReleasedBy(naive, now), tree.releasedBy(now));
                assertEquals(naiveFirstEnd(naive, need), tree.firstEndReleasing(need));
            }
        }
    }

    /**
     * Thousands of distinct ends at once, growing then shrinking: blocks split, empty out and go, and the queries
     * cross many blocks.
     */
    @Test
    void agreesWithALinearWalkOverManyBlocks() {
        SplittableRandom r = new SplittableRandom(32);
        EstimatedReleases tree = new EstimatedReleases();
        TreeMap<Double, Integer> naive = new TreeMap<>();
        List<double[]> running = new ArrayList<>();
        for (int step = 0; step < 30_000; step++) {
            boolean growing = step < 12_000 || (step > 20_000 && step < 24_000);
            if (running.isEmpty() || r.nextInt(100) < (growing ? 80 : 20)) {
                double end = r.nextInt(3) == 0 ? r.nextInt(500) : r.nextDouble() * 10_000;
                int p = 1 + r.nextInt(8);
                start(tree, naive, running, end, p);
            } else {
                finish(tree, naive, running.remove(r.nextInt(running.size())));
            }
            assertEquals(naive.size(), tree.size());
            if (step % 7 == 0) {
                double now = r.nextDouble() * 10_500 - 200;
                int free = r.nextInt(50);
                int need = 1 + r.nextInt(r.nextBoolean() ? 200 : 20_000);
                assertEquals(naiveShadow(naive, now, free, need), tree.shadow(now, free, need), "step " + step);
                assertEquals(naiveReleasedBy(naive, now), tree.releasedBy(now));
                assertEquals(naiveFirstEnd(naive, need), tree.firstEndReleasing(need));
            }
        }
    }

    @Test
    void sharedShadowTimeCountsEveryJobEndingThen() {
        EstimatedReleases tree = new EstimatedReleases();
        tree.add(10, 4);
        tree.add(20, 3);
        tree.add(20, 5);
        tree.add(30, 1);
        assertEquals(new EstimatedReleases.Shadow(20, 4 + 8 + 2 - 10), tree.shadow(0, 2, 10));
        // ends before now count as now, all of them
        assertEquals(new EstimatedReleases.Shadow(25, 4 + 8 + 2 - 5), tree.shadow(25, 2, 5));
        assertEquals(new EstimatedReleases.Shadow(0, 1), tree.shadow(0, 6, 5));
        assertNull(tree.shadow(0, 2, 100));
        tree.remove(20, 8);
        assertEquals(2, tree.size());
        assertEquals(new EstimatedReleases.Shadow(30, 2 + 5 - 7), tree.shadow(0, 2, 7));
    }

    @Test
    void removingMoreThanReleasedThrows() {
        EstimatedReleases tree = new EstimatedReleases();
        tree.add(10, 4);
        assertThrows(IllegalStateException.class, () -> tree.remove(10, 5));
        assertThrows(IllegalStateException.class, () -> tree.remove(11, 1));
        assertEquals(4, tree.releasedBy(10));
    }

    /** A job of {@code p} processors ending at {@code end} starts: the tree and the reference both learn it. */
    private static void start(EstimatedReleases tree, TreeMap<Double, Integer> naive, List<double[]> running,
            double end, int p) {
        running.add(new double[] {end, p});
        tree.add(end, p);
        naive.merge(end, p, Integer::sum);
    }

    /** A running job {@code {end, processors}} finishes: removed from the tree and the reference alike. */
    private static void finish(EstimatedReleases tree, TreeMap<Double, Integer> naive, double[] job) {
        tree.remove(job[0], (int) job[1]);
        naive.computeIfPresent(job[0], (k, v) -> v == (int) job[1] ? null : v - (int) job[1]);
    }
}

package org.partita.core.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.random.RandomGenerator;

import org.junit.jupiter.api.Test;

class RandomStreamsTest {

    private static long[] draw(RandomGenerator g, int n) {
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            v[i] = g.nextLong();
        }
        return v;
    }

    @Test
    void sameSeedAndNameGiveTheSameSequence() {
        assertArrayEquals(draw(new RandomStreams(42).stream("arrivals"), 100),
                draw(new RandomStreams(42).stream("arrivals"), 100));
    }

    @Test
    void aStreamDoesNotDependOnOtherStreamsOrTheirUse() {
        RandomStreams a = new RandomStreams(42);
        long[] alone = draw(a.stream("service"), 50);

        RandomStreams b = new RandomStreams(42);
        RandomGenerator arrivals = b.stream("arrivals");
        draw(arrivals, 1000); // another purpose consumes numbers first
        RandomGenerator extra = b.stream("new-metric"); // and a new stream is added
        draw(extra, 10);
        assertArrayEquals(alone, draw(b.stream("service"), 50));
    }

    @Test
    void namesSeedsAndChildrenGiveDifferentStreams() {
        long[] base = draw(new RandomStreams(42).stream("arrivals"), 20);
        assertFalse(Arrays.equals(base, draw(new RandomStreams(42).stream("service"), 20)));
        assertFalse(Arrays.equals(base, draw(new RandomStreams(43).stream("arrivals"), 20)));
        assertFalse(Arrays.equals(base, draw(new RandomStreams(42).child("rep-1").stream("arrivals"), 20)));
        assertFalse(Arrays.equals(draw(new RandomStreams(42).child("rep-1").stream("arrivals"), 20),
                draw(new RandomStreams(42).child("rep-2").stream("arrivals"), 20)));
    }

    @Test
    void derivationIsTheDocumentedFormula() {
        // FNV-1a 64 of "a" is the published test vector 0xaf63dc4c8601ec8c
        assertEquals(0xaf63dc4c8601ec8cL, RandomStreams.fnv1a64("a"));
        long h = 0xaf63dc4c8601ec8cL;
        assertEquals(RandomStreams.mix64((7L ^ Long.rotateLeft(h, 17)) + h), RandomStreams.derive(7, "a"));
    }

    @Test
    void streamsAreUniformEnough() {
        RandomGenerator g = new RandomStreams(1).stream("u");
        double sum = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            sum += g.nextDouble();
        }
        assertEquals(0.5, sum / n, 0.005);
    }
}

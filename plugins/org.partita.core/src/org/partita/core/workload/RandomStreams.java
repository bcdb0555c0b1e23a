package org.partita.core.workload;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Named, independent random-number streams derived from one seed.
 *
 * <p>Each stream is a {@link SplittableRandom} seeded with {@code mix(seed, fnv1a64(name))}, where {@code fnv1a64}
 * is the 64-bit FNV-1a hash of the stream name's UTF-8 bytes and {@code mix} is the SplitMix64 finaliser applied to
 * {@code seed ^ rotl(hash, 17)} then {@code + hash}. The state a stream starts from therefore depends only on the
 * seed and its name, never on which other streams exist or how many numbers they drew: adding a pipeline, a metric
 * or a new stream leaves every other stream's numbers unchanged.
 *
 * <p>Hierarchies are built with {@link #child(String)}: {@code streams.child("rep-3").child("point-0")} is a new
 * {@code RandomStreams} whose seed is derived the same way. Conventional names: {@code arrivals},
 * {@code service}, {@code shapes}, {@code flags}, and {@code alloc/<pipeline>} for allocator randomness.
 */
public final class RandomStreams {

    private final long seed;

    public RandomStreams(long seed) {
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    /** A fresh generator for the stream {@code name}; two calls with the same name give identical sequences. */
    public RandomGenerator stream(String name) {
        return new SplittableRandom(derive(seed, name));
    }

    /** A derived family of streams, e.g. per replication or per sweep point. */
    public RandomStreams child(String name) {
        return new RandomStreams(derive(seed, name));
    }

    /** The seed of stream {@code name} under {@code seed} (see the class comment for the formula). */
    public static long derive(long seed, String name) {
        long h = fnv1a64(name);
        return mix64((seed ^ Long.rotateLeft(h, 17)) + h);
    }

    /** 64-bit FNV-1a hash of the UTF-8 bytes of {@code s}. */
    public static long fnv1a64(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= (b & 0xff);
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** SplitMix64 finaliser (Steele, Lea, Flood 2014). */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}

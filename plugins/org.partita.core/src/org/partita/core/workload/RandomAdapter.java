package org.partita.core.workload;

import org.apache.commons.math3.random.RandomGenerator;

/**
 * Lets commons-math3 distributions draw from one of the engine's named streams
 * ({@link java.util.random.RandomGenerator}). Re-seeding is not supported: a stream's seed is fixed by its name.
 */
public final class RandomAdapter implements RandomGenerator {

    private final java.util.random.RandomGenerator g;

    public RandomAdapter(java.util.random.RandomGenerator g) {
        this.g = g;
    }

    @Override
    public void setSeed(int seed) {
        throw new UnsupportedOperationException("streams are seeded by name");
    }

    @Override
    public void setSeed(int[] seed) {
        throw new UnsupportedOperationException("streams are seeded by name");
    }

    @Override
    public void setSeed(long seed) {
        throw new UnsupportedOperationException("streams are seeded by name");
    }

    @Override
    public void nextBytes(byte[] bytes) {
        g.nextBytes(bytes);
    }

    @Override
    public int nextInt() {
        return g.nextInt();
    }

    @Override
    public int nextInt(int n) {
        return g.nextInt(n);
    }

    @Override
    public long nextLong() {
        return g.nextLong();
    }

    @Override
    public boolean nextBoolean() {
        return g.nextBoolean();
    }

    @Override
    public float nextFloat() {
        return g.nextFloat();
    }

    @Override
    public double nextDouble() {
        return g.nextDouble();
    }

    @Override
    public double nextGaussian() {
        return g.nextGaussian();
    }
}

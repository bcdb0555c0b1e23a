package org.partita.core.experiment;

/**
 * Shard {@code index} of {@code count} (1-based) of an experiment's runs: the part one process runs when a sweep is
 * spread over independent processes, e.g. the tasks of a Slurm job array. Which runs belong to which shard is decided
 * by {@link ShardPlan}; every shard stores its finished runs in the shared results store, and a merge assembles the
 * result files from there.
 */
public record Shard(int index, int count) {

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + " does not exist: K/N needs "
                    + "1 <= K <= N");
        }
    }

    /**
     * Parses {@code K/N}.
     *
     * @throws IllegalArgumentException with a message that says what is wrong
     */
    public static Shard parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a shard: write K/N, e.g. 2/4 for the second "
                    + "of four shards");
        }
        int k;
        int n;
        try {
            k = Integer.parseInt(text.substring(0, slash).trim());
            n = Integer.parseInt(text.substring(slash + 1).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a shard: K and N of K/N must be whole numbers");
        }
        return new Shard(k, n);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}

package org.partita.core.experiment;

/**
 * How an experiment's runs were obtained: simulated now, read back from its own store (an incremental or resumed
 * run), or copied from another experiment's store ({@link SharedRuns}). Not part of the results: the files are the
 * same whichever way a run was obtained.
 */
public record RunCounts(int simulated, int stored, int shared) {

    /** No run: a result made otherwise (a merge reports its runs as stored). */
    public static final RunCounts NONE = new RunCounts(0, 0, 0);

    /** All runs of the result. */
    public int total() {
        return simulated + stored + shared;
    }
}

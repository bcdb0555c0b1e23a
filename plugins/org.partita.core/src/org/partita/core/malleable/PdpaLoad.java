package org.partita.core.malleable;

/**
 * When PDPA counts the machine as heavily loaded, which selects its efficiency bounds for the quantum
 * ({@code Calculate_target_efficiency()}, Fig. 5.8): {@code (high_eff, low_eff)} = (0.9, 0.7) under heavy load and
 * (0.7, 0.5) under light load (§5.3.3).
 *
 * <p>The thesis (§5.3.3) defines the bounds "as a function of the running applications" and recomputes them at the
 * start of each quantum, before processing the applications; it does not print the function. {@link #RUNNING}, the
 * default, reads "heavily loaded" as the thesis uses the words in §5.5.1: the running applications ask for more
 * processors than the machine has (four applications requesting 30 on 60 processors: "high loaded", 15 each under
 * Equipartition; two of them: "low loaded", 30 each). {@link #LEVEL} is the other reading the text admits: §5.3.3
 * names "the number of running or queued applications" as what such a function may use, and §5.5.1 ties "high
 * loaded" to the multiprogramming level of four; it counts the running applications against the default level.
 * Both readings agree on §5.5.1's two cases; they differ when fewer applications than the level ask for more than
 * the machine (three of 30 on 60: heavy by requests, light by count). The other rules are options.
 */
public enum PdpaLoad {
    /** Heavy when the requests of the running applications add up to more than the machine's processors. */
    RUNNING,
    /** Heavy when at least as many applications run as the default multiprogramming level (the count reading). */
    LEVEL,
    /** Heavy exactly when jobs wait in the queue (a function of the queued applications, not the thesis' rule). */
    QUEUED,
    /** Always the heavy-load bounds. */
    HEAVY,
    /** Always the light-load bounds. */
    LIGHT;

    /**
     * Whether the machine is heavily loaded this quantum.
     *
     * @param requested  the sum of the requests of the running applications (those started at this instant included)
     * @param running    how many applications run (those started at this instant included)
     * @param processors the machine's processors
     * @param level      the default multiprogramming level
     * @param queued     whether jobs wait in the queue
     */
    public boolean heavy(long requested, int running, int processors, int level, boolean queued) {
        return switch (this) {
            case RUNNING -> requested > processors;
            case LEVEL -> running >= level;
            case QUEUED -> queued;
            case HEAVY -> true;
            case LIGHT -> false;
        };
    }
}

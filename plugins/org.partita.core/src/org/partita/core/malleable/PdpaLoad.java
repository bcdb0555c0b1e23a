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
 * Equipartition; two of them: "low loaded", 30 each). The other rules are options.
 */
public enum PdpaLoad {
    /** Heavy when the requests of the running applications add up to more than the machine's processors. */
    RUNNING,
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
     * @param processors the machine's processors
     * @param queued     whether jobs wait in the queue
     */
    public boolean heavy(long requested, int processors, boolean queued) {
        return switch (this) {
            case RUNNING -> requested > processors;
            case QUEUED -> queued;
            case HEAVY -> true;
            case LIGHT -> false;
        };
    }
}

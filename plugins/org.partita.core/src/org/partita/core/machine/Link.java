package org.partita.core.machine;

/**
 * A network link between two clusters of a grid.
 *
 * @param from      cluster name
 * @param to        cluster name
 * @param bandwidth bandwidth in the experiment's data units per second, &gt; 0
 */
public record Link(String from, String to, double bandwidth) {
    public Link {
        if (!(bandwidth > 0) || Double.isInfinite(bandwidth)) {
            throw new IllegalArgumentException("link " + from + "-" + to + ": bandwidth must be positive");
        }
        if (from.equals(to)) {
            throw new IllegalArgumentException("link " + from + "-" + to + " connects a cluster to itself");
        }
    }
}

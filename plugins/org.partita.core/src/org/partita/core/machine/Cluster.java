package org.partita.core.machine;

/**
 * One homogeneous group of nodes in a {@link Machine}.
 *
 * @param name     unique name within the machine
 * @param topology its interconnect (local node ids {@code 0 .. topology.size()-1})
 * @param speed    relative processor speed (1 = reference); a job's run time is divided by the slowest speed
 *                 among its nodes
 */
public record Cluster(String name, Topology topology, double speed) {
    public Cluster {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a cluster needs a name");
        }
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("cluster " + name + ": speed must be positive, got " + speed);
        }
    }
}

package org.partita.core.experiment;

/**
 * Identifies one run: indices into the experiment's pipelines and sweep points, and the replication number
 * (1-based). Runs are ordered by pipeline, then point, then replication — the row order of every result file.
 */
public record RunKey(int pipeline, int point, int replication) implements Comparable<RunKey> {

    /**
     * Written out, with the generated one's value ((pipeline · 31 + point) · 31 + replication), so that hash sets of
     * keys keep their order: the generated {@code equals} and {@code hashCode} define method-handle classes at their
     * first call, none from the ahead-of-time cache.
     */
    @Override
    public int hashCode() {
        return (pipeline * 31 + point) * 31 + replication;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunKey k && pipeline == k.pipeline && point == k.point && replication == k.replication;
    }

    @Override
    public int compareTo(RunKey o) {
        int c = Integer.compare(pipeline, o.pipeline);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(point, o.point);
        return c != 0 ? c : Integer.compare(replication, o.replication);
    }
}

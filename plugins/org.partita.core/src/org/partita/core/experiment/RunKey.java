package org.partita.core.experiment;

/**
 * Identifies one run: indices into the experiment's pipelines and sweep points, and the replication number
 * (1-based). Runs are ordered by pipeline, then point, then replication — the row order of every result file.
 */
public record RunKey(int pipeline, int point, int replication) implements Comparable<RunKey> {

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

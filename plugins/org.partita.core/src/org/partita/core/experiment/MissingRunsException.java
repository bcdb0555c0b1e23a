package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.partita.core.model.SweepPoint;

/** A merge found runs that are not stored yet; the message names each of them and the shard that owns it. */
public final class MissingRunsException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient List<RunKey> missing;

    public MissingRunsException(String message, List<RunKey> missing) {
        super(message);
        this.missing = List.copyOf(missing);
    }

    /** The missing runs, in key order (empty when there was no store at all). */
    public List<RunKey> missing() {
        return missing;
    }

    /**
     * The message of a merge that misses runs: which, with their pipeline, sweep point, replication and owning shard
     * (when the store's shards are of one split).
     *
     * @param shards the state of each shard that wrote into the store
     * @param total  the runs needed so far
     */
    static String describe(Experiment experiment, Path outDir, Map<Shard, String> shards, List<RunKey> missing,
            int total) {
        Set<Integer> counts = new TreeSet<>();
        shards.keySet().forEach(s -> counts.add(s.count()));
        ShardPlan plan = counts.size() == 1 ? ShardPlan.of(experiment, counts.iterator().next()) : null;
        StringBuilder b = new StringBuilder();
        b.append(outDir).append(": ").append(missing.size()).append(" of ").append(total)
                .append(" runs are not stored");
        if (experiment.replications().sequential()) {
            b.append(" (with sequential stopping, more may follow once these are done)");
        }
        b.append(':');
        int shown = 0;
        for (RunKey k : missing) {
            if (shown++ == 20) {
                b.append("\n  ... and ").append(missing.size() - 20).append(" more");
                break;
            }
            b.append("\n  pipeline ").append(experiment.pipelines().get(k.pipeline()).name());
            SweepPoint p = experiment.points().get(k.point());
            for (SweepPoint.Variable v : p.variables()) {
                b.append(' ').append(v.name()).append('=').append(v.value());
            }
            b.append(" replication ").append(k.replication());
            if (plan != null) {
                Shard owner = new Shard(plan.shardOf(k), plan.count());
                String state = shards.get(owner);
                b.append(" (shard ").append(owner).append(", ")
                        .append(state == null ? "never started" : state.equals(RunStore.FINISHED) ? "finished"
                                : "started, not finished").append(')');
            }
        }
        if (plan == null && !counts.isEmpty()) {
            b.append("\nthe store holds runs of shards of different splits (").append(counts)
                    .append(" shards): run the missing ones with --resume");
        } else if (plan == null) {
            b.append("\nno shard has written into the store");
        }
        return b.toString();
    }
}

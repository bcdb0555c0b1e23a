package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.model.SweepPoint;

/**
 * Which shard runs which run of an experiment, decided from the experiment alone, so that every process of a job
 * array computes the same plan.
 *
 * <p>The unit of work is a run (pipeline, sweep point, replication); with sequential stopping it is a whole
 * (pipeline, sweep point) group, because whether a group needs another replication depends on its earlier ones.
 * Units are spread by the longest-processing-time rule: dearest first, each to the shard with the least expected
 * work so far (ties to the lower shard). The expected cost of a run is {@code 1 / (1 - load)} at a sweep point with
 * a variable {@code load} (or {@code utilisation}, {@code utilization}) below 1 — a queue's length, and with it the
 * scheduler's work per job, grows like that — {@value #SATURATED_COST} at or above 1, and 1 otherwise.
 */
public final class ShardPlan {

    /** The expected cost of a run at an offered load of 1 or more (capped, not infinite). */
    public static final double SATURATED_COST = 20;

    private final Experiment experiment;
    private final int count;
    private final boolean byGroup;
    private final Map<RunKey, Integer> shardOf = new HashMap<>();
    private final double[] load;

    private ShardPlan(Experiment experiment, int count) {
        this.experiment = experiment;
        this.count = count;
        this.byGroup = experiment.replications().sequential();
        this.load = new double[count];
    }

    /** The plan for {@code count} shards. */
    public static ShardPlan of(Experiment experiment, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a plan needs at least one shard");
        }
        ShardPlan plan = new ShardPlan(experiment, count);
        plan.assign();
        return plan;
    }

    private void assign() {
        record Unit(RunKey key, double cost) {
        }
        Replications reps = experiment.replications();
        List<Unit> units = new ArrayList<>();
        for (int p = 0; p < experiment.pipelines().size(); p++) {
            for (int s = 0; s < experiment.points().size(); s++) {
                double c = cost(experiment.points().get(s));
                if (byGroup) {
                    units.add(new Unit(new RunKey(p, s, 0), c * reps.min()));
                } else {
                    for (int r = 1; r <= reps.min(); r++) {
                        units.add(new Unit(new RunKey(p, s, r), c));
                    }
                }
            }
        }
        units.sort(Comparator.comparingDouble(Unit::cost).reversed().thenComparing(Unit::key));
        for (Unit u : units) {
            int best = 0;
            for (int i = 1; i < count; i++) {
                if (load[i] < load[best]) {
                    best = i;
                }
            }
            load[best] += u.cost();
            shardOf.put(u.key(), best + 1);
        }
    }

    /**
     * The number of independent units of {@code experiment}'s work: its runs, or with sequential stopping its
     * (pipeline, sweep point) groups — more shards than this leave some idle.
     */
    public static int units(Experiment experiment) {
        int groups = experiment.pipelines().size() * experiment.points().size();
        return experiment.replications().sequential() ? groups : groups * experiment.replications().min();
    }

    /** The expected cost of one run at {@code point} (see the class comment). */
    public static double cost(SweepPoint point) {
        for (String name : List.of("load", "utilisation", "utilization")) {
            String v = point.get(name);
            if (v != null) {
                try {
                    double rho = Double.parseDouble(v);
                    if (rho > 0 && rho < 1) {
                        return Math.min(SATURATED_COST, 1 / (1 - rho));
                    }
                    if (rho >= 1) {
                        return SATURATED_COST;
                    }
                } catch (NumberFormatException e) {
                    // not a number: no information about the cost
                }
            }
        }
        return 1;
    }

    /** The number of shards. */
    public int count() {
        return count;
    }

    /** The shard (1-based) that runs {@code key}. */
    public int shardOf(RunKey key) {
        Integer s = shardOf.get(byGroup ? new RunKey(key.pipeline(), key.point(), 0) : key);
        if (s == null) {
            throw new IllegalArgumentException("no run " + key + " in experiment " + experiment.name());
        }
        return s;
    }

    /**
     * Whether {@code shard} runs {@code key}: no shard runs the replications that {@code until decided} adds
     * ({@link #runByMerge}).
     */
    public boolean runs(Shard shard, RunKey key) {
        return !runByMerge(experiment, key) && shardOf(key) == shard.index();
    }

    /**
     * Whether the merge runs {@code key}: under {@code replications … until decided} the shards run the first
     * replications, and which further ones the claims need is known only once all of them are stored.
     */
    public static boolean runByMerge(Experiment experiment, RunKey key) {
        Replications r = experiment.replications();
        return r.untilDecidedApplies() && key.replication() > r.min();
    }

    /** The expected work of each shard, in units of one run at no load (index 0 is shard 1). */
    public double[] expectedWork() {
        return load.clone();
    }
}

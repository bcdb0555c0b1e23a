package org.partita.core.space;

import java.util.List;

import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;

/**
 * Dandamudi and Yu's space sharing as registered in {@link org.partita.core.experiment.RunModels}: the
 * {@code partition} stage policies ({@link StrategyDescriptor}s with their factories) and the {@code structure}
 * workload traits ({@link StrategyDescriptor}s).
 */
public final class SpacePolicies {

    private SpacePolicies() {
    }

    private static final String PAPER = "Dandamudi and Yu, Performance Sensitivity of Space-Sharing Processor "
            + "Scheduling in Distributed-Memory Multicomputers";

    /** {@code release all-or-none | eager} (§2.4). */
    public static final Parameter RELEASE = Parameter.word("release", "all-or-none", List.of("all-or-none", "eager"),
            "all-or-none: a job keeps its whole partition until it completes; eager: Eager Release (§2.4, §4.2), a "
            + "job gives back idle processors it can no longer use before it terminates (the most tasks still "
            + "able to run at once), highest partition position first; on a ring only from the end of its "
            + "partition, so that it stays contiguous");

    /** {@code cap no | yes} (digest §I.2.3). */
    public static final Parameter CAP = Parameter.word("cap", "no", List.of("no", "yes"),
            "whether a partition is capped at the job's maximum parallelism; no (the default) is the paper's "
            + "formula, max(1, ceil(P / (Q + 1 + f·S))), which has no cap, and the reading its §4.1 needs: MAP's "
            + "smaller partitions \"decrease internal fragmentation\", the mismatch between partition and "
            + "requirement of §1, which only exists if a partition may exceed the job's parallelism; yes caps it, "
            + "the reading of Fig. 5's caption (eager release has no impact on fork-join jobs)");

    /** {@code contiguous yes | no} (§4.4). */
    public static final Parameter CONTIGUOUS = Parameter.word("contiguous", "yes", List.of("no", "yes"),
            "on a ring, whether a partition must be a connected run of processors; no treats the ring's processors "
            + "as a pool, as a bus does, the paper's way out: with wormhole routing \"it is possible to consider "
            + "the processors connected by a specific topology to be treated like a pool of processors\" (§4.4); "
            + "no effect on a bus");

    /** {@code recompute job | pass} (digest §I.2.1). */
    public static final Parameter RECOMPUTE = Parameter.word("recompute", "job", List.of("job", "pass"),
            "job: the target size is recomputed for every job scheduled, with the current queue length and "
            + "scheduled-job count (what the paper's §2.2 example needs: 11 then 16 processors on 32); pass: "
            + "computed once per scheduling pass, as the pseudocode is literally written");

    /** {@code partition ap}: Rosti et al.'s AP2 (§2.2). */
    public static final StrategyDescriptor AP = partition("ap", null,
            "adaptive partitioning AP: partition = max(1, ceil(P / (queued + 1))), FCFS with head-of-line blocking",
            PAPER + " §2.2 (AP2 of Rosti et al.)", List.of(RELEASE, CAP, RECOMPUTE, CONTIGUOUS));

    /** {@code partition map f}: the modified adaptive policy (§2.3). */
    public static final StrategyDescriptor MAP = partition("map", "f",
            "modified adaptive partitioning MAP: partition = max(1, ceil(P / (queued + 1 + f·S))) with S the "
            + "scheduled jobs, FCFS with head-of-line blocking; f = 0 is AP",
            PAPER + " §2.3", List.of(
                    Parameter.fraction("f", "0.5", "weight of the scheduled (running) jobs S in the partition size, "
                            + "0 ≤ f ≤ 1 (f = 0 is AP, f = 1 aims at equal partitions); the paper's default is "
                            + "0.5 (Fig. 2 uses 0.75, the recommended range is 0.5–0.75, §4.3)"),
                    RELEASE, CAP, RECOMPUTE, CONTIGUOUS));

    /** {@code partition fixed size}: the fixed-partition baseline (§2.1). */
    public static final StrategyDescriptor FIXED = partition("fixed", "size",
            "fixed partitioning: every job gets the same partition size (capped at P), FCFS with head-of-line "
            + "blocking; a baseline the paper defines but does not simulate",
            PAPER + " §2.1", List.of(
                    Parameter.integer("size", null, 1, Integer.MAX_VALUE, "the partition size (processors)"),
                    RELEASE, CAP, CONTIGUOUS));

    /** The partition policies, in registration order. */
    public static final List<StrategyDescriptor> PARTITION = List.of(AP, MAP, FIXED);

    /**
     * The partition policies with the factories making their {@link PartitionPolicy} from a stage's parameters
     * (errors name the stage and the parameter), in registration order.
     */
    public static final List<Strategy> STRATEGIES = List.of(
            new Strategy(AP, c -> PartitionPolicy.ap()),
            new Strategy(MAP, c -> PartitionPolicy.map(c.values(MAP).number(MAP.declared("f")))),
            new Strategy(FIXED, c -> new PartitionPolicy.Fixed(c.values(FIXED).integer(FIXED.declared("size")))));

    /**
     * The core's partition policies, provided exactly as a strategy provider outside the core provides its own
     * (compare {@code extensions/strategies}' {@code ExampleStrategies}); {@code experiment.StandardStrategies}
     * registers it.
     */
    public static final class CorePartitions implements StrategyProvider {

        @Override
        public List<Strategy> strategies() {
            return STRATEGIES;
        }
    }

    /** The paper's policies alone, for the one-policy convenience {@link PartitionSettings#of(Stage)}. */
    static final StrategyRegistry PAPER_POLICIES = new StrategyRegistry().addAll(new CorePartitions(),
            StrategyRegistry.BUILT_IN);

    private static StrategyDescriptor partition(String name, String primary, String description, String paper,
            List<Parameter> parameters) {
        return StrategyDescriptor.of(Family.PARTITION, name, description, paper).withPrimary(primary)
                .withParameters(parameters);
    }

    private static Parameter mp(String what) {
        return Parameter.integer("mp", "0", 0, Integer.MAX_VALUE, "maximum parallelism of every job (" + what
                + "); 0 = the job's processor count, so the workload's processor distribution (e.g. uniform "
                + "1..32, §3.2) gives each job its own");
    }

    private static Parameter syn(String value, String what) {
        return new Parameter("syn", Parameter.Unit.TIME, value, 0, false, Double.POSITIVE_INFINITY, false,
                List.of(), "processor time of each synchronisation task (" + what + "), on top of the job's demand; "
                + "the paper's value is " + value + " (§3.2)");
    }

    /** {@code structure fork-join}. */
    public static final StrategyDescriptor FORK_JOIN = StrategyDescriptor.trait(Family.STRUCTURE,
            JobStructure.FORK_JOIN, null,
            "fork-and-join job: mp work tasks sharing the job's demand equally, then one join task; constant "
            + "parallelism (read by the partition stage)", PAPER + " §3.1",
            List.of(mp("the number of work tasks"), syn("0.1", "the join")));

    /** {@code structure divide-and-conquer}. */
    public static final StrategyDescriptor DIVIDE_AND_CONQUER = StrategyDescriptor.trait(Family.STRUCTURE,
            JobStructure.DIVIDE_AND_CONQUER, null,
            "binary divide-and-conquer job: DIVIDE levels 1, 2, 4, …, work tasks sharing the demand, MERGE levels "
            + "…, 4, 2, 1; mp is rounded down to a power of two (read by the partition stage)", PAPER + " §3.1",
            List.of(mp("rounded down to a power of two"), syn("0.1", "each DIVIDE and each MERGE")));

    /** {@code structure gaussian-elimination}. */
    public static final StrategyDescriptor GAUSSIAN_ELIMINATION = StrategyDescriptor.trait(Family.STRUCTURE,
            JobStructure.GAUSSIAN_ELIMINATION, null,
            "Gaussian-elimination job: mp + 1 columns, per column a serial pivot task then the column updates, "
            + "phases separated by barriers; parallelism 1, mp, 1, mp-1, …, 1 (read by the partition stage)",
            PAPER + " §3.1", List.of(mp("the width of the first update phase"), syn("0.2", "each pivot task")));

    /** {@code structure rigid}. */
    public static final StrategyDescriptor RIGID = StrategyDescriptor.trait(Family.STRUCTURE, JobStructure.RIGID,
            null,
            "rigid job as in a trace: processors independent tasks of run time each, no synchronisation (the "
            + "default of a partition stage when the workload gives no structure)", PAPER + " (baseline)",
            List.of());

    /** The structures, in registration order. */
    public static final List<StrategyDescriptor> STRUCTURES = List.of(FORK_JOIN, DIVIDE_AND_CONQUER,
            GAUSSIAN_ELIMINATION, RIGID);
}

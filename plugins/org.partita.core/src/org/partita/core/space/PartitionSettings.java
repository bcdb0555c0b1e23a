package org.partita.core.space;

import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

/**
 * A {@code partition} stage, read and checked against its {@link StrategyDescriptor}; its sizing rule is made by
 * the policy's factory ({@link SpacePolicies#STRATEGIES}).
 *
 * @param policy    the sizing rule
 * @param eager     Eager Release (§2.4)
 * @param cap       partitions capped at the job's maximum parallelism
 * @param perJob    target size recomputed for every job (else once per scheduling pass)
 * @param contiguous on a ring, partitions are connected runs (else the ring's processors are a pool)
 */
public record PartitionSettings(PartitionPolicy policy, boolean eager, boolean cap, boolean perJob,
        boolean contiguous) {

    /** {@link #of(Stage, StrategyRegistry)} among the paper's policies only (one policy, as tests read it). */
    public static PartitionSettings of(Stage stage) {
        return of(stage, SpacePolicies.PAPER_POLICIES);
    }

    /**
     * Reads {@code stage}, its policy made by the factory {@code strategies} holds for it (which checks the
     * parameters against the descriptor first); unknown policies, parameters or words are errors naming them.
     */
    public static PartitionSettings of(Stage stage, StrategyRegistry strategies) {
        StrategyDescriptor info = strategies.descriptor(Family.PARTITION, stage.policy());
        if (info == null || !stage.kind().equals(Family.PARTITION.word())) {
            throw new IllegalArgumentException("'" + stage + "' is not a space-sharing partition policy");
        }
        Object made = strategies.create(Family.PARTITION, info.name(),
                new StrategyContext(null, stage.parameters(), null));
        if (!(made instanceof PartitionPolicy policy)) {
            throw new IllegalArgumentException("partition " + info.name() + ": the strategy of "
                    + strategies.origin(Family.PARTITION, info.name()) + " does not make a "
                    + PartitionPolicy.class.getName());
        }
        return new PartitionSettings(policy, word(stage, info, SpacePolicies.RELEASE).equals("eager"),
                word(stage, info, SpacePolicies.CAP).equals("yes"),
                info.parameter("recompute") == null || word(stage, info, SpacePolicies.RECOMPUTE).equals("job"),
                word(stage, info, SpacePolicies.CONTIGUOUS).equals("yes"));
    }

    /**
     * The word parameter {@code shared} as {@code info} declares it (or as shared, when it does not); the registry
     * has checked what is written when it made the policy.
     */
    private static String word(Stage stage, StrategyDescriptor info, Parameter shared) {
        Parameter p = info.parameter(shared.name());
        return stage.word(p == null ? shared : p);
    }
}

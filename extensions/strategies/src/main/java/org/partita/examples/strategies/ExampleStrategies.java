package org.partita.examples.strategies;

import java.util.List;

import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;

/**
 * The strategies of this jar, as the core finds them: named in
 * {@code META-INF/services/org.partita.core.strategy.StrategyProvider}. Each descriptor is what the language
 * validates a file against and what content assist, hover, {@code partita allocators} and {@code --check} read.
 */
public final class ExampleStrategies implements StrategyProvider {

    static final StrategyDescriptor LAST_FIT = StrategyDescriptor.of(Family.ALLOCATE, LastFit.NAME,
            "last free a×b submesh in row-major order (first fit scanning from the top-right), no rotation",
            "example (docs/strategies.md)")
            .on("2D mesh", StrategyDescriptor.Trait.CONTIGUOUS);

    static final StrategyDescriptor LARGEST_FIRST = StrategyDescriptor.of(Family.QUEUE, LargestFirst.NAME,
            "largest (requested processors) job first among the first 'window' waiting jobs, no backfilling",
            "example (docs/strategies.md)")
            .withParameters(new Parameter("window", Parameter.Unit.NUMBER, "all", 1, false, 1e6, true,
                    List.of("all"), "how many waiting jobs, from the head, are ordered by size (all = every one)"))
            .withPrimary("window");

    static final StrategyDescriptor PROPORTIONAL = StrategyDescriptor.of(Family.SHARE, Proportional.NAME,
            "processors in proportion to the requests of the running applications, re-applied at every start and "
                    + "finish; fixed multiprogramming level", "example (docs/strategies.md)")
            .withParameters(Parameter.integer("mpl", "4", 1, 100000,
                    "fixed multiprogramming level: applications running at once"))
            .withPrimary("mpl");

    @Override
    public List<Strategy> strategies() {
        return List.of(new Strategy(LAST_FIT, ctx -> new LastFit(ctx.topology())),
                new Strategy(PROPORTIONAL, ctx -> new Proportional()),
                new Strategy(LARGEST_FIRST, ctx -> {
                    // read with the descriptor's default; the registry has already checked what is written
                    String w = ctx.values(LARGEST_FIRST).word(LARGEST_FIRST.declared("window"));
                    return new LargestFirst(w.equals("all") ? Integer.MAX_VALUE : Integer.parseInt(w));
                }));
    }
}

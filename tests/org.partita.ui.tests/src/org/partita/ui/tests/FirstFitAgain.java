package org.partita.ui.tests;

import java.util.List;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;

/**
 * A provider contributed through the extension point {@code org.partita.ui.strategies} (this bundle's plugin.xml):
 * {@code first-fit-again}, the core's first fit under another name, so a run must give first fit's results.
 */
public final class FirstFitAgain implements StrategyProvider {

    static final String NAME = "first-fit-again";

    @Override
    public List<Strategy> strategies() {
        StrategyDescriptor d = StrategyDescriptor.of(Family.ALLOCATE, NAME,
                "first fit, contributed by a plug-in through the extension point", "workbench tests")
                .on("2D mesh", StrategyDescriptor.Trait.CONTIGUOUS);
        return List.of(new Strategy(d, ctx -> AllocatorRegistry.builtIn().create("first-fit", ctx)));
    }
}

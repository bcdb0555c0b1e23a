package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;

/**
 * The core's allocators, provided exactly as a strategy provider outside the core provides its own (compare
 * {@code extensions/strategies}' {@code ExampleStrategies}): each a descriptor with its factory.
 * {@code experiment.StandardStrategies} registers this provider with origin
 * {@code the core}. An allocator that needs nothing of {@link MeshAllocators}' dimension dispatch or wrappers is
 * added here with one line: {@code new Strategy(MyAllocator.DESCRIPTOR, ctx -> new MyAllocator(ctx.topology()))}.
 */
public final class CoreAllocators implements StrategyProvider {

    @Override
    public List<Strategy> strategies() {
        List<Strategy> out = new ArrayList<>();
        out.add(new Strategy(AllocatorDescriptors.POOL, ctx -> new PoolAllocator(ctx.topology().size())));
        for (StrategyDescriptor d : MeshAllocators.descriptors()) {
            out.add(new Strategy(d, ctx -> MeshAllocators.make(d, ctx)));
        }
        return out;
    }
}

package org.partita.core.strategy;

/**
 * A strategy as a registry holds it: its descriptor and the factory making an instance for one run. The instance
 * must implement the family's interface ({@code alloc.Allocator} for {@link Family#ALLOCATE},
 * {@code sched.QueuePolicy} for {@link Family#QUEUE}); the family's view checks it.
 */
public record Strategy(StrategyDescriptor descriptor, Factory factory) {

    /** Creates one instance for one run. */
    @FunctionalInterface
    public interface Factory {
        Object create(StrategyContext context);
    }

    public Strategy {
        if (descriptor == null || factory == null) {
            throw new IllegalArgumentException("a strategy needs a descriptor and a factory");
        }
    }

    public Family family() {
        return descriptor.family();
    }

    public String name() {
        return descriptor.name();
    }
}

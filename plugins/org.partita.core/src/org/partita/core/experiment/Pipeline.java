package org.partita.core.experiment;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.partita.core.workload.ShapeRule;

/**
 * One policy stack to evaluate: a queue discipline and an allocator (with parameters).
 *
 * @param name                unique name (a column value in the result files)
 * @param queue               queue discipline name, see {@link org.partita.core.sched.QueuePolicies}
 * @param allocator           allocator name, see {@link org.partita.core.alloc.AllocatorRegistry}
 * @param allocatorParameters allocator parameters (sorted)
 * @param shapeRule           how jobs without a shape get one on a mesh or torus
 * @param queueParameters     queue discipline parameters (sorted), e.g. {@code threshold} for {@code bypass}
 */
public record Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
        ShapeRule shapeRule, Map<String, String> queueParameters) {

    public Pipeline {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a pipeline needs a name");
        }
        allocatorParameters = Collections.unmodifiableMap(new TreeMap<>(allocatorParameters == null ? Map.of()
                : allocatorParameters));
        queueParameters = Collections.unmodifiableMap(new TreeMap<>(queueParameters == null ? Map.of()
                : queueParameters));
    }

    /** A pipeline whose queue discipline takes no parameters. */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule) {
        this(name, queue, allocator, allocatorParameters, shapeRule, Map.of());
    }

    public static Pipeline of(String name, String queue, String allocator) {
        return new Pipeline(name, queue, allocator, Map.of(), ShapeRule.SQUARE);
    }
}

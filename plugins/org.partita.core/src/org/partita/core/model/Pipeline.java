package org.partita.core.model;

import java.util.Collections;
import java.util.List;
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
 * @param stages              further stages ({@code partition}, {@code share}, {@code mapping}, {@code balance}),
 *                            at most one of each kind; a pipeline with one is run by its {@link RunModel} (see
 *                            {@link org.partita.core.experiment.RunModels#model(Pipeline)}), which may ignore the
 *                            allocator
 */
public record Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
        ShapeRule shapeRule, Map<String, String> queueParameters, List<Stage> stages) {

    public Pipeline {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a pipeline needs a name");
        }
        allocatorParameters = Collections.unmodifiableMap(new TreeMap<>(allocatorParameters == null ? Map.of()
                : allocatorParameters));
        queueParameters = Collections.unmodifiableMap(new TreeMap<>(queueParameters == null ? Map.of()
                : queueParameters));
        stages = List.copyOf(stages == null ? List.of() : stages);
        for (int i = 0; i < stages.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (stages.get(i).kind().equals(stages.get(j).kind())) {
                    throw new IllegalArgumentException("pipeline '" + name + "' has two " + stages.get(i).kind()
                            + " stages");
                }
            }
        }
    }

    /** A pipeline of the rigid engine: a queue discipline and an allocator. */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule, Map<String, String> queueParameters) {
        this(name, queue, allocator, allocatorParameters, shapeRule, queueParameters, List.of());
    }

    /** The stage of {@code kind}, or {@code null}. */
    public Stage stage(String kind) {
        for (Stage s : stages) {
            if (s.kind().equals(kind)) {
                return s;
            }
        }
        return null;
    }

    /**
     * This pipeline at sweep point {@code point}: every parameter value written {@code $name} (of the allocator, the
     * queue discipline or a stage) replaced by the point's value of variable {@code name}.
     */
    public Pipeline resolve(SweepPoint point) {
        Map<String, String> alloc = resolve(allocatorParameters, point, "allocator " + allocator);
        Map<String, String> queueParams = resolve(queueParameters, point, "queue " + queue);
        List<Stage> resolved = stages.stream().map(st -> st.resolve(point)).toList();
        if (alloc == allocatorParameters && queueParams == queueParameters && resolved.equals(stages)) {
            return this;
        }
        return new Pipeline(name, queue, allocator, alloc, shapeRule, queueParams, resolved);
    }

    private static Map<String, String> resolve(Map<String, String> params, SweepPoint point, String owner) {
        if (params.values().stream().noneMatch(v -> v.startsWith("$"))) {
            return params;
        }
        Map<String, String> out = new TreeMap<>();
        params.forEach((k, v) -> {
            if (v.startsWith("$")) {
                String value = point.get(v.substring(1));
                if (value == null) {
                    throw new IllegalArgumentException(owner + ": parameter '" + k + "' refers to sweep variable '"
                            + v.substring(1) + "', which the sweep does not have");
                }
                v = value;
            }
            out.put(k, v);
        });
        return out;
    }

    /** A pipeline whose queue discipline takes no parameters. */
    public Pipeline(String name, String queue, String allocator, Map<String, String> allocatorParameters,
            ShapeRule shapeRule) {
        this(name, queue, allocator, allocatorParameters, shapeRule, Map.of(), List.of());
    }

    public static Pipeline of(String name, String queue, String allocator) {
        return new Pipeline(name, queue, allocator, Map.of(), ShapeRule.SQUARE);
    }
}

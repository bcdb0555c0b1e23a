package org.partita.core.model;

import java.util.List;

import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * What the language, its documentation and its validator need to know about a stage policy of a {@link RunModel}
 * or a workload trait: names, meaning, the paper, and each parameter with its default and range
 * ({@link Parameter}). A stage policy is described by its {@link StrategyDescriptor} (family {@code partition},
 * {@code share}, {@code mapping} or {@code balance}), of which this is the view ({@link #of}); a workload trait,
 * which is no strategy, only by this.
 *
 * @param kind        the stage kind ({@code partition}, {@code share}, {@code mapping}, {@code balance}) or the
 *                    workload trait ({@code structure}, {@code graphs})
 * @param name        the policy name as written in a file, e.g. {@code map}
 * @param primary     the parameter a bare value stands for ({@code map 0.5} = {@code map f 0.5}), or {@code null}
 * @param description one line: what the policy does
 * @param paper       where it comes from, e.g. {@code "Dandamudi and Yu §2.3"}
 * @param parameters  its parameters, in documentation order
 */
public record PolicyInfo(String kind, String name, String primary, String description, String paper,
        List<Parameter> parameters) {

    public PolicyInfo {
        parameters = List.copyOf(parameters);
    }

    /** The view of a stage policy's descriptor: its family's word is the stage kind. */
    public static PolicyInfo of(StrategyDescriptor d) {
        return new PolicyInfo(d.family().word(), d.name(), d.primary(), d.description(), d.paper(), d.parameters());
    }

    /** The parameter {@code name}, or {@code null}. */
    public Parameter parameter(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }
}

package org.partita.core.strategy;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What is known about one strategy by name: enough for the language (validation, content assist, hover), the
 * listings of the command line and the invariant checker, without creating it.
 *
 * @param family      the stage it fills
 * @param name        the name used in experiment files and on the command line
 * @param aliases     further names the language accepts for it (may be empty)
 * @param primary     the parameter a bare value after the name sets ({@code rsr 2} sets {@code t}), or {@code null}
 * @param description one line: what it does
 * @param paper       where it comes from (paper and section)
 * @param parameters  its parameters, in documentation order
 * @param topologies  the interconnects it accepts, e.g. {@code "2D mesh"}, {@code "any"}
 * @param traits      the guarantees and shape it declares (see {@link Trait})
 */
public record StrategyDescriptor(Family family, String name, List<String> aliases, String primary,
        String description, String paper, List<Parameter> parameters, String topologies, Set<Trait> traits) {

    /** What a strategy declares about itself; the invariant checker holds an allocator to it. */
    public enum Trait {
        /** Every placement is one submesh / subcube (for a wrapper: with its default base). */
        CONTIGUOUS,
        /** A placement may hold fewer nodes than requested (size reduction). */
        REDUCES_SIZE,
        /** Running jobs may be moved, so a job may hold several node sets in turn. */
        MIGRATES,
        /** It embeds another strategy of its family, named by its {@code base} parameter. */
        WRAPPER
    }

    public StrategyDescriptor {
        if (family == null || name == null || name.isBlank()) {
            throw new IllegalArgumentException("a strategy needs a family and a name");
        }
        aliases = List.copyOf(aliases);
        parameters = List.copyOf(parameters);
        traits = traits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(traits));
        description = description == null ? "" : description;
        paper = paper == null ? "" : paper;
        topologies = topologies == null ? "any" : topologies;
    }

    /** A strategy without aliases, primary parameter, parameters or traits, accepting any topology. */
    public static StrategyDescriptor of(Family family, String name, String description, String paper) {
        return new StrategyDescriptor(family, name, List.of(), null, description, paper, List.of(), "any", Set.of());
    }

    /**
     * A workload trait ({@link Family#STRUCTURE}, {@link Family#GRAPHS}): described as a strategy is, read by the
     * stage's model, made by no factory.
     */
    public static StrategyDescriptor trait(Family family, String name, String primary, String description,
            String paper, List<Parameter> parameters) {
        return new StrategyDescriptor(family, name, List.of(), primary, description, paper, parameters, "any",
                Set.of());
    }

    /** This descriptor with {@code parameters}. */
    public StrategyDescriptor withParameters(Parameter... parameters) {
        return withParameters(List.of(parameters));
    }

    /** This descriptor with {@code parameters}. */
    public StrategyDescriptor withParameters(List<Parameter> parameters) {
        return new StrategyDescriptor(family, name, aliases, primary, description, paper, parameters, topologies,
                traits);
    }

    /** This descriptor with {@code primary} as the parameter a bare value sets. */
    public StrategyDescriptor withPrimary(String primary) {
        return new StrategyDescriptor(family, name, aliases, primary, description, paper, parameters, topologies,
                traits);
    }

    /** This descriptor with {@code aliases}. */
    public StrategyDescriptor withAliases(String... aliases) {
        return new StrategyDescriptor(family, name, List.of(aliases), primary, description, paper, parameters,
                topologies, traits);
    }

    /** This descriptor accepting {@code topologies} and declaring {@code traits}. */
    public StrategyDescriptor on(String topologies, Trait... traits) {
        return new StrategyDescriptor(family, name, aliases, primary, description, paper, parameters, topologies,
                traits.length == 0 ? Set.of() : EnumSet.of(traits[0], traits));
    }

    /**
     * The guarantees of this wrapper over {@code base} instead of its default base: contiguous only if both are,
     * reducing or migrating if either is.
     */
    public StrategyDescriptor withBase(StrategyDescriptor base) {
        EnumSet<Trait> combined = EnumSet.noneOf(Trait.class);
        combined.addAll(traits);
        if (!base.has(Trait.CONTIGUOUS)) {
            combined.remove(Trait.CONTIGUOUS);
        }
        for (Trait t : List.of(Trait.REDUCES_SIZE, Trait.MIGRATES)) {
            if (base.has(t)) {
                combined.add(t);
            }
        }
        return new StrategyDescriptor(family, name, aliases, primary, description, paper, parameters, topologies,
                combined);
    }

    public boolean has(Trait trait) {
        return traits.contains(trait);
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

    /**
     * The parameter {@code name} a factory of this strategy reads: reading one its descriptor lacks is a defect of
     * the factory, not of a file.
     *
     * @throws IllegalStateException when it is not declared
     */
    public Parameter declared(String name) {
        Parameter p = parameter(name);
        if (p == null) {
            throw new IllegalStateException(this.name + " reads parameter '" + name + "' its descriptor lacks");
        }
        return p;
    }

    /**
     * How a message about its parameters names it: {@code rsr} (an allocator), {@code queue discipline 'bypass'},
     * {@code share pdgs} (every other family).
     */
    public String owner() {
        return family == Family.QUEUE ? "queue discipline '" + name + "'"
                : family == Family.ALLOCATE ? name : family.word() + " " + name;
    }

    /** {@code parameters} as written for this strategy, read with its declared defaults. */
    public ParameterValues values(Map<String, String> parameters) {
        return new ParameterValues(owner(), parameters);
    }

    /** Every parameter as {@code key=default: meaning} ({@link Parameter#listing()}). */
    public List<String> listing() {
        return parameters.stream().map(Parameter::listing).toList();
    }
}

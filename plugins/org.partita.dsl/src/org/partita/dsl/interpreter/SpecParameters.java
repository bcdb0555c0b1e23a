package org.partita.dsl.interpreter;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.Value;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Values;

/**
 * The parameters of an experiment's specs in base units: a {@code set} override (the nearest in the
 * {@code extends} chain) wins over the value written, a swept one becomes a {@link Value#variable}, the
 * {@link Catalog} gives the default.
 */
final class SpecParameters {

    private final Catalog catalog;
    private final Map<String, Values> overrides = new LinkedHashMap<>();

    SpecParameters(Experiment experiment, Catalog catalog) {
        this.catalog = catalog;
        for (ParameterOverride o : Models.overrides(experiment)) {
            overrides.putIfAbsent(o.getName(), o.getValue()); // nearest first
        }
    }

    /** The catalog the specs are read against. */
    Catalog catalog() {
        return catalog;
    }

    /** Whether {@code set} overrides parameter {@code name}. */
    boolean overridden(String name) {
        return overrides.containsKey(name);
    }

    /** A parameter of {@code spec}: overridden, written, or the catalog's default. */
    Value param(Spec spec, String name) {
        Value v = optional(spec, name);
        if (v != null) {
            return v;
        }
        Parameter cp = Models.catalogParam(catalog, spec, name);
        if (cp == null || cp.defaultValue() == null) {
            throw new IllegalArgumentException("'" + spec.getName() + "' needs '" + name + "'");
        }
        String[] parts = cp.defaultValue().trim().split("\\s+");
        return Value.of(BaseUnits.convert(new BigDecimal(parts[0]), parts.length > 1 ? parts[1] : null));
    }

    /** A parameter of {@code spec}, overridden or written, else {@code null}. */
    Value optional(Spec spec, String name) {
        Values v = overrides.containsKey(name) ? overrides.get(name) : Models.paramValues(catalog, spec, name);
        if (v == null) {
            return null;
        }
        return Models.isSweep(v) ? Value.variable(name) : Value.of(BaseUnits.base(v.getFirst()));
    }

    /**
     * A stage or workload trait as written: its parameters in base units. A trait's parameters may be overridden
     * by {@code set} and swept; a swept one becomes {@code $name}, resolved by the core at each sweep point.
     */
    Scenario.StagePlan stagePlan(String kind, Spec spec, boolean trait) {
        Map<String, String> params = new LinkedHashMap<>(CoreModels.withSweepVariables(catalog, spec,
                CoreModels.numericParams(catalog, spec)));
        StrategyDescriptor entry = trait ? catalog.get(kind, spec.getName()) : null;
        if (entry != null) {
            for (Parameter p : entry.parameters()) {
                Value v = p.unit() == Parameter.Unit.WORD ? null : optional(spec, p.name());
                if (v != null) {
                    params.put(p.name(), v.isVariable() ? "$" + v.variable() : BaseUnits.text(v.constant()));
                }
            }
        }
        return new Scenario.StagePlan(kind, spec.getName(), params);
    }
}

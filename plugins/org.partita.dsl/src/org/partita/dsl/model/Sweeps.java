package org.partita.dsl.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/** The workload parameters of an experiment and the ones it sweeps over (sweep variables are named after them). */
public final class Sweeps {

    /** A workload parameter as written: its name, the spec it belongs to and its values. */
    public record Variable(String name, Spec spec, Values values) {
    }

    private Sweeps() {
    }

    /** Every parameter written in the workload (bare values under their primary name), in file order. */
    public static List<Variable> parameters(Catalog catalog, WorkloadSpec w) {
        List<Variable> out = new ArrayList<>();
        for (WorkloadStatement st : statements(w)) {
            if (st instanceof Setting s && s.getSpec() != null) {
                Spec spec = s.getSpec();
                StrategyDescriptor e = catalog.get(s.getKey().getLiteral(), spec.getName());
                if (spec.getValue() != null && e != null && e.primary() != null) {
                    out.add(new Variable(e.primary(), spec, spec.getValue()));
                }
                for (Param p : spec.getParams()) {
                    if (p.getValue() == null) {
                        continue; // a word ('mode count') is never a sweep variable
                    }
                    out.add(new Variable(p.getName(), spec, p.getValue()));
                }
            }
        }
        return out;
    }

    /**
     * The parameters of a pipeline stage's {@code spec} (and of the spec it wraps) written as a sweep, a bare value
     * under its primary name.
     */
    public static List<Variable> swept(Catalog catalog, Spec spec) {
        List<Variable> out = new ArrayList<>();
        for (Spec s = spec; s != null; s = s.getInner()) {
            String kind = Models.kindOf(s);
            StrategyDescriptor e = kind == null ? null : catalog.get(kind, s.getName());
            if (Models.isSweep(s.getValue()) && e != null && e.primary() != null) {
                out.add(new Variable(e.primary(), s, s.getValue()));
            }
            for (Param p : s.getParams()) {
                if (Models.isSweep(p.getValue())) {
                    out.add(new Variable(p.getName(), s, p.getValue()));
                }
            }
        }
        return out;
    }

    /** The swept parameters of the pipelines of {@code e}, in file order (a name may repeat). */
    public static List<Variable> pipelineSweeps(Catalog catalog, Experiment e) {
        List<Variable> out = new ArrayList<>();
        for (PipelineDef p : Models.pipelines(e)) {
            for (Stage st : p.getStages()) {
                if (st.getSpec() != null) {
                    out.addAll(swept(catalog, st.getSpec()));
                }
            }
        }
        return out;
    }

    /** The swept parameters of the workload as written (before overrides). */
    public static List<Variable> variables(Catalog catalog, WorkloadSpec w) {
        return parameters(catalog, w).stream().filter(v -> Models.isSweep(v.values())).toList();
    }

    /** Names a {@code set} may override: parameters of the workload's entries, written or defaulted. */
    public static Set<String> parameterNames(Catalog catalog, WorkloadSpec w) {
        Set<String> names = new LinkedHashSet<>();
        for (WorkloadStatement st : statements(w)) {
            if (st instanceof Setting s && s.getSpec() != null) {
                StrategyDescriptor e = catalog.get(s.getKey().getLiteral(), s.getSpec().getName());
                if (e != null) {
                    e.parameters().forEach(p -> names.add(p.name()));
                }
            }
        }
        return names;
    }

    /**
     * The values each workload parameter takes in experiment {@code e} after its {@code set} overrides (nearest
     * experiment wins), in workload order; overrides of parameters the workload does not write come next, then the
     * parameters swept in the pipelines.
     */
    public static Map<String, Values> effectiveValues(Catalog catalog, Experiment e) {
        Map<String, Values> values = new LinkedHashMap<>();
        WorkloadSpec w = Models.workload(e);
        if (w != null) {
            for (Variable v : parameters(catalog, w)) {
                values.putIfAbsent(v.name(), v.values());
            }
        }
        List<ParameterOverride> overrides = new ArrayList<>(Models.overrides(e));
        java.util.Collections.reverse(overrides); // farthest first, so the nearest is applied last
        for (ParameterOverride o : overrides) {
            values.put(o.getName(), o.getValue());
        }
        for (Variable v : pipelineSweeps(catalog, e)) {
            values.putIfAbsent(v.name(), v.values()); // a clash with a workload parameter is a validation error
        }
        return values;
    }

    /** Names of the swept variables of {@code e}, in column order. */
    public static List<String> effectiveVariables(Catalog catalog, Experiment e) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Values> v : effectiveValues(catalog, e).entrySet()) {
            if (Models.isSweep(v.getValue())) {
                names.add(v.getKey());
            }
        }
        return names;
    }

    static List<WorkloadStatement> statements(WorkloadSpec w) {
        if (w instanceof Synthetic s) {
            return s.getStatements();
        }
        if (w instanceof Trace t) {
            return t.getStatements();
        }
        return List.of();
    }
}

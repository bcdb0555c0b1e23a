package org.partita.dsl.validation;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Member;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.WorkloadSpec;

/**
 * Sweeps: workload parameters set by {@code set} exist, sweep variables have distinct names, a parameter swept in
 * several pipelines has one list of values, and charts draw over a swept variable. Composed into
 * {@link PartitaValidator}.
 */
public class SweepValidator extends ComposedValidator {

    /** The sweep variables of an experiment (nothing when it extends itself). */
    @Check
    public void checkSweeps(Experiment e) {
        if (Models.hasCycle(e)) {
            return; // ExperimentValidator reports the cycle
        }
        checkSweepNames(e, Models.workload(e));
    }

    /** Sweep variables must have distinct names; charts and overrides must name existing ones. */
    private void checkSweepNames(Experiment e, WorkloadSpec workload) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Set<String> params = new HashSet<>();
        if (workload != null) {
            for (Sweeps.Variable v : Sweeps.variables(catalog, workload)) {
                counts.merge(v.name(), 1, Integer::sum);
            }
            params.addAll(Sweeps.parameterNames(catalog, workload));
        }
        for (ParameterOverride o : Models.overrides(e)) {
            if (!params.contains(o.getName())) {
                error("the workload of '" + e.getName() + "' has no parameter '" + o.getName() + "' to set"
                        + (params.isEmpty() ? "" : "; parameters: " + String.join(", ", new java.util.TreeSet<>(params))),
                        o, Literals.PARAMETER_OVERRIDE__NAME, IssueCodes.UNKNOWN_PARAMETER, o.getName());
            }
            if (Models.isBounds(o.getValue())) {
                error("a range needs a step to be a sweep", o, Literals.PARAMETER_OVERRIDE__VALUE,
                        IssueCodes.RANGE_NEEDS_STEP);
            }
            if (Models.isSweep(o.getValue())) {
                counts.putIfAbsent(o.getName(), 1);
            }
        }
        // a parameter swept in the pipelines is one sweep variable: the same values wherever it is swept
        Map<String, List<String>> pipelineSweeps = new LinkedHashMap<>();
        for (Sweeps.Variable v : Sweeps.pipelineSweeps(catalog, e)) {
            List<String> values;
            try {
                values = org.partita.dsl.interpreter.ScenarioReader.expand(v.values());
            } catch (IllegalArgumentException | ArithmeticException ex) {
                continue; // a bad range is reported where it is written
            }
            if (params.contains(v.name()) || counts.containsKey(v.name())) {
                error("'" + v.name() + "' is swept in a pipeline and is a workload parameter too; sweep one of them",
                        e, Literals.ELEMENT__NAME, IssueCodes.SWEEP_VARIABLE_CLASH);
            } else {
                List<String> before = pipelineSweeps.putIfAbsent(v.name(), values);
                if (before != null && !before.equals(values)) {
                    error("pipelines sweep '" + v.name() + "' over different values; a sweep variable has one list "
                            + "of values (rename one, or sweep the same values)", e, Literals.ELEMENT__NAME,
                            IssueCodes.SWEEP_IN_PIPELINE);
                }
            }
        }
        for (Map.Entry<String, Integer> c : counts.entrySet()) {
            if (c.getValue() > 1) {
                error("two parameters named '" + c.getKey() + "' are swept; sweep one of them", e,
                        Literals.ELEMENT__NAME, IssueCodes.SWEEP_VARIABLE_CLASH);
            }
        }
        Set<String> swept = new HashSet<>(Sweeps.effectiveVariables(catalog, e));
        for (Member m : e.getMembers()) {
            if (m instanceof Chart c && c.getVariable() != null && !swept.contains(c.getVariable())
                    && !c.getVariable().equals(TimelineRecorder.TIME)) {
                error("'" + c.getVariable() + "' is not swept in experiment '" + e.getName() + "'"
                        + (swept.isEmpty() ? " (nothing is)" : "; swept: " + String.join(", ", swept)), c,
                        Literals.CHART__VARIABLE, IssueCodes.UNKNOWN_SWEEP_VARIABLE);
            }
        }
    }
}

package org.partita.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.space.JobStructure;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Member;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * Experiments as a whole: no {@code extends} cycle, statements given once, a machine, a workload and at least one
 * pipeline, each pipeline once, and a stage in every pipeline for the job traits the workload declares. An
 * experiment's machine is checked by {@link MachineValidator}, its sweeps by {@link SweepValidator}. Composed into
 * {@link PartitaValidator}.
 */
public class ExperimentValidator extends ComposedValidator {

    /**
     * A job structure is read by one stage: {@code malleable} by {@code share}, the task structures by
     * {@code partition}; task graphs by {@code mapping}. A pipeline without that stage would run the jobs as rigid
     * ones, silently: an error.
     */
    private void checkTraitsAreRead(Experiment e, WorkloadSpec workload, List<PipelineDef> pipelines) {
        if (workload == null) {
            return;
        }
        for (WorkloadStatement st : ValidationSupport.statements(workload)) {
            if (!(st instanceof Setting s) || s.getSpec() == null || s.getSpec().getName() == null) {
                continue;
            }
            String name = s.getSpec().getName();
            StageKind reader;
            if (s.getKey() == SettingKey.STRUCTURE && !name.equals(JobStructure.RIGID)) {
                reader = name.equals(MalleablePolicies.STRUCTURE.name()) ? StageKind.SHARE : StageKind.PARTITION;
            } else if (s.getKey() == SettingKey.GRAPHS) {
                reader = StageKind.MAPPING;
            } else {
                continue;
            }
            for (PipelineDef p : pipelines) {
                if (p.getStages().stream().noneMatch(x -> x.getKind() == reader)) {
                    error("pipeline '" + p.getName() + "' has no '" + reader.getLiteral() + "' stage, so it would "
                            + "run the '" + s.getKey().getLiteral() + " " + name + "' jobs as rigid jobs; give it one ("
                            + String.join(", ", catalog.runModels().names(reader.getLiteral()))
                            + ")", e, Literals.ELEMENT__NAME, IssueCodes.TRAIT_NOT_READ, reader.getLiteral(),
                            p.getName());
                }
            }
        }
    }

    @Check
    public void checkExperiment(Experiment e) {
        if (Models.hasCycle(e)) {
            error("experiment '" + e.getName() + "' extends itself (through " + chainNames(e) + ")", e,
                    Literals.EXPERIMENT__PARENT, IssueCodes.EXTENDS_CYCLE);
            return;
        }
        Map<Class<?>, Member> once = new HashMap<>();
        for (Member m : e.getMembers()) {
            Class<?> c = m instanceof PipelineDef || m instanceof org.partita.dsl.partita.PipelineRef
                    || m instanceof Chart || m instanceof ParameterOverride || m instanceof org.partita.dsl.partita.Expect
                    ? null : m.eClass().getInstanceClass();
            if (c != null && once.putIfAbsent(c, m) != null) {
                error("'" + m.eClass().getName().replace("Use", "").toLowerCase() + "' is given twice", m, null,
                        IssueCodes.DUPLICATE_STATEMENT);
            }
        }
        WorkloadSpec workload = Models.workload(e);
        if (Models.effective(e, org.partita.dsl.partita.MachineUse.class) == null) {
            error("experiment '" + e.getName() + "' has no machine, e.g. 'machine mesh 32 x 32'", e,
                    Literals.ELEMENT__NAME, IssueCodes.MISSING_MACHINE);
        }
        if (Models.effective(e, org.partita.dsl.partita.WorkloadUse.class) == null) {
            error("experiment '" + e.getName() + "' has no workload, e.g. 'workload synthetic { arrivals poisson "
                    + "load 0.5 }'", e, Literals.ELEMENT__NAME, IssueCodes.MISSING_WORKLOAD);
        }
        List<PipelineDef> pipelines = Models.pipelines(e);
        if (pipelines.isEmpty()) {
            error("experiment '" + e.getName() + "' compares no pipeline, e.g. 'pipeline FCFS { queue fcfs "
                    + "allocate first-fit }'", e, Literals.ELEMENT__NAME, IssueCodes.MISSING_PIPELINE);
        }
        checkTraitsAreRead(e, workload, pipelines);
        Set<String> pipelineNames = new HashSet<>();
        for (PipelineDef p : pipelines) {
            if (!pipelineNames.add(p.getName())) {
                error("experiment '" + e.getName() + "' uses pipeline '" + p.getName() + "' twice", e,
                        Literals.ELEMENT__NAME, IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    private static String chainNames(Experiment e) {
        List<String> names = new ArrayList<>();
        Set<Experiment> seen = new HashSet<>();
        for (Experiment x = e; x != null && !x.eIsProxy() && seen.add(x); x = x.getParent()) {
            names.add(x.getName());
        }
        names.add(e.getName());
        return String.join(" -> ", names);
    }
}

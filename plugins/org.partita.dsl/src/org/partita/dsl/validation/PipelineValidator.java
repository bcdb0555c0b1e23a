package org.partita.dsl.validation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;

/**
 * Pipelines on their own: one stage of each kind, stages that exclude each other, the stages of a run model, and
 * migration only with a contiguous allocator. Composed into {@link PartitaValidator}.
 */
public class PipelineValidator extends ComposedValidator {

    @Check
    public void checkPipeline(PipelineDef p) {
        Map<StageKind, Stage> seen = new LinkedHashMap<>();
        for (Stage s : p.getStages()) {
            if (seen.putIfAbsent(s.getKind(), s) != null) {
                error("pipeline '" + p.getName() + "' has two '" + s.getKind().getLiteral() + "' stages", s,
                        Literals.STAGE__KIND, IssueCodes.DUPLICATE_STAGE);
            }
        }
        Stage partition = seen.get(StageKind.PARTITION);
        Stage share = seen.get(StageKind.SHARE);
        if (partition != null && share != null) {
            error("partition sizing and processor sharing exclude each other: a job's partition is fixed by "
                    + "'partition', changed by '" + share.getSpec().getName() + "'", share, Literals.STAGE__KIND,
                    IssueCodes.INCOMPATIBLE_STAGES);
        } else {
            checkRunModelStages(p, seen);
        }
        Stage migrate = seen.get(StageKind.MIGRATE);
        Stage allocate = seen.get(StageKind.ALLOCATE);
        if (migrate != null && allocate != null && allocate.getSpec() != null
                && Set.of("naive", "random", "paging", "mbs", "anca").contains(allocate.getSpec().getName())) {
            error("migration moves contiguous submeshes; '" + allocate.getSpec().getName()
                    + "' allocates non-contiguously", migrate, Literals.STAGE__KIND, IssueCodes.INCOMPATIBLE_STAGES);
        }
    }

    /**
     * A pipeline with a {@code partition}, {@code share}, {@code mapping} or {@code balance} stage runs on that
     * stage's model: one such stage per pipeline, an FCFS queue (the models' own), and no allocator or migration,
     * which the model would not use.
     */
    private void checkRunModelStages(PipelineDef p, Map<StageKind, Stage> seen) {
        Stage model = null;
        for (Stage s : seen.values()) {
            if (!org.partita.core.experiment.RunModels.STAGE_KINDS.contains(s.getKind().getLiteral())) {
                continue;
            }
            if (model != null) {
                error("pipeline '" + p.getName() + "' has a '" + model.getKind().getLiteral() + "' and a '"
                        + s.getKind().getLiteral() + "' stage; each runs on its own model: write one pipeline per "
                        + "stage", s, Literals.STAGE__KIND, IssueCodes.INCOMPATIBLE_STAGES);
            }
            model = model == null ? s : model;
        }
        if (model == null) {
            return;
        }
        String what = "'" + model.getKind().getLiteral() + "' pipelines";
        for (Stage s : seen.values()) {
            if (s.getKind() == StageKind.ALLOCATE || s.getKind() == StageKind.MIGRATE) {
                error(what + " place jobs themselves; '" + s.getKind().getLiteral() + "' would not be used",
                        s, Literals.STAGE__KIND, IssueCodes.INCOMPATIBLE_STAGES);
            } else if (s.getKind() == StageKind.QUEUE && s.getSpec() != null && s.getSpec().getName() != null
                    && !s.getSpec().getName().equals("fcfs")) {
                error(what + " queue first come, first served; 'queue " + s.getSpec().getName()
                        + "' would not be used", s, Literals.STAGE__SPEC, IssueCodes.INCOMPATIBLE_STAGES);
            }
        }
    }
}

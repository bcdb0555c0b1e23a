package org.partita.dsl.validation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.validation.Check;
import org.partita.core.experiment.RunModels;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Values;

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
                && catalog.allocator(allocate.getSpec().getName()) != null
                && !catalog.allocator(allocate.getSpec().getName()).has(StrategyDescriptor.Trait.CONTIGUOUS)) {
            error("migration moves contiguous submeshes; '" + allocate.getSpec().getName()
                    + "' allocates non-contiguously", migrate, Literals.STAGE__KIND, IssueCodes.INCOMPATIBLE_STAGES);
        }
    }

    /**
     * A pipeline with a {@code partition}, {@code share}, {@code mapping} or {@code balance} stage runs on that
     * stage's model: one such stage per pipeline, except the grid stages ({@code mapping}, {@code balance},
     * {@code share concurrent-gang|ipg-gang}), which combine into IPG-SaLaD's integrated system; an FCFS queue (the
     * models' own), and no allocator or migration, which the model would not use.
     */
    private void checkRunModelStages(PipelineDef p, Map<StageKind, Stage> seen) {
        List<Stage> models = new ArrayList<>();
        for (Stage s : seen.values()) {
            if (RunModels.STAGE_KINDS.contains(s.getKind().getLiteral())) {
                models.add(s);
            }
        }
        Stage model = models.isEmpty() ? null : models.get(0);
        if (models.size() > 1 && models.stream().allMatch(this::known)) {
            Stage other = models.stream().filter(s -> !combinable(s)).findFirst().orElse(null);
            if (other != null) {
                error("pipeline '" + p.getName() + "' combines " + String.join(" and ", models.stream()
                        .map(s -> "'" + s.getKind().getLiteral() + " " + s.getSpec().getName() + "'").toList())
                        + ": only the grid stages (mapping, balance, share concurrent-gang or ipg-gang) run together, "
                        + "as the integrated system; '" + other.getKind().getLiteral() + " " + other.getSpec().getName()
                        + "' runs on its own model: write one pipeline per stage", other, Literals.STAGE__KIND,
                        IssueCodes.INCOMPATIBLE_STAGES);
            } else {
                checkOneClock(seen.get(StageKind.BALANCE), seen.get(StageKind.SHARE));
            }
        }
        if (model == null) {
            return;
        }
        String what = models.size() > 1 ? "integrated grid pipelines" : "'" + model.getKind().getLiteral()
                + "' pipelines";
        for (Stage s : seen.values()) {
            if (s.getKind() == StageKind.ALLOCATE || s.getKind() == StageKind.MIGRATE) {
                error(what + " place jobs themselves; '" + s.getKind().getLiteral() + "' would not be used",
                        s, Literals.STAGE__KIND, IssueCodes.INCOMPATIBLE_STAGES);
            } else if (s.getKind() == StageKind.QUEUE && s.getSpec() != null && s.getSpec().getName() != null
                    && !s.getSpec().getName().equals(FcfsPolicy.NAME)) {
                error(what + " queue first come, first served; 'queue " + s.getSpec().getName()
                        + "' would not be used", s, Literals.STAGE__SPEC, IssueCodes.INCOMPATIBLE_STAGES);
            }
        }
    }

    private boolean known(Stage s) {
        return s.getSpec() != null && s.getSpec().getName() != null
                && catalog.runModels().descriptor(s.getKind().getLiteral(), s.getSpec().getName()) != null;
    }

    private boolean combinable(Stage s) {
        return catalog.runModels().combinable(s.getKind().getLiteral(), s.getSpec().getName());
    }

    /** In the integrated system the share stage's slice is the one clock: a balance stage may not give another. */
    private void checkOneClock(Stage balance, Stage share) {
        if (balance == null || share == null) {
            return;
        }
        double mine = seconds(Models.paramValues(catalog, balance.getSpec(), "slice"));
        double clock = seconds(Models.paramValues(catalog, share.getSpec(), "slice"));
        if (!Double.isNaN(mine) && mine != (Double.isNaN(clock) ? 1 : clock)) {
            Param p = balance.getSpec().getParams().stream().filter(q -> "slice".equals(q.getName())).findFirst()
                    .orElse(null);
            error("in the integrated system the share stage's slice (" + (Double.isNaN(clock) ? 1 : clock)
                    + " s) is the one clock; leave out the balance stage's 'slice' (" + mine + " s)", p,
                    Literals.PARAM__NAME, IssueCodes.INCOMPATIBLE_STAGES);
        }
    }

    /** A single time value in seconds, or NaN (absent or swept). */
    private static double seconds(Values v) {
        if (v == null || Models.isSweep(v) || v.getFirst() == null || v.getFirst().getValue() == null) {
            return Double.NaN;
        }
        return Models.number(v.getFirst()) * Models.timeFactor(v.getFirst().getUnit());
    }
}

package org.partita.dsl.interpreter;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.partita.core.experiment.RunModels;
import org.partita.core.strategy.Family;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.WorkloadSpec;

/**
 * What the language accepts but the interpreter (and the generator) cannot run yet, because the simulation core
 * lacks the policy: every such construct is reported — as a warning by the validator, and as an error that stops
 * {@code partita run} and {@code partita generate} before anything runs — never ignored.
 *
 * <p>Every queue discipline the language knows comes from the core ({@code Catalog}'s queue entries are read from
 * {@link org.partita.core.sched.QueuePolicies}), so none needs a check here.
 */
public final class RunSupport {

    /** Where and why a construct cannot run yet. */
    public record Problem(EObject object, EStructuralFeature feature, String message) {
    }

    /** Issue code of the "not supported yet by the interpreter" diagnostics. */
    public static final String ISSUE_CODE = "org.partita.dsl.notSupportedYet";

    private static final String SUFFIX = " is not supported yet by the interpreter";

    private RunSupport() {
    }

    /** The problems of one construct (a workload setting or a grid link), or none. */
    public static List<Problem> check(EObject o) {
        List<Problem> out = new ArrayList<>();
        if (o instanceof org.partita.dsl.partita.Link l && l.getLatency() != null) {
            out.add(new Problem(l, Literals.LINK__LATENCY, "a link latency" + SUFFIX + " (the grid models use "
                    + "the links' bandwidth; 'balance' stages take their own 'latency' parameter)"));
        } else if (o instanceof Setting s && s.getSpec() != null && s.getSpec().getName() != null) {
            String name = s.getSpec().getName();
            String what = "'" + s.getKey().getLiteral() + " " + name + "'";
            switch (s.getKey()) {
                case DIMENSION -> {
                    if (!name.equals("uniform") && !name.equals("normal")) {
                        out.add(new Problem(s, Literals.SETTING__SPEC, what + SUFFIX
                                + " (subcube dimensions are uniform or normal)"));
                    } else if (name.equals("normal") && Models.namedValues(s.getSpec(), "sd") == null) {
                        out.add(new Problem(s, Literals.SETTING__SPEC, "'dimension normal' without 'sd'" + SUFFIX
                                + " (Chang97 §3.4 uses 'normal 0 to 7 mean 3.5 sd 1.6')"));
                    }
                }
                case SIDES, SIZE -> {
                    if (name.equals("normal") && Models.namedValues(s.getSpec(), "sd") == null) {
                        out.add(new Problem(s, Literals.SETTING__SPEC, "'" + s.getKey().getLiteral()
                                + " normal' without 'sd'" + SUFFIX + " (no paper gives a default; write 'sd 6.6')"));
                    }
                }
                default -> {
                }
            }
        }
        return out;
    }

    /**
     * Every problem of experiment {@code e}: its machine, workload and pipelines after {@code extends}. A grid runs
     * only through a pipeline whose {@code mapping} or {@code balance} stage the core knows.
     */
    public static List<Problem> problems(Experiment e) {
        return problems(e, RunModels.standard());
    }

    /** {@link #problems(Experiment)} with the stage policies of {@code models} (a bound or a run's registry's). */
    public static List<Problem> problems(Experiment e, RunModels models) {
        List<Problem> out = new ArrayList<>();
        WorkloadSpec w = Models.workload(e);
        if (w != null) {
            w.eAllContents().forEachRemaining(o -> out.addAll(check(o)));
        }
        List<PipelineDef> pipelines = Models.pipelines(e);
        for (PipelineDef p : pipelines) {
            for (Stage s : p.getStages()) {
                out.addAll(check(s));
            }
        }
        if (Models.machine(e) instanceof Grid g) {
            g.getLinks().forEach(l -> out.addAll(check(l)));
            for (PipelineDef p : pipelines) {
                boolean gridAware = p.getStages().stream().anyMatch(s -> (s.getKind() == StageKind.MAPPING
                        || s.getKind() == StageKind.BALANCE) && s.getSpec() != null
                        && models.descriptor(s.getKind().getLiteral(), s.getSpec().getName()) != null);
                if (!gridAware) {
                    List<String> mappings = models.names(Family.MAPPING.word());
                    out.add(new Problem(g, null, "a grid machine" + SUFFIX + " without a 'mapping' or 'balance'"
                            + " stage the core knows (pipeline '" + p.getName() + "' has none" + (mappings.isEmpty()
                                    ? "" : "; mapping policies: " + String.join(", ", mappings)) + ")"));
                    break;
                }
            }
        }
        return out;
    }
}

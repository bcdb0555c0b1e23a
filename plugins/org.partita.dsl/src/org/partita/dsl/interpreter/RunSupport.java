package org.partita.dsl.interpreter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.partita.core.sched.QueuePolicies;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.WorkloadSpec;

/**
 * What the language accepts but the interpreter (and the generator) cannot run yet, because the simulation core
 * lacks the policy: every such construct is reported — as a warning by the validator, and as an error that stops
 * {@code partita run} and {@code partita generate} before anything runs — never ignored.
 *
 * <p>Queue disciplines are asked of the core ({@link QueuePolicies#names()}), so a discipline becomes runnable as
 * soon as the core registers it under its core name ({@link #CORE_QUEUES}).
 */
public final class RunSupport {

    /** Where and why a construct cannot run yet. */
    public record Problem(EObject object, EStructuralFeature feature, String message) {
    }

    /** Issue code of the "not supported yet by the interpreter" diagnostics. */
    public static final String ISSUE_CODE = "org.partita.dsl.notSupportedYet";

    /** Language queue names → core queue names ({@link org.partita.dsl.catalog.Catalog#CORE_QUEUES}). */
    public static final Map<String, String> CORE_QUEUES = org.partita.dsl.catalog.Catalog.CORE_QUEUES;

    private static final String SUFFIX = " is not supported yet by the interpreter";

    private RunSupport() {
    }

    /** The problems of one construct (a stage, a workload setting, a speedup table or a grid), or none. */
    public static List<Problem> check(EObject o) {
        List<Problem> out = new ArrayList<>();
        if (o instanceof Grid g) {
            out.add(new Problem(g, null, "a grid machine" + SUFFIX
                    + " (the simulation core has no grid mapping or load balancing yet)"));
        } else if (o instanceof SpeedupTable t) {
            out.add(new Problem(t, null, "a speedup table (malleable jobs)" + SUFFIX
                    + " (the simulation core has no processor-sharing policies yet)"));
        } else if (o instanceof Stage s && s.getSpec() != null && s.getSpec().getName() != null) {
            String name = s.getSpec().getName();
            String what = "'" + s.getKind().getLiteral() + " " + name + "'";
            switch (s.getKind()) {
                case QUEUE -> {
                    String core = CORE_QUEUES.get(name);
                    if (core != null && !QueuePolicies.names().contains(core)) {
                        out.add(new Problem(s, Literals.STAGE__SPEC, what + SUFFIX
                                + " (the simulation core has no '" + core + "' queue discipline yet; available: "
                                + String.join(", ", QueuePolicies.names()) + ")"));
                    }
                }
                case PARTITION -> out.add(new Problem(s, Literals.STAGE__SPEC, what + SUFFIX
                        + " (the simulation core has no partition sizing (space sharing) yet)"));
                case SHARE -> out.add(new Problem(s, Literals.STAGE__SPEC, what + SUFFIX
                        + " (the simulation core has no gang scheduling or processor sharing yet)"));
                case MAPPING, BALANCE -> out.add(new Problem(s, Literals.STAGE__SPEC, what + SUFFIX
                        + " (the simulation core has no grid mapping or load balancing yet)"));
                default -> {
                    // allocate and migrate: the core's allocators; the validator asks the core about them
                }
            }
        } else if (o instanceof Setting s && s.getSpec() != null && s.getSpec().getName() != null) {
            String name = s.getSpec().getName();
            String what = "'" + s.getKey().getLiteral() + " " + name + "'";
            switch (s.getKey()) {
                case STRUCTURE -> {
                    if (!name.equals("rigid")) {
                        out.add(new Problem(s, Literals.SETTING__SPEC, what + SUFFIX
                                + " (only rigid jobs run yet)"));
                    }
                }
                case ESTIMATES -> out.add(new Problem(s, Literals.SETTING__SPEC, what + SUFFIX
                        + " (run-time estimates only matter to backfilling)"));
                case DIMENSION -> {
                    if (!name.equals("uniform")) {
                        out.add(new Problem(s, Literals.SETTING__SPEC, what + SUFFIX
                                + " (subcube dimensions are drawn uniformly only)"));
                    }
                }
                case SIDES, SIZE -> {
                    if (name.equals("normal") && Models.paramValues(s.getSpec(), "sd") == null) {
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

    /** Every problem of experiment {@code e}: its machine, workload and pipelines after {@code extends}. */
    public static List<Problem> problems(Experiment e) {
        List<Problem> out = new ArrayList<>();
        MachineSpec m = Models.machine(e);
        if (m instanceof Grid g) {
            out.addAll(check(g));
        }
        WorkloadSpec w = Models.workload(e);
        if (w != null) {
            w.eAllContents().forEachRemaining(o -> out.addAll(check(o)));
        }
        for (PipelineDef p : Models.pipelines(e)) {
            for (Stage s : p.getStages()) {
                out.addAll(check(s));
            }
        }
        return out;
    }
}

package org.partita.dsl.validation;

import static org.partita.dsl.validation.ValidationSupport.fmt;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;
import org.partita.core.grid.GridPolicies;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Values;

/**
 * Specs: a stage's policy or a workload's distribution and its parameters, against the catalog ({@link Catalog}):
 * a known name, known parameters given once, values in range and in the right unit, required parameters, wrappers
 * and their inner allocator, ordered thresholds, one arrival intensity, queue parameters the core accepts.
 * Composed into {@link PartitaValidator}.
 */
public class SpecValidator extends ComposedValidator {

    @Check
    public void checkSpec(Spec spec) {
        String kind = Models.kindOf(spec);
        if (kind == null) {
            return;
        }
        StrategyDescriptor entry = catalog.get(kind, spec.getName());
        if (entry == null) {
            String hint = catalog.closest(kind, spec.getName());
            error("unknown " + describe(kind) + " '" + spec.getName() + "'"
                    + (hint != null ? "; did you mean '" + hint + "'?" : "") + " Known: "
                    + String.join(", ", catalog.names(kind)),
                    spec, Literals.SPEC__NAME, IssueCodes.UNKNOWN_POLICY, spec.getName(), kind);
            return;
        }
        if (spec.getValue() != null) {
            if (entry.primary() == null) {
                error("'" + entry.name() + "' takes no value here; name the parameter"
                        + (entry.parameters().isEmpty() ? "" : " (" + names(entry) + ")"),
                        spec, Literals.SPEC__VALUE, IssueCodes.UNEXPECTED_VALUE);
            } else {
                checkValues(spec.getValue(), entry.parameter(entry.primary()), spec, Literals.SPEC__VALUE,
                        "range".equals(entry.primary()));
            }
        }
        Set<String> seen = new HashSet<>();
        if (spec.getValue() != null && entry.primary() != null) {
            seen.add(entry.primary());
        }
        for (Param p : spec.getParams()) {
            Parameter cp = entry.parameter(p.getName());
            if (cp == null) {
                String hint = Catalog.closest(entry.parameters().stream().map(Parameter::name).toList(),
                        p.getName());
                error("'" + entry.name() + "' has no parameter '" + p.getName() + "'"
                        + (hint != null ? "; did you mean '" + hint + "'?" : "")
                        + (entry.parameters().isEmpty() ? "; it takes none" : "; parameters: " + names(entry)),
                        p, Literals.PARAM__NAME, IssueCodes.UNKNOWN_PARAMETER, p.getName());
                continue;
            }
            if (!seen.add(p.getName())) {
                error("parameter '" + p.getName() + "' is given twice", p, Literals.PARAM__NAME,
                        IssueCodes.DUPLICATE_PARAMETER);
            }
            if (p.getWord() != null) {
                checkWord(entry, cp, p);
            } else if (cp.unit() == Parameter.Unit.WORD) {
                error("'" + cp.name() + "' takes one of " + String.join(", ", cp.words()) + ", not a number", p,
                        Literals.PARAM__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, cp.name());
            } else {
                checkValues(p.getValue(), cp, p, Literals.PARAM__VALUE, false);
            }
        }
        if (kind.equals(Family.QUEUE.word())) {
            checkQueue(spec, entry);
        }
        for (Parameter cp : entry.parameters()) {
            if (cp.defaultValue() == null && !seen.contains(cp.name()) && isRequired(kind, cp)) {
                error("'" + entry.name() + "' needs parameter '" + cp.name() + "': " + cp.doc(), spec,
                        Literals.SPEC__NAME, IssueCodes.MISSING_PARAMETER, cp.name());
            }
        }
        if (spec.getInner() != null && !entry.has(StrategyDescriptor.Trait.WRAPPER)) {
            error("'" + entry.name() + "' does not take 'over'; only size reduction and splitting (rsr, anca) "
                    + "wrap another allocator", spec, Literals.SPEC__INNER, IssueCodes.NOT_A_WRAPPER);
        }
        if (spec.getInner() == null && entry.has(StrategyDescriptor.Trait.WRAPPER)) {
            error("'" + entry.name() + "' wraps another allocator: write '" + entry.name() + " ... over first-fit'",
                    spec, Literals.SPEC__NAME, IssueCodes.MISSING_INNER);
        }
        checkOrder(spec, entry);
        checkArrivalRate(spec, entry, kind);
    }

    /** A word value ({@code mode count}, {@code threshold none}): one of the parameter's words. */
    private void checkWord(StrategyDescriptor entry, Parameter cp, Param p) {
        if (cp.words().contains(p.getWord())) {
            return;
        }
        String allowed = cp.words().isEmpty() ? "a number" : cp.unit() == Parameter.Unit.WORD
                ? "one of " + String.join(", ", cp.words())
                : cp.words().size() == 1 ? "a number or " + cp.words().get(0)
                : "a number, " + String.join(", ", cp.words().subList(0, cp.words().size() - 1)) + " or "
                        + cp.words().get(cp.words().size() - 1);
        String hint = Catalog.closest(cp.words(), p.getWord());
        error("'" + cp.name() + "' of '" + entry.name() + "' takes " + allowed + ", got '" + p.getWord() + "'"
                + (hint != null ? "; did you mean '" + hint + "'?" : ""), p, Literals.PARAM__WORD,
                IssueCodes.VALUE_OUT_OF_RANGE, cp.name());
    }

    /**
     * A queue discipline: in {@code mode count} the threshold is a job count (no time unit, a whole number); then
     * the core itself must accept the parameters ({@code QueuePolicies.create}).
     */
    private void checkQueue(Spec spec, StrategyDescriptor entry) {
        Param mode = null;
        for (Param p : spec.getParams()) {
            if (p.getName().equals("mode")) {
                mode = p;
            }
        }
        if (mode != null && "count".equals(mode.getWord())) {
            Values v = Models.paramValues(catalog, spec, "threshold");
            if (v != null && v.getFirst() != null) {
                Quantity q = v.getFirst();
                if (q.getUnit() != null) {
                    error("with 'mode count' the threshold is a number of jobs, not a duration: remove '"
                            + q.getUnit() + "'", q, Literals.QUANTITY__UNIT, IssueCodes.BAD_UNIT, q.getUnit());
                    return;
                }
                if (Models.number(q) != Math.rint(Models.number(q))) {
                    error("with 'mode count' the threshold is a number of jobs: must be a whole number, got "
                            + q.getValue(), q, Literals.QUANTITY__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, "threshold");
                    return;
                }
            }
        }
        if (!catalogAccepts(spec, entry)) {
            return; // already reported above
        }
        String core = catalog.coreQueue(entry.name());
        if (core == null) {
            return;
        }
        String why = CoreModels.checkQueue(new CoreModels.QueueChoice(core, CoreModels.numericParams(catalog, spec)),
                catalog.strategies());
        if (why != null) {
            error("'queue " + entry.name() + "': " + why, spec, Literals.SPEC__NAME, IssueCodes.VALUE_OUT_OF_RANGE);
        }
    }

    /** Whether every parameter of {@code spec} passed the catalog's checks (known, once, allowed value). */
    private static boolean catalogAccepts(Spec spec, StrategyDescriptor entry) {
        Set<String> names = new HashSet<>();
        for (Param p : spec.getParams()) {
            Parameter cp = entry.parameter(p.getName());
            if (cp == null || !names.add(p.getName())) {
                return false;
            }
            if (p.getWord() != null ? !cp.words().contains(p.getWord())
                    : cp.unit() == Parameter.Unit.WORD || p.getValue() == null
                            || Catalog.check(cp, Models.value(p.getValue().getFirst(), cp.unit())) != null) {
                return false;
            }
        }
        Values v = spec.getValue();
        Parameter primary = entry.primary() == null ? null : entry.parameter(entry.primary());
        return v == null || primary == null
                || Catalog.check(primary, Models.value(v.getFirst(), primary.unit())) == null;
    }

    private static boolean isRequired(String kind, Parameter cp) {
        // arrivals: one of load / rate / traffic; sides and sizes: all parameters derive from the machine, as does
        // an allocator parameter whose default the core computes from the machine (limit-k's k = n-3)
        return !kind.equals("arrivals") && !kind.equals("sides") && !kind.equals("size")
                && !kind.equals("dimension") && Catalog.machineDefault(kind, cp) == null;
    }

    private void checkArrivalRate(Spec spec, StrategyDescriptor entry, String kind) {
        if (!kind.equals("arrivals")) {
            return;
        }
        int given = 0;
        for (String n : List.of("load", "rate", "traffic")) {
            if (Models.paramValues(catalog, spec, n) != null) {
                given++;
            }
        }
        if (given == 0) {
            error("arrivals need an intensity: 'load' (offered load ρ), 'rate' (λ, jobs/s) or 'traffic' (λ/μ)",
                    spec, Literals.SPEC__NAME, IssueCodes.MISSING_PARAMETER, "load");
        } else if (given > 1) {
            error("give only one of 'load', 'rate' and 'traffic'", spec, Literals.SPEC__NAME,
                    IssueCodes.CONFLICTING_PARAMETERS);
        }
    }

    /** Thresholds that must be ordered: Rate of Change 0 ≤ CT ≤ LT < HT; PDPA low ≤ high (heavy and light load). */
    private void checkOrder(Spec spec, StrategyDescriptor entry) {
        if (entry.name().equals(GridPolicies.RATE_OF_CHANGE_NAME)) {
            Double ct = single(spec, "ct");
            Double lt = single(spec, "lt");
            Double ht = single(spec, "ht");
            if (ct != null && lt != null && ht != null && !(0 <= ct && ct <= lt && lt < ht)) {
                error("Rate-of-Change thresholds must satisfy 0 <= CT <= LT < HT, got CT " + fmt(ct) + ", LT " + fmt(lt) + ", HT " + fmt(ht), spec,
                        Literals.SPEC__NAME, IssueCodes.THRESHOLD_ORDER);
            }
        } else if (entry.name().equals(MalleablePolicies.PDPA_NAME)) {
            // the core's rule (Pdpa): low <= high, for heavy and for light load; defaults from the core's catalog
            for (String[] pair : new String[][] {{"low", "high"}, {"lightlow", "lighthigh"}}) {
                double lo = valueOrDefault(spec, entry, pair[0]);
                double hi = valueOrDefault(spec, entry, pair[1]);
                if (!(lo <= hi)) {
                    error("PDPA needs " + pair[0] + " <= " + pair[1] + " efficiency, got " + pair[0] + " " + fmt(lo)
                            + ", " + pair[1] + " " + fmt(hi), spec, Literals.SPEC__NAME, IssueCodes.THRESHOLD_ORDER);
                }
            }
        }
    }

    /** The value written for {@code name}, else its default in the catalog ({@code NaN} when it has none). */
    private double valueOrDefault(Spec spec, StrategyDescriptor entry, String name) {
        Double v = single(spec, name);
        if (v != null) {
            return v;
        }
        Parameter p = entry.parameter(name);
        if (p == null || p.defaultValue() == null) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(p.defaultValue().trim().split("\\s+")[0]);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private Double single(Spec spec, String name) {
        Values v = Models.paramValues(catalog, spec, name);
        if (v == null || Models.isSweep(v) || v.getLast() != null) {
            return null;
        }
        Parameter cp = Models.catalogParam(catalog, spec, name);
        return Models.value(v.getFirst(), cp == null ? Parameter.Unit.NUMBER : cp.unit());
    }

    private void checkValues(Values v, Parameter cp, EObject owner, EStructuralFeature feature,
            boolean boundsAllowed) {
        if (v == null || cp == null) {
            return;
        }
        if (Models.isBounds(v) && !boundsAllowed) {
            error("a range needs a step to be a sweep: '" + v.getFirst().getValue() + " to " + v.getLast().getValue()
                    + " step ...'", owner, feature, IssueCodes.RANGE_NEEDS_STEP);
            return;
        }
        if (Models.isSweep(v) && boundsAllowed) {
            error("write the bounds as 'a to b'; a sweep of the bounds is not possible", owner, feature,
                    IssueCodes.BAD_RANGE);
            return;
        }
        if (Models.isSweep(v)) {
            try {
                Models.expand(v);
            } catch (IllegalArgumentException e) {
                error("bad sweep: " + e.getMessage(), owner, feature, IssueCodes.BAD_RANGE);
                return;
            }
        }
        for (Quantity q : Models.quantities(v)) {
            String unit = q.getUnit();
            if (unit != null) {
                boolean ok = switch (cp.unit()) {
                    case TIME -> !unit.equals("%");
                    case FRACTION -> unit.equals("%");
                    case NUMBER, WORD -> false;
                };
                if (!ok) {
                    error("'" + cp.name() + "' " + switch (cp.unit()) {
                        case TIME -> "is a duration: use s, ms, min or h";
                        case FRACTION -> "is a fraction: write 0.75 or 75%";
                        case NUMBER, WORD -> "takes a plain number, not '" + unit + "'";
                    }, q, Literals.QUANTITY__UNIT, IssueCodes.BAD_UNIT, unit);
                    continue;
                }
            }
            if (q == v.getStep()) {
                continue;
            }
            String why = Catalog.check(cp, Models.value(q, cp.unit()));
            if (why != null) {
                error("'" + cp.name() + "' " + why + ", got " + q.getValue() + (unit == null ? "" : unit), q,
                        Literals.QUANTITY__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, cp.name());
            }
        }
        if (Models.isBounds(v) && Models.number(v.getLast()) < Models.number(v.getFirst())) {
            error("the range runs backwards", owner, feature, IssueCodes.BAD_RANGE);
        }
    }

    private static String describe(String kind) {
        StageKind stage = StageKind.get(kind);
        if (stage != null) {
            return switch (stage) {
                case QUEUE -> "queue discipline";
                case PARTITION -> "partitioning policy";
                case ALLOCATE -> "allocation strategy";
                case SHARE -> "sharing policy";
                case MIGRATE -> "migration trigger";
                case MAPPING -> stage.getLiteral();
                case BALANCE -> "load balancer";
            };
        }
        SettingKey setting = SettingKey.get(kind);
        return setting == null ? kind : switch (setting) {
            case ARRIVALS -> "arrival process";
            case SERVICE -> "service-time distribution";
            case SIDES, SIZE, DIMENSION -> "size distribution";
            case STRUCTURE -> "job structure";
            case ESTIMATES -> "estimate source";
            case SHAPES -> "shape rule";
            case DIRECTIVES -> "directive model";
            default -> kind;
        };
    }

    private static String names(StrategyDescriptor e) {
        return String.join(", ", e.parameters().stream().map(Parameter::name).toList());
    }
}

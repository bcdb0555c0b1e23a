package org.partita.dsl.validation;

import java.io.File;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.ComposedChecks;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.Sweeps;
import org.partita.dsl.model.TopologyRules;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.Member;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.SpeedupPoint;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * Every mistake a user can make in an experiment file, as a diagnostic with an issue code ({@link IssueCodes}).
 * Checks that touch the file system (trace files) run as {@link CheckType#EXPENSIVE}.
 */
@ComposedChecks(validators = {RunSupportValidator.class, ExpectValidator.class, ClassesValidator.class,
    TimelineValidator.class})
public class PartitaValidator extends AbstractPartitaValidator {

    @com.google.inject.Inject
    private ResourceDescriptionsProvider resourceDescriptions;
    @com.google.inject.Inject
    private IQualifiedNameProvider qualifiedNames;

    // ------------------------------------------------------------------------------------------------ specs

    @Check
    public void checkSpec(Spec spec) {
        String kind = Models.kindOf(spec);
        if (kind == null) {
            return;
        }
        Catalog.Entry entry = Catalog.get(kind, spec.getName());
        if (entry == null) {
            String hint = Catalog.closest(kind, spec.getName());
            error("unknown " + describe(kind) + " '" + spec.getName() + "'"
                    + (hint != null ? "; did you mean '" + hint + "'?" : "") + " Known: "
                    + String.join(", ", Catalog.names(kind)),
                    spec, Literals.SPEC__NAME, IssueCodes.UNKNOWN_POLICY, spec.getName(), kind);
            return;
        }
        if (spec.getValue() != null) {
            if (entry.primary() == null) {
                error("'" + entry.name() + "' takes no value here; name the parameter"
                        + (entry.params().isEmpty() ? "" : " (" + names(entry) + ")"),
                        spec, Literals.SPEC__VALUE, IssueCodes.UNEXPECTED_VALUE);
            } else {
                checkValues(spec.getValue(), entry.param(entry.primary()), spec, Literals.SPEC__VALUE,
                        "range".equals(entry.primary()));
            }
        }
        Set<String> seen = new HashSet<>();
        if (spec.getValue() != null && entry.primary() != null) {
            seen.add(entry.primary());
        }
        for (Param p : spec.getParams()) {
            Catalog.Param cp = entry.param(p.getName());
            if (cp == null) {
                String hint = Catalog.closest(entry.params().stream().map(Catalog.Param::name).toList(),
                        p.getName());
                error("'" + entry.name() + "' has no parameter '" + p.getName() + "'"
                        + (hint != null ? "; did you mean '" + hint + "'?" : "")
                        + (entry.params().isEmpty() ? "; it takes none" : "; parameters: " + names(entry)),
                        p, Literals.PARAM__NAME, IssueCodes.UNKNOWN_PARAMETER, p.getName());
                continue;
            }
            if (!seen.add(p.getName())) {
                error("parameter '" + p.getName() + "' is given twice", p, Literals.PARAM__NAME,
                        IssueCodes.DUPLICATE_PARAMETER);
            }
            if (p.getWord() != null) {
                checkWord(entry, cp, p);
            } else if (cp.dimension() == Catalog.Dimension.WORD) {
                error("'" + cp.name() + "' takes one of " + String.join(", ", cp.words()) + ", not a number", p,
                        Literals.PARAM__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, cp.name());
            } else {
                checkValues(p.getValue(), cp, p, Literals.PARAM__VALUE, false);
            }
        }
        if (kind.equals("queue")) {
            checkQueue(spec, entry);
        }
        for (Catalog.Param cp : entry.params()) {
            if (cp.defaultValue() == null && !seen.contains(cp.name()) && isRequired(kind, entry, cp)) {
                error("'" + entry.name() + "' needs parameter '" + cp.name() + "': " + cp.doc(), spec,
                        Literals.SPEC__NAME, IssueCodes.MISSING_PARAMETER, cp.name());
            }
        }
        if (spec.getInner() != null && !entry.wraps()) {
            error("'" + entry.name() + "' does not take 'over'; only size reduction and splitting (rsr, anca) "
                    + "wrap another allocator", spec, Literals.SPEC__INNER, IssueCodes.NOT_A_WRAPPER);
        }
        if (spec.getInner() == null && entry.wraps()) {
            error("'" + entry.name() + "' wraps another allocator: write '" + entry.name() + " ... over first-fit'",
                    spec, Literals.SPEC__NAME, IssueCodes.MISSING_INNER);
        }
        checkOrder(spec, entry);
        checkArrivalRate(spec, entry, kind);
    }

    /** A word value ({@code mode count}, {@code threshold none}): one of the parameter's words. */
    private void checkWord(Catalog.Entry entry, Catalog.Param cp, Param p) {
        if (cp.words().contains(p.getWord())) {
            return;
        }
        String allowed = cp.words().isEmpty() ? "a number" : cp.dimension() == Catalog.Dimension.WORD
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
    private void checkQueue(Spec spec, Catalog.Entry entry) {
        Param mode = null;
        for (Param p : spec.getParams()) {
            if (p.getName().equals("mode")) {
                mode = p;
            }
        }
        if (mode != null && "count".equals(mode.getWord())) {
            Values v = Models.paramValues(spec, "threshold");
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
        String core = Catalog.CORE_QUEUES.get(entry.name());
        if (core == null) {
            return;
        }
        String why = CoreModels.checkQueue(new CoreModels.QueueChoice(core, CoreModels.numericParams(spec)));
        if (why != null) {
            error("'queue " + entry.name() + "': " + why, spec, Literals.SPEC__NAME, IssueCodes.VALUE_OUT_OF_RANGE);
        }
    }

    /** Whether every parameter of {@code spec} passed the catalog's checks (known, once, allowed value). */
    private static boolean catalogAccepts(Spec spec, Catalog.Entry entry) {
        Set<String> names = new HashSet<>();
        for (Param p : spec.getParams()) {
            Catalog.Param cp = entry.param(p.getName());
            if (cp == null || !names.add(p.getName())) {
                return false;
            }
            if (p.getWord() != null ? !cp.words().contains(p.getWord())
                    : cp.dimension() == Catalog.Dimension.WORD || p.getValue() == null
                            || cp.check(Models.value(p.getValue().getFirst(), cp.dimension())) != null) {
                return false;
            }
        }
        Values v = spec.getValue();
        Catalog.Param primary = entry.primary() == null ? null : entry.param(entry.primary());
        return v == null || primary == null || primary.check(Models.value(v.getFirst(), primary.dimension())) == null;
    }

    private static boolean isRequired(String kind, Catalog.Entry entry, Catalog.Param cp) {
        // arrivals: one of load / rate / traffic; sides and sizes: all parameters derive from the machine, as does
        // an allocator parameter whose default the core computes from the machine (limit-k's k = n-3)
        return !kind.equals("arrivals") && !kind.equals("sides") && !kind.equals("size")
                && !kind.equals("dimension") && Catalog.machineDefault(entry, cp) == null;
    }

    private void checkArrivalRate(Spec spec, Catalog.Entry entry, String kind) {
        if (!kind.equals("arrivals")) {
            return;
        }
        int given = 0;
        for (String n : List.of("load", "rate", "traffic")) {
            if (Models.paramValues(spec, n) != null) {
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
    private void checkOrder(Spec spec, Catalog.Entry entry) {
        if (entry.name().equals("rate-of-change")) {
            Double ct = single(spec, "ct");
            Double lt = single(spec, "lt");
            Double ht = single(spec, "ht");
            if (ct != null && lt != null && ht != null && !(0 <= ct && ct <= lt && lt < ht)) {
                error("Rate-of-Change thresholds must satisfy 0 <= CT <= LT < HT, got CT " + fmt(ct) + ", LT " + fmt(lt) + ", HT " + fmt(ht), spec,
                        Literals.SPEC__NAME, IssueCodes.THRESHOLD_ORDER);
            }
        } else if (entry.name().equals("pdpa")) {
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
    private static double valueOrDefault(Spec spec, Catalog.Entry entry, String name) {
        Double v = single(spec, name);
        if (v != null) {
            return v;
        }
        Catalog.Param p = entry.param(name);
        if (p == null || p.defaultValue() == null) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(p.defaultValue().trim().split("\\s+")[0]);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static Double single(Spec spec, String name) {
        Values v = Models.paramValues(spec, name);
        if (v == null || Models.isSweep(v) || v.getLast() != null) {
            return null;
        }
        Catalog.Param cp = Models.catalogParam(spec, name);
        return Models.value(v.getFirst(), cp == null ? Catalog.Dimension.NUMBER : cp.dimension());
    }

    private void checkValues(Values v, Catalog.Param cp, EObject owner, EStructuralFeature feature,
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
                boolean ok = switch (cp.dimension()) {
                    case TIME -> !unit.equals("%");
                    case FRACTION -> unit.equals("%");
                    case NUMBER, WORD -> false;
                };
                if (!ok) {
                    error("'" + cp.name() + "' " + switch (cp.dimension()) {
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
            String why = cp.check(Models.value(q, cp.dimension()));
            if (why != null) {
                error("'" + cp.name() + "' " + why + ", got " + q.getValue() + (unit == null ? "" : unit), q,
                        Literals.QUANTITY__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, cp.name());
            }
        }
        if (Models.isBounds(v) && Models.number(v.getLast()) < Models.number(v.getFirst())) {
            error("the range runs backwards", owner, feature, IssueCodes.BAD_RANGE);
        }
    }

    // ------------------------------------------------------------------------------------------------ machines

    @Check
    public void checkTopology(Topology t) {
        int n = t.getDims().size();
        String expected = switch (t.getKind()) {
            case MESH, TORUS -> n == 2 || n == 3 ? null : "2 or 3 side lengths, e.g. '" + t.getKind() + " 32 x 32'";
            default -> n == 1 ? null : "one number, e.g. '" + t.getKind() + " 64'";
        };
        if (expected != null) {
            error("a " + t.getKind() + " takes " + expected, t, Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
            return;
        }
        long size = 1;
        for (int i = 0; i < n; i++) {
            int d = t.getDims().get(i);
            if (d <= 0) {
                error("sizes must be positive, got " + d, t, Literals.TOPOLOGY__DIMS, i, IssueCodes.BAD_DIMENSIONS);
                return;
            }
            size *= d;
        }
        if (t.getKind() == TopologyKind.HYPERCUBE && t.getDims().get(0) > 30) {
            error("a hypercube of dimension " + t.getDims().get(0) + " is too large (at most 30)", t,
                    Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
        } else if (size > Integer.MAX_VALUE) {
            error(size + " processors is too many", t, Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
        }
        if (t.getSpeed() != null && new BigDecimal(t.getSpeed()).signum() <= 0) {
            error("speed must be > 0", t, Literals.TOPOLOGY__SPEED, IssueCodes.VALUE_OUT_OF_RANGE, "speed");
        }
    }

    @Check
    public void checkGrid(Grid g) {
        if (g.getClusters().isEmpty()) {
            error("a grid needs at least one cluster", g, null, IssueCodes.EMPTY_GRID);
        }
        Set<String> names = new HashSet<>();
        for (Cluster c : g.getClusters()) {
            if (!names.add(c.getName())) {
                error("duplicate cluster '" + c.getName() + "'", c, Literals.CLUSTER__NAME, IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    @Check
    public void checkLink(Link l) {
        if (l.getFrom() != null && l.getFrom() == l.getTo()) {
            error("a link joins two different clusters", l, Literals.LINK__TO, IssueCodes.SELF_LINK);
        }
        if (l.getBandwidth() != null && new BigDecimal(l.getBandwidth()).signum() <= 0) {
            error("bandwidth must be > 0", l, Literals.LINK__BANDWIDTH, IssueCodes.VALUE_OUT_OF_RANGE, "bandwidth");
        }
    }

    // ------------------------------------------------------------------------------------------------ workloads

    @Check
    public void checkJobs(Jobs j) {
        if (j.getCount() <= 0) {
            error("the number of measured jobs must be > 0", j, Literals.JOBS__COUNT, IssueCodes.VALUE_OUT_OF_RANGE,
                    "jobs");
        }
    }

    @Check
    public void checkHorizon(org.partita.dsl.partita.Horizon h) {
        if (h.getTime() != null && h.getTime().getUnit() != null && h.getTime().getUnit().equals("%")) {
            error("'horizon' takes a time (s, ms, min, h)", h.getTime(), Literals.QUANTITY__UNIT, IssueCodes.BAD_UNIT,
                    "%");
        } else if (h.getTime() != null && Models.number(h.getTime()) <= 0) {
            error("'horizon' must be > 0", h, Literals.HORIZON__TIME, IssueCodes.VALUE_OUT_OF_RANGE, "horizon");
        }
    }

    @Check
    public void checkSubmitFor(org.partita.dsl.partita.SubmitFor s) {
        if (s.getTime() != null && s.getTime().getUnit() != null && s.getTime().getUnit().equals("%")) {
            error("'submit for' takes a time (s, ms, min, h)", s.getTime(), Literals.QUANTITY__UNIT,
                    IssueCodes.BAD_UNIT, "%");
        } else if (s.getTime() != null && Models.number(s.getTime()) <= 0) {
            error("'submit for' must be > 0", s, Literals.SUBMIT_FOR__TIME, IssueCodes.VALUE_OUT_OF_RANGE,
                    "submit");
        }
    }

    @Check
    public void checkStop(StopAt s) {
        if (s.getTime() != null && s.getTime().getUnit() != null && s.getTime().getUnit().equals("%")) {
            error("'stop at' takes a time (s, ms, min, h)", s.getTime(), Literals.QUANTITY__UNIT, IssueCodes.BAD_UNIT,
                    "%");
        } else if (s.getTime() != null && Models.number(s.getTime()) <= 0) {
            error("'stop at' must be > 0", s, Literals.STOP_AT__TIME, IssueCodes.VALUE_OUT_OF_RANGE, "stop");
        }
    }

    @Check
    public void checkWorkloadStatements(WorkloadSpec w) {
        if (w instanceof Synthetic sy) {
            checkApplicationMix(sy);
        }
        List<WorkloadStatement> statements = w instanceof Synthetic s ? s.getStatements()
                : ((Trace) w).getStatements();
        Map<Object, WorkloadStatement> seen = new HashMap<>();
        for (WorkloadStatement st : statements) {
            // several speedup curves are one per application: distinct names, at most one without
            Object key = st instanceof Setting s ? s.getKey()
                    : st instanceof SpeedupTable t ? "speedup " + t.getName() : st.eClass();
            if (seen.putIfAbsent(key, st) != null) {
                error("'" + (st instanceof Setting s ? s.getKey().getLiteral()
                        : st instanceof SpeedupTable t && t.getName() != null ? "speedup " + t.getName()
                                : keyword(st))
                        + "' is given twice in this workload", st, null, IssueCodes.DUPLICATE_STATEMENT);
            }
        }
        if (w instanceof Synthetic s) {
            boolean arrivals = false;
            for (WorkloadStatement st : s.getStatements()) {
                arrivals |= st instanceof Setting x && x.getKey() == SettingKey.ARRIVALS;
            }
            if (!arrivals) {
                error("a synthetic workload needs an arrival process, e.g. 'arrivals poisson load 0.5'", w, null,
                        IssueCodes.MISSING_ARRIVALS);
            }
        } else {
            for (WorkloadStatement st : statements) {
                if (st instanceof Setting x && (x.getKey() == SettingKey.ARRIVALS
                        || x.getKey() == SettingKey.SERVICE || x.getKey() == SettingKey.SIDES
                        || x.getKey() == SettingKey.SIZE || x.getKey() == SettingKey.DIMENSION)) {
                    error("a trace brings its own " + x.getKey().getLiteral() + "; '" + x.getKey().getLiteral()
                            + "' belongs in a synthetic workload", st, null, IssueCodes.NOT_FOR_TRACE);
                }
            }
        }
    }

    private static String keyword(WorkloadStatement st) {
        return st instanceof Jobs ? "jobs" : st instanceof StopAt ? "stop at"
                : st instanceof org.partita.dsl.partita.SubmitFor ? "submit for"
                        : st instanceof org.partita.dsl.partita.Horizon ? "horizon" : "speedup";
    }

    /** What an application of a mix takes: {@code time} (T1), {@code request}, {@code share}. */
    public static final List<String> APPLICATION_PARAMS = List.of("time", "request", "fraction");

    /**
     * An application mix (Corbalán Fig. 3.3): once one speedup table has a {@code fraction}, every table is an
     * application with {@code time}, {@code request} and {@code fraction}; the fractions add up to 1; the jobs are
     * malleable; their times and requests are the applications', so {@code service} and {@code size} do not
     * apply; the load is {@code load} (λ_i = P·U·fraction_i / time_i).
     */
    private void checkApplicationMix(Synthetic w) {
        List<SpeedupTable> tables = w.getStatements().stream().filter(SpeedupTable.class::isInstance)
                .map(SpeedupTable.class::cast).toList();
        if (tables.stream().noneMatch(t -> !t.getParams().isEmpty())) {
            return;
        }
        BigDecimal total = BigDecimal.ZERO;
        for (SpeedupTable t : tables) {
            for (String needed : APPLICATION_PARAMS) {
                if (t.getParams().stream().noneMatch(p -> p.getName().equals(needed))) {
                    error("application '" + (t.getName() == null ? "" : t.getName()) + "' of the mix needs '"
                            + needed + "' (every speedup table of a mix gives time, request and fraction)", t, null,
                            IssueCodes.BAD_APPLICATION_MIX, needed);
                }
            }
            for (Param p : t.getParams()) {
                if (p.getName().equals("fraction") && p.getValue() != null && !Models.isSweep(p.getValue())) {
                    total = total.add(BigDecimal.valueOf(Models.value(p.getValue().getFirst(),
                            Catalog.Dimension.FRACTION)));
                }
            }
        }
        if (total.subtract(BigDecimal.ONE).abs().compareTo(new BigDecimal("1e-9")) > 0) {
            error("the fractions of the applications add up to " + total.stripTrailingZeros().toPlainString()
                    + ", not 1", tables.get(0), null, IssueCodes.BAD_APPLICATION_MIX);
        }
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s && (s.getKey() == SettingKey.SERVICE || s.getKey() == SettingKey.SIZE
                    || s.getKey() == SettingKey.SIDES || s.getKey() == SettingKey.DIMENSION)) {
                error("'" + s.getKey().getLiteral() + "' does not apply to an application mix: each job takes its "
                        + "application's time and request", s, Literals.SETTING__KEY, IssueCodes.BAD_APPLICATION_MIX);
            }
            if (st instanceof Setting s && s.getKey() == SettingKey.ARRIVALS && s.getSpec() != null
                    && Models.paramValues(s.getSpec(), "load") == null) {
                error("an application mix takes its arrivals as 'load U' (λ_i = P·U·fraction_i / time_i)", s,
                        Literals.SETTING__SPEC, IssueCodes.BAD_APPLICATION_MIX);
            }
        }
        if (w.getStatements().stream().noneMatch(st -> st instanceof Setting s && s.getKey() == SettingKey.STRUCTURE
                && s.getSpec() != null && "malleable".equals(s.getSpec().getName()))) {
            error("an application mix is a workload of malleable jobs: add 'structure malleable'", tables.get(0),
                    null, IssueCodes.BAD_APPLICATION_MIX);
        }
    }

    private void checkApplicationParams(SpeedupTable t) {
        Set<String> seen = new HashSet<>();
        for (Param p : t.getParams()) {
            if (!APPLICATION_PARAMS.contains(p.getName())) {
                error("a speedup table takes " + String.join(", ", APPLICATION_PARAMS) + ", not '" + p.getName()
                        + "'", p, Literals.PARAM__NAME, IssueCodes.UNKNOWN_PARAMETER, p.getName());
                continue;
            }
            if (!seen.add(p.getName())) {
                error("parameter '" + p.getName() + "' is given twice", p, Literals.PARAM__NAME,
                        IssueCodes.DUPLICATE_PARAMETER);
            }
            if (p.getValue() == null) {
                error("'" + p.getName() + "' takes a number", p, Literals.PARAM__NAME, IssueCodes.VALUE_OUT_OF_RANGE,
                        p.getName());
                continue;
            }
            if (Models.isSweep(p.getValue()) || p.getValue().getLast() != null) {
                error("an application's '" + p.getName() + "' is one value", p, Literals.PARAM__VALUE,
                        IssueCodes.BAD_APPLICATION_MIX);
                continue;
            }
            String unit = Models.unit(p.getValue());
            Catalog.Dimension d = switch (p.getName()) {
                case "time" -> Catalog.Dimension.TIME;
                case "fraction" -> Catalog.Dimension.FRACTION;
                default -> Catalog.Dimension.NUMBER;
            };
            if (unit != null && !(d == Catalog.Dimension.TIME && !unit.equals("%")
                    || d == Catalog.Dimension.FRACTION && unit.equals("%"))) {
                error("'" + p.getName() + "' does not take '" + unit + "'", p, Literals.PARAM__VALUE,
                        IssueCodes.BAD_UNIT, p.getName());
                continue;
            }
            double v = Models.value(p.getValue().getFirst(), d);
            boolean ok = switch (p.getName()) {
                case "time" -> v > 0;
                case "fraction" -> v > 0 && v <= 1;
                default -> v >= 1 && v == Math.rint(v);
            };
            if (!ok) {
                error("'" + p.getName() + "' must be " + switch (p.getName()) {
                    case "time" -> "> 0";
                    case "fraction" -> "in (0, 1]";
                    default -> "a whole number >= 1";
                }, p, Literals.PARAM__VALUE, IssueCodes.VALUE_OUT_OF_RANGE, p.getName());
            }
        }
    }

    @Check
    public void checkSpeedup(SpeedupTable t) {
        checkApplicationParams(t);
        int last = 0;
        for (SpeedupPoint p : t.getPoints()) {
            if (p.getProcessors() <= last) {
                error("processor counts must increase (" + p.getProcessors() + " after " + last + ")", p,
                        Literals.SPEEDUP_POINT__PROCESSORS, IssueCodes.BAD_SPEEDUP);
            }
            last = Math.max(last, p.getProcessors());
            if (new BigDecimal(p.getSpeedup()).signum() <= 0) {
                error("speedups must be > 0", p, Literals.SPEEDUP_POINT__SPEEDUP, IssueCodes.BAD_SPEEDUP);
            }
        }
    }

    @Check(CheckType.EXPENSIVE)
    public void checkTraceExists(Trace t) {
        if (t.getPath() == null || t.getPath().isEmpty()) {
            error("the trace path is empty", t, Literals.TRACE__PATH, IssueCodes.TRACE_NOT_FOUND);
            return;
        }
        File f = Models.resolve(t, t.getPath());
        if (f != null && !f.isFile()) {
            error("trace file '" + t.getPath() + "' does not exist (looked at " + f.getPath() + ")", t,
                    Literals.TRACE__PATH, IssueCodes.TRACE_NOT_FOUND, t.getPath());
        }
    }

    // ------------------------------------------------------------------------------------------------ names

    /**
     * A top-level machine, workload, pipeline or experiment whose name another file of the same folder also
     * declares (for the same kind of element): references to it would resolve to either. Within one file the
     * file's model is searched ({@code duplicateName}); across files the index ({@link ResourceDescriptionsProvider}: the resource set
     * of the command line, the workspace index in an editor or the language server) is asked.
     */
    @Check(CheckType.NORMAL)
    public void checkNameUniqueInFolder(Element el) {
        if (!(el.eContainer() instanceof Model) || el.getName() == null || el.eResource() == null
                || el.eResource().getURI() == null) {
            return;
        }
        for (Element other : ((Model) el.eContainer()).getElements()) {
            if (other != el && other.eClass() == el.eClass() && el.getName().equals(other.getName())) {
                error(el.eClass().getName().replace("Def", "").toLowerCase(java.util.Locale.ROOT) + " '"
                        + el.getName() + "' is declared twice in this file", el, Literals.ELEMENT__NAME,
                        IssueCodes.DUPLICATE_NAME, el.getName());
                return;
            }
        }
        QualifiedName qn = qualifiedNames.getFullyQualifiedName(el);
        if (qn == null) {
            return;
        }
        URI own = el.eResource().getURI();
        URI folder = own.trimSegments(1);
        IResourceDescriptions index = resourceDescriptions.getResourceDescriptions(el.eResource());
        Set<String> others = new java.util.TreeSet<>();
        for (IEObjectDescription d : index.getExportedObjects(el.eClass(), qn, false)) {
            URI r = d.getEObjectURI().trimFragment();
            if (!r.equals(own) && r.trimSegments(1).equals(folder) && d.getEClass() == el.eClass()) {
                others.add(r.lastSegment());
            }
        }
        if (!others.isEmpty()) {
            String kind = el.eClass().getName().replace("Def", "").toLowerCase(java.util.Locale.ROOT);
            error(kind + " '" + el.getName() + "' is also declared in " + String.join(", ", others)
                    + " of the same folder; references to it are ambiguous: rename one", el,
                    Literals.ELEMENT__NAME, IssueCodes.DUPLICATE_NAME_IN_FOLDER, el.getName());
        }
    }

    // ------------------------------------------------------------------------------------------------ pipelines

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

    // ------------------------------------------------------------------------------------------------ experiments

    /**
     * A job structure is read by one stage: {@code malleable} by {@code share}, the task structures by
     * {@code partition}; task graphs by {@code mapping}. A pipeline without that stage would run the jobs as rigid
     * ones, silently: an error.
     */
    private void checkTraitsAreRead(Experiment e, WorkloadSpec workload, List<PipelineDef> pipelines) {
        if (workload == null) {
            return;
        }
        for (WorkloadStatement st : workload instanceof Synthetic sy ? sy.getStatements()
                : ((Trace) workload).getStatements()) {
            if (!(st instanceof Setting s) || s.getSpec() == null || s.getSpec().getName() == null) {
                continue;
            }
            String name = s.getSpec().getName();
            StageKind reader;
            if (s.getKey() == SettingKey.STRUCTURE && !name.equals("rigid")) {
                reader = name.equals("malleable") ? StageKind.SHARE : StageKind.PARTITION;
            } else if (s.getKey() == SettingKey.GRAPHS) {
                reader = StageKind.MAPPING;
            } else {
                continue;
            }
            for (PipelineDef p : pipelines) {
                if (p.getStages().stream().noneMatch(x -> x.getKind() == reader)) {
                    error("pipeline '" + p.getName() + "' has no '" + reader.getLiteral() + "' stage, so it would "
                            + "run the '" + s.getKey().getLiteral() + " " + name + "' jobs as rigid jobs; give it one ("
                            + String.join(", ", org.partita.core.experiment.RunModels.names(reader.getLiteral()))
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
        MachineSpec machine = Models.machine(e);
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
        if (machine != null) {
            for (PipelineDef p : pipelines) {
                checkPipelineOnMachine(e, p, machine);
            }
            if (workload != null) {
                checkShapesFit(e, workload, machine);
            }
        }
        checkSweepNames(e, workload);
    }

    /** Topology requirements of the stages: contiguous mesh allocators, hypercube buddy, grids and partitions. */
    private void checkPipelineOnMachine(Experiment e, PipelineDef p, MachineSpec machine) {
        boolean known = true;
        for (Stage s : p.getStages()) {
            for (Spec spec = s.getSpec(); spec != null; spec = spec.getInner()) {
                known &= spec.getName() != null && Catalog.get(s.getKind().getLiteral(), spec.getName()) != null;
            }
        }
        if (known && machine instanceof Topology t && !hasErrors(t)) {
            // the core decides which topologies and parameters its allocators accept
            try {
                var topology = CoreModels.topology(t);
                String why = CoreModels.checkAllocator(CoreModels.allocator(p, topology), topology);
                if (why != null) {
                    warningOrError(e, p, "pipeline '" + p.getName() + "' on " + describe(t) + ": " + why,
                            IssueCodes.TOPOLOGY_UNSUPPORTED);
                }
            } catch (IllegalArgumentException ex) {
                warningOrError(e, p, "pipeline '" + p.getName() + "': " + ex.getMessage(),
                        IssueCodes.INCOMPATIBLE_STAGES);
            }
        }
        for (Stage s : p.getStages()) {
            if (s.getSpec() == null || s.getSpec().getName() == null
                    || machine instanceof Topology && s.getKind() == StageKind.ALLOCATE) {
                continue;
            }
            for (Spec spec = s.getSpec(); spec != null; spec = spec.getInner()) {
                String why = TopologyRules.unsupported(s.getKind(), spec.getName(), machine);
                if (why != null) {
                    warningOrError(e, p, "pipeline '" + p.getName() + "': " + why, IssueCodes.TOPOLOGY_UNSUPPORTED);
                }
            }
        }
    }

    private static boolean hasErrors(Topology t) {
        int n = t.getDims().size();
        boolean shape = t.getKind() == TopologyKind.MESH || t.getKind() == TopologyKind.TORUS ? n == 2 || n == 3 : n == 1;
        return !shape || t.getDims().stream().anyMatch(d -> d <= 0)
                || t.getKind() == TopologyKind.HYPERCUBE && t.getDims().get(0) > 30
                || TopologyRules.size(t) > Integer.MAX_VALUE;
    }

    private static String describe(Topology t) {
        StringBuilder b = new StringBuilder("a ").append(t.getKind().getLiteral()).append(' ');
        for (int i = 0; i < t.getDims().size(); i++) {
            b.append(i == 0 ? "" : " x ").append(t.getDims().get(i));
        }
        return b.toString();
    }

    private void warningOrError(Experiment e, PipelineDef p, String message, String code) {
        if (p.eContainer() == e) {
            error(message, p, Literals.ELEMENT__NAME, code);
        } else {
            error(message, e, Literals.ELEMENT__NAME, code);
        }
    }

    /** Job shapes larger than the machine: 'sides uniform 1 to 64' on a 32 × 32 mesh. */
    private void checkShapesFit(Experiment e, WorkloadSpec w, MachineSpec machine) {
        if (!(w instanceof Synthetic s) || !(machine instanceof Topology t)) {
            return;
        }
        for (WorkloadStatement st : s.getStatements()) {
            if (!(st instanceof Setting set) || set.getSpec() == null) {
                continue;
            }
            Values v = set.getSpec().getValue();
            if (v == null || !"uniform".equals(set.getSpec().getName()) && !"normal".equals(set.getSpec().getName())) {
                continue;
            }
            double hi = Models.number(v.getLast() != null ? v.getLast() : v.getFirst());
            double limit = switch (set.getKey()) {
                case SIDES -> t.getKind() == TopologyKind.MESH || t.getKind() == TopologyKind.TORUS
                        ? t.getDims().stream().mapToInt(Integer::intValue).min().orElse(0) : Double.NaN;
                case SIZE -> TopologyRules.size(t);
                case DIMENSION -> t.getKind() == TopologyKind.HYPERCUBE ? t.getDims().get(0) : Double.NaN;
                default -> Double.NaN;
            };
            if (set.getKey() == SettingKey.SIDES && Double.isNaN(limit)) {
                error("'sides' needs a mesh or torus; this machine is a " + t.getKind()
                        + " (use 'size' for processor counts)", set, Literals.SETTING__KEY,
                        IssueCodes.TOPOLOGY_UNSUPPORTED);
            } else if (set.getKey() == SettingKey.DIMENSION && Double.isNaN(limit)) {
                error("'dimension' needs a hypercube; this machine is a " + t.getKind(), set,
                        Literals.SETTING__KEY, IssueCodes.TOPOLOGY_UNSUPPORTED);
            } else if (!Double.isNaN(limit) && hi > limit) {
                error("jobs up to " + fmt(hi) + " do not fit the machine of experiment '" + e.getName()
                        + "' (largest: " + fmt(limit) + ")", set.getSpec(), Literals.SPEC__VALUE,
                        IssueCodes.JOB_TOO_LARGE);
            }
        }
    }

    /** Sweep variables must have distinct names; charts and overrides must name existing ones. */
    private void checkSweepNames(Experiment e, WorkloadSpec workload) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Set<String> params = new HashSet<>();
        if (workload != null) {
            for (Sweeps.Variable v : Sweeps.variables(workload)) {
                counts.merge(v.name(), 1, Integer::sum);
            }
            params.addAll(Sweeps.parameterNames(workload));
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
        for (Sweeps.Variable v : Sweeps.pipelineSweeps(e)) {
            List<String> values;
            try {
                values = org.partita.dsl.interpreter.ScenarioBuilder.expand(v.values());
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
        Set<String> swept = new HashSet<>(Sweeps.effectiveVariables(e));
        for (Member m : e.getMembers()) {
            if (m instanceof Chart c && c.getVariable() != null && !swept.contains(c.getVariable())
                    && !c.getVariable().equals(TimelineRecorder.TIME)) {
                error("'" + c.getVariable() + "' is not swept in experiment '" + e.getName() + "'"
                        + (swept.isEmpty() ? " (nothing is)" : "; swept: " + String.join(", ", swept)), c,
                        Literals.CHART__VARIABLE, IssueCodes.UNKNOWN_SWEEP_VARIABLE);
            }
        }
    }

    @Check
    public void checkMeasure(Measure m) {
        for (int i = 0; i < m.getMetrics().size(); i++) {
            checkMetric(m.getMetrics().get(i), m, Literals.MEASURE__METRICS, i);
        }
    }

    @Check
    public void checkChart(Chart c) {
        if (c.getMetric() != null && !TimelineRecorder.TIME.equals(c.getVariable())) { // TimelineValidator's
            checkMetric(c.getMetric(), c, Literals.CHART__METRIC, -1);
        }
        if (c.getTitle() != null && c.getTitle().isBlank()) {
            error("a chart needs a title", c, Literals.CHART__TITLE, IssueCodes.EMPTY_TITLE);
        }
    }

    private void checkMetric(String name, EObject o, EStructuralFeature f, int index) {
        if (Catalog.get("metric", name) == null) {
            String hint = Catalog.closest("metric", name);
            error("unknown metric '" + name + "'" + (hint != null ? "; did you mean '" + hint + "'?" : "")
                    + " Known: " + String.join(", ", Catalog.names("metric")), o, f, index,
                    IssueCodes.UNKNOWN_METRIC, name, "metric");
        }
    }

    @Check
    public void checkReplications(Replications r) {
        if (r.getCount() < 1) {
            error("at least 1 replication", r, Literals.REPLICATIONS__COUNT, IssueCodes.VALUE_OUT_OF_RANGE,
                    "replications");
        }
        if (r.getMax() != 0 && r.getMax() < r.getCount()) {
            error("the most replications (" + r.getMax() + ") must be >= the least (" + r.getCount() + ")", r,
                    Literals.REPLICATIONS__MAX, IssueCodes.VALUE_OUT_OF_RANGE, "replications");
        }
        if (r.getConfidence() != null) {
            double c = percent(r.getConfidence());
            if (!(c > 0 && c < 1)) {
                error("confidence must be between 0% and 100% (exclusive), e.g. 95%", r,
                        Literals.REPLICATIONS__CONFIDENCE, IssueCodes.VALUE_OUT_OF_RANGE, "confidence");
            }
        }
        if (r.getWithin() != null) {
            double w = percent(r.getWithin());
            if (!(w > 0)) {
                error("'within' must be > 0, e.g. 3%", r, Literals.REPLICATIONS__WITHIN,
                        IssueCodes.VALUE_OUT_OF_RANGE, "within");
            }
            if (r.getMax() == 0 || r.getCount() < 2) {
                error("stopping on the confidence interval needs 'replications MIN to MAX' with MIN >= 2, e.g. "
                        + "'replications 2 to 30 within 3%'", r, Literals.REPLICATIONS__WITHIN,
                        IssueCodes.SEQUENTIAL_NEEDS_RANGE);
            }
        }
        if (r.getTarget() != null) {
            checkMetric(r.getTarget(), r, Literals.REPLICATIONS__TARGET, -1);
        }
    }

    private static double percent(Quantity q) {
        double v = Models.number(q);
        return "%".equals(q.getUnit()) ? v / 100 : v;
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private static String chainNames(Experiment e) {
        List<String> names = new ArrayList<>();
        Set<Experiment> seen = new HashSet<>();
        for (Experiment x = e; x != null && !x.eIsProxy() && seen.add(x); x = x.getParent()) {
            names.add(x.getName());
        }
        names.add(e.getName());
        return String.join(" -> ", names);
    }

    private static String describe(String kind) {
        return switch (kind) {
            case "queue" -> "queue discipline";
            case "partition" -> "partitioning policy";
            case "allocate" -> "allocation strategy";
            case "share" -> "sharing policy";
            case "migrate" -> "migration trigger";
            case "mapping" -> "mapping";
            case "balance" -> "load balancer";
            case "arrivals" -> "arrival process";
            case "service" -> "service-time distribution";
            case "sides", "size", "dimension" -> "size distribution";
            case "structure" -> "job structure";
            case "estimates" -> "estimate source";
            case "shapes" -> "shape rule";
            case "directives" -> "directive model";
            default -> kind;
        };
    }

    private static String names(Catalog.Entry e) {
        return String.join(", ", e.params().stream().map(Catalog.Param::name).toList());
    }

    static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}

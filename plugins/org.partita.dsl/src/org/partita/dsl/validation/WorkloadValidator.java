package org.partita.dsl.validation;

import java.io.File;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.strategy.Parameter;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.SpeedupPoint;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * Workloads: job count, horizon, submission and stop times; statements given once; a synthetic workload's
 * arrivals and a trace's own settings; speedup tables and application mixes; trace files that exist (an
 * {@link CheckType#EXPENSIVE} check, it touches the file system). Composed into {@link PartitaValidator}.
 */
public class WorkloadValidator extends ComposedValidator {

    @Check
    public void checkJobs(Jobs j) {
        if (j.getCount() <= 0) {
            error("the number of measured jobs must be > 0", j, Literals.JOBS__COUNT, IssueCodes.VALUE_OUT_OF_RANGE,
                    "jobs");
        }
    }

    @Check
    public void checkHorizon(org.partita.dsl.partita.Horizon h) {
        checkPositiveTime(h, h.getTime(), Literals.HORIZON__TIME, "horizon", "horizon");
    }

    @Check
    public void checkSubmitFor(org.partita.dsl.partita.SubmitFor s) {
        checkPositiveTime(s, s.getTime(), Literals.SUBMIT_FOR__TIME, "submit for", "submit");
    }

    @Check
    public void checkStop(StopAt s) {
        checkPositiveTime(s, s.getTime(), Literals.STOP_AT__TIME, "stop at", "stop");
    }

    /** A statement's time ({@code horizon}, {@code submit for}, {@code stop at}): a duration, never %, and > 0. */
    private void checkPositiveTime(EObject owner, Quantity time, EStructuralFeature feature, String words,
            String data) {
        if (time == null) {
            return;
        }
        if ("%".equals(time.getUnit())) {
            error("'" + words + "' takes a time (s, ms, min, h)", time, Literals.QUANTITY__UNIT, IssueCodes.BAD_UNIT,
                    "%");
        } else if (Models.number(time) <= 0) {
            error("'" + words + "' must be > 0", owner, feature, IssueCodes.VALUE_OUT_OF_RANGE, data);
        }
    }

    @Check
    public void checkWorkloadStatements(WorkloadSpec w) {
        if (w instanceof Synthetic sy) {
            checkApplicationMix(sy);
            checkMixProcessors(sy);
        }
        List<WorkloadStatement> statements = ValidationSupport.statements(w);
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
        if (!isMix(w)) {
            return;
        }
        List<SpeedupTable> tables = w.getStatements().stream().filter(SpeedupTable.class::isInstance)
                .map(SpeedupTable.class::cast).toList();
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
                            Parameter.Unit.FRACTION)));
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
                    && Models.paramValues(catalog, s.getSpec(), "load") == null) {
                error("an application mix takes its arrivals as 'load U' (λ_i = P·U·fraction_i / time_i)", s,
                        Literals.SETTING__SPEC, IssueCodes.BAD_APPLICATION_MIX);
            }
        }
        if (w.getStatements().stream().noneMatch(st -> st instanceof Setting s && s.getKey() == SettingKey.STRUCTURE
                && s.getSpec() != null && MalleablePolicies.STRUCTURE.name().equals(s.getSpec().getName()))) {
            error("an application mix is a workload of malleable jobs: add 'structure malleable'", tables.get(0),
                    null, IssueCodes.BAD_APPLICATION_MIX);
        }
    }

    /** {@code arrivals poisson load U processors 64}: the P of the mix's formula, for an application mix only. */
    private void checkMixProcessors(Synthetic w) {
        if (isMix(w)) {
            return;
        }
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s && s.getKey() == SettingKey.ARRIVALS && s.getSpec() != null
                    && Models.paramValues(catalog, s.getSpec(), "processors") != null) {
                error("'processors' is the P of an application mix's arrival rates (λ_i = P·U·fraction_i / "
                        + "time_i); this workload is not a mix: its load is the machine's", s, Literals.SETTING__SPEC,
                        IssueCodes.BAD_APPLICATION_MIX);
            }
        }
    }

    /** Whether {@code w} is an application mix: a speedup table gives time, request or fraction. */
    private static boolean isMix(Synthetic w) {
        return w.getStatements().stream().anyMatch(st -> st instanceof SpeedupTable t && !t.getParams().isEmpty());
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
            Parameter.Unit d = switch (p.getName()) {
                case "time" -> Parameter.Unit.TIME;
                case "fraction" -> Parameter.Unit.FRACTION;
                default -> Parameter.Unit.NUMBER;
            };
            if (unit != null && !(d == Parameter.Unit.TIME && !unit.equals("%")
                    || d == Parameter.Unit.FRACTION && unit.equals("%"))) {
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
}

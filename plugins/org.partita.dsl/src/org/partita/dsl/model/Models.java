package org.partita.dsl.model;

import java.io.File;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.MachineUse;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Member;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.PipelineRef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;
import org.partita.dsl.partita.WorkloadUse;

/**
 * Read-only views of the EMF model shared by validation, the interpreter and the generator: what an experiment
 * uses once {@code extends} is followed, numbers with their units, and the values a parameter sweeps over.
 */
public final class Models {

    /** Largest number of values one sweep may have. */
    public static final int MAX_SWEEP_VALUES = 10_000;

    private Models() {
    }

    /** {@code e}, its parent, grand-parent, … (stops at a cycle). */
    public static List<Experiment> chain(Experiment e) {
        List<Experiment> chain = new ArrayList<>();
        Set<Experiment> seen = new LinkedHashSet<>();
        for (Experiment x = e; x != null && !x.eIsProxy() && seen.add(x); x = x.getParent()) {
            chain.add(x);
        }
        return chain;
    }

    /** Whether following {@code extends} from {@code e} comes back to an experiment already seen. */
    public static boolean hasCycle(Experiment e) {
        Set<Experiment> seen = new LinkedHashSet<>();
        for (Experiment x = e; x != null && !x.eIsProxy(); x = x.getParent()) {
            if (!seen.add(x)) {
                return true;
            }
        }
        return false;
    }

    /** The first member of {@code type} in {@code e} or, failing that, in its ancestors. */
    public static <T extends Member> T effective(Experiment e, Class<T> type) {
        for (Experiment x : chain(e)) {
            for (Member m : x.getMembers()) {
                if (type.isInstance(m)) {
                    return type.cast(m);
                }
            }
        }
        return null;
    }

    public static MachineSpec machine(Experiment e) {
        MachineUse use = effective(e, MachineUse.class);
        if (use == null) {
            return null;
        }
        if (use.getSpec() != null) {
            return use.getSpec();
        }
        return use.getRef() == null || use.getRef().eIsProxy() ? null : use.getRef().getSpec();
    }

    public static WorkloadSpec workload(Experiment e) {
        WorkloadUse use = effective(e, WorkloadUse.class);
        if (use == null) {
            return null;
        }
        if (use.getSpec() != null) {
            return use.getSpec();
        }
        return use.getRef() == null || use.getRef().eIsProxy() ? null : use.getRef().getSpec();
    }

    /**
     * The applications a workload names, in number order: its speedup curves as written, an unnamed one as
     * {@code app1}, {@code app2}, … (application {@code i} of a job is the {@code i}-th); empty for a workload
     * without curves.
     */
    public static List<String> applicationNames(WorkloadSpec w) {
        List<String> names = new ArrayList<>();
        List<WorkloadStatement> statements = w instanceof Synthetic s ? s.getStatements()
                : w instanceof Trace t ? t.getStatements() : List.of();
        int unnamed = 0;
        for (WorkloadStatement st : statements) {
            if (st instanceof SpeedupTable t) {
                names.add(t.getName() != null ? t.getName() : "app" + (++unnamed));
            }
        }
        return names;
    }

    /**
     * The labels of the classes {@code e}'s jobs are measured by ({@code measure … by}) where the file alone tells:
     * the applications' names, the size bands; {@code null} when there is no valid grouping or its classes are
     * numbers known only from the jobs (users, groups, queues, unnamed applications).
     */
    public static List<String> classLabels(Experiment e) {
        Measure m = effective(e, Measure.class);
        JobClasses.Attribute a = m == null || m.getClassBy() == null ? null : JobClasses.Attribute.of(m.getClassBy());
        if (a == JobClasses.Attribute.SIZE) {
            int[] bounds = m.getBounds().stream().mapToInt(Integer::intValue).toArray();
            if (JobClasses.problem(a, bounds, List.of(Metric.RESPONSE)) != null) {
                return null;
            }
            JobClasses c = new JobClasses(a, bounds, List.of(), List.of(Metric.RESPONSE));
            List<String> out = new ArrayList<>();
            for (int k = 0; k <= bounds.length; k++) {
                out.add(c.label(k));
            }
            return out;
        }
        List<String> names = a == JobClasses.Attribute.APPLICATION ? applicationNames(workload(e)) : List.of();
        return names.isEmpty() ? null : names;
    }

    /** The pipelines of the nearest experiment in the chain that names any. */
    public static List<PipelineDef> pipelines(Experiment e) {
        for (Experiment x : chain(e)) {
            List<PipelineDef> list = new ArrayList<>();
            for (Member m : x.getMembers()) {
                if (m instanceof PipelineDef p) {
                    list.add(p);
                } else if (m instanceof PipelineRef r && r.getRef() != null && !r.getRef().eIsProxy()) {
                    list.add(r.getRef());
                }
            }
            if (!list.isEmpty()) {
                return list;
            }
        }
        return List.of();
    }

    public static Replications replications(Experiment e) {
        return effective(e, Replications.class);
    }

    /** Metric names of the nearest {@code measure} statement in the chain. */
    public static List<String> measured(Experiment e) {
        Measure m = effective(e, Measure.class);
        return m == null ? List.of() : List.copyOf(m.getMetrics());
    }

    /** Charts of the nearest experiment in the chain that has any. */
    public static List<Chart> charts(Experiment e) {
        for (Experiment x : chain(e)) {
            List<Chart> list = new ArrayList<>();
            for (Member m : x.getMembers()) {
                if (m instanceof Chart c) {
                    list.add(c);
                }
            }
            if (!list.isEmpty()) {
                return list;
            }
        }
        return List.of();
    }

    /** The {@code set} overrides of the chain, nearest first. */
    public static List<ParameterOverride> overrides(Experiment e) {
        List<ParameterOverride> list = new ArrayList<>();
        for (Experiment x : chain(e)) {
            for (Member m : x.getMembers()) {
                if (m instanceof ParameterOverride o) {
                    list.add(o);
                }
            }
        }
        return list;
    }

    /** The statement kind of a spec: the stage kind, the workload setting key, or the outer kind for {@code over}. */
    public static String kindOf(Spec spec) {
        EObject c = spec.eContainer();
        if (c instanceof Stage s) {
            return s.getKind().getLiteral();
        }
        if (c instanceof Setting s) {
            return s.getKey().getLiteral();
        }
        if (c instanceof Spec outer) {
            return kindOf(outer);
        }
        return null;
    }

    /** Seconds per unit for a time value: s (or none), ms, min, h. */
    public static double timeFactor(String unit) {
        if (unit == null || unit.equals("s")) {
            return 1;
        }
        return switch (unit) {
            case "ms" -> 0.001;
            case "min" -> 60;
            case "h" -> 3600;
            default -> Double.NaN;
        };
    }

    /** The value of {@code q} in base units of {@code dimension} (seconds; fractions for %). */
    public static double value(Quantity q, Parameter.Unit dimension) {
        double v = new BigDecimal(q.getValue()).doubleValue();
        String u = q.getUnit();
        if (u == null) {
            return v;
        }
        if (u.equals("%")) {
            return v / 100;
        }
        return v * timeFactor(u);
    }

    /** The plain number written in {@code q}, ignoring its unit. */
    public static double number(Quantity q) {
        return new BigDecimal(q.getValue()).doubleValue();
    }

    /** Whether {@code v} names more than one value (a list or a range with a step). */
    public static boolean isSweep(Values v) {
        return v != null && (!v.getMore().isEmpty() || v.getStep() != null);
    }

    /** Whether {@code v} is a range without a step ({@code 1 to 32}), i.e. bounds rather than a sweep. */
    public static boolean isBounds(Values v) {
        return v != null && v.getLast() != null && v.getStep() == null;
    }

    /**
     * The values of a list or a stepped range, as exact decimals (so {@code 0.1 to 0.6 step 0.05} gives eleven
     * values without rounding drift), in file order. A single value gives a list of one.
     *
     * @throws IllegalArgumentException for a step that is not positive, a range that runs backwards or more than
     *                                  {@link #MAX_SWEEP_VALUES} values
     */
    public static List<BigDecimal> expand(Values v) {
        List<BigDecimal> out = new ArrayList<>();
        out.add(new BigDecimal(v.getFirst().getValue()));
        if (!v.getMore().isEmpty()) {
            for (Quantity q : v.getMore()) {
                out.add(new BigDecimal(q.getValue()));
            }
            return out;
        }
        if (v.getStep() == null) {
            return out;
        }
        BigDecimal first = out.get(0);
        BigDecimal last = new BigDecimal(v.getLast().getValue());
        BigDecimal step = new BigDecimal(v.getStep().getValue());
        if (step.signum() <= 0) {
            throw new IllegalArgumentException("the step must be > 0");
        }
        if (last.compareTo(first) < 0) {
            throw new IllegalArgumentException("the range runs backwards (" + first + " to " + last + ")");
        }
        BigDecimal count = last.subtract(first).divide(step, 0, java.math.RoundingMode.FLOOR);
        if (count.compareTo(BigDecimal.valueOf(MAX_SWEEP_VALUES)) >= 0) {
            throw new IllegalArgumentException("the range has more than " + MAX_SWEEP_VALUES + " values");
        }
        out.clear();
        for (BigDecimal x = first; x.compareTo(last) <= 0; x = x.add(step)) {
            out.add(x);
        }
        return out;
    }

    /** The unit written on the values (first value's), or {@code null}. */
    public static String unit(Values v) {
        return v.getFirst().getUnit();
    }

    /** All quantities written in {@code v}. */
    public static List<Quantity> quantities(Values v) {
        List<Quantity> q = new ArrayList<>();
        q.add(v.getFirst());
        q.addAll(v.getMore());
        if (v.getLast() != null) {
            q.add(v.getLast());
        }
        if (v.getStep() != null) {
            q.add(v.getStep());
        }
        return q;
    }

    /** The catalog parameter a value of {@code spec} (bare or named {@code name}) sets, or {@code null}. */
    public static Parameter catalogParam(Catalog catalog, Spec spec, String name) {
        String kind = kindOf(spec);
        StrategyDescriptor e = kind == null ? null : catalog.get(kind, spec.getName());
        if (e == null) {
            return null;
        }
        return e.parameter(name == null ? e.primary() : name);
    }

    /** Parameters of {@code spec} by name (bare value under the entry's primary name in {@code catalog}). */
    public static Values paramValues(Catalog catalog, Spec spec, String name) {
        Values named = namedValues(spec, name);
        if (named != null) {
            return named;
        }
        String kind = kindOf(spec);
        StrategyDescriptor e = kind == null ? null : catalog.get(kind, spec.getName());
        if (spec.getValue() != null && e != null && name.equals(e.primary())) {
            return spec.getValue();
        }
        return null;
    }

    /** The values of parameter {@code name} written by name on {@code spec} (not a bare value), or {@code null}. */
    public static Values namedValues(Spec spec, String name) {
        for (Param p : spec.getParams()) {
            if (p.getName().equals(name)) {
                return p.getValue();
            }
        }
        return null;
    }

    /** The file {@code path} relative to the folder of {@code o}'s resource, or {@code null} when not on disk. */
    public static File resolve(EObject o, String path) {
        File f = new File(path);
        if (f.isAbsolute()) {
            return f;
        }
        URI uri = o.eResource() == null ? null : o.eResource().getURI();
        if (uri == null || !uri.isFile()) {
            return null;
        }
        return new File(new File(uri.toFileString()).getAbsoluteFile().getParentFile(), path);
    }
}

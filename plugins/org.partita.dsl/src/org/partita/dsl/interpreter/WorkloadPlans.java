package org.partita.dsl.interpreter;

import static org.partita.dsl.interpreter.BaseUnits.base;

import java.io.File;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.Value;
import org.partita.core.space.SpacePolicies;
import org.partita.core.strategy.Family;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.TopologyRules;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.SpeedupPoint;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * The plans of an experiment's workload: a trace, an application mix, or a synthetic workload with its defaults
 * (service {@code exponential mean 5 s}, sizes uniform over the machine), and its traits.
 */
final class WorkloadPlans {

    private final SpecParameters params;

    WorkloadPlans(SpecParameters params) {
        this.params = params;
    }

    /** The application mix of a workload whose speedup tables give time, request and share, else {@code null}. */
    Scenario.MixPlan mix(Synthetic w) {
        List<Scenario.ApplicationPlan> apps = new ArrayList<>();
        Spec arrivals = null;
        Iterator<String> names = Models.applicationNames(w).iterator();
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s && s.getKey() == SettingKey.ARRIVALS) {
                arrivals = s.getSpec();
            } else if (st instanceof SpeedupTable t) {
                String name = names.next();
                if (t.getParams().isEmpty()) {
                    continue;
                }
                double time = 0;
                int request = 0;
                double share = 0;
                for (Param p : t.getParams()) {
                    BigDecimal v = base(p.getValue().getFirst());
                    switch (p.getName()) {
                        case "time" -> time = v.doubleValue();
                        case "request" -> request = v.intValueExact();
                        default -> share = v.doubleValue();
                    }
                }
                apps.add(new Scenario.ApplicationPlan(name, time, request, share));
            }
        }
        if (apps.isEmpty()) {
            return null;
        }
        if (arrivals == null) {
            throw new IllegalArgumentException("the workload has no arrival process");
        }
        return new Scenario.MixPlan(params.param(arrivals, "load"), params.optional(arrivals, "processors"), apps);
    }

    /** The workload's structure, speedup curves and task-graph generator. */
    Scenario.TraitsPlan traits(WorkloadSpec w) {
        Scenario.StagePlan structure = null;
        Scenario.StagePlan graphs = null;
        Map<String, List<Double>> speedups = new LinkedHashMap<>();
        Iterator<String> names = Models.applicationNames(w).iterator();
        for (WorkloadStatement st : statements(w)) {
            if (st instanceof Setting s && s.getSpec() != null && s.getKey() == SettingKey.STRUCTURE
                    && !SpacePolicies.RIGID.name().equals(s.getSpec().getName())) {
                structure = params.stagePlan(Family.STRUCTURE.word(), s.getSpec(), true);
            } else if (st instanceof Setting s && s.getSpec() != null && s.getKey() == SettingKey.GRAPHS) {
                graphs = params.stagePlan(Family.GRAPHS.word(), s.getSpec(), true);
            } else if (st instanceof SpeedupTable t) {
                List<Double> points = new ArrayList<>();
                for (SpeedupPoint p : t.getPoints()) {
                    points.add((double) p.getProcessors());
                    points.add(new BigDecimal(p.getSpeedup()).doubleValue());
                }
                speedups.put(names.next(), points);
            }
        }
        return new Scenario.TraitsPlan(structure, speedups, graphs);
    }

    Scenario.TracePlan trace(Trace t) {
        File f = Models.resolve(t, t.getPath());
        boolean actual = false;
        for (WorkloadStatement st : t.getStatements()) {
            if (st instanceof Setting s && s.getKey() == SettingKey.ESTIMATES && s.getSpec() != null) {
                actual = "actual".equals(s.getSpec().getName());
            }
        }
        return new Scenario.TracePlan((f == null ? new File(t.getPath()) : f).getAbsoluteFile().toPath().normalize()
                .toString(), actual);
    }

    /** A synthetic workload on a machine of kind {@code k} and sides {@code machineDims}. */
    Scenario.SyntheticPlan synthetic(Synthetic w, TopologyKind k, List<Integer> machineDims) {
        Spec arrivals = null;
        Spec service = null;
        Setting sizes = null;
        Spec directives = null;
        for (WorkloadStatement st : w.getStatements()) {
            if (st instanceof Setting s) {
                switch (s.getKey()) {
                    case ARRIVALS -> arrivals = s.getSpec();
                    case SERVICE -> service = s.getSpec();
                    case SIDES, SIZE, DIMENSION -> sizes = s;
                    case DIRECTIVES -> directives = s.getSpec();
                    default -> {
                    }
                }
            }
        }
        if (arrivals == null) {
            throw new IllegalArgumentException("the workload has no arrival process");
        }
        String intensity = null;
        for (String n : List.of("load", "rate", "traffic")) {
            if (params.overridden(n)) {
                intensity = n;
            }
        }
        for (String n : List.of("load", "rate", "traffic")) {
            if (intensity == null && Models.paramValues(params.catalog(), arrivals, n) != null) {
                intensity = n;
            }
        }
        if (intensity == null) {
            throw new IllegalArgumentException("the arrivals have no load, rate or traffic");
        }
        String serviceName = service == null ? "exponential" : service.getName();
        Value serviceMean = service == null ? Value.of(5) : params.param(service, "mean");
        Value serviceCv = "hyperexponential".equals(serviceName) || "normal".equals(serviceName)
                ? params.param(service, "cv") : Value.of(1);
        Value arrivalCv = "hyperexponential".equals(arrivals.getName()) ? params.param(arrivals, "cv") : Value.of(1);

        boolean meshLike = k == TopologyKind.MESH || k == TopologyKind.TORUS;
        String sizeKey = sizes != null ? sizes.getKey().getLiteral()
                : meshLike ? "sides" : k == TopologyKind.HYPERCUBE ? "dimension" : "size";
        int limit;
        int lowest;
        int dims = 0;
        switch (sizeKey) {
            case "sides" -> {
                limit = machineDims.stream().mapToInt(Integer::intValue).min().orElseThrow();
                lowest = 1;
                dims = machineDims.size();
            }
            case "dimension" -> {
                limit = machineDims.get(0);
                lowest = 0;
            }
            default -> {
                limit = (int) TopologyRules.size(k, machineDims);
                lowest = 1;
            }
        }
        String dist = sizes == null ? "uniform" : sizes.getSpec().getName();
        int lo = lowest;
        int hi = limit;
        Value mean = Value.of(BigDecimal.valueOf(lowest + limit).divide(BigDecimal.valueOf(2)));
        Value sd = Value.of(0);
        if (sizes != null) {
            Spec s = sizes.getSpec();
            if ((dist.equals("uniform") || dist.equals("normal")) && s.getValue() != null) {
                Values range = s.getValue();
                lo = base(range.getFirst()).intValueExact();
                hi = base(range.getLast() != null ? range.getLast() : range.getFirst()).intValueExact();
                mean = Value.of(BigDecimal.valueOf(lo + hi).divide(BigDecimal.valueOf(2)));
            }
            if (!dist.equals("uniform")) {
                Value m = params.optional(s, "mean");
                mean = m == null ? mean : m;
                if (dist.equals("normal")) {
                    sd = params.param(s, "sd");
                }
            }
        }
        Value mm = directives == null ? Value.of(0) : params.param(directives, "mm");
        Value cm = directives == null ? Value.of(0) : params.param(directives, "cm");
        boolean demandLoad = w.getStatements().stream().anyMatch(st -> st instanceof Setting s
                && s.getKey() == SettingKey.STRUCTURE && s.getSpec() != null
                && !SpacePolicies.RIGID.name().equals(s.getSpec().getName()));
        return new Scenario.SyntheticPlan(arrivals.getName(), arrivalCv, intensity, params.param(arrivals, intensity),
                serviceName, serviceMean, serviceCv, sizeKey, dist, lo, hi, mean, sd, dims, mm, cm, demandLoad,
                traits(w).structure());
    }

    /** The statements of a synthetic workload or trace. */
    static List<WorkloadStatement> statements(WorkloadSpec w) {
        return w instanceof Synthetic s ? s.getStatements() : ((Trace) w).getStatements();
    }
}

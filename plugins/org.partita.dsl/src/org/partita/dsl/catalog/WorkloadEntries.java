package org.partita.dsl.catalog;

import java.util.List;
import java.util.Set;

import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Parameter.Unit;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * The {@link Catalog} entries the language defines itself, with the papers' defaults: the workload's arrivals, service times, sizes, estimates, shapes and directives.
 */
final class WorkloadEntries {

    private static final double INF = Double.POSITIVE_INFINITY;

    private WorkloadEntries() {
    }

    /**
     * Adds {@code name} under {@code kind}: a descriptor of family {@link Family#WORKLOAD}, made by no factory (the
     * interpreter reads it into the workload).
     */
    private static void entry(Catalog catalog, String kind, String name, String primary, String doc, String paper,
            Parameter... params) {
        catalog.entry(kind, new StrategyDescriptor(Family.WORKLOAD, name, List.of(), primary, doc, paper,
                List.of(params), "any", Set.of()));
    }

    private static Parameter p(String name, Unit unit, String def, double min, boolean minOpen, double max,
            boolean integer, String doc) {
        return new Parameter(name, unit, def, min, minOpen, max, integer, List.of(), doc);
    }

    static void addAll(Catalog catalog) {
        // ---- workload: arrivals
        Parameter load = p("load", Unit.FRACTION, null, 0, true, INF, false,
                "offered load ρ; λ = ρ·N/(m·r) with N processors, m mean processors per job, r mean service "
                        + "(KY §5)");
        Parameter rate = p("rate", Unit.NUMBER, null, 0, true, INF, false, "arrival rate λ in jobs per second");
        Parameter traffic = p("traffic", Unit.NUMBER, null, 0, true, INF, false,
                "traffic ratio λ/μ (Chang97 §3.4)");
        entry(catalog, "arrivals", "poisson", null, "Poisson arrivals (exponential inter-arrival times)",
                "Chang97 Table 3.2; KY §5", load, rate, traffic, p("processors", Unit.NUMBER, null, 1, false, INF,
                        true, "P of an application mix's λ_i = P·U·fraction_i / time_i (default: the machine's "
                                + "processors; Corbalán §3.3 uses 64 for its 60-processor runs)"));
        entry(catalog, "arrivals", "hyperexponential", null,
                "two-branch hyper-exponential inter-arrival times with balanced means", "DY §3.2",
                load, rate, traffic, p("cv", Unit.NUMBER, "1", 1, false, INF, false,
                        "coefficient of variation CV_a (DY §3.2)"));

        // ---- workload: service times
        entry(catalog, "service", "exponential", "mean", "exponential service times",
                "Chang97 Table 3.1 (mean 5); KY §5 (mean 10)",
                p("mean", Unit.TIME, "5", 0, true, INF, false, "mean service time (Chang97 Table 3.1)"));
        entry(catalog, "service", "hyperexponential", "mean",
                "two-branch hyper-exponential service with balanced means", "DY §3.2",
                p("mean", Unit.TIME, "16", 0, true, INF, false, "mean demand D = 16 (DY §3.2)"),
                p("cv", Unit.NUMBER, "3.5", 1, false, INF, false, "coefficient of variation CV_d = 3.5 (DY)"));
        entry(catalog, "service", "normal", "mean",
                "truncated normal service times, cut at ±2.5σ and at 0 (the truncation of Chang97's normal sizes)",
                "Chang97 Fig. 3.5 (parameters not given)",
                p("mean", Unit.TIME, "5", 0, true, INF, false, "mean service time (Chang97 Table 3.1)"),
                p("cv", Unit.NUMBER, null, 0, true, INF, false,
                        "σ / mean of the normal before truncation (Chang97 gives none: sweep it)"));
        entry(catalog, "service", "constant", "mean", "every job runs exactly this long", "baseline",
                p("mean", Unit.TIME, "5", 0, true, INF, false, "the run time"));

        // ---- workload: job sides (mesh), sizes (processors), dimensions (hypercube)
        for (String key : List.of("sides", "size", "dimension")) {
            String what = switch (key) {
                case "sides" -> "side lengths, drawn independently per dimension";
                case "size" -> "processor counts";
                default -> "subcube dimensions";
            };
            entry(catalog, key, "uniform", "range", "uniform " + what + " over a range (default: the machine)",
                    "Chang97 Table 3.2", p("range", Unit.NUMBER, null, key.equals("dimension") ? 0 : 1, false,
                            INF, true, key.equals("dimension") ? "written 'uniform 0 to 7'; a 0-cube is a one-node job"
                                    + " (Chang97 §4.3)" : "written 'uniform 1 to 32'"));
            entry(catalog, key, "normal", "range", "truncated normal " + what + ", discretised on a range (default: the"
                    + " machine), resampled outside", "Chang97 Table 3.2 (mean 16.5, σ 6.6 on 32×32), §3.4 (dimensions"
                    + " 0 to 7, mean 3.5, σ 1.6 on the 8-cube); KY §5",
                    p("range", Unit.NUMBER, null, key.equals("dimension") ? 0 : 1, false, INF, true,
                            "optional, written 'normal 0 to 7 mean 3.5 sd 1.6'"),
                    p("mean", Unit.NUMBER, null, 0, true, INF, false,
                            "mean; default (1 + L)/2 for a side of length L (KY §5)"),
                    p("sd", Unit.NUMBER, null, 0, true, INF, false,
                            "standard deviation; Chang's 'variance 6.6' is read as σ (Chang97 §4.2)"));
            entry(catalog, key, "exponential", "mean", "exponential " + what + ", resampled outside the machine",
                    "KY §5", p("mean", Unit.NUMBER, null, 0, true, INF, false, "mean; default (1 + L)/2"));
        }

        // ---- workload: estimates, shapes, directives
        entry(catalog, "estimates", "actual", null, "backfilling sees the actual run times", "trace option");
        entry(catalog, "estimates", "requested", null, "backfilling sees the requested times (SWF field 9)",
                "trace option");
        for (String rule : List.of("square", "min-waste", "row", "none")) {
            entry(catalog, "shapes", rule, null, "how a processor count becomes a submesh shape: " + rule,
                    "ShapeRule of the core");
        }
        entry(catalog, "directives", "user", null, "jobs flag themselves memory- and/or communication-bound",
                "Chang97 ch. 8",
                p("mm", Unit.FRACTION, "0.6", 0, false, 1, false, "fraction of memory-bound jobs"),
                p("cm", Unit.FRACTION, "0.6", 0, false, 1, false, "fraction of communication-bound jobs"));
    }
}

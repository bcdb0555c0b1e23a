package org.partita.dsl.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.Value;

/**
 * Java literals of a scenario's values and plans in generated classes: strings, numbers, maps and the
 * {@link Scenario} records, each written so that it reads back equal to the value it was written from.
 */
final class JavaExpressions {

    private JavaExpressions() {
    }

    /** A machine plan: {@code new Scenario.MachinePlan(…)} or {@code Scenario.MachinePlan.random(…)}. */
    static String machine(Scenario.MachinePlan mp) {
        if (mp.random() != null) {
            var r = mp.random();
            return "Scenario.MachinePlan.random(new org.partita.core.machine.RandomGrid(" + r.nodes() + ", "
                    + javaDouble(r.speedMin()) + ", " + javaDouble(r.speedMax()) + ", " + javaDouble(r.bandwidthMin())
                    + ", " + javaDouble(r.bandwidthMax()) + ", " + javaDouble(r.links()) + "))";
        }
        String dims = "List.of(" + mp.dims().stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")";
        if (mp.clusters().isEmpty() && mp.links().isEmpty()) {
            return "new Scenario.MachinePlan(" + str(mp.kind()) + ", " + dims + ", " + javaDouble(mp.speed()) + ")";
        }
        String clusters = mp.clusters().stream().map(c -> "\n                        new Scenario.ClusterPlan("
                + str(c.name()) + ", " + machine(c.machine()) + ")").collect(Collectors.joining(","));
        String links = mp.links().stream().map(l -> "\n                        new Scenario.LinkPlan(" + str(l.from())
                + ", " + str(l.to()) + ", " + javaDouble(l.bandwidth()) + ")").collect(Collectors.joining(","));
        return "new Scenario.MachinePlan(" + str(mp.kind()) + ", " + dims + ", " + javaDouble(mp.speed())
                + ", List.of(" + clusters + "),\n                        List.of(" + links + "))";
    }

    /** A pipeline plan: its stage plans, one a line. */
    static String pipeline(Scenario.PipelinePlan p) {
        return "new Scenario.PipelinePlan(" + str(p.name()) + ", " + str(p.shapeRule()) + ", List.of("
                + p.stages().stream().map(st -> "\n                        " + stage(st))
                        .collect(Collectors.joining(",")) + "))";
    }

    /** A stage or trait plan, or {@code null}. */
    static String stage(Scenario.StagePlan p) {
        return p == null ? "null"
                : "new Scenario.StagePlan(" + str(p.kind()) + ", " + str(p.policy()) + ", " + map(p.parameters())
                        + ")";
    }

    /** A workload plan: a synthetic workload, a trace or an application mix. */
    static String workload(Scenario.WorkloadPlan w) {
        return switch (w) {
            case Scenario.TracePlan t -> "new Scenario.TracePlan(" + str(t.path()) + ", " + t.actualEstimates() + ")";
            case Scenario.MixPlan m -> "new Scenario.MixPlan(" + value(m.load()) + ", " + value(m.processors())
                    + ", List.of(" + m.applications().stream().map(a -> "\n                        "
                            + "new Scenario.ApplicationPlan(" + str(a.name()) + ", " + javaDouble(a.time()) + ", "
                            + a.request() + ", " + javaDouble(a.share()) + ")").collect(Collectors.joining(","))
                    + "))";
            case Scenario.SyntheticPlan p -> "new Scenario.SyntheticPlan(" + String.join(",\n                        ",
                    String.join(", ", orNull(p.arrivals()), value(p.arrivalCv()), orNull(p.intensity()),
                            value(p.intensityValue())),
                    String.join(", ", orNull(p.service()), value(p.serviceMean()), value(p.serviceCv())),
                    String.join(", ", orNull(p.sizes()), orNull(p.distribution()), String.valueOf(p.lo()),
                            String.valueOf(p.hi()), value(p.mean()), value(p.sd()), String.valueOf(p.dimensions())),
                    String.join(", ", value(p.memoryBound()), value(p.commBound()), String.valueOf(p.demandLoad()),
                            stage(p.structure()))) + ")";
        };
    }

    /** A constant or swept value as it describes itself ({@code Value.parse("0.5")}), or {@code null}. */
    static String value(Value v) {
        return v == null ? "null" : "Value.parse(" + str(v.text()) + ")";
    }

    /** {@code Map.of(…)} with the entries in key order ({@code Map.ofEntries} beyond ten). */
    static String map(Map<String, String> m) {
        List<String> kv = new ArrayList<>();
        new java.util.TreeMap<>(m).forEach((k, v) -> kv.add(m.size() > 10 ? "Map.entry(" + str(k) + ", " + str(v)
                + ")" : str(k) + ", " + str(v)));
        return (m.size() > 10 ? "Map.ofEntries(" : "Map.of(") + String.join(", ", kv) + ")";
    }

    /** A string literal, or {@code null}. */
    static String orNull(String s) {
        return s == null ? "null" : str(s);
    }

    /** A {@code double} literal that reads back to the same value. */
    static String javaDouble(double v) {
        if (Double.isNaN(v)) {
            return "Double.NaN";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
        }
        String s = Double.toString(v);
        return s.contains("E") || s.contains(".") ? s : s + ".0";
    }

    /** A Java string literal. */
    static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** Text safe inside a Javadoc comment. */
    static String javadoc(String s) {
        return s.replace("*/", "*&#47;").replace("@", "&#64;");
    }
}

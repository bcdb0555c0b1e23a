package org.partita.dsl.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.partita.dsl.interpreter.Scenario;

/** Java source text of values and plans in generated classes: literals, maps, stages, topologies. */
final class JavaExpressions {

    private JavaExpressions() {
    }

    /** The Java expression of a single machine's topology. */
    static String topology(Scenario.MachinePlan mp) {
        return mp.kind().equals("HYPERCUBE") ? "Topology.hypercube(" + mp.dims().get(0) + ")"
                : "new Topology(Topology.Kind." + mp.kind() + ", new int[] {"
                        + mp.dims().stream().map(String::valueOf).collect(Collectors.joining(", ")) + "})";
    }

    /** The Java expression of a stage or trait, or {@code null}. */
    static String stage(Scenario.StagePlan p) {
        if (p == null) {
            return "null";
        }
        List<String> args = new ArrayList<>(List.of(str(p.kind()), str(p.policy())));
        p.parameters().forEach((k, v) -> {
            args.add(str(k));
            args.add(str(v));
        });
        return "Stage.of(" + String.join(", ", args) + ")";
    }

    /** {@code Map.of(…)} with the entries in key order. */
    static String map(Map<String, String> m) {
        if (m.isEmpty()) {
            return "Map.of()";
        }
        List<String> kv = new ArrayList<>();
        new java.util.TreeMap<>(m).forEach((k, v) -> {
            kv.add(str(k));
            kv.add(str(v));
        });
        return "Map.of(" + String.join(", ", kv) + ")";
    }

    static String javaDouble(double v) {
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

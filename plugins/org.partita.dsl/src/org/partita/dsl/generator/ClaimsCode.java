package org.partita.dsl.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.partita.core.claims.Claim;
import org.partita.core.claims.ClassComparison;
import org.partita.core.claims.Comparison;
import org.partita.core.claims.Margin;
import org.partita.core.claims.PointScope;
import org.partita.core.claims.Trend;

/** The generated {@code claims()} method: the experiment's {@code expect} statements built through the core API. */
final class ClaimsCode {

    private ClaimsCode() {
    }

    /** The imports the claims need beyond {@code Claim}. */
    static String imports(List<Claim> claims) {
        if (claims.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        if (claims.stream().anyMatch(ClassComparison.class::isInstance)) {
            b.append("import org.partita.core.claims.ClassComparison;\n");
        }
        if (claims.stream().anyMatch(Comparison.class::isInstance)) {
            b.append("import org.partita.core.claims.Comparison;\n");
        }
        if (claims.stream().anyMatch(c -> c instanceof Comparison x && x.margin() != null
                || c instanceof ClassComparison y && y.margin() != null)) {
            b.append("import org.partita.core.claims.Margin;\n");
        }
        b.append("import org.partita.core.claims.PointScope;\n");
        if (claims.stream().anyMatch(c -> c instanceof Comparison || c instanceof ClassComparison)) {
            b.append("import org.partita.core.claims.Relation;\n");
        }
        if (claims.stream().anyMatch(Trend.class::isInstance)) {
            b.append("import org.partita.core.claims.Trend;\n");
        }
        return b.toString();
    }

    /** {@code public static List<Claim> claims()}. */
    static String method(List<Claim> claims) {
        StringBuilder b = new StringBuilder();
        b.append("    /** The experiment's {@code expect} claims, checked against its results. */\n");
        b.append("    public static List<Claim> claims() {\n");
        if (claims.isEmpty()) {
            return b.append("        return List.of();\n    }\n\n").toString();
        }
        List<String> items = new ArrayList<>();
        for (Claim c : claims) {
            items.add(switch (c) {
                case Comparison x -> "new Comparison(" + String.join(", ", PartitaGenerator.str(x.text()),
                        PartitaGenerator.str(x.source()), PartitaGenerator.str(x.subject()),
                        "Relation." + x.relation().name(), x.other() == null ? "null" : PartitaGenerator.str(x.other()),
                        number(x.bound()), "Metric." + x.metric().name(), orNull(x.jobClass()), margin(x.margin()),
                        scope(x.scope()),
                        orNull(x.notReproduced())) + ")";
                case ClassComparison x -> "new ClassComparison(" + String.join(", ", PartitaGenerator.str(x.text()),
                        PartitaGenerator.str(x.source()), PartitaGenerator.str(x.subject()),
                        PartitaGenerator.str(x.jobClass()), "Relation." + x.relation().name(),
                        PartitaGenerator.str(x.other()), PartitaGenerator.str(x.otherClass()),
                        "Metric." + x.metric().name(), margin(x.margin()), scope(x.scope()),
                        orNull(x.notReproduced())) + ")";
                case Trend t -> "new Trend(" + String.join(", ", PartitaGenerator.str(t.text()),
                        PartitaGenerator.str(t.source()), PartitaGenerator.str(t.subject()),
                        "Trend.Shape." + t.shape().name(), "Metric." + t.metric().name(), orNull(t.jobClass()),
                        PartitaGenerator.str(t.variable()), scope(t.scope()), orNull(t.notReproduced())) + ")";
                default -> throw new IllegalArgumentException("no code for claim " + c.getClass().getName());
            });
        }
        b.append("        return List.of(\n                ").append(String.join(",\n                ", items))
                .append(");\n    }\n\n");
        return b.toString();
    }

    private static String margin(Margin m) {
        return m == null ? "null" : "new Margin(" + number(m.low()) + ", " + number(m.high()) + ")";
    }

    private static String scope(PointScope p) {
        if (p.variable() != null) {
            return "PointScope.range(" + PartitaGenerator.str(p.variable()) + ", " + number(p.from()) + ", "
                    + number(p.to()) + ")";
        }
        if (p.at().isEmpty()) {
            return "PointScope.EVERY";
        }
        List<String> names = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (Map.Entry<String, Double> e : p.at().entrySet()) {
            names.add(PartitaGenerator.str(e.getKey()));
            values.add(number(e.getValue()));
        }
        return "PointScope.at(List.of(" + String.join(", ", names) + "), List.of(" + String.join(", ", values) + "))";
    }

    /** A string literal, or {@code null}. */
    private static String orNull(String r) {
        return r == null ? "null" : PartitaGenerator.str(r);
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "Double.NaN" : PartitaGenerator.javaDouble(v);
    }
}

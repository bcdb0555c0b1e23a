package org.partita.dsl.documentation;

import java.util.Locale;

import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;

/**
 * Markdown documentation of {@link Catalog} entries (the core's {@link StrategyDescriptor}s) and parameters: meaning,
 * default, allowed values, paper.
 */
public final class CatalogDocumentation {

    private CatalogDocumentation() {
    }

    /**
     * Heading ({@code kind} and name), meaning, paper, the bare value, {@code over} and every parameter with its
     * default.
     */
    public static String entry(String kind, StrategyDescriptor e) {
        StringBuilder b = new StringBuilder();
        b.append("**").append(kind).append(' ').append(e.name())
                .append("** — ").append(e.description()).append("\n\nPaper: ").append(e.paper());
        if (e.primary() != null) {
            b.append("\n\nA bare value sets `").append(e.primary()).append("`: `").append(e.name()).append(' ')
                    .append(example(e.parameter(e.primary()))).append('`');
        }
        if (e.has(StrategyDescriptor.Trait.WRAPPER)) {
            b.append("\n\nWraps another allocator: `").append(e.name()).append(" … over first-fit`");
        }
        if (!e.parameters().isEmpty()) {
            b.append("\n\nParameters:");
            for (Parameter p : e.parameters()) {
                b.append("\n- `").append(p.name()).append("` ")
                        .append(Catalog.machineDefault(kind, p) != null ? "(default " + Catalog.machineDefault(kind, p)
                                + ", from the machine)" : p.defaultValue() == null ? "(required)"
                                        : "(default " + p.defaultValue() + ")")
                        .append(": ").append(p.doc());
            }
        }
        return b.toString();
    }

    /** Heading, meaning, default, allowed values and unit, and the paper of the entry. */
    public static String param(String kind, StrategyDescriptor e, Parameter p) {
        StringBuilder b = new StringBuilder();
        b.append("**").append(p.name()).append("** — parameter of `").append(kind).append(' ')
                .append(e.name()).append("`: ").append(p.doc());
        b.append("\n\nDefault: ").append(Catalog.machineDefault(kind, p) != null
                ? Catalog.machineDefault(kind, p) + " (from the machine)"
                : p.defaultValue() == null ? "none (must be given)" : p.defaultValue());
        b.append(" · Allowed: ").append(range(p));
        b.append("\n\nPaper: ").append(e.paper());
        return b.toString();
    }

    /** Allowed values in words, e.g. {@code a whole number >= 1}, {@code a fraction in [0, 1] (or %)}. */
    public static String range(Parameter p) {
        String what = switch (p.unit()) {
            case TIME -> "a duration (s, ms, min, h)";
            case FRACTION -> "a fraction (or %)";
            case NUMBER -> p.integer() ? "a whole number" : "a number";
            case WORD -> "one of " + String.join(", ", p.words());
        };
        if (p.unit() == Parameter.Unit.WORD) {
            return what;
        }
        String words = p.words().isEmpty() ? "" : ", or " + String.join(", ", p.words());
        String lo = (p.minOpen() ? "> " : ">= ") + fmt(p.min());
        if (Double.isInfinite(p.max())) {
            return what + " " + lo + words;
        }
        return what + " in " + (p.minOpen() ? "(" : "[") + fmt(p.min()) + ", " + fmt(p.max()) + "]" + words;
    }

    static String example(Parameter p) {
        if (p == null) {
            return "…";
        }
        return p.defaultValue() != null ? p.defaultValue() : p.name().equals("range") ? "1 to 32" : "…";
    }

    static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }
}

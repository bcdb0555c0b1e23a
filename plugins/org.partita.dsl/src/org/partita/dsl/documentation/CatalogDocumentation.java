package org.partita.dsl.documentation;

import java.util.Locale;

import org.partita.dsl.catalog.Catalog;

/** Markdown documentation of {@link Catalog} entries and parameters: meaning, default, allowed values, paper. */
public final class CatalogDocumentation {

    private CatalogDocumentation() {
    }

    /** Heading, meaning, paper, the bare value, {@code over} and every parameter with its default. */
    public static String entry(Catalog.Entry e) {
        StringBuilder b = new StringBuilder();
        b.append("**").append(e.kind().equals("metric") ? "metric" : e.kind()).append(' ').append(e.name())
                .append("** — ").append(e.doc()).append("\n\nPaper: ").append(e.paper());
        if (e.primary() != null) {
            b.append("\n\nA bare value sets `").append(e.primary()).append("`: `").append(e.name()).append(' ')
                    .append(example(e.param(e.primary()))).append('`');
        }
        if (e.wraps()) {
            b.append("\n\nWraps another allocator: `").append(e.name()).append(" … over first-fit`");
        }
        if (!e.params().isEmpty()) {
            b.append("\n\nParameters:");
            for (Catalog.Param p : e.params()) {
                b.append("\n- `").append(p.name()).append("` ")
                        .append(Catalog.machineDefault(e, p) != null ? "(default " + Catalog.machineDefault(e, p)
                                + ", from the machine)" : p.defaultValue() == null ? "(required)"
                                        : "(default " + p.defaultValue() + ")")
                        .append(": ").append(p.doc());
            }
        }
        return b.toString();
    }

    /** Heading, meaning, default, allowed values and unit, and the paper of the entry. */
    public static String param(Catalog.Entry e, Catalog.Param p) {
        StringBuilder b = new StringBuilder();
        b.append("**").append(p.name()).append("** — parameter of `").append(e.kind()).append(' ')
                .append(e.name()).append("`: ").append(p.doc());
        b.append("\n\nDefault: ").append(Catalog.machineDefault(e, p) != null
                ? Catalog.machineDefault(e, p) + " (from the machine)"
                : p.defaultValue() == null ? "none (must be given)" : p.defaultValue());
        b.append(" · Allowed: ").append(range(p));
        b.append("\n\nPaper: ").append(e.paper());
        return b.toString();
    }

    /** One line for a proposal: what it is and the paper. */
    public static String shortEntry(Catalog.Entry e) {
        return firstClause(e.doc()) + " [" + e.paper() + "]";
    }

    /** One line for a parameter proposal: default and meaning. */
    public static String shortParam(Catalog.Param p) {
        return (p.defaultValue() == null ? "required" : "default " + p.defaultValue()) + " — " + firstClause(p.doc());
    }

    /** Allowed values in words, e.g. {@code a whole number >= 1}, {@code a fraction in [0, 1] (or %)}. */
    public static String range(Catalog.Param p) {
        String what = switch (p.dimension()) {
            case TIME -> "a duration (s, ms, min, h)";
            case FRACTION -> "a fraction (or %)";
            case NUMBER -> p.integer() ? "a whole number" : "a number";
            case WORD -> "one of " + String.join(", ", p.words());
        };
        if (p.dimension() == Catalog.Dimension.WORD) {
            return what;
        }
        String words = p.words().isEmpty() ? "" : ", or " + String.join(", ", p.words());
        String lo = (p.minOpen() ? "> " : ">= ") + fmt(p.min());
        if (Double.isInfinite(p.max())) {
            return what + " " + lo + words;
        }
        return what + " in " + (p.minOpen() ? "(" : "[") + fmt(p.min()) + ", " + fmt(p.max()) + "]" + words;
    }

    static String example(Catalog.Param p) {
        if (p == null) {
            return "…";
        }
        return p.defaultValue() != null ? p.defaultValue() : p.name().equals("range") ? "1 to 32" : "…";
    }

    private static String firstClause(String doc) {
        int cut = doc.indexOf(';');
        return cut > 0 ? doc.substring(0, cut) : doc;
    }

    static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }
}

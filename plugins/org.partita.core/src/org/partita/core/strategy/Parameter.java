package org.partita.core.strategy;

import java.util.List;

/**
 * One parameter of a strategy: what the language, its documentation, its validator and
 * {@link StrategyRegistry#validate} need to know.
 *
 * @param name         the key, as written in a file
 * @param unit         what a number measures (decides the units a file may write), or {@link Unit#WORD}
 * @param defaultValue the default as text, or {@code null} when it must be given or is derived from the machine
 * @param min          smallest value allowed
 * @param minOpen      whether {@code min} itself is excluded
 * @param max          largest value allowed ({@code Double.POSITIVE_INFINITY} for none)
 * @param integer      whether only whole numbers are allowed
 * @param words        the only values of a {@link Unit#WORD} parameter, or the words a numeric parameter accepts
 *                     instead of a number ({@code none})
 * @param doc          what it means, and where its default comes from
 * @param shownDefault the default as a listing writes it when it is not a fixed value ({@code n-3} on an n-cube,
 *                     {@code first-fit (buddy-cube on a hypercube)}), else {@code null}
 */
public record Parameter(String name, Unit unit, String defaultValue, double min, boolean minOpen, double max,
        boolean integer, List<String> words, String doc, String shownDefault) {

    /** What a numeric parameter measures: decides the units a file may write. */
    public enum Unit {
        /** A plain number (count, factor). */
        NUMBER,
        /** Seconds (a file may write s, ms, min, h). */
        TIME,
        /** A fraction in [0, 1] (a file may write %). */
        FRACTION,
        /** One of {@link Parameter#words()}. */
        WORD
    }

    public Parameter {
        words = List.copyOf(words);
    }

    /** A parameter whose listing shows its default value itself. */
    public Parameter(String name, Unit unit, String defaultValue, double min, boolean minOpen, double max,
            boolean integer, List<String> words, String doc) {
        this(name, unit, defaultValue, min, minOpen, max, integer, words, doc, null);
    }

    /** A number in {@code [min, max]}. */
    public static Parameter number(String name, String defaultValue, double min, double max, String doc) {
        return new Parameter(name, Unit.NUMBER, defaultValue, min, false, max, false, List.of(), doc);
    }

    /** A whole number in {@code [min, max]}. */
    public static Parameter integer(String name, String defaultValue, int min, int max, String doc) {
        return new Parameter(name, Unit.NUMBER, defaultValue, min, false, max, true, List.of(), doc);
    }

    /** A duration in seconds, &gt; 0. */
    public static Parameter time(String name, String defaultValue, String doc) {
        return new Parameter(name, Unit.TIME, defaultValue, 0, true, Double.POSITIVE_INFINITY, false, List.of(),
                doc);
    }

    /** A fraction in [0, 1]. */
    public static Parameter fraction(String name, String defaultValue, String doc) {
        return new Parameter(name, Unit.FRACTION, defaultValue, 0, false, 1, false, List.of(), doc);
    }

    /** One of {@code words}. */
    public static Parameter word(String name, String defaultValue, List<String> words, String doc) {
        return new Parameter(name, Unit.WORD, defaultValue, 0, false, 0, false, words, doc);
    }

    /** This parameter, its listing showing {@code text} as the default (one derived from the machine). */
    public Parameter shownAs(String text) {
        return new Parameter(name, unit, defaultValue, min, minOpen, max, integer, words, doc, text);
    }

    /** Whether a number is accepted (every unit but {@link Unit#WORD}). */
    public boolean numeric() {
        return unit != Unit.WORD;
    }

    /** {@code key=default: meaning}, as {@code partita allocators} lists it ({@code key: meaning} when required). */
    public String listing() {
        String shown = shownDefault != null ? shownDefault : defaultValue;
        return name + (shown == null ? " (required)" : "=" + shown) + ": " + doc;
    }
}

package org.partita.core.model;

import java.util.List;

/**
 * What the language, its documentation and its validator need to know about a stage policy of a {@link RunModel}:
 * names, meaning, the paper, and each parameter with its default and range.
 *
 * @param kind        the stage kind ({@code partition}, {@code share}, {@code mapping}, {@code balance}) or the
 *                    workload trait ({@code structure}, {@code graphs})
 * @param name        the policy name as written in a file, e.g. {@code map}
 * @param primary     the parameter a bare value stands for ({@code map 0.5} = {@code map f 0.5}), or {@code null}
 * @param description one line: what the policy does
 * @param paper       where it comes from, e.g. {@code "Dandamudi and Yu §2.3"}
 * @param parameters  its parameters, in documentation order
 */
public record PolicyInfo(String kind, String name, String primary, String description, String paper,
        List<Parameter> parameters) {

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

    /**
     * One parameter.
     *
     * @param defaultValue the default as text, or {@code null} when it must be given
     * @param min          smallest value allowed
     * @param minOpen      whether {@code min} itself is excluded
     * @param max          largest value allowed ({@code Double.POSITIVE_INFINITY} for none)
     * @param integer      whether only whole numbers are allowed
     * @param words        the allowed words of a {@link Unit#WORD} parameter
     * @param doc          what it means, and where its default comes from
     */
    public record Parameter(String name, Unit unit, String defaultValue, double min, boolean minOpen, double max,
            boolean integer, List<String> words, String doc) {

        public Parameter {
            words = List.copyOf(words);
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
    }

    public PolicyInfo {
        parameters = List.copyOf(parameters);
    }

    /** The parameter {@code name}, or {@code null}. */
    public Parameter parameter(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }
}

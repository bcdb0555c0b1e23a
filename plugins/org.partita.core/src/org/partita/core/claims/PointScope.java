package org.partita.core.claims;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.partita.core.model.SweepPoint;

/**
 * The sweep points a claim speaks about: every point ({@link #EVERY}), the points with given values
 * ({@code at load 0.47}, {@code at load 0.47, threshold 10}), or the points whose variable lies in a closed range
 * ({@code for load 0.3 to 0.6}). Values compare as numbers.
 *
 * @param at       variable → value that a point must have (empty: no condition)
 * @param variable the variable of a range, or {@code null}
 * @param from     the range's lower end (inclusive)
 * @param to       the range's upper end (inclusive)
 */
public record PointScope(Map<String, Double> at, String variable, double from, double to) {

    /** Every point of the experiment. */
    public static final PointScope EVERY = new PointScope(Map.of(), null, Double.NaN, Double.NaN);

    public PointScope {
        at = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(at));
    }

    /** {@code at name value, …}. */
    public static PointScope at(Map<String, Double> values) {
        return new PointScope(values, null, Double.NaN, Double.NaN);
    }

    /** {@code at name value, …} with the names and values in order. */
    public static PointScope at(List<String> names, List<Double> values) {
        if (names.size() != values.size()) {
            throw new IllegalArgumentException("as many values as names expected");
        }
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            if (m.put(names.get(i), values.get(i)) != null) {
                throw new IllegalArgumentException("'" + names.get(i) + "' is given twice: a point has one value of "
                        + "each variable");
            }
        }
        return at(m);
    }

    /** {@code for variable from to}. */
    public static PointScope range(String variable, double from, double to) {
        return new PointScope(Map.of(), variable, from, to);
    }

    /** Whether {@code p} is one of the points meant. */
    public boolean includes(SweepPoint p) {
        for (Map.Entry<String, Double> e : at.entrySet()) {
            String v = p.get(e.getKey());
            if (v == null || !same(Double.parseDouble(v), e.getValue())) {
                return false;
            }
        }
        if (variable != null) {
            String v = p.get(variable);
            if (v == null) {
                return false;
            }
            double x = Double.parseDouble(v);
            return x >= from - tolerance(from) && x <= to + tolerance(to);
        }
        return true;
    }

    /** The indices of the points of {@code points} meant, in order. */
    public List<Integer> select(List<SweepPoint> points) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            if (includes(points.get(i))) {
                out.add(i);
            }
        }
        return out;
    }

    /** As written after the claim: {@code at load 0.47}, {@code for load 0.3 to 0.6}, or empty. */
    public String describe() {
        if (variable != null) {
            return "for " + variable + " " + Interval.fmt(from) + " to " + Interval.fmt(to);
        }
        if (at.isEmpty()) {
            return "";
        }
        return "at " + at.entrySet().stream().map(e -> e.getKey() + " " + Interval.fmt(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** Values written in a file and values of a sweep (0.1 + 0.2 …) are the same number up to rounding. */
    public static boolean same(double a, double b) {
        return Math.abs(a - b) <= tolerance(Math.max(Math.abs(a), Math.abs(b)));
    }

    private static double tolerance(double v) {
        return 1e-9 * Math.max(1, Math.abs(v));
    }
}

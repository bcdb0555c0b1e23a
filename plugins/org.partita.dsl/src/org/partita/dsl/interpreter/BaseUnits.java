package org.partita.dsl.interpreter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Values;

/** Quantities of the language in base units (seconds for times, fractions for percentages), as decimals. */
public final class BaseUnits {

    private BaseUnits() {
    }

    /** A quantity in base units: seconds for times, fractions for percentages. */
    public static BigDecimal base(Quantity q) {
        return convert(new BigDecimal(q.getValue()), q.getUnit());
    }

    /** {@code v} written in {@code unit} ({@code null} for none), in base units. */
    static BigDecimal convert(BigDecimal v, String unit) {
        if (unit == null) {
            return v;
        }
        return switch (unit) {
            case "%" -> v.movePointLeft(2);
            case "ms" -> v.movePointLeft(3);
            case "min" -> v.multiply(BigDecimal.valueOf(60));
            case "h" -> v.multiply(BigDecimal.valueOf(3600));
            default -> v;
        };
    }

    /** The values of a sweep, in base units, as plain decimals. */
    public static List<String> expand(Values v) {
        List<String> out = new ArrayList<>();
        if (v.getStep() != null) {
            Models.expand(v); // refuses a step <= 0, a backward range and too many values (a half-typed step is 0)
            BigDecimal first = base(v.getFirst());
            BigDecimal last = base(v.getLast());
            BigDecimal step = base(v.getStep());
            for (BigDecimal x = first; x.compareTo(last) <= 0; x = x.add(step)) {
                out.add(text(x));
            }
            return out;
        }
        out.add(text(base(v.getFirst())));
        for (Quantity q : v.getMore()) {
            out.add(text(base(q)));
        }
        return out;
    }

    /** A plain decimal without trailing zeros ({@code 0} for zero). */
    static String text(BigDecimal x) {
        return x.signum() == 0 ? "0" : x.stripTrailingZeros().toPlainString();
    }
}

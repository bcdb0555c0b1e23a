package org.partita.core.format;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The one number format of every file the core writes ({@code summary.csv}, {@code jobs.csv}, SWF): plain decimal
 * notation with {@code '.'} as separator (independent of the default locale), rounded half-up to at most
 * {@value #DECIMALS} digits after the point, trailing zeros and a trailing point removed, never an exponent, and
 * {@code -0} written as {@code 0}. {@code NaN} is written as the empty string; infinities as {@code inf} and
 * {@code -inf}. Examples: {@code 3 → "3"}, {@code 0.1 → "0.1"}, {@code 2.5e-7 → "0"}, {@code 1e12 → "1000000000000"}.
 */
public final class Numbers {

    /** Digits after the decimal point. */
    public static final int DECIMALS = 6;

    private static final double SCALE = 1e6;
    private static final double FAST_LIMIT = 9.0e12; // |x| * 1e6 stays below 2^63 with margin

    private Numbers() {
    }

    public static String format(double x) {
        StringBuilder sb = new StringBuilder(24);
        append(sb, x);
        return sb.toString();
    }

    /** Appends {@code x} in the format above. */
    public static StringBuilder append(StringBuilder sb, double x) {
        if (Double.isNaN(x)) {
            return sb;
        }
        if (Double.isInfinite(x)) {
            return sb.append(x > 0 ? "inf" : "-inf");
        }
        if (Math.abs(x) < FAST_LIMIT) {
            long scaled = Math.round(Math.abs(x) * SCALE);
            if (scaled == 0) {
                return sb.append('0');
            }
            if (x < 0) {
                sb.append('-');
            }
            long whole = scaled / 1_000_000L;
            long frac = scaled % 1_000_000L;
            sb.append(whole);
            if (frac != 0) {
                sb.append('.');
                String f = Long.toString(frac + 1_000_000L).substring(1);
                int end = f.length();
                while (f.charAt(end - 1) == '0') {
                    end--;
                }
                sb.append(f, 0, end);
            }
            return sb;
        }
        BigDecimal b = new BigDecimal(x).setScale(DECIMALS, RoundingMode.HALF_UP).stripTrailingZeros();
        return sb.append(b.toPlainString());
    }

    /** Appends an integer-valued count. */
    public static StringBuilder append(StringBuilder sb, long x) {
        return sb.append(x);
    }
}
